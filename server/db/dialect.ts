/**
 * The few places where SQLite and PostgreSQL differ, kept together.
 */
import { type Expression, type Kysely, PostgresAdapter, sql, type SqlBool } from 'kysely';

export const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Column type for instants: real timestamps on PostgreSQL, ISO-8601 text on SQLite (sorts the same). */
export const timestampType = (db: Kysely<any>) => (isPostgres(db) ? 'timestamptz' : 'text');

/** Timestamps come back as Date from PostgreSQL and as ISO text from SQLite; the API always shows ISO. */
export const toIso = (value: unknown): string | null =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : null;

/** A table or column name as SQL text, for the few queries written as SQL (exports, JSON records). */
export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** PostgreSQL's SQL for an instant as the API writes it (JavaScript's toISOString: UTC, milliseconds, Z). */
export const postgresIsoInstant = (ref: string) => `to_char(${ref} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive "column contains term", with LIKE wildcards in the term taken literally. */
export function containsInsensitive(db: Kysely<any>, column: string, term: string): Expression<SqlBool> {
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** True for a unique index refusing a row (SQLite SQLITE_CONSTRAINT_UNIQUE, PostgreSQL 23505). */
export const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};
