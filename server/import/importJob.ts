/**
 * An import's check (a dry run) and the import itself: the stored file read from the start in
 * batches of rows, each batch decided by checkRows.ts. The import writes a batch in one transaction
 * with its audit entries, the rows it refused and the import's progress, so a process killed
 * mid-import leaves whole batches only and `rowsDone` says where the next run resumes.
 */
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import { createRepository } from '../db/repository';
import type { Database, DB } from '../db/schema';
import type { ResourceHooks } from '../routes/resourceHooks';
import type { SignedInAccount } from '../plugins/auth';
import { changesOf, recordAudit } from '../security/auditLog';
import type { PersonalDataCipher } from '../security/personalDataCipher';
import { type CheckedBatch, checkRows, type ImportPlan } from './checkRows';
import { readRows, type SourceRow } from './readRows';

export const BATCH_ROWS = 500;


export type ImportRecord = Database['imports'];

export interface ImportContext {
  db: DB;
  cipher: PersonalDataCipher;
  declaration: ResourceDeclaration;
  all: readonly ResourceDeclaration[];
  account?: SignedInAccount;
  /** The stored file's path. */
  path: string;
  /** Aborted when the server closes: the run stops between batches, and can be resumed. */
  signal: AbortSignal;
  /** The resource's hook for a batch's rows before they are written. */
  prepareBatch?: ResourceHooks['prepareImportBatch'];
}

const now = () => new Date().toISOString();

/**
 * Whether a running phase has not been heard from for `stalledAfterMs` (config importStalledMs): its
 * process ended, and it may be resumed. A batch takes well under a second; should a slow one be taken
 * for stopped, the run it belonged to loses the import (runToken) and writes nothing more.
 */
export const isStalled = (record: Pick<ImportRecord, 'state' | 'updatedAt'>, stalledAfterMs: number) =>
  record.state === 'running' && Date.now() - Date.parse(record.updatedAt) > stalledAfterMs;

/** Whether an import run from here continues an interrupted one rather than starting over. */
export const resumes = (record: ImportRecord) => record.phase === 'import' && record.state !== 'done';

/**
 * Claims the import for a phase unless another claim came first (it answers the run's token, or
 * undefined then). A new check, or an import after a check, starts from the first row; an
 * interrupted import goes on where it stopped.
 */
export async function claimImport(db: DB, record: ImportRecord, phase: 'check' | 'import'): Promise<string | undefined> {
  const fresh = phase === 'check' || !resumes(record);
  const runToken = randomUUID();
  const claimed = await db
    .updateTable('imports')
    .set({
      phase,
      state: 'running',
      error: null,
      runToken,
      updatedAt: now(),
      ...(fresh ? { rowsDone: 0, created: 0, updated: 0, skipped: 0, refused: 0 } : {}),
    })
    .where('id', '=', record.id)
    .where('updatedAt', '=', record.updatedAt)
    .executeTakeFirst();
  if (!Number(claimed.numUpdatedRows)) return undefined;
  if (fresh) await db.deleteFrom('import_refusals').where('importId', '=', record.id).execute();
  return runToken;
}

/** Thrown where a run finds the import claimed by another: it stops, its batch undone. */
class TakenOver extends Error {}

/** Runs the claimed phase to its end; a failure is recorded on the import, never thrown. */
export async function runImport(context: ImportContext, record: ImportRecord, phase: 'check' | 'import', runToken: string): Promise<void> {
  const { db } = context;
  const held = <Q extends { where: (...args: any[]) => Q }>(query: Q) => query.where('id', '=', record.id).where('runToken', '=', runToken);
  try {
    const progress = await db.selectFrom('imports').select('rowsDone').where('id', '=', record.id).executeTakeFirstOrThrow();
    const plan: ImportPlan = {
      declaration: context.declaration,
      all: context.all,
      mapping: JSON.parse(record.mapping),
      onExisting: record.onExisting,
      onSimilar: record.onSimilar,
    };
    let rowsDone = progress.rowsDone;
    let batch: SourceRow[] = [];
    let dataRows = 0;
    let header = true;
    const finishBatch = async () => {
      await (phase === 'import' ? importBatch : checkBatch)(context, plan, { importId: record.id, runToken }, batch, rowsDone + batch.length);
      rowsDone += batch.length;
      batch = [];
      if (context.signal.aborted) throw new Error('The server stopped before the end of the file.');
      // Other requests get their turn between batches.
      await nextTurn();
    };
    for await (const source of readRows(context.path, record.format)) {
      // The first row with a value names the columns.
      if (header) {
        header = false;
        continue;
      }
      dataRows += 1;
      // Rows an interrupted import already went through.
      if (dataRows <= rowsDone) continue;
      batch.push(source);
      if (batch.length === BATCH_ROWS) await finishBatch();
    }
    if (batch.length) await finishBatch();
    await held(db.updateTable('imports').set({ state: 'done', totalRows: dataRows, updatedAt: now() })).execute();
  } catch (error) {
    if (error instanceof TakenOver) return;
    const message = error instanceof Error ? error.message : String(error);
    await held(db.updateTable('imports').set({ state: 'failed', error: message.slice(0, 500), updatedAt: now() })).execute();
  }
}

const refusalRows = (importId: string, batch: CheckedBatch) =>
  batch.refusals.map((refusal) => ({ importId, row: refusal.row, cells: JSON.stringify(refusal.cells), problems: JSON.stringify(refusal.problems) }));

async function saveRefusals(db: Kysely<Database>, importId: string, batch: CheckedBatch) {
  const rows = refusalRows(importId, batch);
  for (let start = 0; start < rows.length; start += 200) await db.insertInto('import_refusals').values(rows.slice(start, start + 200)).execute();
}

interface Run {
  importId: string;
  runToken: string;
}

/** Counts the batch on the import, if this run still holds it. */
async function countBatch(db: Kysely<Database>, { importId, runToken }: Run, batch: CheckedBatch, rowsDone: number) {
  const counted = await db
    .updateTable('imports')
    .set((eb) => ({
      rowsDone,
      created: eb('created', '+', batch.creates.length),
      updated: eb('updated', '+', batch.updates.length),
      skipped: eb('skipped', '+', batch.skipped),
      refused: eb('refused', '+', batch.refusals.length),
      updatedAt: now(),
    }))
    .where('id', '=', importId)
    .where('runToken', '=', runToken)
    .executeTakeFirst();
  if (!Number(counted.numUpdatedRows)) throw new TakenOver();
}

/** A dry run: what the import would do with the batch, counted, and its refusals kept for the report. */
async function checkBatch(context: ImportContext, plan: ImportPlan, run: Run, rows: SourceRow[], rowsDone: number) {
  const repository = createRepository(context.db, context.declaration, { cipher: context.cipher });
  const batch = await checkRows(context.db, repository, plan, rows);
  await context.db.transaction().execute(async (trx) => {
    await saveRefusals(trx, run.importId, batch);
    await countBatch(trx, run, batch, rowsDone);
  });
}

/** The batch written in one transaction: its records, their audit, its refusals and the import's progress. */
async function importBatch(context: ImportContext, plan: ImportPlan, run: Run, rows: SourceRow[], rowsDone: number) {
  const { importId } = run;
  const { declaration } = context;
  await context.db.transaction().execute(async (trx) => {
    const writer = createRepository(trx, declaration, { cipher: context.cipher });
    const batch = await checkRows(trx, writer, plan, rows);
    await context.prepareBatch?.({ trx, creates: batch.creates.map((create) => create.values), updates: batch.updates });
    await writer.insertMany(batch.creates.map((create) => create.values));
    for (const update of batch.updates) await writer.update(update.existing._id, update.values);
    const after = await writer.getMany(batch.updates.map((update) => update.existing._id));
    const before = new Map(batch.updates.map((update) => [update.existing._id, update]));
    await recordAudit(trx, context.account, [
      {
        resource: declaration.name,
        recordId: importId,
        action: 'import',
        changes: {
          rows: [null, `${rows[0].row}–${rows.at(-1)!.row}`],
          created: [null, batch.creates.length],
          updated: [null, batch.updates.length],
          skipped: [null, batch.skipped],
          refused: [null, batch.refusals.length],
        },
      },
      ...after.map((record) => ({
        resource: declaration.name,
        recordId: record._id,
        action: 'update' as const,
        changes: changesOf(declaration, before.get(record._id)!.existing, record, before.get(record._id)!.values),
      })),
    ]);
    await saveRefusals(trx, importId, batch);
    await countBatch(trx, run, batch, rowsDone);
  });
}
