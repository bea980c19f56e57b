/**
 * The writes of a declared resource and their rules: input validated by the declaration (fields,
 * rules across fields, references), files stored, unique values refused under their field, and each
 * write in one transaction with its audit entries.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { fileFields, personalFields, type ResourceDeclaration } from '../../resources/core/defineResource';
import { SAVE_SIMILAR_HEADER } from '../../resources/core/saveSimilar';
import { isMasked } from '../../resources/core/indianIds';
import { canonicalInput, validateRecord } from '../../resources/core/validation';
import { isUniqueViolation } from '../db/dialect';
import { referenceChecks } from '../db/references';
import { createRepository, type Repository } from '../db/repository';
import { similarMessage } from '../db/similarRecords';
import { takenMessage } from '../db/uniqueKeys';
import type { Database } from '../db/schema';
import type { ApiRecord } from '../db/storageMapping';
import { conflict, FieldValidationError, notFound, SimilarRecordsWarning, validOrThrow } from '../httpErrors';
import { type AuditEntry, recordAudit } from '../security/auditLog';
import type { RequestBody } from './requestBody';
import type { ResourceHooks } from './resourceHooks';

/** `all`: every declared resource, whose references to this one and from it are checked. */
export function recordWrites(app: FastifyInstance, declaration: ResourceDeclaration, hooks: ResourceHooks, all: readonly ResourceDeclaration[]) {
  const resource = declaration.name;
  const label = declaration.label.one;
  const fileFieldNames = fileFields(declaration);
  const personalFieldNames = personalFields(declaration);
  const references = referenceChecks(declaration, all);
  const repository = createRepository(app.db, declaration, { cipher: app.personalData });

  async function findOr404(id: string) {
    const record = await repository.get(id);
    if (!record) throw notFound('recordNotFound', { record: label });
    return record;
  }

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

  const duplicateMessage = (name: string) => takenMessage(declaration, name);

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
      throw conflict('sameDetails', { record: label.toLowerCase() });
    }
  }

  /**
   * Declaration `similarWhen`: the write waits until the person has seen the records it resembles and
   * confirmed. Asked in the write's transaction after its refusals, which a confirmation would not lift.
   */
  async function warnOfSimilar(request: FastifyRequest, writer: Repository, values: Record<string, unknown>, existing?: ApiRecord) {
    if (request.headers[SAVE_SIMILAR_HEADER.toLowerCase()] === 'confirmed') return;
    const [found] = await writer.similarTo([{ values, existing }]);
    if (found) throw new SimilarRecordsWarning({ [found.field]: similarMessage(declaration, found) }, found);
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

  return { repository, references, findOr404, audited, refuseDuplicates, refuseSharedUniqueValues, warnOfSimilar, refusedCleanly, prepareWrite };
}

export type RecordWrites = ReturnType<typeof recordWrites>;
