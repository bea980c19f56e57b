/**
 * The API of a declared resource: list, show, create, update, delete and their bulk forms, all
 * validated by the declaration's rules (recordWrites.ts). A resource with needs of its own passes
 * hooks (resourceHooks.ts). The spec's resources answer in its dialect (`_id`, `{ data, meta }`
 * lists, PATCH); resources declared only (`declaredOnly`) in ra-data-simple-rest's (simpleRest.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { fileFields, personalFields, type ResourceDeclaration } from '../../resources/core/defineResource';
import { badRequest, conflict, notFound } from '../httpErrors';
import type { ApiRecord } from '../db/storageMapping';
import { changesOf } from '../security/auditLog';
import { recordReveal, revealsOf } from '../security/revealLog';
import { bulkDeleteRoute, bulkUpdateRoute } from './bulkChanges';
import { etagOf, MAX_EDIT_ATTEMPTS, versionOf } from './recordVersions';
import { answersRecord } from './recordSchema';
import { recordWrites } from './recordWrites';
import { accessTo } from './routeAccess';
import { readRequestBody } from './requestBody';
import type { ResourceHooks } from './resourceHooks';
import { listRoutes } from './resourceList';
import { simpleRestListRoute, simpleRestRecord } from './simpleRest';
import { suggestionRoutes } from './suggestions';

/** `all`: every declared resource, whose references to this one and from it are checked. */
export function resourceRoutes(declaration: ResourceDeclaration, hooks: ResourceHooks = {}, all: readonly ResourceDeclaration[] = [declaration]): FastifyPluginAsync {
  const resource = declaration.name;
  const label = declaration.label.one;
  const fileFieldNames = fileFields(declaration);
  const personalFieldNames = personalFields(declaration);
  const offers = (operation: string) => (declaration.operations as readonly string[]).includes(operation);
  const speaksSimpleRest = declaration.declaredOnly === true;
  const answer = speaksSimpleRest ? simpleRestRecord : (record: ApiRecord) => record;
  const idName = speaksSimpleRest ? 'id' : '_id';
  const answering = (action: string, status: 200 | 201 = 200) => ({ ...accessTo(declaration, action), ...answersRecord(declaration, idName, status) });

  return async (app) => {
    const writes = recordWrites(app, declaration, hooks, all);
    const { repository, references, findOr404, audited, refuseDuplicates, warnOfSimilar, refusedCleanly, prepareWrite } = writes;

    if (offers('list')) {
      (speaksSimpleRest ? simpleRestListRoute : listRoutes)(app, declaration);
      suggestionRoutes(app, declaration);
    }

    if (offers('show')) {
      app.get<{ Params: { id: string } }>(`${declaration.endpoint}/:id`, answering('show'), async (request, reply) => {
        const record = await findOr404(request.params.id);
        reply.header('ETag', etagOf(record));
        return answer(record);
      });
    }

    if (offers('create')) {
      app.post(declaration.endpoint, answering('create', 201), async (request, reply) => {
        const { values, storedFiles } = await prepareWrite(request, await readRequestBody(request, declaration));
        const create = audited(
          request,
          async (writer, trx) => {
            await hooks.inCreate?.before?.({ request, trx });
            await refuseDuplicates(values, undefined, writer);
            await warnOfSimilar(request, writer, values);
            const inserted = await writer.insert(values);
            await hooks.inCreate?.after?.({ request, trx, created: inserted });
            return inserted;
          },
          (inserted) => [{ action: 'create', recordId: inserted._id, changes: changesOf(declaration, undefined, inserted) }],
        );
        const created = await refusedCleanly(create, values, undefined, storedFiles);
        await hooks.afterCreate?.({ app, request, created });
        reply.status(201);
        return answer(created);
      });
    }

    if (offers('update')) {
      app[speaksSimpleRest ? 'put' : 'patch']<{ Params: { id: string } }>(`${declaration.endpoint}/:id`, answering('update'), async (request, reply) => {
        const body = await readRequestBody(request, declaration);
        // Optimistic locking: a client sending If-Match with the updatedAt it read is refused when
        // someone changed the record since, instead of silently overwriting their change.
        const expectedVersion = versionOf(request);
        // Without If-Match the edit is merged onto the record as it stands: it is written only if the
        // row is still the version it was merged onto, else merged again onto the newer one, so two
        // edits of different fields at once both keep their change. No lock is held while a
        // declaration's hooks run (learning a configuration's sample takes seconds).
        for (let attempt = 1; ; attempt++) {
          const existing = await findOr404(request.params.id);
          if (expectedVersion !== undefined && expectedVersion !== existing.updatedAt) throw conflict('staleEdit');
          const { values, replacedFiles, storedFiles } = await prepareWrite(request, body, existing);
          const update = audited(
            request,
            async (writer) => {
              await refuseDuplicates(values, existing._id, writer);
              await warnOfSimilar(request, writer, values, existing);
              return writer.update(existing._id, values, existing.updatedAt as string);
            },
            (after) => (after ? [{ action: 'update', recordId: existing._id, changes: changesOf(declaration, existing, after, values) }] : []),
          );
          const updated = await refusedCleanly(update, values, existing._id, storedFiles);
          if (updated) {
            await app.files.removeByUrl(replacedFiles);
            reply.header('ETag', etagOf(updated));
            return answer(updated);
          }
          await app.files.removeByUrl(storedFiles);
          if (expectedVersion !== undefined || attempt === MAX_EDIT_ATTEMPTS) throw conflict('staleEdit');
        }
      });

      bulkUpdateRoute(app, declaration, writes);
    }

    if (personalFieldNames.length) {
      // An administrator reveals one record's personal number on purpose; who and when is recorded.
      const revealBody = z.object({ field: z.enum(personalFieldNames as [string, ...string[]]) });
      app.post<{ Params: { id: string } }>(`${declaration.endpoint}/:id/reveal`, accessTo(declaration, 'reveal'), async (request) => {
        const parsed = revealBody.safeParse(request.body);
        if (!parsed.success) throw badRequest('revealWhich', { fields: personalFieldNames.join(' or ') });
        const { field } = parsed.data;
        const value = await repository.reveal(request.params.id, field);
        if (value === undefined) throw notFound('recordNotFound', { record: label });
        await recordReveal(app.db, { account: request.account, resource, recordId: request.params.id, field });
        return { field, value };
      });

      app.get<{ Params: { id: string } }>(`${declaration.endpoint}/:id/reveals`, accessTo(declaration, 'reveal'), async (request) =>
        revealsOf(app.db, resource, (await findOr404(request.params.id))._id),
      );
    }

    if (offers('delete')) {
      app.delete<{ Params: { id: string } }>(`${declaration.endpoint}/:id`, answering('delete'), async (request) => {
        const removed = await audited(
          request,
          async (writer, trx) => {
            await hooks.beforeDeleteInTransaction?.({ trx, ids: [request.params.id] });
            await references.refuseDeleting(trx, [request.params.id]);
            return writer.remove(request.params.id);
          },
          (record) => (record ? [{ action: 'delete', recordId: record._id, changes: changesOf(declaration, record, undefined) }] : []),
        );
        if (!removed) throw notFound('recordNotFound', { record: label });
        await app.files.removeByUrl(fileFieldNames.map((name) => removed[name] as string | null));
        await hooks.afterDelete?.({ app, removed });
        return answer(removed);
      });

      bulkDeleteRoute(app, declaration, writes, hooks);
    }
  };
}
