/**
 * The values a form suggests for a text field declared `suggested` (a policy's make, a make's
 * models): every value the resource's records hold, with how many hold it, kept in
 * `<table>_suggestions` by triggers in the transaction that writes the records, as the dashboard's
 * rollups are. Reading the most common values then reads a few hundred rows, not a million policies
 * grouped (about 100 ms on SQLite, on the event loop every other request waits behind).
 *
 * A row is (field, scope, value, records): scope is the value of the field named by `within` (the
 * make, for models) in lower case, so 'HYUNDAI' and 'Hyundai' offer the same models; '' otherwise. Rows whose count falls to zero stay, and are not suggested.
 * Like the kept CSV lines, the SQL is compared with the one the database keeps each time the server
 * opens it, and the table, triggers and counts are made again when the declaration changed.
 */
import { type Kysely, sql } from 'kysely';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import type { TextField } from '../../resources/core/fields';
import { isPostgres, quoteIdentifier } from './dialect';

export const suggestionsTable = (declaration: ResourceDeclaration) => `${declaration.table}_suggestions`;

/** The fields whose values are suggested, and the field that scopes each ('' when none). */
export const suggestedFields = (declaration: ResourceDeclaration) =>
  Object.entries(declaration.fields).flatMap(([name, field]) => {
    const suggested = (field as TextField).suggested;
    return suggested ? [{ name, within: suggested.within }] : [];
  });

/** The (field, scope, value, n) rows of the records in `rows` (a table or transition table), each counted `sign` times. */
function countedValues(declaration: ResourceDeclaration, rows: string, sign: 1 | -1) {
  return suggestedFields(declaration)
    .map(({ name, within }) => {
      const [value, scope] = [`r.${quoteIdentifier(name)}`, within ? `lower(coalesce(r.${quoteIdentifier(within)}, ''))` : `''`];
      return `select '${name}' as field, ${scope} as scope, ${value} as value, ${sign} as n from ${rows} r where ${value} <> ''`;
    })
    .join(' union all ');
}

/**
 * Adds the changes to the counts in a fixed key order (so concurrent writers lock rows in the same
 * order); values whose count did not change (an edit of another field) are not written at all.
 */
const addCounts = (table: string, changes: string) =>
  `insert into ${table} (field, scope, value, records)
     select field, scope, value, sum(n) from (${changes}) changes where true group by field, scope, value having sum(n) <> 0 order by field, scope, value
     on conflict (field, scope, value) do update set records = ${table}.records + excluded.records`;

/** Drops the counting triggers of `table` (made by statements below). */
const dropTriggers = (table: string, postgres: boolean) =>
  ['insert', 'update', 'delete'].map(
    (operation) => `drop trigger if exists ${quoteIdentifier(`${table}_suggestions_${operation}`)}${postgres ? ` on ${quoteIdentifier(table)}` : ''}`,
  );

function statements(declaration: ResourceDeclaration, postgres: boolean): string[] {
  const source = quoteIdentifier(declaration.table);
  const table = quoteIdentifier(suggestionsTable(declaration));
  const trigger = (operation: string) => quoteIdentifier(`${suggestionsTable(declaration)}_${operation}`);
  const watched = [...new Set(suggestedFields(declaration).flatMap(({ name, within }) => (within ? [name, within] : [name])))];
  const drops = dropTriggers(declaration.table, postgres);
  const create = [
    `drop table if exists ${table}`,
    `create table ${table} (field text not null, scope text not null, value text not null, records bigint not null, primary key (field, scope, value))`,
    addCounts(table, countedValues(declaration, source, 1)),
  ];
  if (postgres) {
    const change = quoteIdentifier(`${suggestionsTable(declaration)}_change`);
    return [
      ...drops,
      ...create,
      `create or replace function ${change}() returns trigger language plpgsql as $$
       begin
         if TG_OP = 'INSERT' then
           ${addCounts(table, countedValues(declaration, 'new_rows', 1))};
         elsif TG_OP = 'DELETE' then
           ${addCounts(table, countedValues(declaration, 'old_rows', -1))};
         else
           ${addCounts(table, `${countedValues(declaration, 'old_rows', -1)} union all ${countedValues(declaration, 'new_rows', 1)}`)};
         end if;
         return null;
       end $$`,
      `create trigger ${trigger('insert')} after insert on ${source} referencing new table as new_rows for each statement execute function ${change}()`,
      `create trigger ${trigger('update')} after update on ${source} referencing old table as old_rows new table as new_rows for each statement execute function ${change}()`,
      `create trigger ${trigger('delete')} after delete on ${source} referencing old table as old_rows for each statement execute function ${change}()`,
    ];
  }
  // SQLite's row triggers: one plain upsert per field and row, which costs an insert far less than
  // the grouped statement above; an update only when a watched value really changed.
  const count = (row: 'new' | 'old', sign: 1 | -1) =>
    suggestedFields(declaration)
      .map(({ name, within }) => {
        const value = `${row}.${quoteIdentifier(name)}`;
        const scope = within ? `lower(coalesce(${row}.${quoteIdentifier(within)}, ''))` : `''`;
        return `insert into ${table} (field, scope, value, records) select '${name}', ${scope}, ${value}, ${sign} where ${value} <> ''
           on conflict (field, scope, value) do update set records = records + excluded.records;`;
      })
      .join('\n');
  const changed = watched.map((name) => `old.${quoteIdentifier(name)} is not new.${quoteIdentifier(name)}`).join(' or ');
  return [
    ...drops,
    ...create,
    `create trigger ${trigger('insert')} after insert on ${source} begin ${count('new', 1)} end`,
    `create trigger ${trigger('update')} after update of ${watched.map(quoteIdentifier).join(', ')} on ${source} when ${changed} begin
       ${count('old', -1)} ${count('new', 1)} end`,
    `create trigger ${trigger('delete')} after delete on ${source} begin ${count('old', -1)} end`,
  ];
}

/** Brings every resource's kept suggestions up to its declaration (see above), in one transaction. */
export async function keepSuggestions(db: Kysely<any>, declarations: readonly ResourceDeclaration[]): Promise<void> {
  const postgres = isPostgres(db);
  const suggesting = declarations.filter((declaration) => suggestedFields(declaration).length);
  await db.transaction().execute(async (trx) => {
    if (postgres) await sql`select pg_advisory_xact_lock(hashtext('kept_suggestions'))`.execute(trx);
    await sql`create table if not exists kept_suggestions (table_name text primary key, definition text not null)`.execute(trx);
    for (const declaration of suggesting) {
      const made = statements(declaration, postgres);
      const definition = made.join(';\n');
      const kept = await trx.selectFrom('kept_suggestions').select('definition').where('table_name', '=', declaration.table).executeTakeFirst();
      if (kept?.definition === definition) continue;
      for (const statement of made) await sql.raw(statement).execute(trx);
      await trx
        .insertInto('kept_suggestions')
        .values({ table_name: declaration.table, definition })
        .onConflict((conflict) => conflict.column('table_name').doUpdateSet({ definition }))
        .execute();
    }
    // A resource that suggests nothing any more: its triggers and counts go, so a column they read can be dropped later.
    const kept = await trx.selectFrom('kept_suggestions').select('table_name').execute();
    const existing = new Set((await trx.introspection.getTables()).map((table) => table.name));
    for (const { table_name: table } of kept.filter((row) => !suggesting.some((declaration) => declaration.table === row.table_name))) {
      if (existing.has(table)) for (const statement of dropTriggers(table, postgres)) await sql.raw(statement).execute(trx);
      await sql.raw(`drop table if exists ${quoteIdentifier(`${table}_suggestions`)}`).execute(trx);
      await trx.deleteFrom('kept_suggestions').where('table_name', '=', table).execute();
    }
  });
}

/** How many values a form is offered at most. */
export const MOST_SUGGESTIONS = 50;

/** The values of `field` most records hold (within `scope`, the scoping field's value), most common first. */
export async function suggestionsOf(db: Kysely<any>, declaration: ResourceDeclaration, field: string, scope = ''): Promise<string[]> {
  const rows = await db
    .selectFrom(suggestionsTable(declaration))
    .select('value')
    .where('field', '=', field)
    .where('scope', '=', scope.toLowerCase())
    .where('records', '>', 0)
    .orderBy('records', 'desc')
    .orderBy('value')
    .limit(MOST_SUGGESTIONS)
    .execute();
  return rows.map((row) => row.value as string);
}
