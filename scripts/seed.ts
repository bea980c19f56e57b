/**
 * npm run seed -- --policies 1000000
 * Adds generated motor policies (Indian-looking demo data) to the database the server uses
 * (DATA_DIR's SQLite file, or DATABASE_URL). Never run it against a brokerage's real database.
 */
import { parseArgs } from 'node:util';
import { configFromEnv } from '../server/config';
import { createDatabase, migrateToLatest } from '../server/db/database';
import { keptRowCount } from '../server/db/rowCounts';
import { fakePolicies } from '../server/db/seed/fakePolicies';
import { insertPolicies } from '../server/db/seed/insertPolicies';

const { values } = parseArgs({ options: { policies: { type: 'string', default: '1000' }, seed: { type: 'string', default: '2024' } } });
const count = Number(values.policies);
if (!Number.isInteger(count) || count < 1) throw new Error('--policies must be a positive whole number');

const config = configFromEnv(process.env);
const db = createDatabase(config);
await migrateToLatest(db);
const existing = (await keptRowCount(db, 'motor_policies')) ?? 0;
const started = performance.now();
console.log(`Adding ${count.toLocaleString('en-IN')} policies to ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}...`);
await insertPolicies(db, fakePolicies(count, { seed: Number(values.seed) + existing, numberOffset: existing }), (inserted) => {
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(`\r${inserted.toLocaleString('en-IN')} inserted (${Math.round(inserted / seconds).toLocaleString('en-IN')}/s)   `);
});
console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s; ${(existing + count).toLocaleString('en-IN')} policies in all.`);
await db.destroy();
