/**
 * The API of a declared resource: list, show, create, update, delete and their bulk forms, all
 * validated by the declaration's rules. A resource with needs of its own passes hooks.
 */
import type { FastifyContextConfig, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { SignedInAccount } from '../plugins/auth';
import { columnFields, fileFields, personalFields, type ResourceDeclaration } from '../../resources/core/defineResource';
import { isIsoDay } from '../../resources/core/fields';
import { isMasked } from '../../resources/core/indianIds';
import { canonicalInput, validateRecord } from '../../resources/core/validation';
import { isUniqueViolation } from '../db/dialect';
import { referenceChecks } from '../db/references';
import type { Database } from '../db/schema';
import { type ApiRecord, createRepository, type ListQuery } from '../db/repository';
import { badRequest, conflict, FieldValidationError, notFound, validOrThrow } from '../httpErrors';
import { type AuditEntry, changesOf, recordAudit } from '../security/auditLog';
import { recordReveal, revealsOf } from '../security/revealLog';
import { listQueryParser, MAX_PAGE_SIZE } from './listQuery';
import { createListMemory } from './listMemory';
import { readRequestBody, type RequestBody } from './requestBody';

export interface ResourceHooks {
  /** Runs after validation, before a record is written; throw to refuse the change. */
  beforeWrite?(context: {
    app: FastifyInstance;
    account: SignedInAccount;
    existing?: ApiRecord;
    values: Record<string, unknown>;
  }): Promise<void> | void;
  /**
   * In a create's transaction: `before` the insert (claim what it consumes), `after` it (link the new
   * record); throwing undoes all of it, so a crash never leaves half a create.
   */
  inCreate?: {
    before?(context: { request: FastifyRequest; trx: Kysely<Database> }): Promise<void>;
    after?(context: { request: FastifyRequest; trx: Kysely<Database>; created: ApiRecord }): Promise<void>;
  };
  /** After a create is committed: work whose failure must not undo it. */
  afterCreate?(context: { app: FastifyInstance; request: FastifyRequest; created: ApiRecord }): Promise<void>;
  /** In a delete's transaction, before the records go: takes locks in the order other writers take them. */
  beforeDeleteInTransaction?(context: { trx: Kysely<Database>; ids: string[] }): Promise<void>;
  /** Runs after a record was deleted (its stored files, say). */
  afterDelete?(context: { app: FastifyInstance; removed: ApiRecord }): Promise<void>;
  /** In every write's transaction, before the write: takes the locks `checkInTransaction` needs. */
  lockInTransaction?(trx: Kysely<Database>): Promise<void>;
  /** In every write's transaction, after the write (single or bulk): throw to undo it, a rule across records. */
  checkInTransaction?(trx: Kysely<Database>): Promise<void>;
}

/** Times an edit without If-Match is merged again onto a record others keep changing. */
const MAX_EDIT_ATTEMPTS = 5;
const STALE_EDIT = 'This record was changed by someone else since you opened it. Reload it and make your change again.';

/** A record's version for If-Match: its updatedAt, quoted as an entity tag. */
const etagOf = (record: ApiRecord) => `"${String(record.updatedAt)}"`;

/** The record version (its updatedAt) an If-Match header names, quoted or not. */
function versionOf(request: FastifyRequest): string | undefined {
  const header = request.headers['if-match'];
  if (typeof header !== 'string' || !header.trim() || header.trim() === '*') return undefined;
  const version = header.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
  if (!isIsoDay(version.slice(0, 10)) || Number.isNaN(Date.parse(version))) throw badRequest('If-Match must name the version (updatedAt) of the record you edited, a date and time.');
  return new Date(version).toISOString();
}

const idList = z.array(z.string().min(1).max(64).regex(/^[^\u0000-\u001f\u007f]+$/)).max(MAX_PAGE_SIZE);

/** `all`: every declared resource, whose references to this one and from it are checked. */
export function resourceRoutes(declaration: ResourceDeclaration, hooks: ResourceHooks = {}, all: readonly ResourceDeclaration[] = [declaration]): FastifyPluginAsync {
  const resource = declaration.name;
  const label = declaration.label.one;
  const fileFieldNames = fileFields(declaration);
  const personalFieldNames = personalFields(declaration);
  const offers = (operation: string) => (declaration.operations as readonly string[]).includes(operation);

  const parseListQuery = listQueryParser(declaration);
  const references = referenceChecks(declaration, all);

  return async (app) => {
    const repository = createRepository(app.db, declaration, { cipher: app.personalData });
    const access = (action: string, config: FastifyContextConfig = {}) => ({ config: { ...config, access: { resource, action } } });

    async function findOr404(id: string) {
      const record = await repository.get(id);
      if (!record) throw notFound(`${label} not found`);
      return record;
    }

    type Repository = ReturnType<typeof createRepository>;
    /** A write and its audit entries in one transaction: the trail never misses a change that was made. */
    function audited<T>(
      request: FastifyRequest,
      write: (repository: Repository, trx: Kysely<Database>) => Promise<T>,
      entriesOf: (result: T) => Omit<AuditEntry, 'resource'>[],
    ) {
      return app.db.transaction().execute(async (trx) => {
        await hooks.lockInTransaction?.(trx);
        const result = await write(createRepository(trx, declaration, { cipher: app.personalData }), trx);
        await hooks.checkInTransaction?.(trx);
        await recordAudit(trx, request.account, entriesOf(result).filter((entry) => Object.keys(entry.changes).length).map((entry) => ({ resource, ...entry })));
        return result;
      });
    }

    const duplicateMessage = (name: string) => `${declaration.fields[name].label} is already used by another ${label.toLowerCase()}`;

    /** Within a resource an e-mail or phone belongs to one record (declaration `uniqueFields`). */
    async function refuseDuplicates(values: Record<string, unknown>, ownId?: string, reader: Pick<Repository, 'holderOf'> = repository) {
      const errors: Record<string, string> = {};
      for (const name of declaration.uniqueFields) {
        const value = values[name];
        if (typeof value !== 'string' || !value) continue;
        if (await reader.holderOf(name, value, ownId)) {
          errors[name] = duplicateMessage(name);
        }
      }
      if (Object.keys(errors).length) throw new FieldValidationError(errors, 409);
    }

    /** A value of a unique field set on several records at once would be held twice. */
    async function refuseSharedUniqueValues(values: Record<string, unknown>, ids: string[]) {
      if (ids.length === 1) return refuseDuplicates(values, ids[0]);
      const shared = declaration.uniqueFields.filter((name) => typeof values[name] === 'string' && values[name] !== '');
      if (shared.length) throw new FieldValidationError(Object.fromEntries(shared.map((name) => [name, duplicateMessage(name)])), 409);
    }

    /**
     * Awaits a write. Refused, the files it stored go; refused by a unique index (two requests raced
     * past refuseDuplicates), it is told under the field as refuseDuplicates would, once the write's
     * transaction is over.
     */
    async function refusedCleanly<T>(write: Promise<T>, values: Record<string, unknown>, ownId?: string, storedFiles: string[] = []): Promise<T> {
      try {
        return await write;
      } catch (error) {
        await app.files.removeByUrl(storedFiles);
        if (!isUniqueViolation(error)) throw error;
        await refuseDuplicates(values, ownId);
        throw conflict(`Another ${label.toLowerCase()} already has these details.`);
      }
    }

    /** Validates a create (no `existing`) or an update merged onto `existing`, then stores its files. */
    async function prepareWrite(request: FastifyRequest, body: RequestBody, existing?: ApiRecord) {
      const { files } = body;
      const fields = canonicalInput(declaration, body.fields);
      const input: Record<string, unknown> = { ...existing, ...fields };
      for (const [name, file] of Object.entries(files)) input[name] = file.descriptor;
      // A file field is checked only when a file came with the request; otherwise it keeps its URL.
      // Personal data is answered masked, so an update sending the mask back (or nothing) keeps it.
      const keptPersonal = (name: string) => existing !== undefined && (!(name in fields) || isMasked(fields[name]));
      const checked = Object.keys(declaration.fields).filter(
        (name) => (!fileFieldNames.includes(name) || name in files) && !(personalFieldNames.includes(name) && keptPersonal(name)),
      );
      const values = validOrThrow(validateRecord(declaration, input, checked));
      if (declaration.derive) Object.assign(values, declaration.derive(values));
      validOrThrow({ values, errors: await references.missing(app.db, values) });

      const replacedFiles: string[] = [];
      const storedFiles: string[] = [];
      for (const name of fileFieldNames) {
        const previous = existing?.[name] as string | null | undefined;
        const cleared = name in fields && (fields[name] === '' || fields[name] === null);
        if (name in files) {
          values[name] = await app.files.save('images', files[name].contents, files[name].extension);
          storedFiles.push(values[name] as string);
        } else if (cleared) values[name] = null;
        else {
          values[name] = previous ?? null;
          continue;
        }
        if (previous) replacedFiles.push(previous);
      }
      await hooks.beforeWrite?.({ app, account: request.account, existing, values });
      return { values, replacedFiles, storedFiles };
    }

    if (offers('list')) {
      const listMemory = createListMemory();
      const listPaths = [declaration.endpoint, ...(declaration.listAliases ?? [])];
      const list = async (request: FastifyRequest, reply: FastifyReply) => {
        const requested = parseListQuery(request.query as Record<string, unknown>);
        // Without paging the answer is the spec's plain array, but of one page at most: a list of a
        // million policies would hold the server's memory for everyone. X-Total-Count says how many match.
        const unpaged = requested.limit === undefined;
        const limit = requested.limit ?? MAX_PAGE_SIZE;
        const query: ListQuery = unpaged ? { ...requested, page: 1, limit } : requested;
        reply.type('application/json; charset=utf-8');
        // Tables that keep a change version (rowCounts.ts) remember paged answers, totals and page ends;
        // the version comes with the session (`keptTable` in the route config, plugins/auth.ts).
        const table = request.keptTableState;
        const known = table && !unpaged ? listMemory(request, query, table, repository.isUnfiltered(query)) : undefined;
        if (known?.answer) return known.send(reply, known.answer);

        const { records, total } = await repository.list(query, {
          knownTotal: known?.total,
          previousPageEnd: known?.previousPageEnd,
          version: table?.version,
        });
        // The records come as JSON text from the database (recordJson.ts).
        const data = `[${records.join(',')}]`;
        const payload = unpaged ? data : `{"data":${data},"meta":${JSON.stringify({ total, totalPages: Math.ceil(total / limit), page: query.page, limit })}}`;
        if (unpaged) reply.header('X-Total-Count', String(total));
        if (!known) return payload;
        known.keep(payload, total, records.at(-1));
        return known.send(reply, payload);
      };
      for (const path of listPaths) app.get(path, access('list', { keptTable: declaration.table }), list);
    }

    if (offers('show')) {
      app.get<{ Params: { id: string } }>(`${declaration.endpoint}/:id`, access('show'), async (request, reply) => {
        const record = await findOr404(request.params.id);
        reply.header('ETag', etagOf(record));
        return record;
      });
    }

    if (offers('create')) {
      app.post(declaration.endpoint, access('create'), async (request, reply) => {
        const { values, storedFiles } = await prepareWrite(request, await readRequestBody(request, declaration));
        const create = audited(
          request,
          async (writer, trx) => {
            await hooks.inCreate?.before?.({ request, trx });
            await refuseDuplicates(values, undefined, writer);
            const inserted = await writer.insert(values);
            await hooks.inCreate?.after?.({ request, trx, created: inserted });
            return inserted;
          },
          (inserted) => [{ action: 'create', recordId: inserted._id, changes: changesOf(declaration, undefined, inserted) }],
        );
        const created = await refusedCleanly(create, values, undefined, storedFiles);
        await hooks.afterCreate?.({ app, request, created });
        reply.status(201);
        return created;
      });
    }

    if (offers('update')) {
      app.patch<{ Params: { id: string } }>(`${declaration.endpoint}/:id`, access('update'), async (request, reply) => {
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
          if (expectedVersion !== undefined && expectedVersion !== existing.updatedAt) throw conflict(STALE_EDIT);
          const { values, replacedFiles, storedFiles } = await prepareWrite(request, body, existing);
          const update = audited(
            request,
            async (writer) => {
              await refuseDuplicates(values, existing._id, writer);
              return writer.update(existing._id, values, existing.updatedAt as string);
            },
            (after) => (after ? [{ action: 'update', recordId: existing._id, changes: changesOf(declaration, existing, after, values) }] : []),
          );
          const updated = await refusedCleanly(update, values, existing._id, storedFiles);
          if (updated) {
            await app.files.removeByUrl(replacedFiles);
            reply.header('ETag', etagOf(updated));
            return updated;
          }
          await app.files.removeByUrl(storedFiles);
          if (expectedVersion !== undefined || attempt === MAX_EDIT_ATTEMPTS) throw conflict(STALE_EDIT);
        }
      });

      const bulkUpdateBody = z.object({ ids: idList.min(1), data: z.record(z.string(), z.unknown()) });
      app.post(`${declaration.endpoint}/bulk-update`, access('update'), async (request) => {
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

    if (personalFieldNames.length) {
      // An administrator reveals one record's personal number on purpose; who and when is recorded.
      const revealBody = z.object({ field: z.enum(personalFieldNames as [string, ...string[]]) });
      app.post<{ Params: { id: string } }>(`${declaration.endpoint}/:id/reveal`, access('reveal'), async (request) => {
        const parsed = revealBody.safeParse(request.body);
        if (!parsed.success) throw badRequest(`Name the field to reveal: ${personalFieldNames.join(' or ')}.`);
        const { field } = parsed.data;
        const value = await repository.reveal(request.params.id, field);
        if (value === undefined) throw notFound(`${label} not found`);
        await recordReveal(app.db, { account: request.account, resource, recordId: request.params.id, field });
        return { field, value };
      });

      app.get<{ Params: { id: string } }>(`${declaration.endpoint}/:id/reveals`, access('reveal'), async (request) =>
        revealsOf(app.db, resource, (await findOr404(request.params.id))._id),
      );
    }

    if (offers('delete')) {
      app.delete<{ Params: { id: string } }>(`${declaration.endpoint}/:id`, access('delete'), async (request) => {
        const removed = await audited(
          request,
          async (writer, trx) => {
            await hooks.beforeDeleteInTransaction?.({ trx, ids: [request.params.id] });
            await references.refuseDeleting(trx, [request.params.id]);
            return writer.remove(request.params.id);
          },
          (record) => (record ? [{ action: 'delete', recordId: record._id, changes: changesOf(declaration, record, undefined) }] : []),
        );
        if (!removed) throw notFound(`${label} not found`);
        await app.files.removeByUrl(fileFieldNames.map((name) => removed[name] as string | null));
        await hooks.afterDelete?.({ app, removed });
        return removed;
      });

      const bulkDeleteBody = z.object({ ids: idList.min(1) });
      app.post(`${declaration.endpoint}/bulk-delete`, access('delete'), async (request) => {
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
  };
}
