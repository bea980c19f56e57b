/**
 * The durable queue of extraction jobs, in the database. A worker claims the oldest due job in
 * one statement (on PostgreSQL with FOR UPDATE SKIP LOCKED, so concurrent workers never take the
 * same one; SQLite runs one write at a time) and holds it for a lease. A worker that dies leaves
 * the job `running` with an expired lease, and the next claim takes it again.
 */
import { sql } from 'kysely';
import type { DB } from '../db/database';
import { isPostgres } from '../db/dialect';

export interface ClaimedJob {
  id: string;
  attempts: number;
}

export async function enqueueExtraction(db: DB, id: string): Promise<void> {
  await db.insertInto('extraction_jobs').values({ id, state: 'queued', attempts: 0, runAfter: Date.now(), lockedBy: null, lockedUntil: null, lastError: null }).execute();
}

export async function claimExtraction(db: DB, workerId: string, leaseMs: number): Promise<ClaimedJob | undefined> {
  const now = Date.now();
  const lock = isPostgres(db) ? sql`for update skip locked` : sql``;
  const result = await sql<{ id: string; attempts: number }>`
    update extraction_jobs
       set state = 'running', attempts = attempts + 1, "lockedBy" = ${workerId}, "lockedUntil" = ${now + leaseMs}
     where id = (
       select id from extraction_jobs
        where (state = 'queued' and "runAfter" <= ${now}) or (state = 'running' and "lockedUntil" < ${now})
        order by "runAfter"
        limit 1
        ${lock}
     )
    returning id, attempts`.execute(db);
  const row = result.rows[0];
  return row && { id: row.id, attempts: Number(row.attempts) };
}

/** Ends a job this worker still holds; false when its lease was lost to another worker. */
export async function finishExtraction(db: DB, job: ClaimedJob, workerId: string, outcome: { state: 'done' | 'failed'; error?: string }) {
  const result = await db
    .updateTable('extraction_jobs')
    .set({ state: outcome.state, lockedBy: null, lockedUntil: null, lastError: outcome.error ?? null })
    .where('id', '=', job.id)
    .where('lockedBy', '=', workerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Puts a job back for another attempt after `delayMs`. */
export async function retryExtraction(db: DB, job: ClaimedJob, workerId: string, error: string, delayMs: number) {
  await db
    .updateTable('extraction_jobs')
    .set({ state: 'queued', runAfter: Date.now() + delayMs, lockedBy: null, lockedUntil: null, lastError: error })
    .where('id', '=', job.id)
    .where('lockedBy', '=', workerId)
    .execute();
}
