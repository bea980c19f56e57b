/** The list cache (server/routes/listCache.ts): exact by version, least recently used, bounded in size. */
import { describe, expect, it } from 'vitest';
import { createListCache, createSmallValuesCache } from '../../server/routes/listCache';

describe('list cache', () => {
  it('answers only at the version an answer was built at', () => {
    const cache = createListCache();
    cache.set('page 1', 7, '{"data":[]}');
    expect(cache.get('page 1', 7)).toBe('{"data":[]}');
    expect(cache.get('page 1', 8)).toBeUndefined();
    expect(cache.get('page 1', 7)).toBeUndefined();
  });

  it('drops the least recently used answers past its count or its characters', () => {
    const cache = createListCache({ entries: 3, maxCharacters: 25, maxPayloadCharacters: 20 });
    cache.set('a', 1, 'x'.repeat(10));
    cache.set('b', 1, 'y'.repeat(10));
    expect(cache.get('a', 1)).toBeDefined();
    cache.set('c', 1, 'z'.repeat(10));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();
    cache.set('large', 1, 'w'.repeat(21));
    expect(cache.get('large', 1)).toBeUndefined();
    for (const key of ['d', 'e', 'f', 'g']) cache.set(key, 1, 'v');
    expect(['a', 'c', 'd', 'e', 'f', 'g'].filter((key) => cache.get(key, 1) !== undefined)).toEqual(['e', 'f', 'g']);
  });

  it('keeps totals by search and filters, at the version they were counted at, up to a number of them', () => {
    const totals = createSmallValuesCache<number>(2);
    totals.set('["Sharma"]', 3, 20_179);
    totals.set('["Singh"]', 3, 15_053);
    expect(totals.get('["Sharma"]', 3)).toBe(20_179);
    expect(totals.get('["Singh"]', 4)).toBeUndefined();
    totals.set('["Kumar"]', 4, 9_000);
    totals.set('["Patel"]', 4, 8_000);
    expect(totals.get('["Sharma"]', 3)).toBeUndefined();
    expect([totals.get('["Kumar"]', 4), totals.get('["Patel"]', 4)]).toEqual([9_000, 8_000]);
  });
});
