/**
 * Row counts kept up to date by triggers, so an unfiltered list knows its total without counting a
 * million rows on every request, and a change version that tells cached answers apart. A table opts
 * in from its migrations with `trackRowCount` and `trackChangeVersion`.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect';

export async function createRowCounts(db: Kysely<any>) {
  await db.schema
    .createTable('row_counts')
    .addColumn('table_name', 'text', (c) => c.primaryKey())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .execute();
  if (isPostgres(db)) {
    // Statement-level triggers with transition tables: one update per statement, however many rows.
    await sql`
      create function row_counts_inserted() returns trigger language plpgsql as $$
      begin
        update row_counts set total = total + (select count(*) from inserted_rows) where table_name = TG_TABLE_NAME;
        return null;
      end $$`.execute(db);
    await sql`
      create function row_counts_deleted() returns trigger language plpgsql as $$
      begin
        update row_counts set total = total - (select count(*) from deleted_rows) where table_name = TG_TABLE_NAME;
        return null;
      end $$`.execute(db);
  }
}

export async function trackRowCount(db: Kysely<any>, table: string) {
  await sql`insert into row_counts (table_name, total) select ${table}, count(*) from ${sql.table(table)}`.execute(db);
  const statements = isPostgres(db)
    ? [
        `create trigger "${table}_count_insert" after insert on "${table}" referencing new table as inserted_rows
           for each statement execute function row_counts_inserted()`,
        `create trigger "${table}_count_delete" after delete on "${table}" referencing old table as deleted_rows
           for each statement execute function row_counts_deleted()`,
      ]
    : [
        `create trigger "${table}_count_insert" after insert on "${table}" begin
           update row_counts set total = total + 1 where table_name = '${table}'; end`,
        `create trigger "${table}_count_delete" after delete on "${table}" begin
           update row_counts set total = total - 1 where table_name = '${table}'; end`,
      ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** The kept count of `table`, or undefined when the table does not keep one. */
export async function keptRowCount(db: Kysely<any>, table: string): Promise<number | undefined> {
  const row = await db.selectFrom('row_counts').select('total').where('table_name', '=', table).executeTakeFirst();
  return row ? Number(row.total) : undefined;
}

/**
 * Migration 0003: a change version next to each kept count, bumped in the same transaction as every
 * insert, update and delete of the table, so a cached answer can tell whether it is still current —
 * from any process, as the version lives in the database.
 */
export async function addChangeVersions(db: Kysely<any>) {
  await sql`alter table row_counts add column version bigint not null default 0`.execute(db);
  if (!isPostgres(db)) return;
  await sql`
    create or replace function row_counts_inserted() returns trigger language plpgsql as $$
    begin
      update row_counts set total = total + (select count(*) from inserted_rows), version = version + 1
        where table_name = TG_TABLE_NAME;
      return null;
    end $$`.execute(db);
  await sql`
    create or replace function row_counts_deleted() returns trigger language plpgsql as $$
    begin
      update row_counts set total = total - (select count(*) from deleted_rows), version = version + 1
        where table_name = TG_TABLE_NAME;
      return null;
    end $$`.execute(db);
  await sql`
    create function row_counts_updated() returns trigger language plpgsql as $$
    begin
      update row_counts set version = version + 1 where table_name = TG_TABLE_NAME;
      return null;
    end $$`.execute(db);
}

/** Migration 0003: bumps `table`'s change version on every write (its count already follows). */
export async function trackChangeVersion(db: Kysely<any>, table: string) {
  const statements = isPostgres(db)
    ? [`create trigger "${table}_version_update" after update on "${table}" for each statement execute function row_counts_updated()`]
    : [
        `drop trigger "${table}_count_insert"`,
        `drop trigger "${table}_count_delete"`,
        `create trigger "${table}_count_insert" after insert on "${table}" begin
           update row_counts set total = total + 1, version = version + 1 where table_name = '${table}'; end`,
        `create trigger "${table}_count_delete" after delete on "${table}" begin
           update row_counts set total = total - 1, version = version + 1 where table_name = '${table}'; end`,
        `create trigger "${table}_version_update" after update on "${table}" begin
           update row_counts set version = version + 1 where table_name = '${table}'; end`,
      ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** A table's change version with its kept row count. */
export interface KeptTableState {
  version: number;
  total: number;
}

/**
 * A row_counts row (or its columns joined to another query) as a state; undefined when not kept. A
 * list request needs the version for its caches and, unfiltered, the count as its total: routes have
 * both read with their session (plugins/auth.ts, `keptTable`).
 */
export const keptTableStateOf = (row: { version: number | string | null; total: number | string | null }): KeptTableState | undefined =>
  row.version === null || row.total === null ? undefined : { version: Number(row.version), total: Number(row.total) };
