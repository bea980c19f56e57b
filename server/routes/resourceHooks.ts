/** What a resource with needs of its own adds to the generic routes of resources.ts. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ApiRecord } from '../db/storageMapping';
import type { SignedInAccount } from '../plugins/auth';

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
  /**
   * In an import batch's transaction, before its rows are written: what beforeWrite adds to one
   * record, for the batch's new records and updates at once (the values may be changed in place).
   */
  prepareImportBatch?(context: { trx: Kysely<Database>; creates: Record<string, unknown>[]; updates: { existing: ApiRecord; values: Record<string, unknown> }[] }): Promise<void>;
  /** In every write's transaction, after the write (single or bulk): throw to undo it, a rule across records. */
  checkInTransaction?(trx: Kysely<Database>): Promise<void>;
}
