/**
 * The Policy List's search finds policies by their broker's name, also those saved before the
 * search covered it: migration 0019 makes the trigram index again over every existing row.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { motorPolicyDeclaration } from '../../resources/motorPolicies/declaration';
import { configFromEnv } from '../../server/config';
import { createDatabase, migrateToLatest } from '../../server/db/database';
import { migrations } from '../../server/db/migrations';
import { createRepository } from '../../server/db/repository';
import { fakePolicies } from '../../server/db/seed/fakePolicies';
import { insertPolicies } from '../../server/db/seed/insertPolicies';
import { listQueryParser } from '../../server/routes/listQuery';
import { testDatabases } from '../support/databases';
import { withPostgresDatabase } from '../support/testServer';

async function withDatabase(target: ReturnType<typeof testDatabases>[number], work: (db: Kysely<any>) => Promise<void>) {
  if (target.postgresUrl) return withPostgresDatabase(target.postgresUrl, work);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'broker-search-'));
  const db = createDatabase(configFromEnv({ DATA_DIR: dataDir, DATABASE_URL: '' }));
  try {
    await work(db);
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe.each(testDatabases())('searching policies by broker name on $database', (target) => {
  it('finds the policies saved before the upgrade, and those saved after', () =>
    withDatabase(target, async (db) => {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0018_updated_at_indexes')).error).toBeUndefined();
      await insertPolicies(db, fakePolicies(300, { seed: 11 }));
      const savedBefore = new Set((await db.selectFrom('motor_policies').select('policy_number').execute()).map((policy) => policy.policy_number));
      await migrateToLatest(db);
      await insertPolicies(db, fakePolicies(100, { seed: 12, numberOffset: 300 }));

      const repository = createRepository(db, motorPolicyDeclaration);
      const found = async (term: string) => {
        const { records } = await repository.list(listQueryParser(motorPolicyDeclaration)({ search: term, page: '1', limit: '100' }));
        return records.map((text) => (JSON.parse(text) as { policy_number: string }).policy_number).sort();
      };
      const policies = await db.selectFrom('motor_policies').select(['broker_name', 'policy_number']).execute();
      const broker = policies[0].broker_name as string;
      const ofBroker = policies.filter((policy) => policy.broker_name === broker).map((policy) => policy.policy_number).sort();
      expect(ofBroker.length).toBeLessThan(100);
      expect(ofBroker.some((number) => savedBefore.has(number)) && ofBroker.some((number) => !savedBefore.has(number))).toBe(true);
      expect(await found(broker)).toEqual(ofBroker);
      expect(await found(broker.toUpperCase())).toEqual(ofBroker);
    }));
});
