/**
 * What a list request computed, kept by query and table change version (rowCounts.ts): whole
 * serialised answers, and the totals of searches and filters. Staff open the same first pages all
 * day and page through the same search while writes are rare, so most list requests are answered
 * without reading or counting rows again. An entry is used only while the table's version is the
 * one it was built at: any insert, update or delete — by any process — makes it miss. Entries are
 * kept least-recently-used, within a size.
 */
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
 * Small values of about one size (a search's total, where a page ended), bounded by their number:
 * at most `entries` of them.
 */
export const createSmallValuesCache = <T>(entries = 1_000) =>
  createVersionedCache<T>({ entries, maxSize: entries, maxEntrySize: 1, sizeOf: () => 1 });
