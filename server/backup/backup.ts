/**
 * A consistent copy of what the product keeps, taken while the server runs:
 * - SQLite: the database through SQLite's online backup (a snapshot, even mid-write), then the
 *   uploaded files, then the kept secrets (the personal-data key is needed to read the Aadhaar and
 *   account numbers of the copy). Files are written before the rows that name them and never
 *   changed in place, so copying them after the snapshot finds every file the snapshot names.
 * - PostgreSQL: the files and secrets the same way; the database itself is copied with pg_dump
 *   (README: Backups), which the product does not bundle.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '../config';

/** What lives in the data directory besides the database. */
const KEPT_SECRETS = ['jwt-secret', 'personal-data-key'];

export interface BackupResult {
  directory: string;
  database: 'sqlite' | 'postgresql (use pg_dump)';
  files: number;
}

async function copyTree(from: string, to: string): Promise<number> {
  let copied = 0;
  const entries = await fs.readdir(from, { withFileTypes: true }).catch(() => []);
  await fs.mkdir(to, { recursive: true });
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copied += await copyTree(source, target);
    // Temporary files of writes under way are not part of any record yet.
    else if (entry.isFile() && !entry.name.startsWith('.')) {
      await fs.copyFile(source, target).then(() => copied++, (error: NodeJS.ErrnoException) => {
        // Deleted between listing and copying: its record was deleted too.
        if (error.code !== 'ENOENT') throw error;
      });
    }
  }
  return copied;
}

export async function backup(config: Pick<Config, 'dataDir' | 'databaseUrl'>, directory: string): Promise<BackupResult> {
  await fs.mkdir(directory, { recursive: true });
  if ((await fs.readdir(directory)).length) throw new Error(`${directory} is not empty: choose a new directory for the backup.`);
  if (!config.databaseUrl) {
    const source = new SQLite(path.join(config.dataDir, 'backoffice.sqlite'), { fileMustExist: true });
    try {
      await source.backup(path.join(directory, 'backoffice.sqlite'));
    } finally {
      source.close();
    }
  }
  const files = await copyTree(path.join(config.dataDir, 'files'), path.join(directory, 'files'));
  for (const secret of KEPT_SECRETS) {
    await fs.copyFile(path.join(config.dataDir, secret), path.join(directory, secret)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
  return { directory, database: config.databaseUrl ? 'postgresql (use pg_dump)' : 'sqlite', files };
}
