/**
 * The durable queue of extraction jobs, in the database. A worker claims the oldest due job in
 * one statement (on PostgreSQL with FOR UPDATE SKIP LOCKED, so concurrent workers never take the
 * same one; SQLite runs one write at a time) and holds it for a lease. A worker that dies leaves
 * the job `running` with an expired lease, and the next claim takes it again; a worker of this
 * machine whose process is gone (killed, crashed) gives its jobs back at once (releaseJobsOfDeadWorkers).
 */
import os from 'node:os';
import { sql } from 'kysely';
import type { DB } from '../db/schema';
import { isPostgres } from '../db/dialect';

export interface ClaimedJob {
  id: string;
  attempts: number;
}

/** Worker ids are `host:pid:random`: the worker of a job says which process on which machine holds it. */
export const workerIdFor = (random: string) => `${os.hostname()}:${process.pid}:${random}`;

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Queues again, at once, the jobs held by workers of this machine whose process no longer runs
 * (a server killed mid-extraction), instead of leaving them until their lease runs out. Workers on
 * other machines are left to their leases. The interrupted attempt still counts.
 */
export async function releaseJobsOfDeadWorkers(db: DB, isAlive: (pid: number) => boolean = processAlive): Promise<number> {
  const prefix = `${os.hostname()}:`;
  const held = await db.selectFrom('extraction_jobs').select(['id', 'lockedBy']).where('state', '=', 'running').execute();
  const orphaned = held
    .filter((job) => job.lockedBy?.startsWith(prefix) && !isAlive(Number(job.lockedBy.slice(prefix.length).split(':')[0])))
    .map((job) => job.id);
  if (!orphaned.length) return 0;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('extraction_jobs')
      .set({ state: 'queued', runAfter: Date.now(), lockedBy: null, lockedUntil: null })
      .where('id', 'in', orphaned)
      .where('state', '=', 'running')
      .execute();
    await trx.updateTable('extraction_outputs').set({ status: 'queued' }).where('id', 'in', orphaned).where('status', '=', 'processing').execute();
  });
  return orphaned.length;
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
