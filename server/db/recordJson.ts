/**
 * A stored row as the API's JSON record, written by the database: the same record that
 * storageMapping's toRecord builds in JavaScript (decimals from their smallest unit, flags as
 * booleans, personal data masked, JSON columns as JSON, ISO instants), for the list pages. Reading
 * fifty rows of sixty columns into objects, mapping them and serialising them again cost about
 * three times what the database takes to write the JSON itself.
 * tests/api/recordJson.test.ts keeps the two alike.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { columnFields, type ResourceDeclaration } from '../../resources/core/defineResource';
import type { Field } from '../../resources/core/fields';
import { maskExpression } from '../export/csv';
import { isPostgres, postgresIsoInstant, quoteIdentifier } from './dialect';

function valueExpression(field: Field, ref: string, postgres: boolean): string {
  if (field.personal) return maskExpression(ref);
  switch (field.kind) {
    case 'decimal':
      if (!field.scale) return ref;
      // An exact numeric on PostgreSQL; on SQLite a double, printed by SQLite's shortest form.
      return postgres ? `${ref} * 0.${'0'.repeat(field.scale - 1)}1` : `${ref} / ${10 ** field.scale}.0`;
    case 'boolean':
      return postgres ? ref : `json(case ${ref} when 1 then 'true' when 0 then 'false' end)`;
    case 'json':
    case 'rows':
      return postgres ? `${ref}::json` : `json(${ref})`;
    default:
      return ref;
  }
}

// SQLite keeps instants as the ISO text the API shows.
const instantExpression = (ref: string, postgres: boolean) => (postgres ? postgresIsoInstant(ref) : ref);

/** The JSON text of the record in each row of `table`, as a select expression. */
export function recordJsonExpression(db: Kysely<any>, declaration: ResourceDeclaration, table: string): RawBuilder<string> {
  const postgres = isPostgres(db);
  const column = (name: string) => `${quoteIdentifier(table)}.${quoteIdentifier(name)}`;
  const entries: [key: string, expression: string][] = [
    ['_id', column('id')],
    ...columnFields(declaration).map((name): [string, string] => [name, valueExpression(declaration.fields[name], column(name), postgres)]),
    ['createdAt', instantExpression(column('createdAt'), postgres)],
    ['updatedAt', instantExpression(column('updatedAt'), postgres)],
  ];
  // PostgreSQL's json_build_object takes at most 100 arguments; a row of named columns has no limit.
  const text = postgres
    ? `(select row_to_json(record)::text from (select ${entries.map(([key, expression]) => `${expression} as ${quoteIdentifier(key)}`).join(', ')}) as record)`
    : `json_object(${entries.map(([key, expression]) => `'${key}', ${expression}`).join(', ')})`;
  return sql.raw<string>(text);
}
