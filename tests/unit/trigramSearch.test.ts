/** Which part of a search term the trigram index is asked for (server/db/trigramSearch.ts); the rows it finds are checked for the whole term. */
import { describe, expect, it } from 'vitest';
import { indexedPart } from '../../server/db/trigramSearch';

describe('the part of a search term the trigram index is asked for', () => {
  it('is the serial of a policy number printed with its codes', () => {
    expect(indexedPart('og-26-1901-1801-00999900')).toBe('00999900');
    expect(indexedPart('3006/000999899/00/000')).toBe('000999899');
    expect(indexedPart('P0000999872')).toBe('0000999872');
  });

  it('is the whole term for names, registrations and bare digits', () => {
    expect(indexedPart('ramesh iyer')).toBeUndefined();
    expect(indexedPart('MH12AB1234')).toBeUndefined();
    expect(indexedPart('mh 12 ab 1234')).toBeUndefined();
    expect(indexedPart('0004242')).toBeUndefined();
  });

  it('is the whole term when the digits have too few distinct trigrams to narrow the search', () => {
    expect(indexedPart('og-26-1901-1801-00000001')).toBeUndefined();
    expect(indexedPart('P1111111111')).toBeUndefined();
  });
});
