/**
 * Substring search over large tables through a trigram index: an FTS5 `trigram` table on SQLite,
 * a pg_trgm GIN index on PostgreSQL. A resource declared with `searchIndex: 'trigram'` gets it in
 * its migration (`createTrigramSearch`, then `sampleSearchTextWidely`) and its lists search through
 * `trigramMatch`.
 *
 * On SQLite the table needs an `seq integer primary key` (a stable rowid the FTS index points at).
 */
import { type Expression, type Kysely, sql, type SqlBool } from 'kysely';
import { containsInsensitive, isPostgres } from './dialect';

const searchTable = (table: string) => `${table}_search`;
const searchColumn = 'search_text';

/** The columns a trigram search keeps in its table beside the fields: SQLite's row key, PostgreSQL's searched text. */
export const TRIGRAM_COLUMNS = ['seq', searchColumn];

/** A table's trigram search: the table and the columns it searches. */
export interface TrigramIndex {
  table: string;
  columns: readonly string[];
}

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

/**
 * Searches `columns` instead of what the index searched before: the index made again over every row
 * (PostgreSQL rewrites the table for its generated column; SQLite rebuilds the FTS table from it).
 */
export async function replaceTrigramSearch(db: Kysely<any>, table: string, columns: readonly string[]) {
  const fts = searchTable(table);
  if (isPostgres(db)) {
    await sql.raw(`drop index if exists "${fts}"`).execute(db);
    await sql.raw(`alter table "${table}" drop column if exists ${searchColumn}`).execute(db);
  } else {
    for (const operation of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists "${fts}_${operation}"`).execute(db);
    await sql.raw(`drop table if exists "${fts}"`).execute(db);
  }
  await createTrigramSearch(db, table, columns);
  if (!isPostgres(db)) await sql.raw(`insert into "${fts}"("${fts}") values ('rebuild')`).execute(db);
}

/**
 * How many values of the search text PostgreSQL keeps in its statistics (its default is 100). The
 * planner estimates how many rows a substring search matches from these, and picks its plan by
 * that: walk the list's index in order until a page is filled (right for a common term), or find
 * every match through the trigram index and sort them (right for a rare one). From 100 values a
 * surname on 2 % of policies was estimated at 100 rows in one cluster and many thousands in
 * another, depending on the sample: the Next page of "Sharma" at a million policies then took
 * 55–60 ms instead of 5–6 (by hand on 2026-11-25; 1,000 values estimated it at 26,026 against 20,337,
 * and ANALYZE of the table took about 10 s instead of 1–2).
 */
const SEARCH_STATISTICS_TARGET = 1_000;

/** Gives a table's search text (createTrigramSearch) statistics the planner can estimate common terms from; PostgreSQL only. */
export async function sampleSearchTextWidely(db: Kysely<any>, table: string) {
  if (!isPostgres(db)) return;
  await sql.raw(`alter table "${table}" alter column ${searchColumn} set statistics ${SEARCH_STATISTICS_TARGET}`).execute(db);
  await sql.raw(`analyze "${table}" (${searchColumn})`).execute(db);
}

/** The shortest term a trigram index can answer; shorter ones are searched by scanning. */
const TRIGRAM = 3;

const trigramsOf = (text: string) => new Set(Array.from({ length: Math.max(0, text.length - 2) }, (_, i) => text.slice(i, i + 3)));

/**
 * The part of `term` the index is asked for when it is not the whole term: its longest run of six
 * or more digits, when that has at least four distinct trigrams. A policy number as printed
 * (OG-26-1901-1801-00999900, 3006/000999899/00/000) starts with codes of its insurer, year and
 * branch that a large share of all policies share, and their trigrams make the index read long
 * lists: at a million policies, by hand, 26 ms on PostgreSQL and 14 ms on SQLite for the whole
 * number against 1.4 and 2.6 ms for its serial, whose rows are then checked for the whole term.
 * A run of few distinct trigrams (00000001: "000" and "001", in most policy numbers) would find
 * hundreds of thousands of rows to check, so such a term is looked up whole.
 */
export function indexedPart(term: string): string | undefined {
  const runs = (term.match(/\d{6,}/g) ?? []).filter((run) => run !== term && trigramsOf(run).size >= 4);
  return runs.sort((a, b) => b.length - a.length)[0];
}

/**
 * Whether SQLite's FTS index answers `terms` (not on PostgreSQL, whose index is asked through
 * `trigramMatch`, nor for a term too short for trigrams).
 */
const ftsAnswers = (db: Kysely<any>, terms: readonly string[]) => !isPostgres(db) && terms.every((term) => term.length >= TRIGRAM);

/**
 * The FTS rows (rowid = the table's `seq`) holding any of `terms`: an FTS5 query of quoted phrases,
 * every character taken literally. A term with an indexed part (indexedPart) is looked up by that
 * part and the rows found are checked for the whole term (ASCII case folding, as an identifier
 * needs).
 */
const ftsMatches = ({ table, columns }: TrigramIndex, terms: readonly string[]) => {
  const fts = sql.table(searchTable(table));
  const parted = terms.map((term) => ({ term, part: indexedPart(term) }));
  const whole = parted.filter(({ part }) => !part).map(({ term }) => term);
  const selects = parted.flatMap(({ term, part }) => {
    if (!part) return [];
    const holds = columns.map((column) => sql`instr(lower(${sql.ref(column)}), ${term.toLowerCase()}) > 0`);
    return [sql`select rowid from ${fts} where ${fts} match ${ftsQuery([part])} and (${sql.join(holds, sql` or `)})`];
  });
  if (whole.length) selects.push(sql`select rowid from ${fts} where ${fts} match ${ftsQuery(whole)}`);
  return sql.join(selects, sql` union `);
};

/**
 * How many rows match, counted on the search index (rows are looked up only to check a term found
 * by its indexed part), or undefined when the index cannot answer (PostgreSQL, or a term too short
 * for trigrams).
 */
export async function countTrigramMatches(db: Kysely<any>, index: TrigramIndex, terms: readonly string[]) {
  if (!ftsAnswers(db, terms)) return undefined;
  const row = await sql<{ total: number }>`select count(*) as total from (${ftsMatches(index, terms)})`.execute(db);
  return Number(row.rows[0]?.total ?? 0);
}

/**
 * The rows (their `seq`) matching `terms`, when there are at most `cap` of them; undefined when
 * there are more, or when the index cannot list them (PostgreSQL, or a term too short for trigrams).
 * A list of a few matches then reads its page and its total from these rows instead of asking the
 * index twice: a term whose trigrams are common (the digits of a policy number) costs most of its
 * time in the index.
 */
export async function fewTrigramMatches(db: Kysely<any>, index: TrigramIndex, terms: readonly string[], cap: number) {
  if (!ftsAnswers(db, terms)) return undefined;
  const { rows } = await sql<{ rowid: number }>`${ftsMatches(index, terms)} limit ${cap + 1}`.execute(db);
  return rows.length > cap ? undefined : rows.map((row) => row.rowid);
}

/**
 * Rows matching `terms`, checked row by row (SQLite): the unary plus keeps SQLite from starting at
 * the search index, so it walks whatever index orders the query and checks each row against the
 * matches (found once, through a Bloom filter). For a term matching many rows spread through the
 * table, the first page is found after a few thousand rows of that walk. Undefined when the index
 * cannot answer (PostgreSQL, or a term too short for trigrams).
 */
export const trigramCheck = (db: Kysely<any>, index: TrigramIndex, terms: readonly string[], seqColumn = `${index.table}.seq`) =>
  ftsAnswers(db, terms) ? sql<SqlBool>`+${sql.ref(seqColumn)} in (${ftsMatches(index, terms)})` : undefined;

/** Rows whose `seq` is one of `seqs` (SQLite: the list goes in as one JSON parameter). */
export const seqIn = (table: string, seqs: readonly number[]) =>
  sql<SqlBool>`${sql.ref(`${table}.seq`)} in (select value from json_each(${JSON.stringify(seqs)}))`;

const ftsQuery = (terms: readonly string[]) =>
  [...new Set(terms.map((term) => term.toLowerCase()))].map((term) => `"${term.replace(/"/g, '""')}"`).join(' OR ');

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Rows whose search fields contain any of `terms` (case-insensitive). Callers pass the term as typed
 * and, where it helps, a variant (e.g. a registration number without spaces).
 */
export function trigramMatch(db: Kysely<any>, index: TrigramIndex, terms: readonly string[]): Expression<SqlBool> {
  const usable = [...new Set(terms.map((term) => term.toLowerCase()))];
  if (usable.some((term) => term.length < TRIGRAM)) {
    return sql<SqlBool>`(${sql.join(
      index.columns.flatMap((column) => usable.map((term) => containsInsensitive(db, column, term))),
      sql` or `,
    )})`;
  }
  if (isPostgres(db)) return sql<SqlBool>`(${sql.join(usable.map(postgresMatch), sql` or `)})`;
  return sql<SqlBool>`${sql.ref(`${index.table}.seq`)} in (${ftsMatches(index, usable)})`;
}

/** PostgreSQL: a term by the index, or by its indexed part and then whole (strpos, which the index cannot answer). */
const postgresMatch = (term: string) => {
  const contains = (text: string) => sql`${sql.ref(searchColumn)} like ${`%${escapeLike(text)}%`} escape '\\'`;
  const part = indexedPart(term);
  return part ? sql`(${contains(part)} and strpos(${sql.ref(searchColumn)}, ${term}) > 0)` : contains(term);
};
