/**
 * npm run backup [-- DIRECTORY]: copies the database (SQLite) and the uploaded files and kept
 * secrets of DATA_DIR into DIRECTORY (default backups/<date-time>) while the server runs.
 * Restore: stop the server and start it with DATA_DIR pointing at the copy (README: Backups).
 */
import path from 'node:path';
import { backup } from '../server/backup/backup';
import { configFromEnv } from '../server/config';

const config = configFromEnv();
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const directory = path.resolve(process.argv[2] ?? path.join('backups', stamp));
try {
  const result = await backup(config, directory);
  console.log(`Backed up to ${result.directory}: database ${result.database}, ${result.files} uploaded files.`);
  if (config.databaseUrl) console.log('PostgreSQL: also run pg_dump --format=custom --file=<file> "$DATABASE_URL" (README: Backups).');
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
