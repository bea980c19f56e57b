/**
 * Substring search over large tables through a trigram index: an FTS5 `trigram` table on SQLite,
 * a pg_trgm GIN index on PostgreSQL. A resource declared with `searchIndex: 'trigram'` gets it in
 * its migration (`createTrigramSearch`) and its lists search through `trigramMatch`.
 *
 * On SQLite the table needs an `seq integer primary key` (a stable rowid the FTS index points at).
 */
import { type Expression, type Kysely, sql, type SqlBool } from 'kysely';
import { containsInsensitive, isPostgres } from './dialect';

const searchTable = (table: string) => `${table}_search`;
const searchColumn = 'search_text';

/** What PostgreSQL indexes: the search fields, lower-cased, in one text. */
const searchExpression = (columns: readonly string[]) =>
  `lower(${columns.map((column) => `coalesce("${column}", '')`).join(` || ' ' || `)})`;

export async function createTrigramSearch(db: Kysely<any>, table: string, columns: readonly string[]) {
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql
      .raw(`alter table "${table}" add column ${searchColumn} text generated always as (${searchExpression(columns)}) stored`)
      .execute(db);
    await sql.raw(`create index "${table}_search" on "${table}" using gin (${searchColumn} gin_trgm_ops)`).execute(db);
    return;
  }
  const fts = searchTable(table);
  const list = columns.map((column) => `"${column}"`).join(', ');
  const newValues = columns.map((column) => `new."${column}"`).join(', ');
  const oldValues = columns.map((column) => `old."${column}"`).join(', ');
  const statements = [
    `create virtual table "${fts}" using fts5(${list}, content='${table}', content_rowid='seq', tokenize='trigram')`,
    `create trigger "${fts}_insert" after insert on "${table}" begin
       insert into "${fts}"(rowid, ${list}) values (new.seq, ${newValues}); end`,
    `create trigger "${fts}_delete" after delete on "${table}" begin
       insert into "${fts}"("${fts}", rowid, ${list}) values ('delete', old.seq, ${oldValues}); end`,
    `create trigger "${fts}_update" after update of ${list} on "${table}" begin
       insert into "${fts}"("${fts}", rowid, ${list}) values ('delete', old.seq, ${oldValues});
       insert into "${fts}"(rowid, ${list}) values (new.seq, ${newValues}); end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** The shortest term a trigram index can answer; shorter ones are searched by scanning. */
const TRIGRAM = 3;

/**
 * Whether SQLite's FTS index answers `terms` (not on PostgreSQL, whose index is asked through
 * `trigramMatch`, nor for a term too short for trigrams).
 */
const ftsAnswers = (db: Kysely<any>, terms: readonly string[]) => !isPostgres(db) && terms.every((term) => term.length >= TRIGRAM);

/** The FTS rows (rowid = the table's `seq`) holding any of `terms`: an FTS5 query of quoted phrases, every character taken literally. */
const ftsMatches = (table: string, terms: readonly string[]) => {
  const fts = sql.table(searchTable(table));
  return sql`select rowid from ${fts} where ${fts} match ${ftsQuery(terms)}`;
};

/**
 * How many rows match, counted on the search index alone (no look-up of each row), or undefined
 * when the index cannot answer (PostgreSQL, or a term too short for trigrams).
 */
export async function countTrigramMatches(db: Kysely<any>, table: string, terms: readonly string[]) {
  if (!ftsAnswers(db, terms)) return undefined;
  const row = await sql<{ total: number }>`select count(*) as total from (${ftsMatches(table, terms)})`.execute(db);
  return Number(row.rows[0]?.total ?? 0);
}

/** Rows found by `fewTrigramMatches`: their `seq` on SQLite, their `id` on PostgreSQL. */
export type MatchedRows = readonly (number | string)[];

/**
 * The rows matching `terms`, when there are at most `cap` of them; undefined when there are more,
 * or when a term is too short for trigrams. A list of a few matches then reads its page and its
 * total from these rows instead of asking the index twice: a term whose trigrams are common (a
 * policy number, or its digits) costs most of its time in the index.
 */
export async function fewTrigramMatches(db: Kysely<any>, table: string, terms: readonly string[], cap: number): Promise<MatchedRows | undefined> {
  if (terms.some((term) => term.length < TRIGRAM)) return undefined;
  if (isPostgres(db)) {
    const { rows } = await sql<{ id: string }>`select id from ${sql.table(table)} where ${searchTextLike(terms)} limit ${cap + 1}`.execute(db);
    return rows.length > cap ? undefined : rows.map((row) => row.id);
  }
  const { rows } = await sql<{ rowid: number }>`${ftsMatches(table, terms)} limit ${cap + 1}`.execute(db);
  return rows.length > cap ? undefined : rows.map((row) => row.rowid);
}

/** Rows among `matched` (fewTrigramMatches); on SQLite the list goes in as one JSON parameter. */
export const matchedIn = (db: Kysely<any>, table: string, matched: MatchedRows) =>
  isPostgres(db)
    ? sql<SqlBool>`${sql.ref(`${table}.id`)} = any(${matched})`
    : sql<SqlBool>`${sql.ref(`${table}.seq`)} in (select value from json_each(${JSON.stringify(matched)}))`;

/**
 * Rows matching `terms`, checked row by row (SQLite): the unary plus keeps SQLite from starting at
 * the search index, so it walks whatever index orders the query and checks each row against the
 * matches (found once, through a Bloom filter). For a term matching many rows spread through the
 * table, the first page is found after a few thousand rows of that walk. Undefined when the index
 * cannot answer (PostgreSQL, or a term too short for trigrams).
 */
export const trigramCheck = (db: Kysely<any>, table: string, terms: readonly string[], seqColumn = `${table}.seq`) =>
  ftsAnswers(db, terms) ? sql<SqlBool>`+${sql.ref(seqColumn)} in (${ftsMatches(table, terms)})` : undefined;

/** The terms lower-cased, each once. */
const distinctLower = (terms: readonly string[]) => [...new Set(terms.map((term) => term.toLowerCase()))];

const ftsQuery = (terms: readonly string[]) =>
  distinctLower(terms).map((term) => `"${term.replace(/"/g, '""')}"`).join(' OR ');

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** PostgreSQL: rows whose indexed search text contains any of `terms`, which pg_trgm's GIN index answers. */
const searchTextLike = (terms: readonly string[]) =>
  sql<SqlBool>`(${sql.join(
    distinctLower(terms).map((term) => sql`${sql.ref(searchColumn)} like ${`%${escapeLike(term)}%`} escape '\\'`),
    sql` or `,
  )})`;

/**
 * Rows whose search fields contain any of `terms` (case-insensitive). Callers pass the term as typed
 * and, where it helps, a variant (e.g. a registration number without spaces).
 */
export function trigramMatch(
  db: Kysely<any>,
  table: string,
  columns: readonly string[],
  terms: readonly string[],
): Expression<SqlBool> {
  const usable = distinctLower(terms);
  if (usable.some((term) => term.length < TRIGRAM)) {
    return sql<SqlBool>`(${sql.join(
      columns.flatMap((column) => usable.map((term) => containsInsensitive(db, column, term))),
      sql` or `,
    )})`;
  }
  if (isPostgres(db)) return searchTextLike(usable);
  return sql<SqlBool>`${sql.ref(`${table}.seq`)} in (${ftsMatches(table, usable)})`;
}
