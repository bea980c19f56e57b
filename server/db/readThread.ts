/**
 * Runs in a list-reading thread (readThreads.ts): answers one read-only statement at a time on its
 * own connection to the database file.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import type { ReadAnswer } from './readThreads';
import { readSettings, withStatementCache } from './statementCache';

const sqlite = new SQLite((workerData as { file: string }).file, { readonly: true, fileMustExist: true });
// Pages come through the memory map; the cache holds little but what is read from the WAL.
readSettings(sqlite, 4_096);
const statements = withStatementCache(sqlite);

function answer(sql: string, parameters: readonly unknown[]): ReadAnswer {
  try {
    const statement = statements.prepare(sql);
    if (!statement.reader) return { error: 'A list read must only read.' };
    return { rows: statement.all(parameters) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error), code: (error as { code?: string }).code };
  }
}

parentPort!.on('message', ({ sql, parameters }: { sql: string; parameters: readonly unknown[] }) => {
  parentPort!.postMessage(answer(sql, parameters));
});
