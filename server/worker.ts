/**
 * `npm run worker`: extraction workers (and the renewal reminders' ticks) in a process of their own, against the same database and
 * file directory as the API (DATABASE_URL, DATA_DIR). Run as many as the machine has cores to spare.
 */
import { configFromEnv } from './config';
import { createDatabase, migrateToLatest } from './db/database';
import { startExtractionWorker } from './jobs/extractionWorker';
import { startReminders } from './reminders/reminderScheduler';
import { keepDataPrivate } from './security/privateDataDir';

const config = configFromEnv();
keepDataPrivate(config.dataDir);
const db = createDatabase(config);
await migrateToLatest(db);
const count = Math.max(1, Number(process.env.EXTRACTION_WORKERS ?? 1));
const log = { info: (message: string) => console.log(message), warn: (message: string) => console.warn(message) };
const workers = Array.from({ length: count }, () => startExtractionWorker({ db, filesRoot: `${config.dataDir}/files`, config: config.extraction, log }));
const reminders = startReminders({ db, config: config.reminders, log });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await Promise.all([...workers.map((worker) => worker.stop()), reminders.stop()]);
    await db.destroy();
    process.exit(0);
  });
}
