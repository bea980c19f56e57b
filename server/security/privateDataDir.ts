import fs from 'node:fs';

/**
 * The data directory holds the SQLite database, uploaded policies, secrets and backups: the
 * server's own. Everything the process creates from now on is its owner's only (0600 files, 0700
 * directories; SQLite creates its files through the umask, not a mode it is given), and the
 * directory itself is closed to others, which also covers files written before.
 */
export function keepDataPrivate(dataDir: string): void {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
}
