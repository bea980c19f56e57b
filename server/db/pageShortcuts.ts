/**
 * SQLite's quicker ways to a page than finding every row a query selects and sorting them: walking
 * the list's own index through a window of rows, checking each against a common search's matches
 * (keysFromWindow) or against exact filters (keysFromSortWalk). Each answers a page's row keys, or
 * undefined when the page is not all in its window, and the caller reads the page the usual way.
 */
import { type Kysely, sql, type SqlBool } from 'kysely';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import { isPostgres } from './dialect';
import type { ListQuery, ListRows, PageEnd } from './listRows';
import { keptRowCount } from './rowCounts';
import { trigramCheck } from './trigramSearch';

/** A row looked up in the table costs about this many index entries read in order. */
const TABLE_LOOKUP_COST = 10;

export function pageShortcuts(
  db: Kysely<any>,
  declaration: ResourceDeclaration,
  { table, rowKey, stored, usesTrigrams, searchIndex, searchTerms, filtered, startingAfter, hasEmpty }: ListRows,
  { searchWindow, sortWalkWindow }: { searchWindow: number; sortWalkWindow: number },
) {
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

  /** Whether `query` has one filter (or range), whose index carries every sort (the declaration's coveringFilters). */
  const onlyCoveringFilter = (query: ListQuery) => {
    const fields = [...Object.keys(query.filters), ...Object.keys(query.ranges)];
    return fields.length === 1 && Boolean(declaration.coveringFilters?.includes(fields[0]));
  };

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
   * SQLite from choosing their indexes), within the index's first `sortWalkWindow` rows (after the
   * previous page's end, when the walk continues from there). A filter
   * held by many rows (a business type, a make) gives a page in a few thousand steps, where its
   * index would find all its rows and sort them (300 ms at a million policies). Undefined when the
   * page is not all in the window (few or bunched matches: a type whose premiums all sort last): the
   * caller reads it the usual way. Tried only for pages among the window's first tenth and, when
   * the number of matches is known, only where they are dense enough to fill the page within the
   * window. The window ends at a row value, which an empty sort value never passes: ascending, where
   * empty values come first, a sort some record leaves empty is read the usual way.
   */
  async function keysFromSortWalk(query: ListQuery, order: 'asc' | 'desc', skip: number, take: number, matches?: number, after?: PageEnd) {
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
      // A lone covering filter's index gives its rows in any sort from the index alone: the walk, each
      // row looked up in the table (some ten index entries' work), is the quicker only through far fewer rows.
      if (rows !== undefined && onlyCoveringFilter(query) && ((skip + take) * rows * TABLE_LOOKUP_COST) / matches > matches) return undefined;
    }
    if (order === 'asc' && !after && (await hasEmpty(query.sort))) return undefined;
    const bound = await startingAfter(db.selectFrom(table), order, after)
      .select([`${query.sort} as sorted`, 'id'])
      .orderBy(query.sort, order)
      .orderBy('id', order)
      .limit(1)
      .offset(sortWalkWindow)
      .executeTakeFirst();
    if (bound && bound.sorted === null) return undefined;
    let walk = startingAfter(db.selectFrom(table), order, after);
    const unindexed = (field: string) => sql`+${sql.ref(field)}`;
    for (const [field, value] of filters) walk = walk.where(sql<SqlBool>`${unindexed(field)} = ${stored(field, value)}`);
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

  return { keysFromWindow, keysFromSortWalk };
}
