/**
 * Takes extraction jobs from the queue and reads their PDFs in the sandbox until stopped. The API
 * process runs `config.extraction.workers` of these; `npm run worker` runs more in their own
 * processes against the same database and file directory.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { ExtractionConfig } from '../config';
import type { DB } from '../db/schema';
import type { LayoutTemplate } from '../extraction/layouts/readLayout';
import type { PolicyExtraction } from '../extraction/readPolicy';
import { FileStore } from '../files/fileStore';
import { claimExtraction, type ClaimedJob, finishExtraction, releaseJobsOfDeadWorkers, retryExtraction, workerIdFor } from './extractionQueue';
import { ExtractionFailure, ExtractionSandbox } from './extractionSandbox';

export interface ExtractionWorker {
  /** Looks for a job now instead of at the next poll (after an upload in this process). */
  wake(): void;
  stop(): Promise<void>;
}

interface Log {
  info(message: string): void;
  warn(message: string): void;
}

/** Longer than a document may take, so a live worker never loses its job to another. */
const leaseFor = (config: ExtractionConfig) => config.timeoutMs * 2 + 10_000;
const retryDelay = (attempts: number) => attempts * 2_000;

/** The layouts taught by configurations and learned from reviews, read for every job so a new one applies at once. */
async function readingLayouts(db: DB): Promise<LayoutTemplate[]> {
  const configured = await db.selectFrom('policy_configurations').select(['id', 'name', 'learned']).where('learned', 'is not', null).execute();
  const learned = await db.selectFrom('learned_layouts').select(['id', 'name', 'learned']).execute();
  return [
    ...configured.map((row) => ({ kind: 'configuration' as const, id: row.id, name: String(row.name), learned: JSON.parse(row.learned!) })),
    ...learned.map((row) => ({ kind: 'learned' as const, id: row.id, name: String(row.name), learned: JSON.parse(row.learned) })),
  ];
}

export function startExtractionWorker(options: { db: DB; filesRoot: string; config: ExtractionConfig; log: Log }): ExtractionWorker {
  const { db, config, log } = options;
  const files = new FileStore(options.filesRoot);
  const sandbox = new ExtractionSandbox({ timeoutMs: config.timeoutMs, memoryMb: config.memoryMb });
  const workerId = workerIdFor(randomUUID().slice(0, 8));
  let running = true;
  let wakeUp: (() => void) | undefined;

  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, config.pollMs);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** Writes the outcome only while this worker still holds the job. */
  async function settle(job: ClaimedJob, outcome: { state: 'done' | 'failed'; error?: string }, output: Record<string, unknown>) {
    await db.transaction().execute(async (trx) => {
      if (!(await finishExtraction(trx, job, workerId, outcome))) return;
      await trx.updateTable('extraction_outputs').set({ ...output, updatedAt: new Date().toISOString() }).where('id', '=', job.id).execute();
    });
  }

  async function handle(job: ClaimedJob) {
    const output = await db.selectFrom('extraction_outputs').select(['fileKey', 'fileName']).where('id', '=', job.id).executeTakeFirst();
    if (!output) return finishExtraction(db, job, workerId, { state: 'failed', error: 'The upload was deleted.' });
    await db.updateTable('extraction_outputs').set({ status: 'processing' }).where('id', '=', job.id).execute();
    let result: PolicyExtraction;
    try {
      const path = output.fileKey ? files.resolve('policies', output.fileKey) : null;
      if (!path) throw new ExtractionFailure('The stored file is missing.', true);
      const bytes = await fs.readFile(path).catch(() => {
        throw new ExtractionFailure('The stored file is missing.', true);
      });
      result = await sandbox.extract(new Uint8Array(bytes), await readingLayouts(db));
    } catch (error) {
      const failure = error instanceof ExtractionFailure ? error : new ExtractionFailure(String(error), false);
      if (!failure.permanent && job.attempts < config.maxAttempts) {
        log.warn(`extraction ${job.id} attempt ${job.attempts} failed, retrying: ${failure.message}`);
        await retryExtraction(db, job, workerId, failure.message, retryDelay(job.attempts));
        await db.updateTable('extraction_outputs').set({ status: 'queued' }).where('id', '=', job.id).execute();
        return;
      }
      log.warn(`extraction ${job.id} failed: ${failure.message}`);
      await settle(job, { state: 'failed', error: failure.message }, {
        status: 'failed',
        remark: failure.message,
        processedAt: new Date().toISOString(),
      });
      return;
    }
    await settle(job, { state: 'done' }, {
      status: 'Success',
      processedAt: new Date().toISOString(),
      extractedFields: JSON.stringify(result.fields),
      confidence: JSON.stringify(result.confidence),
      reviewReasons: JSON.stringify(result.reviewReasons),
      needsReview: result.needsReview ? 1 : 0,
      otherFields: JSON.stringify(result.otherFields),
      configurationName: result.layouts.map((layout) => layout.name).join(', ') || null,
      learnedLayoutId: result.layouts.find((layout) => layout.kind === 'learned')?.id ?? null,
      evidence: JSON.stringify({ pages: result.pages, fields: result.evidence }),
      remark: null,
    } as Record<string, unknown>);
  }

  const loop = (async () => {
    const released = await releaseJobsOfDeadWorkers(db).catch(() => 0);
    if (released) log.info(`extraction worker ${workerId}: ${released} job(s) of a stopped process queued again`);
    while (running) {
      let job: ClaimedJob | undefined;
      try {
        job = await claimExtraction(db, workerId, leaseFor(config));
        if (job) await handle(job);
      } catch (error) {
        // The database was busy or went away for a moment: the job's lease brings it back.
        log.warn(`extraction worker: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!job && running) await idle();
    }
  })();

  log.info(`extraction worker ${workerId} started`);
  return {
    wake: () => wakeUp?.(),
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
      await sandbox.close();
    },
  };
}
