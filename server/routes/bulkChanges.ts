/**
 * Bulk changes of a declared resource: one change set on many records (chosen by id, or every
 * record the list's search and filters match, up to BULK_MAX), or many records deleted, each all or
 * nothing, checked as a single edit or delete is and audited record by record. A change can be
 * undone for UNDO_WINDOW_MS: its records' fields are put back where nobody changed them since.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { columnFields, fileFields, type ResourceDeclaration } from '../../resources/core/defineResource';
import { canonicalInput, validateRecord } from '../../resources/core/validation';
import { badRequest, conflict, notFound, validOrThrow } from '../httpErrors';
import { createListReads } from '../db/listReads';
import type { ApiRecord } from '../db/storageMapping';
import { changesOf } from '../security/auditLog';
import { listQueryParser, MAX_PAGE_SIZE } from './listQuery';
import type { RecordWrites } from './recordWrites';
import type { ResourceHooks } from './resourceHooks';
import { accessTo } from './routeAccess';

const idList = z.array(z.string().min(1).max(64).regex(/^[^\u0000-\u001f\u007f]+$/)).max(MAX_PAGE_SIZE);

/** The most records one bulk change writes: a change across pages of a larger list is refused. */
export const BULK_MAX = 10_000;
/** How long after a bulk change its undo is offered. */
export const UNDO_WINDOW_MS = 15 * 60_000;

const data = z.record(z.string(), z.unknown());
const filterValue = z.union([z.string().max(200), z.number(), z.boolean()]);
const bulkUpdateBody = z.union([
  z.object({ ids: idList.min(1), data }),
  // Every record the list's search and filters match (its `filterValues`), as many as the person saw.
  z.object({ filter: z.record(z.string().max(100), filterValue), count: z.number().int().min(1), data }),
]);

/** What a bulk change's undo puts back: each record's changed fields as they were, unless it changed since. */
interface UndoRecord {
  id: string;
  before: Record<string, unknown>;
  version: string;
}

export function bulkUpdateRoute(app: FastifyInstance, declaration: ResourceDeclaration, writes: RecordWrites) {
  const { repository, references, audited, refuseSharedUniqueValues, refusedCleanly } = writes;
  const fileFieldNames = fileFields(declaration);
  const parseListQuery = listQueryParser(declaration);
  const many = declaration.label.many.toLowerCase();
  const lists = createListReads(app.listDb, declaration);

  /** The records a bulk change names: its ids, or those its filter matches now, if as many as the person saw. */
  async function chosenIds(body: z.infer<typeof bulkUpdateBody>): Promise<string[]> {
    if ('ids' in body) return body.ids;
    const params = Object.fromEntries(Object.entries(body.filter).map(([key, value]) => [key === 'q' ? 'search' : key, String(value)]));
    const query = parseListQuery({ ...params, page: undefined, limit: undefined });
    const total = await lists.count(query);
    if (total > BULK_MAX) throw badRequest('bulkTooMany', { max: BULK_MAX.toLocaleString('en-IN'), records: many });
    if (total !== body.count) throw conflict('bulkCountChanged', { total: total.toLocaleString('en-IN'), records: many, count: body.count.toLocaleString('en-IN') });
    const rows = await lists.ordered(query).select(`${declaration.table}.id as id`).execute();
    return rows.map((row: { id: string }) => row.id);
  }

  /** Writes `changes` (per record, its values) and their audit in one transaction. */
  function writeEach(request: FastifyRequest, existing: ApiRecord[], changes: { id: string; values: Record<string, unknown> }[], written: Record<string, unknown>) {
    return audited(
      request,
      async (writer) => {
        const ids = changes.map((change) => change.id);
        const shared = changes.every((change) => change.values === changes[0]?.values);
        const updated = shared ? await writer.updateMany(ids, changes[0]?.values ?? {}) : await writer.updateEach(changes);
        return { updated, ids, after: await writer.getMany(ids) };
      },
      ({ after }) => {
        const before = new Map(existing.map((record) => [record._id, record]));
        return after.map((record) => ({ action: 'update' as const, recordId: record._id, changes: changesOf(declaration, before.get(record._id), record, written) }));
      },
    );
  }

  /** Each record's values with the change: derived fields (payin...) depend on each record's other values. */
  const changesFor = (existing: ApiRecord[], values: Record<string, unknown>) =>
    declaration.derive
      ? existing.map((record) => ({ id: record._id, values: { ...values, ...declaration.derive!({ ...record, ...values }) } }))
      : existing.map((record) => ({ id: record._id, values }));

  app.post(`${declaration.endpoint}/bulk-update`, accessTo(declaration, 'update'), async (request) => {
    const parsed = bulkUpdateBody.safeParse(request.body);
    if (!parsed.success) throw badRequest('bulkBody');
    const data = canonicalInput(declaration, parsed.data.data);
    const writable = columnFields(declaration).filter((name) => name in data && !fileFieldNames.includes(name));
    const values = validOrThrow(validateRecord(declaration, data, writable));
    if (!Object.keys(values).length) throw badRequest('nothingToUpdate');
    const ids = await chosenIds(parsed.data);
    const existing = await repository.getMany(ids);
    // Each record with the change must keep the rules across its fields (an end date on or after
    // its own start date), as a single edit must; one record breaking them changes none.
    const ruled = declaration.rules.filter((rule) => [rule.field, ...rule.uses].some((name) => writable.includes(name))).map((rule) => rule.field);
    for (const record of existing) validOrThrow(validateRecord(declaration, { ...record, ...data }, [...writable, ...ruled]));
    await refuseSharedUniqueValues(values, ids);
    validOrThrow({ values, errors: await references.missing(app.db, values) });
    const { updated, after } = await refusedCleanly(writeEach(request, existing, changesFor(existing, values), values), values, ids[0]);

    const versions = new Map(after.map((record) => [record._id, record.updatedAt as string]));
    const undo: UndoRecord[] = existing.map((record) => ({
      id: record._id,
      before: Object.fromEntries(writable.map((name) => [name, record[name] ?? null])),
      version: versions.get(record._id)!,
    }));
    const change = { id: uuidv7(), resource: declaration.name, accountId: request.account?.id ?? null, records: JSON.stringify(undo), createdAt: new Date().toISOString(), undoneAt: null };
    await app.db.insertInto('bulk_changes').values(change).execute();
    return { updated, ...('ids' in parsed.data && { ids }), undo: change.id };
  });

  app.post<{ Params: { id: string } }>(`${declaration.endpoint}/bulk-update/:id/undo`, accessTo(declaration, 'update'), async (request) => {
    const change = await app.db.selectFrom('bulk_changes').selectAll().where('id', '=', request.params.id).where('resource', '=', declaration.name).executeTakeFirst();
    if (!change) throw notFound('bulkChangeNotFound');
    if (change.undoneAt) throw conflict('undoneAlready');
    if (Date.now() - Date.parse(change.createdAt) > UNDO_WINDOW_MS) throw conflict('undoExpired', { minutes: UNDO_WINDOW_MS / 60_000 });
    const records = JSON.parse(change.records) as UndoRecord[];
    const existing = await repository.getMany(records.map((record) => record.id));
    const current = new Map(existing.map((record) => [record._id, record]));
    // A record changed (or deleted) since keeps what it has now.
    const untouched = records.filter((record) => current.get(record.id)?.updatedAt === record.version);
    const changes = untouched.map(({ id, before }) => {
      const merged = { ...current.get(id)!, ...before };
      return { id, values: declaration.derive ? { ...before, ...declaration.derive(merged) } : before };
    });
    const claimed = await app.db.updateTable('bulk_changes').set({ undoneAt: new Date().toISOString() }).where('id', '=', change.id).where('undoneAt', 'is', null).executeTakeFirst();
    if (!Number(claimed.numUpdatedRows)) throw conflict('undoneAlready');
    const restoring = new Set(untouched.map((record) => record.id));
    try {
      const { updated } = changes.length ? await writeEach(request, existing.filter((record) => restoring.has(record._id)), changes, {}) : { updated: 0 };
      return { restored: updated, changedSince: records.length - untouched.length };
    } catch (error) {
      // Not undone after all: it may be tried again.
      await app.db.updateTable('bulk_changes').set({ undoneAt: null }).where('id', '=', change.id).execute();
      throw error;
    }
  });
}

export function bulkDeleteRoute(app: FastifyInstance, declaration: ResourceDeclaration, writes: RecordWrites, hooks: ResourceHooks) {
  const { references, audited } = writes;
  const fileFieldNames = fileFields(declaration);
  const bulkDeleteBody = z.object({ ids: idList.min(1) });
  app.post(`${declaration.endpoint}/bulk-delete`, accessTo(declaration, 'delete'), async (request) => {
    const parsed = bulkDeleteBody.safeParse(request.body);
    if (!parsed.success) throw badRequest('idsToDelete');
    const removed = await audited(
      request,
      async (writer, trx) => {
        await hooks.beforeDeleteInTransaction?.({ trx, ids: parsed.data.ids });
        await references.refuseDeleting(trx, parsed.data.ids);
        return writer.removeMany(parsed.data.ids);
      },
      (records) => records.map((record) => ({ action: 'delete' as const, recordId: record._id, changes: changesOf(declaration, record, undefined) })),
    );
    await app.files.removeByUrl(removed.flatMap((record) => fileFieldNames.map((name) => record[name] as string | null)));
    for (const record of removed) await hooks.afterDelete?.({ app, removed: record });
    return { deleted: removed.length, ids: removed.map((record) => record._id) };
  });
}
