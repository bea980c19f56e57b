/**
 * What a list request computed, kept by query and table change version (rowCounts.ts): whole
 * serialised answers, and the totals of searches and filters. Staff open the same first pages all
 * day and page through the same search while writes are rare, so most list requests are answered
 * without reading or counting rows again. An entry is used only while the table's version is the
 * one it was built at: any insert, update or delete — by any process — makes it miss. Entries are
 * kept least-recently-used, within a size.
 */
import type { PageEnd } from '../db/repository';

export interface VersionedCache<T> {
  get(key: string, version: number): T | undefined;
  set(key: string, version: number, value: T): void;
}

export function createVersionedCache<T>({
  entries,
  maxSize,
  maxEntrySize,
  sizeOf,
}: {
  entries: number;
  maxSize: number;
  maxEntrySize: number;
  sizeOf: (value: T) => number;
}): VersionedCache<T> {
  const kept = new Map<string, { version: number; value: T; size: number }>();
  let size = 0;
  const remove = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return undefined;
    kept.delete(key);
    size -= entry.size;
    return entry;
  };
  return {
    get(key, version) {
      const entry = remove(key);
      if (!entry || entry.version !== version) return undefined;
      kept.set(key, entry);
      size += entry.size;
      return entry.value;
    },
    set(key, version, value) {
      const entrySize = sizeOf(value);
      if (entrySize > maxEntrySize) return;
      remove(key);
      kept.set(key, { version, value, size: entrySize });
      size += entrySize;
      while (kept.size > entries || size > maxSize) remove(kept.keys().next().value!);
    },
  };
}

/**
 * Serialised answers: at most `entries` and `maxCharacters` characters in all (4–8 MB; a page of
 * 50 policies is about 85,000 characters), so the cache's memory stays small whatever page sizes
 * staff choose; larger answers are not kept.
 */
export const createListCache = ({ entries = 200, maxCharacters = 4 * 1024 * 1024, maxPayloadCharacters = 512 * 1024 } = {}) =>
  createVersionedCache<string>({ entries, maxSize: maxCharacters, maxEntrySize: maxPayloadCharacters, sizeOf: (payload) => payload.length });

/**
 * The totals of searches and filters, by the search and filters alone, so that page 2, 3… of a
 * search do not count its matches again (on PostgreSQL, 20,000 matches take about 70 ms to count).
 */
export const createTotalsCache = (entries = 1_000) =>
  createVersionedCache<number>({ entries, maxSize: entries, maxEntrySize: 1, sizeOf: () => 1 });

/**
 * Where each page served ended (its last row's creation instant and id), so that the next page of
 * the same list starts there instead of walking past every row before it: staff page through a
 * search or a filter with Next.
 */
export const createPageEndsCache = (entries = 1_000) =>
  createVersionedCache<PageEnd>({ entries, maxSize: entries, maxEntrySize: 1, sizeOf: () => 1 });
