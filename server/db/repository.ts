/**
 * Storage of any declared resource: its table, its declared columns, nothing else. Queries of one
 * resource's own concerns (dashboards, bulk rules...) live next to that resource's routes.
 */
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { columnFields, type ResourceDeclaration } from '../../resources/core/defineResource';
import type { DB } from './database';
import { containsInsensitive, toIso } from './dialect';

export type ApiRecord = Record<string, unknown> & { _id: string };

export interface ListQuery {
  page?: number;
  limit?: number;
  search?: string;
  sort: string;
  order: 'asc' | 'desc';
  filters: Record<string, string>;
  ids?: string[];
}

export interface ListResult {
  data: ApiRecord[];
  total: number;
}

export function createRepository(database: DB, declaration: ResourceDeclaration) {
  // Resource tables are chosen at run time, so the generic layer works with an untyped handle.
  const db = database as unknown as Kysely<any>;
  const fields = columnFields(declaration);
  const selected = ['id', ...fields, 'createdAt', 'updatedAt'];

  const toRecord = (row: Record<string, unknown>): ApiRecord => {
    const record: ApiRecord = { _id: String(row.id) };
    for (const field of fields) record[field] = row[field] ?? null;
    record.createdAt = toIso(row.createdAt);
    record.updatedAt = toIso(row.updatedAt);
    return record;
  };

  const filtered = (query: ListQuery) => {
    let builder = db.selectFrom(declaration.table);
    if (query.search) {
      const term = query.search;
      builder = builder.where((eb) =>
        eb.or(declaration.searchFields.map((field) => containsInsensitive(db, field, term))),
      );
    }
    for (const [field, value] of Object.entries(query.filters)) builder = builder.where(field, '=', value);
    if (query.ids) builder = builder.where('id', 'in', query.ids.length ? query.ids : ['']);
    return builder;
  };

  return {
    async list(query: ListQuery): Promise<ListResult> {
      let rows = filtered(query).select(selected).orderBy(query.sort, query.order).orderBy('id', query.order);
      if (query.limit) rows = rows.limit(query.limit).offset(((query.page ?? 1) - 1) * query.limit);
      const [data, count] = await Promise.all([
        rows.execute(),
        filtered(query).select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { data: data.map(toRecord), total: Number(count.total) };
    },

    async get(id: string): Promise<ApiRecord | undefined> {
      const row = await db.selectFrom(declaration.table).select(selected).where('id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },

    async insert(values: Record<string, unknown>): Promise<ApiRecord> {
      const now = new Date().toISOString();
      const row = { ...values, id: uuidv7(), createdAt: now, updatedAt: now };
      await db.insertInto(declaration.table).values(row).execute();
      return toRecord(row);
    },

    async update(id: string, values: Record<string, unknown>): Promise<ApiRecord | undefined> {
      const result = await db
        .updateTable(declaration.table)
        .set({ ...values, updatedAt: new Date().toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n ? this.get(id) : undefined;
    },

    async updateMany(ids: string[], values: Record<string, unknown>): Promise<number> {
      if (!ids.length) return 0;
      const result = await db
        .updateTable(declaration.table)
        .set({ ...values, updatedAt: new Date().toISOString() })
        .where('id', 'in', ids)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async remove(id: string): Promise<ApiRecord | undefined> {
      const existing = await this.get(id);
      if (existing) await db.deleteFrom(declaration.table).where('id', '=', id).execute();
      return existing;
    },

    async removeMany(ids: string[]): Promise<ApiRecord[]> {
      if (!ids.length) return [];
      const existing = await db.selectFrom(declaration.table).select(selected).where('id', 'in', ids).execute();
      await db.deleteFrom(declaration.table).where('id', 'in', ids).execute();
      return existing.map(toRecord);
    },
  };
}

export type Repository = ReturnType<typeof createRepository>;
