/**
 * Bulk changes of a declared resource: one change set on many records, or many records deleted,
 * each all or nothing, checked as a single edit or delete is and audited record by record.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { columnFields, fileFields, type ResourceDeclaration } from '../../resources/core/defineResource';
import { canonicalInput, validateRecord } from '../../resources/core/validation';
import { badRequest, validOrThrow } from '../httpErrors';
import { changesOf } from '../security/auditLog';
import { MAX_PAGE_SIZE } from './listQuery';
import type { RecordWrites } from './recordWrites';
import type { ResourceHooks } from './resourceHooks';
import { accessTo } from './routeAccess';

const idList = z.array(z.string().min(1).max(64).regex(/^[^\u0000-\u001f\u007f]+$/)).max(MAX_PAGE_SIZE);

export function bulkUpdateRoute(app: FastifyInstance, declaration: ResourceDeclaration, writes: RecordWrites) {
  const { repository, references, audited, refuseSharedUniqueValues, refusedCleanly } = writes;
  const fileFieldNames = fileFields(declaration);
  const bulkUpdateBody = z.object({ ids: idList.min(1), data: z.record(z.string(), z.unknown()) });
  app.post(`${declaration.endpoint}/bulk-update`, accessTo(declaration, 'update'), async (request) => {
    const parsed = bulkUpdateBody.safeParse(request.body);
    if (!parsed.success) throw badRequest('Send the ids to change and the data to set.');
    const data = canonicalInput(declaration, parsed.data.data);
    const writable = columnFields(declaration).filter((name) => name in data && !fileFieldNames.includes(name));
    const values = validOrThrow(validateRecord(declaration, data, writable));
    if (!Object.keys(values).length) throw badRequest('Nothing to update.');
    const existing = await repository.getMany(parsed.data.ids);
    // Each record with the change must keep the rules across its fields (an end date on or after
    // its own start date), as a single edit must; one record breaking them changes none.
    const ruled = declaration.rules.filter((rule) => [rule.field, ...rule.uses].some((name) => writable.includes(name))).map((rule) => rule.field);
    for (const record of existing) validOrThrow(validateRecord(declaration, { ...record, ...data }, [...writable, ...ruled]));
    await refuseSharedUniqueValues(values, parsed.data.ids);
    validOrThrow({ values, errors: await references.missing(app.db, values) });
    const bulkWrite = audited(
      request,
      async (writer) => {
        if (!declaration.derive) {
          const updated = await writer.updateMany(parsed.data.ids, values);
          return { updated, ids: parsed.data.ids, after: await writer.getMany(parsed.data.ids) };
        }
        // Derived fields depend on each record's other values: recompute them row by row.
        const changes = existing.map((record) => {
          const merged = { ...record, ...values };
          return { id: record._id, values: { ...values, ...declaration.derive!(merged) } };
        });
        const updated = await writer.updateEach(changes);
        return { updated, ids: changes.map((change) => change.id), after: await writer.getMany(changes.map((change) => change.id)) };
      },
      ({ after }) => {
        const before = new Map(existing.map((record) => [record._id, record]));
        return after.map((record) => ({ action: 'update' as const, recordId: record._id, changes: changesOf(declaration, before.get(record._id), record, values) }));
      },
    );
    const { updated, ids } = await refusedCleanly(bulkWrite, values, parsed.data.ids[0]);
    return { updated, ids };
  });
}

export function bulkDeleteRoute(app: FastifyInstance, declaration: ResourceDeclaration, writes: RecordWrites, hooks: ResourceHooks) {
  const { references, audited } = writes;
  const fileFieldNames = fileFields(declaration);
  const bulkDeleteBody = z.object({ ids: idList.min(1) });
  app.post(`${declaration.endpoint}/bulk-delete`, accessTo(declaration, 'delete'), async (request) => {
    const parsed = bulkDeleteBody.safeParse(request.body);
    if (!parsed.success) throw badRequest('Send the ids to delete.');
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
