/**
 * The rows a list query selects from a declared resource's table: its search (through the trigram
 * index when the declaration has one), exact filters (some through referenced records), date ranges
 * and ids, and where a page ended. listReads.ts pages and counts them.
 */
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql, type SqlBool } from 'kysely';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import { containsInsensitive, isPostgres } from './dialect';
import { referencedTable } from './references';
import { booleanFields, toStoredFlag } from './storageMapping';
import { seqIn, trigramMatch } from './trigramSearch';

export interface ListQuery {
  page?: number;
  limit?: number;
  search?: string;
  sort: string;
  order: 'asc' | 'desc';
  /** Exact values of declared filter fields. */
  filters: Record<string, string>;
  /** Inclusive bounds of declared range filter fields. */
  ranges: Record<string, { gte?: unknown; lte?: unknown }>;
  ids?: string[];
}

/**
 * Where a page ended: the list's sort, its last row's value of it as the column stores it (never
 * empty), and its id. PostgreSQL's instants come back as JavaScript dates, to the millisecond: the
 * precision the server writes them at, so the next page starts exactly there.
 */
export interface PageEnd {
  sort: string;
  value: unknown;
  id: string;
}

export type ListRows = ReturnType<typeof listRows>;

export function listRows(db: Kysely<any>, declaration: ResourceDeclaration) {
  const table = declaration.table;
  const flags = new Set(booleanFields(declaration));
  /** A filter value as the column stores it (booleans as 1/0 flags). */
  const stored = (field: string, value: string) => (flags.has(field) ? toStoredFlag(value) : value);
  const usesTrigrams = declaration.searchIndex === 'trigram';
  const searchIndex = { table, columns: declaration.searchFields };

  /**
   * The term as typed plus the term as each searched field would store it (e.g. "MH 12" → "MH12"),
   * when it fits in that field: a whole policy number compacted as if it were a registration cannot
   * be found in one, and searching it too only added work.
   */
  const searchTerms = (term: string) => {
    const variants = declaration.searchFields.map((name) => {
      const field = declaration.fields[name];
      if (!field || !('normalise' in field) || !field.normalise) return undefined;
      const variant = field.normalise(term);
      return variant.length <= field.maxLength ? variant : undefined;
    });
    return [term, ...variants.filter((variant): variant is string => Boolean(variant))];
  };

  /** Records any of whose `references` names a record whose `field` holds `value` (filtersThrough). */
  const throughReferences =
    ({ references, field }: NonNullable<ResourceDeclaration['filtersThrough']>[string], value: string) =>
    (eb: ExpressionBuilder<any, any>) =>
      eb.or(references.map((reference) => eb(reference, 'in', eb.selectFrom(referencedTable(declaration, reference)).select('id').where(field, '=', value))));

  /** The rows of `query`; `matched`, when given, are the rows its search matches (listReads.ts matchedRows). */
  const filtered = (query: ListQuery, matched?: readonly number[]): SelectQueryBuilder<any, any, {}> => {
    let builder = db.selectFrom(table);
    if (matched) builder = builder.where(seqIn(table, matched));
    else if (query.search) {
      const term = query.search;
      builder = builder.where(
        usesTrigrams
          ? trigramMatch(db, searchIndex, searchTerms(term))
          : (eb) => eb.or(declaration.searchFields.map((field) => containsInsensitive(db, field, term))),
      );
    }
    for (const [field, value] of Object.entries(query.filters)) {
      const through = declaration.filtersThrough?.[field];
      if (through) builder = builder.where(throughReferences(through, value));
      else builder = builder.where(field, '=', stored(field, value));
    }
    for (const [field, { gte, lte }] of Object.entries(query.ranges)) {
      if (gte !== undefined) builder = builder.where(field, '>=', gte);
      if (lte !== undefined) builder = builder.where(field, '<=', lte);
    }
    if (query.ids) builder = builder.where('id', 'in', query.ids.length ? query.ids : ['']);
    return builder;
  };

  const isUnfiltered = (query: ListQuery) =>
    !query.search && !query.ids && !Object.keys(query.filters).length && !Object.keys(query.ranges).length;

  /**
   * Rows after where a page ended: a range of the (sort, id) index on both databases. Rows with an
   * empty sort value are never beyond it, so it is for sorts that have none after the end (emptiesAfter).
   */
  const startingAfter = (builder: SelectQueryBuilder<any, any, {}>, order: 'asc' | 'desc', after?: PageEnd) => {
    if (!after) return builder;
    const beyond = sql.raw(order === 'desc' ? '<' : '>');
    return builder.where(sql<SqlBool>`(${sql.ref(`${table}.${after.sort}`)}, ${sql.ref(`${table}.id`)}) ${beyond} (${after.value}, ${after.id})`);
  };

  /** Whether some row leaves `sort` empty. */
  const hasEmpty = async (sort: string) => Boolean(await db.selectFrom(table).select('id').where(sort, 'is', null).limit(1).executeTakeFirst());

  /**
   * Whether some row has an empty `sort` value that `order` puts after the others (SQLite sorts
   * empty values first, PostgreSQL last): those rows are not found by starting after a page's end.
   */
  const emptiesAfter = async (sort: string, order: 'asc' | 'desc') => {
    // Creation and change instants are never empty (their columns are NOT NULL).
    if (sort === 'createdAt' || sort === 'updatedAt' || (order === 'asc') !== isPostgres(db)) return false;
    return hasEmpty(sort);
  };

  return {
    table,
    /** SQLite pages on the rowid every table has; PostgreSQL on the primary key. */
    rowKey: isPostgres(db) ? 'id' : 'rowid',
    stored,
    usesTrigrams,
    searchIndex,
    searchTerms,
    filtered,
    isUnfiltered,
    startingAfter,
    emptiesAfter,
    hasEmpty,
  };
}
