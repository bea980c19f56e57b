/**
 * The indexes a table already has, by their key columns in order, as each database tells them
 * (Kysely's introspection has no indexes). Partial indexes are left out: they serve only some rows.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect';

/** An index's key columns; an expression's place is null. */
export type IndexColumns = readonly (string | null)[];

export interface TableIndex {
  name: string;
  columns: IndexColumns;
  unique: boolean;
}

export async function indexesOf(db: Kysely<any>, table: string): Promise<TableIndex[]> {
  const { rows } = isPostgres(db)
    ? await sql<{ name: string; column: string | null; isUnique: boolean | number }>`
        select i.relname as name, a.attname as column, x.indisunique as "isUnique"
        from pg_index x
        join pg_class i on i.oid = x.indexrelid
        cross join lateral unnest(x.indkey::int2[]) with ordinality as k(attnum, place)
        left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum and k.attnum > 0
        where x.indrelid = to_regclass(${table}) and x.indpred is null and k.place <= x.indnkeyatts
        order by i.relname, k.place`.execute(db)
    : await sql<{ name: string; column: string | null; isUnique: boolean | number }>`
        select list.name, info.name as column, list."unique" as "isUnique"
        from pragma_index_list(${table}) as list, pragma_index_xinfo(list.name) as info
        where list.partial = 0 and info.key = 1
        order by list.name, info.seqno`.execute(db);
  const byIndex = new Map<string, TableIndex>();
  for (const { name, column, isUnique } of rows) {
    const index = byIndex.get(name) ?? { name, columns: [], unique: Boolean(isUnique) };
    byIndex.set(name, { ...index, columns: [...index.columns, column] });
  }
  return [...byIndex.values()];
}

/**
 * Whether an index on these columns would repeat one the table has: one whose keys begin with them,
 * a closing `id` (the tie-break of equal values) aside.
 */
export function alreadyIndexed(existing: readonly TableIndex[], columns: readonly string[]) {
  const keys = columns.length > 1 && columns.at(-1) === 'id' ? columns.slice(0, -1) : columns;
  return existing.some((index) => keys.every((column, place) => index.columns[place] === column));
}
