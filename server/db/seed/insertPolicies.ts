/**
 * Bulk loading of generated policies: prepared inserts in large transactions on SQLite, COPY on
 * PostgreSQL. The kept counts, totals and search index follow through their triggers.
 */
import { v7 as uuidv7 } from 'uuid';
import { from as copyFrom } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { columnFields } from '../../../resources/core/defineResource';
import { motorPolicyDeclaration } from '../../../resources/motorPolicies/declaration';
import { postgresPool, sqliteHandle } from '../database';
import type { DB } from '../schema';
import { storageMapping } from '../storageMapping';

const BATCH = 20_000;
const declaredColumns = ['id', ...columnFields(motorPolicyDeclaration), 'createdAt', 'updatedAt'];
const { toRow } = storageMapping(motorPolicyDeclaration);

type Generated = Iterable<{ policy: Record<string, unknown>; createdAt: string }>;

const stored = ({ policy, createdAt }: { policy: Record<string, unknown>; createdAt: string }) => ({
  ...toRow(policy),
  id: uuidv7({ msecs: new Date(createdAt).getTime() }),
  createdAt,
  updatedAt: createdAt,
});

/** The declared columns the table has: a database not yet migrated to the latest (a test of a migration) lacks the newest. */
async function tableColumns(db: DB) {
  const table = (await db.introspection.getTables()).find((candidate) => candidate.name === 'motor_policies');
  const present = new Set(table?.columns.map((column) => column.name));
  return declaredColumns.filter((column) => present.has(column));
}

/** Inserts every generated policy; calls `progress` with the running count after each batch. */
export async function insertPolicies(db: DB, policies: Generated, progress: (inserted: number) => void = () => {}) {
  const columns = await tableColumns(db);
  const sqlite = sqliteHandle(db);
  if (sqlite) {
    const insert = sqlite.prepare(
      `insert into motor_policies (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map(() => '?').join(', ')})`,
    );
    const insertBatch = sqlite.transaction((rows: Record<string, unknown>[]) => {
      for (const row of rows) insert.run(columns.map((column) => row[column] ?? null));
    });
    let batch: Record<string, unknown>[] = [];
    let inserted = 0;
    for (const generated of policies) {
      batch.push(stored(generated));
      if (batch.length === BATCH) {
        insertBatch(batch);
        progress((inserted += batch.length));
        batch = [];
      }
    }
    if (batch.length) insertBatch(batch);
    progress((inserted += batch.length));
    return inserted;
  }

  const pool = postgresPool(db);
  if (!pool) throw new Error('Unknown database');
  const csvValue = (value: unknown) =>
    value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : `"${String(value).replace(/"/g, '""')}"`;
  let inserted = 0;
  const iterator = policies[Symbol.iterator]();
  let done = false;
  while (!done) {
    const lines: string[] = [];
    while (lines.length < BATCH) {
      const next = iterator.next();
      if (next.done) {
        done = true;
        break;
      }
      const row = stored(next.value);
      lines.push(`${columns.map((column) => csvValue(row[column as keyof typeof row])).join(',')}\n`);
    }
    if (!lines.length) break;
    const client = await pool.connect();
    try {
      const copy = client.query(copyFrom(`copy motor_policies (${columns.map((c) => `"${c}"`).join(', ')}) from stdin with (format csv)`));
      await pipeline(Readable.from([lines.join('')]), copy);
    } finally {
      client.release();
    }
    progress((inserted += lines.length));
  }
  return inserted;
}
