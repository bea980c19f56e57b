/**
 * Every exported record's CSV line, kept in a table of its own (`<table>_csv_lines`) by triggers
 * in the transaction that writes the record, as the row counts and the dashboard's rollups are.
 * An export reads finished lines in list order instead of formatting each row's fifty-odd cells,
 * which was nearly all of its cost (about 110,000 rows/s on either database at a million policies;
 * reading kept lines is several times faster, see BENCHMARKS.md). The price is paid on writes:
 * each insert and update formats its record's line, and the lines take about the disk space of
 * the CSV file itself.
 *
 * Each line keeps its record's creation instant, and the table is kept in list order (createdAt,
 * then id): an export of the whole table in that order, the commonest and the largest, reads the
 * lines table alone, in its own order (keptLinesOfList). Looking each line up by its record's id
 * in the records' order took about three times as long on PostgreSQL at a million policies (COPY
 * to psql by hand: 6.8–7.0 s against 2.4–2.6 s); other exports still do that.
 *
 * The lines follow the declarations: each time the server opens the database it compares every
 * exported resource's SQL for its lines (table, triggers) with the one the database keeps, and when
 * a declaration or that SQL has changed it replaces the table and triggers and rewrites every line
 * in one transaction (once, after an upgrade; other processes opening the database wait for it).
 */
import { type Kysely, sql } from 'kysely';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import { declarations } from '../../resources/registry';
import { isPostgres, quoteIdentifier } from '../db/dialect';
import type { ListQuery } from '../db/listRows';
import type { Repository } from '../db/repository';
import { type CsvColumn, csvColumns } from './csv';
import { csvLineSql } from './csvLineSql';

/** Declarations with a CSV export (a `csvFile`): the registry's, or `all` (with a test's own). */
export const exportedDeclarations = (all: readonly ResourceDeclaration[] = Object.values(declarations)) =>
  all.filter(
    (declaration): declaration is ResourceDeclaration & { csvFile: string } => Boolean(declaration.csvFile),
  );

export const csvLinesTable = (declaration: ResourceDeclaration) => `${declaration.table}_csv_lines`;

/** Whether `query` lists every record in creation order, which the lines table alone holds in its order. */
export const isWholeTableByCreation = (repository: Repository, query: ListQuery) =>
  repository.isUnfiltered(query) && query.sort === 'createdAt';

/**
 * The kept lines (one `line` column of text) of a list query's records, in its order: the whole
 * table in creation order is read from the lines table alone (see above), any other list through
 * its records. SQLite keeps the lines as blobs, which better-sqlite3 would hand over as a million
 * small Buffers, each its own native allocation: during an export they held some 65 MB outside V8's
 * heap that the process kept afterwards. As text they are V8 strings, collected and given back like
 * the rest of the heap (and the export ran faster: 4.7–5.3 s against 6.1–6.6 s for a million lines,
 * by hand).
 */
export function keptLinesOfList(db: Kysely<any>, declaration: ResourceDeclaration, repository: Repository, query: ListQuery) {
  const lines = csvLinesTable(declaration);
  const asText = sql<string>`cast(${sql.ref(`${lines}.line`)} as text)`.as('line');
  if (isWholeTableByCreation(repository, query)) {
    return db.selectFrom(lines).select(asText).orderBy('created_at', query.order).orderBy('record_id', query.order);
  }
  return repository
    .ordered(query)
    .innerJoin(lines, `${lines}.record_id`, `${declaration.table}.id`)
    .select(asText);
}

/**
 * PostgreSQL: the records whose names the lines show, locked against a rename until the write
 * commits, before the lines are written in a statement of their own (which then reads the names as
 * committed). Without it a rename committing in between left a line with the old name for good.
 */
const lockNamedRecords = (columns: readonly CsvColumn[]) =>
  columns
    .flatMap(({ shownFrom }) => (shownFrom ? [shownFrom] : []))
    .map(({ field, table }) => `perform 1 from ${quoteIdentifier(table)} where id in (select r.${quoteIdentifier(field)} from new_rows r) order by id for share;`)
    .join('\n');

/** The SQL that creates the triggers. */
function triggerStatements(declaration: ResourceDeclaration, postgres: boolean): string[] {
  const table = quoteIdentifier(declaration.table);
  const lines = quoteIdentifier(csvLinesTable(declaration));
  const trigger = (operation: string) => quoteIdentifier(`${declaration.table}_csv_line_${operation}`);
  const columns = csvColumns(declaration);
  const upsert = `on conflict (record_id) do update set line = excluded.line`;
  if (postgres) {
    const change = quoteIdentifier(`${declaration.table}_csv_line_change`);
    return [
      // Each statement is planned when first run, so a branch may name a transition table only its operation has.
      `create or replace function ${change}() returns trigger language plpgsql as $$
       begin
         if TG_OP = 'DELETE' then
           delete from ${lines} where record_id in (select id from old_rows);
         else
           ${lockNamedRecords(columns)}
           insert into ${lines} (record_id, created_at, line)
             select r.id, r."createdAt", ${csvLineSql(columns, 'postgres', 'r')} from new_rows r ${upsert};
         end if;
         return null;
       end $$`,
      `create trigger ${trigger('insert')} after insert on ${table} referencing new table as new_rows
         for each statement execute function ${change}()`,
      `create trigger ${trigger('update')} after update on ${table} referencing new table as new_rows
         for each statement execute function ${change}()`,
      `create trigger ${trigger('delete')} after delete on ${table} referencing old table as old_rows
         for each statement execute function ${change}()`,
    ];
  }
  const write = `insert into ${lines} (record_id, created_at, line) values (new.id, new."createdAt", ${csvLineSql(columns, 'sqlite', 'new')}) ${upsert};`;
  return [
    `create trigger ${trigger('insert')} after insert on ${table} begin ${write} end`,
    `create trigger ${trigger('update')} after update on ${table} begin ${write} end`,
    `create trigger ${trigger('delete')} after delete on ${table} begin delete from ${lines} where record_id = old.id; end`,
  ];
}

/**
 * The triggers that rewrite the lines naming a referenced record when its name changes (a company
 * renamed rewrites its policies' lines, in the rename's transaction), dropped first, created after.
 */
function renameStatements(declaration: ResourceDeclaration, postgres: boolean) {
  const table = quoteIdentifier(declaration.table);
  const lines = quoteIdentifier(csvLinesTable(declaration));
  const columns = csvColumns(declaration);
  const line = csvLineSql(columns, postgres ? 'postgres' : 'sqlite', 'r');
  const drop: string[] = [];
  const create: string[] = [];
  for (const { field, table: referenced, shownBy } of columns.flatMap((column) => (column.shownFrom ? [column.shownFrom] : []))) {
    const trigger = quoteIdentifier(`${referenced}_renamed_csv_${declaration.table}_${field}`);
    const [target, name, reference] = [quoteIdentifier(referenced), quoteIdentifier(shownBy), quoteIdentifier(field)];
    drop.push(`drop trigger if exists ${trigger}${postgres ? ` on ${target}` : ''}`);
    if (postgres) {
      // A trigger with transition tables takes no column list: the renamed rows are found by comparing them.
      create.push(
        `create or replace function ${trigger}() returns trigger language plpgsql as $$
         begin
           update ${lines} l set line = ${line} from ${table} r
             where r.id = l.record_id and r.${reference} in
               (select n.id from new_rows n join old_rows o on o.id = n.id where n.${name} is distinct from o.${name});
           return null;
         end $$`,
        `create trigger ${trigger} after update on ${target} referencing old table as old_rows new table as new_rows
           for each statement execute function ${trigger}()`,
      );
    } else {
      create.push(
        // Only when the name itself changed: an edit writes every column of its record.
        `create trigger ${trigger} after update of ${name} on ${target} when old.${name} is not new.${name} begin
           update ${lines} set line = (select ${line} from ${table} r where r.id = ${lines}.record_id)
             where record_id in (select id from ${table} where ${reference} = new.id);
         end`,
      );
    }
  }
  return { drop, create };
}

/**
 * Replaces the table, its triggers and every line of `declaration`'s records, written in list order;
 * kept as the definition the database's lines were written by.
 * SQLite keeps the table itself in that order (its primary key, without rowid); PostgreSQL has an
 * index in that order over a table written in it, which new records, the latest, extend at its end.
 */
function rebuildStatements(declaration: ResourceDeclaration, postgres: boolean): string[] {
  const table = quoteIdentifier(declaration.table);
  const linesTable = csvLinesTable(declaration);
  const lines = quoteIdentifier(linesTable);
  const dropTrigger = (operation: string) =>
    `drop trigger if exists ${quoteIdentifier(`${declaration.table}_csv_line_${operation}`)}${postgres ? ` on ${table}` : ''}`;
  const columns = csvColumns(declaration);
  const writeAll = `insert into ${lines} (record_id, created_at, line)
    select r.id, r."createdAt", ${csvLineSql(columns, postgres ? 'postgres' : 'sqlite', 'r')} from ${table} r order by r."createdAt", r.id`;
  const replaceTable = postgres
    ? [`create table ${lines} (record_id text primary key, created_at timestamptz not null, line text not null)`]
    : [
        `create table ${lines} (created_at text not null, record_id text not null, line blob not null, primary key (created_at, record_id)) without rowid`,
        `create unique index ${quoteIdentifier(`${linesTable}_record`)} on ${lines} (record_id)`,
      ];
  const renames = renameStatements(declaration, postgres);
  return [
    ...['insert', 'update', 'delete'].map(dropTrigger),
    ...renames.drop,
    `drop table if exists ${lines}`,
    ...replaceTable,
    ...triggerStatements(declaration, postgres),
    ...renames.create,
    writeAll,
    // Built after the lines are written, which is quicker than keeping it while they are.
    ...(postgres ? [`create index ${quoteIdentifier(`${linesTable}_order`)} on ${lines} (created_at, record_id)`] : []),
  ];
}

/**
 * Brings every exported resource's kept lines and triggers up to its declaration (see above);
 * answers the tables whose lines were rewritten.
 */
export async function keepCsvLines(db: Kysely<any>, all?: readonly ResourceDeclaration[]): Promise<string[]> {
  const postgres = isPostgres(db);
  const rewritten: string[] = [];
  await db.connection().execute(async (connection) => {
    const run = (statement: string) => sql.raw(statement).execute(connection);
    // SQLite: IMMEDIATE takes the write lock at once, so two processes starting together queue.
    await run(postgres ? 'begin' : 'begin immediate');
    try {
      if (postgres) await run(`select pg_advisory_xact_lock(hashtext('kept_csv_lines'))`);
      await run('create table if not exists kept_csv_lines (table_name text primary key, definition text not null)');
      for (const declaration of exportedDeclarations(all)) {
        const statements = rebuildStatements(declaration, postgres);
        const definition = statements.join(';\n');
        const kept = await connection
          .selectFrom('kept_csv_lines')
          .select('definition')
          .where('table_name', '=', declaration.table)
          .executeTakeFirst();
        if (kept?.definition === definition) continue;
        for (const statement of statements) await run(statement);
        rewritten.push(declaration.table);
        await connection
          .insertInto('kept_csv_lines')
          .values({ table_name: declaration.table, definition })
          .onConflict((conflict) => conflict.column('table_name').doUpdateSet({ definition }))
          .execute();
      }
      await run('commit');
    } catch (error) {
      await run('rollback');
      throw error;
    }
  });
  return rewritten;
}
