import { describe, expect, it } from 'vitest';
import { hangsFromHeadline, type PreparedScan } from '../../server/extraction/page/scanImage';

/** A page drawn in characters: '#' is ink. */
function scanOf(rows: string[]): PreparedScan {
  const width = rows[0].length;
  const ink = Uint8Array.from(rows.join('').split(''), (cell) => (cell === '#' ? 1 : 0));
  return { ink, width, height: rows.length, angle: 0, grey: Uint8ClampedArray.from(ink, (inked) => (inked ? 0 : 255)) };
}
const boxOf = (scan: PreparedScan) => ({ x0: 0, x1: scan.width, y0: 0, y1: scan.height });

describe('telling Devanagari ink from Latin on a scan', () => {
  it('sees a word hanging from a headline', () => {
    const devanagari = scanOf([
      '....##..................',
      '########################',
      '########################',
      '.##....##....##.....##..',
      '.##....##....##.....##..',
      '.#####.##..####.....##..',
      '.##.##.##..#.##.....##..',
      '.##....##....##.....##..',
      '.##....##....##.....##..',
      '.##....##....##.....##..',
    ]);
    expect(hangsFromHeadline(devanagari, boxOf(devanagari))).toBe(true);
  });

  it('does not take letters that blur into each other for a headline', () => {
    const latin = scanOf([
      '........................',
      '.####...####...####.....',
      '##..##.##..##.##..##....',
      '########################',
      '########################',
      '##.....##.....##........',
      '.####...####...####.....',
      '........................',
      '........................',
      '........................',
    ]);
    expect(hangsFromHeadline(latin, boxOf(latin))).toBe(false);
  });
});
