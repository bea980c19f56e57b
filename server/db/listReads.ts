/**
 * The lists of a declared resource: a query's rows found, counted and paged. Built for large tables:
 * the unfiltered total comes from a kept count (rowCounts.ts), search goes through a trigram index
 * when the declaration has one, and a page is found on the covering index first (a "deferred join")
 * and from the far end when it lies past the middle, so the last page of a million rows costs what
 * the first does.
 */
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql, type SqlBool } from 'kysely';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import { createdDayAnchors } from './createdDays';
import { containsInsensitive, isPostgres } from './dialect';
import { recordJsonExpression } from './recordJson';
import { referencedTable } from './references';
import { keptRowCount } from './rowCounts';
import { booleanFields, toStoredFlag } from './storageMapping';
import { countTrigramMatches, fewTrigramMatches, seqIn, trigramCheck, trigramMatch } from './trigramSearch';

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
 * Where a page of a list in creation order ended: its last row's creation instant (as the record
 * gives it, to the millisecond — the precision the server writes instants at) and id.
 */
export interface PageEnd {
  createdAt: string;
  id: string;
}

export interface ListResult {
  /** Each record's JSON text, in list order (recordJson.ts). */
  records: string[];
  total: number;
}

/** Up to this offset a page is read forwards while its total is counted. */
const CHEAP_OFFSET = 10_000;

/**
 * A search matching many rows looks for a page near the start of the list among the list index's
 * first this many rows before looking up every match (keysFromWindow).
 */
const SEARCH_WINDOW = 25_000; // 0: never

/** A search matching at most this many rows is looked up in the search index once (fewTrigramMatches; 0: never). */
const FEW_MATCHES = 1_000;

/**
 * SQLite, a filter with another sort: a page is looked for along the sort's index among its first
 * this many rows before the filter's rows are all found and sorted (keysFromSortWalk; 0: never).
 */
const SORT_WALK_WINDOW = 20_000;

export interface ListTuning {
  cheapOffset?: number;
  fewMatches?: number;
  searchWindow?: number;
  sortWalkWindow?: number;
}

export function createListReads(
  db: Kysely<any>,
  declaration: ResourceDeclaration,
  { cheapOffset = CHEAP_OFFSET, fewMatches = FEW_MATCHES, searchWindow = SEARCH_WINDOW, sortWalkWindow = SORT_WALK_WINDOW }: ListTuning = {},
) {
  const table = declaration.table;
  // SQLite pages on the rowid every table has; PostgreSQL on the primary key.
  const rowKey = isPostgres(db) ? 'id' : 'rowid';
  const recordJson = recordJsonExpression(db, declaration, table).as('record');
  const jsonOf = (rows: { record: string }[]) => rows.map((row) => row.record);
  const flags = new Set(booleanFields(declaration));
  const dayAnchor = createdDayAnchors(db, table);

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

  const usesTrigrams = declaration.searchIndex === 'trigram';
  const searchIndex = { table, columns: declaration.searchFields };

  /** The rows a search matches when the search index can list them and they are few (else undefined). */
  const matchedRows = (query: ListQuery) =>
    query.search && usesTrigrams && fewMatches > 0 ? fewTrigramMatches(db, searchIndex, searchTerms(query.search), fewMatches) : undefined;

  /** The rows of `query`; `matched`, when given, are the rows its search matches (matchedRows). */
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
      else builder = builder.where(field, '=', flags.has(field) ? toStoredFlag(value) : value);
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

  async function count(query: ListQuery, matched?: readonly number[]): Promise<number> {
    if (isUnfiltered(query)) {
      const kept = await keptRowCount(db, table);
      if (kept !== undefined) return kept;
    }
    const searchOnly = query.search && isUnfiltered({ ...query, search: undefined });
    if (searchOnly && matched) return matched.length;
    if (searchOnly && usesTrigrams) {
      const matches = await countTrigramMatches(db, searchIndex, searchTerms(query.search!));
      if (matches !== undefined) return matches;
    }
    const row = await filtered(query, matched)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /**
   * SQLite, a search matching many rows: the keys of a page found by walking the list's own index
   * through its first `searchWindow` rows (after `after`), checking each against the matches,
   * instead of looking every match up and sorting them all. Tried only for pages among the first
   * `searchWindow / 10` matches, where a common term's page is likely in the window (page 1 of a
   * term matching one row in 500 is). Undefined when the page is not all in the window (matches
   * bunched elsewhere, or too few): the caller reads it the usual way.
   */
  async function keysFromWindow(query: ListQuery, order: 'asc' | 'desc', skip: number, take: number, after?: PageEnd) {
    if (!query.search || !usesTrigrams || skip + take > searchWindow / 10) return undefined;
    const matching = trigramCheck(db, searchIndex, searchTerms(query.search), 'w.seq');
    if (!matching) return undefined;
    const window = startingAfter(filtered({ ...query, search: undefined }), order, after)
      .select([`${table}.${rowKey} as key`, `${table}.seq`, `${table}.${query.sort} as sorted`, `${table}.id`])
      .orderBy(query.sort, order)
      .orderBy('id', order)
      .limit(searchWindow);
    const rows = await db
      .selectFrom(window.as('w'))
      .select('w.key')
      .where(matching)
      .orderBy('w.sorted', order)
      .orderBy('w.id', order)
      .limit(take)
      .offset(skip)
      .execute();
    return rows.length === take ? rows.map((row) => row.key as number) : undefined;
  }

  /** Filter kinds stored as text (or as 1/0 flags, matched through toStoredFlag): `+column = value` compares them as the index would. */
  const walkableFilter = (field: string) => !declaration.filtersThrough?.[field] && !['decimal', 'integer'].includes(declaration.fields[field]?.kind ?? '');

  /** A lone filter whose records are indexed in this sort (sortedWithin): its index gives the page, no walk needed. */
  const indexedWithin = (filters: [string, unknown][], sort: string) =>
    filters.length === 1 && Boolean(declaration.sortedWithin?.[filters[0][0]]?.includes(sort));

  /** Whether SQLite keeps an index that starts (sort, id), kept per sort field once looked up. */
  const sortIndexes = new Map<string, Promise<boolean>>();
  const hasSortIndex = (sort: string) => {
    if (!sortIndexes.has(sort)) {
      const found = sql<{ found: number }>`select count(*) as found from pragma_index_list(${table}) as list
        where (select name from pragma_index_info(list.name) where seqno = 0) = ${sort}
          and (select name from pragma_index_info(list.name) where seqno = 1) = 'id'`
        .execute(db)
        .then(({ rows }) => Number(rows[0]?.found) > 0);
      sortIndexes.set(sort, found);
    }
    return sortIndexes.get(sort)!;
  };

  /**
   * SQLite, exact filters with a sort other than creation: the keys of a page found by walking the
   * sort's own (sort, id) index, the filters (and date ranges) checked row by row (`+column` keeps
   * SQLite from choosing their indexes), within the index's first `sortWalkWindow` rows. A filter
   * held by many rows (a business type, a make) gives a page in a few thousand steps, where its
   * index would find all its rows and sort them (300 ms at a million policies). Undefined when the
   * page is not all in the window (few or bunched matches: a type whose premiums all sort last): the
   * caller reads it the usual way. Tried only for pages among the window's first tenth and, when
   * the number of matches is known, only where they are dense enough to fill the page within the
   * window. The window ends at a row value, which an empty sort value never passes: ascending, where
   * empty values come first, a sort some record leaves empty is read the usual way.
   */
  async function keysFromSortWalk(query: ListQuery, order: 'asc' | 'desc', skip: number, take: number, matches?: number) {
    const filters = Object.entries(query.filters);
    const walkable =
      !isPostgres(db) &&
      sortWalkWindow > 0 &&
      query.sort !== 'createdAt' &&
      !query.search &&
      !query.ids &&
      filters.length > 0 &&
      filters.every(([field]) => walkableFilter(field)) &&
      !indexedWithin(filters, query.sort) &&
      Object.keys(query.ranges).every(walkableFilter) &&
      skip + take <= sortWalkWindow / 10 &&
      (await hasSortIndex(query.sort));
    if (!walkable) return undefined;
    if (matches !== undefined) {
      const rows = await keptRowCount(db, table);
      if (rows !== undefined && (skip + take) * rows > matches * sortWalkWindow) return undefined;
    }
    if (order === 'asc' && (await db.selectFrom(table).select('id').where(query.sort, 'is', null).limit(1).executeTakeFirst())) return undefined;
    const bound = await db
      .selectFrom(table)
      .select([`${query.sort} as sorted`, 'id'])
      .orderBy(query.sort, order)
      .orderBy('id', order)
      .limit(1)
      .offset(sortWalkWindow)
      .executeTakeFirst();
    if (bound && bound.sorted === null) return undefined;
    let walk = db.selectFrom(table);
    const unindexed = (field: string) => sql`+${sql.ref(field)}`;
    for (const [field, value] of filters) walk = walk.where(sql<SqlBool>`${unindexed(field)} = ${flags.has(field) ? toStoredFlag(value) : value}`);
    for (const [field, { gte, lte }] of Object.entries(query.ranges)) {
      if (gte !== undefined) walk = walk.where(sql<SqlBool>`${unindexed(field)} >= ${gte}`);
      if (lte !== undefined) walk = walk.where(sql<SqlBool>`${unindexed(field)} <= ${lte}`);
    }
    if (bound) {
      const within = sql.raw(order === 'desc' ? '>=' : '<=');
      walk = walk.where(sql<SqlBool>`(${sql.ref(query.sort)}, ${sql.ref('id')}) ${within} (${bound.sorted}, ${bound.id})`);
    }
    const rows = await walk.select(`${table}.${rowKey} as key`).orderBy(query.sort, order).orderBy('id', order).limit(take).offset(skip).execute();
    // Without a bound the walk went through the whole table: its rows are the page, however few.
    return rows.length === take || !bound ? rows.map((row) => row.key as number) : undefined;
  }

  /** Rows after where a page in creation order ended: a range of the (createdAt, id) index on both databases. */
  const startingAfter = (builder: SelectQueryBuilder<any, any, {}>, order: 'asc' | 'desc', after?: PageEnd) => {
    if (!after) return builder;
    const beyond = sql.raw(order === 'desc' ? '<' : '>');
    return builder.where(sql<SqlBool>`(${sql.ref(`${table}.createdAt`)}, ${sql.ref(`${table}.id`)}) ${beyond} (${after.createdAt}, ${after.id})`);
  };

  /**
   * `take` rows after skipping `skip`, in `order`, looked up by key on the index first, so no
   * record's JSON is built for the rows skipped. Deep pages of the whole table in creation order
   * start at the day of their first row (createdDays.ts), and the page after one whose end is known
   * (`after`) starts right there.
   */
  async function page(
    query: ListQuery,
    order: 'asc' | 'desc',
    skip: number,
    take: number,
    { after, version, matched, total }: { after?: PageEnd; version?: number; matched?: readonly number[]; total?: number } = {},
  ) {
    if (after) skip = 0;
    const wholeListByCreation = query.sort === 'createdAt' && isUnfiltered(query);
    if (wholeListByCreation && skip === 0) {
      // From the list's start, or from where the previous page ended: nothing is skipped and the
      // creation index gives the rows in order, so they are read from it directly (on PostgreSQL a
      // query quicker to plan and run, timed by hand).
      const rows = await startingAfter(db.selectFrom(table), order, after)
        .select(recordJson)
        .orderBy('createdAt', order)
        .orderBy('id', order)
        .limit(take)
        .execute();
      return jsonOf(order === query.order ? rows : rows.reverse());
    }
    let walk = startingAfter(filtered(query, matched), order, after);
    const anchor =
      !after && skip > cheapOffset && wholeListByCreation ? await dayAnchor(order, skip, version) : undefined;
    if (anchor) {
      walk = walk.where('createdAt', order === 'desc' ? '<' : '>=', anchor.boundary);
      skip = anchor.skip;
    }
    const keys =
      (matched ? undefined : await keysFromWindow(query, order, skip, take, after)) ??
      (await keysFromSortWalk(query, order, skip, take, total)) ??
      walk.select(`${table}.${rowKey}`).orderBy(query.sort, order).orderBy('id', order).limit(take).offset(skip);
    const rows = await db
      .selectFrom(table)
      .select(recordJson)
      .where(`${table}.${rowKey}`, 'in', keys)
      .orderBy(query.sort, query.order)
      .orderBy('id', query.order)
      .execute();
    return jsonOf(rows);
  }

  return {
    count,

    /** The matching rows in list order, for an export. */
    ordered(query: ListQuery) {
      return filtered(query).orderBy(query.sort, query.order).orderBy('id', query.order);
    },

    /** Whether `query` lists the whole table (no search, filter or ids). */
    isUnfiltered,

    /**
     * A page of `query` with its total. What the caller already knows is not read again: the total
     * (`knownTotal`), and where the previous page ended (`previousPageEnd`, used in creation order),
     * so paging on through a search or filter does not walk past every row before the page.
     * `version`, the table's change version when it keeps one (rowCounts.ts), lets deep pages read
     * the day counts once per version.
     */
    async list(
      query: ListQuery,
      { knownTotal, previousPageEnd, version }: { knownTotal?: number; previousPageEnd?: PageEnd; version?: number } = {},
    ): Promise<ListResult> {
      // Whole lists are the CSV download's, which streams them.
      if (!query.limit) throw new Error('A list is read a page at a time.');
      const limit = query.limit;
      const offset = ((query.page ?? 1) - 1) * limit;
      const after = query.sort === 'createdAt' && offset > 0 ? previousPageEnd : undefined;
      // A search whose total is known to be larger does not look for few matches again.
      const matched = knownTotal === undefined || knownTotal <= fewMatches ? await matchedRows(query) : undefined;
      if (offset <= cheapOffset) {
        const [records, total] = await Promise.all([
          page(query, query.order, offset, limit, { after, version, matched, total: knownTotal }),
          knownTotal ?? count(query, matched),
        ]);
        return { records, total };
      }
      const total = knownTotal ?? (await count(query, matched));
      if (offset >= total) return { records: [], total };
      const remaining = total - offset;
      if (offset < remaining || after) return { records: await page(query, query.order, offset, limit, { after, version, matched, total }), total };
      // Past the middle: read the page from the far end, in the opposite order.
      const reversed = query.order === 'asc' ? 'desc' : 'asc';
      const records = await page(query, reversed, Math.max(0, remaining - limit), Math.min(limit, remaining), { version, matched, total });
      return { records, total };
    },
  };
}
