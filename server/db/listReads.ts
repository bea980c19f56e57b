/**
 * The lists of a declared resource: a query's rows found, counted and paged. Built for large tables:
 * the unfiltered total comes from a kept count (rowCounts.ts), search goes through a trigram index
 * when the declaration has one, and a page is found on the covering index first (a "deferred join")
 * and from the far end when it lies past the middle, so the last page of a million rows costs what
 * the first does. The rows a query selects are listRows.ts's; SQLite's walks along an index to a
 * page are pageShortcuts.ts's.
 */
import { type Kysely, sql } from 'kysely';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import { createdDayAnchors } from './createdDays';
import { type ListQuery, listRows, type PageEnd } from './listRows';
import { pageShortcuts } from './pageShortcuts';
import { recordJsonExpression } from './recordJson';
import { keptRowCount } from './rowCounts';
import { countTrigramMatches, fewTrigramMatches } from './trigramSearch';

export interface ListResult {
  /** Each record's JSON text, in list order (recordJson.ts). */
  records: string[];
  total: number;
  /** Where the page ended, for the next page to start there (none when its last row's sort value is empty). */
  end?: PageEnd;
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
  const selects = listRows(db, declaration);
  const { table, rowKey, usesTrigrams, searchIndex, searchTerms, filtered, isUnfiltered, startingAfter, emptiesAfter } = selects;
  const { keysFromWindow, keysFromSortWalk } = pageShortcuts(db, declaration, selects, { searchWindow, sortWalkWindow });
  const recordJson = recordJsonExpression(db, declaration, table).as('record');
  /** A page's rows with their sort value and id, where the page ends. */
  const pageRow = (sort: string) => [recordJson, sql.ref(`${table}.${sort}`).as('sorted'), sql.ref(`${table}.id`).as('rowId')];
  type PageRow = { record: string; sorted: unknown; rowId: string };
  const pageOf = (sort: string, rows: PageRow[]) => {
    const last = rows.at(-1);
    const end = last && last.sorted !== null ? { sort, value: last.sorted, id: last.rowId } : undefined;
    return { records: rows.map((row) => row.record), end };
  };
  const dayAnchor = createdDayAnchors(db, table);

  /** The rows a search matches when the search index can list them and they are few (else undefined). */
  const matchedRows = (query: ListQuery) =>
    query.search && usesTrigrams && fewMatches > 0 ? fewTrigramMatches(db, searchIndex, searchTerms(query.search), fewMatches) : undefined;

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
      const rows = (await startingAfter(db.selectFrom(table), order, after)
        .select(pageRow(query.sort))
        .orderBy('createdAt', order)
        .orderBy('id', order)
        .limit(take)
        .execute()) as PageRow[];
      return pageOf(query.sort, order === query.order ? rows : rows.reverse());
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
      (await keysFromSortWalk(query, order, skip, take, total, after)) ??
      walk.select(`${table}.${rowKey}`).orderBy(query.sort, order).orderBy('id', order).limit(take).offset(skip);
    const rows = (await db
      .selectFrom(table)
      .select(pageRow(query.sort))
      .where(`${table}.${rowKey}`, 'in', keys)
      .orderBy(query.sort, query.order)
      .orderBy('id', query.order)
      .execute()) as PageRow[];
    return pageOf(query.sort, rows);
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
     * (`knownTotal`), and where the previous page ended (`previousPageEnd`, unless the sort's empty values follow),
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
      const continues = offset > 0 && previousPageEnd?.sort === query.sort && !(await emptiesAfter(query.sort, query.order));
      const after = continues ? previousPageEnd : undefined;
      // A search whose total is known to be larger does not look for few matches again.
      const matched = knownTotal === undefined || knownTotal <= fewMatches ? await matchedRows(query) : undefined;
      if (offset <= cheapOffset) {
        const [read, total] = await Promise.all([
          page(query, query.order, offset, limit, { after, version, matched, total: knownTotal }),
          knownTotal ?? count(query, matched),
        ]);
        return { ...read, total };
      }
      const total = knownTotal ?? (await count(query, matched));
      if (offset >= total) return { records: [], total };
      const remaining = total - offset;
      if (offset < remaining || after) return { ...(await page(query, query.order, offset, limit, { after, version, matched, total })), total };
      // Past the middle: read the page from the far end, in the opposite order.
      const reversed = query.order === 'asc' ? 'desc' : 'asc';
      const read = await page(query, reversed, Math.max(0, remaining - limit), Math.min(limit, remaining), { version, matched, total });
      return { ...read, total };
    },
  };
}
