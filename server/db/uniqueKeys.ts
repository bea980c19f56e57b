/**
 * How a unique field's values are compared (declaration `uniqueFields`), in SQL so that an index
 * on the same expression serves the duplicate check: ignoring case, and for an identifier (a policy
 * number printed as "OG-25 1901/123" or "og251901123") ignoring spaces, slashes and dashes too.
 *
 * An identifier's values are kept unique by an index on that expression. It is built at start
 * rather than by a migration, because records saved before the rule may already share a number:
 * those are listed for staff to correct, never dropped, and the index is built once they are.
 */
import { type Expression, type Kysely, sql } from 'kysely';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import type { TextField } from '../../resources/core/fields';
import type { DB } from './schema';
import { isPostgres } from './dialect';

const isIdentifier = (declaration: ResourceDeclaration, name: string) => Boolean((declaration.fields[name] as TextField).identifier);

/** The form in which `value` (a column or a parameter) of the unique field `name` is compared. */
export function comparedForm(declaration: ResourceDeclaration, name: string, value: Expression<unknown>) {
  return isIdentifier(declaration, name)
    ? sql<string>`upper(replace(replace(replace(${value}, ' ', ''), '/', ''), '-', ''))`
    : sql<string>`lower(${value})`;
}

/** How comparedForm compares a value, in JavaScript: to find a value among those the database answered in that form. */
export const comparedText = (declaration: ResourceDeclaration, name: string, value: string) =>
  isIdentifier(declaration, name) ? value.replace(/[ /-]/g, '').toUpperCase() : value.toLowerCase();

/** What a write is told when a unique field's value is held by another record. */
export const takenMessage = (declaration: ResourceDeclaration, name: string) =>
  `${declaration.fields[name].label} is already used by another ${declaration.label.one.toLowerCase()}`;

export interface SharedValue {
  resource: string;
  field: string;
  value: string;
  count: number;
}

/**
 * Builds each identifier's unique index where it is missing and no two records share a value;
 * answers the values still shared (the index waits for them to be corrected).
 */
export async function enforceUniqueIdentifiers(db: DB, declarations: readonly ResourceDeclaration[]): Promise<SharedValue[]> {
  const shared: SharedValue[] = [];
  for (const declaration of declarations) {
    for (const field of declaration.uniqueFields.filter((name) => isIdentifier(declaration, name))) {
      const index = uniqueIndexName(declaration, field);
      if (await hasIndex(db, declaration.table, index)) continue;
      const key = comparedForm(declaration, field, sql.ref(field));
      const { rows } = await sql<{ value: string; count: number | string }>`
        select min(${sql.ref(field)}) as value, count(*) as count from ${sql.table(declaration.table)}
         group by ${key} having count(*) > 1 order by count(*) desc limit 100`.execute(db);
      if (rows.length) {
        shared.push(...rows.map((row) => ({ resource: declaration.name, field, value: row.value, count: Number(row.count) })));
        continue;
      }
      await createUniqueIndex(db, declaration, field);
    }
  }
  return shared;
}

/** The index that keeps a unique field's values apart, compared as comparedForm says. */
export const uniqueIndexName = (declaration: ResourceDeclaration, field: string) => `${declaration.table}_${field}_unique`;

export async function createUniqueIndex(db: Kysely<any>, declaration: ResourceDeclaration, field: string) {
  await db.schema
    .createIndex(uniqueIndexName(declaration, field))
    .ifNotExists()
    .on(declaration.table)
    .unique()
    .expression(comparedForm(declaration, field, sql.ref(field)))
    .execute();
}

async function hasIndex(db: DB, table: string, index: string): Promise<boolean> {
  const { rows } = isPostgres(db)
    ? await sql`select 1 from pg_indexes where tablename = ${table} and indexname = ${index}`.execute(db)
    : await sql`select 1 from sqlite_master where type = 'index' and tbl_name = ${table} and name = ${index}`.execute(db);
  return rows.length > 0;
}
