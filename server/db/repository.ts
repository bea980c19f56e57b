/**
 * Storage of any declared resource: its table, its declared columns, nothing else. Lists are read
 * as listReads.ts says; values are stored as storageMapping.ts says. Queries of one resource's own
 * concerns (summaries, exports...) live next to that resource's routes.
 */
import { type Kysely, sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { columnFields, personalFields, type ResourceDeclaration } from '../../resources/core/defineResource';
import type { PersonalDataCipher } from '../security/personalDataCipher';
import { createListReads, type ListTuning } from './listReads';
import type { DB } from './schema';
import { findSimilarOfMany, type Write } from './similarRecords';
import { type ApiRecord, storageMapping } from './storageMapping';
import { comparedForm } from './uniqueKeys';

export function createRepository(database: DB, declaration: ResourceDeclaration, { cipher, ...tuning }: ListTuning & { cipher?: PersonalDataCipher } = {}) {
  // Resource tables are chosen at run time, so the generic layer works with an untyped handle.
  const db = database as unknown as Kysely<any>;
  const table = declaration.table;
  const selected = ['id', ...columnFields(declaration), 'createdAt', 'updatedAt'].map((column) => `${table}.${column}`);
  const { toRow, toRecord } = storageMapping(declaration, cipher);

  return {
    ...createListReads(db, declaration, tuning),

    /** The records each write resembles (declaration `similarWhen`, similarRecords.ts). */
    similarTo: (writes: readonly Write[]) => findSimilarOfMany(db, declaration, writes, cipher),

    /** The id of another record holding `value` in the unique field `field` (compared as uniqueKeys.ts says), if any. */
    async holderOf(field: string, value: string, exceptId?: string): Promise<string | undefined> {
      let builder = db
        .selectFrom(table)
        .select('id')
        .where(comparedForm(declaration, field, sql.ref(field)), '=', comparedForm(declaration, field, sql.val(value)));
      if (exceptId) builder = builder.where('id', '!=', exceptId);
      const row = await builder.executeTakeFirst();
      return row?.id;
    },

    /** A personal field's value in the clear, for an administrator's deliberate reveal. */
    async reveal(id: string, field: string): Promise<string | null | undefined> {
      if (!personalFields(declaration).includes(field)) throw new Error(`${field} is not personal data`);
      const row = await db.selectFrom(table).select(field).where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      return typeof row[field] === 'string' ? cipher!.decrypt(row[field]) : null;
    },

    async get(id: string): Promise<ApiRecord | undefined> {
      const row = await db.selectFrom(table).select(selected).where('id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },

    async insert(values: Record<string, unknown>): Promise<ApiRecord> {
      const now = new Date().toISOString();
      const row = { ...toRow(values), id: uuidv7(), createdAt: now, updatedAt: now };
      await db.insertInto(table).values(row).execute();
      return toRecord(row);
    },

    /** Inserts many records in statements of a bounded number of parameters (SQLite allows 32,766). */
    async insertMany(valuesList: Record<string, unknown>[]): Promise<ApiRecord[]> {
      const now = new Date().toISOString();
      const rows = valuesList.map((values) => ({ ...toRow(values), id: uuidv7(), createdAt: now, updatedAt: now }));
      const perStatement = Math.max(1, Math.floor(30_000 / (selected.length + 1)));
      for (let start = 0; start < rows.length; start += perStatement) {
        await db.insertInto(table).values(rows.slice(start, start + perStatement)).execute();
      }
      return rows.map(toRecord);
    },

    /**
     * Writes `values` to one record. With `expectedVersion` (the updatedAt the writer read) the write
     * happens only if nobody changed the record since, and the new updatedAt is strictly later, so
     * two edits in the same millisecond still differ; undefined when no row was written.
     */
    async update(id: string, values: Record<string, unknown>, expectedVersion?: string): Promise<ApiRecord | undefined> {
      const now = Date.now();
      const updatedAt = new Date(expectedVersion ? Math.max(now, Date.parse(expectedVersion) + 1) : now).toISOString();
      const result = await db
        .updateTable(table)
        .set({ ...toRow(values), updatedAt })
        .where('id', '=', id)
        .$if(expectedVersion !== undefined, (query) => query.where('updatedAt', '=', expectedVersion!))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n ? this.get(id) : undefined;
    },

    /** Sets the same values on every row of `ids`. */
    async updateMany(ids: string[], values: Record<string, unknown>): Promise<number> {
      if (!ids.length) return 0;
      const result = await db
        .updateTable(table)
        .set({ ...toRow(values), updatedAt: new Date().toISOString() })
        .where('id', 'in', ids)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Sets each row's own values (e.g. recomputed derived fields) in one transaction. */
    async updateEach(changes: { id: string; values: Record<string, unknown> }[]): Promise<number> {
      const now = new Date().toISOString();
      // Already inside the caller's transaction (an audited write): use it, Kysely does not nest them.
      const inTransaction = <T>(work: (trx: Kysely<any>) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
      return inTransaction(async (trx) => {
        let updated = 0;
        for (const { id, values } of changes) {
          const result = await trx.updateTable(table).set({ ...toRow(values), updatedAt: now }).where('id', '=', id).executeTakeFirst();
          updated += Number(result.numUpdatedRows);
        }
        return updated;
      });
    },

    async getMany(ids: string[]): Promise<ApiRecord[]> {
      if (!ids.length) return [];
      const rows = await db.selectFrom(table).select(selected).where('id', 'in', ids).execute();
      return rows.map(toRecord);
    },

    async remove(id: string): Promise<ApiRecord | undefined> {
      const existing = await this.get(id);
      if (existing) await db.deleteFrom(table).where('id', '=', id).execute();
      return existing;
    },

    async removeMany(ids: string[]): Promise<ApiRecord[]> {
      if (!ids.length) return [];
      const existing = await this.getMany(ids);
      await db.deleteFrom(table).where('id', 'in', ids).execute();
      return existing;
    },
  };
}

export type Repository = ReturnType<typeof createRepository>;
