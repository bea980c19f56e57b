import { describe, expect, it } from 'vitest';
import { hangsFromHeadline, inkPieces, type PreparedScan } from '../../server/extraction/page/scanImage';
import { inkedScan } from '../support/inkedScan';

const boxOf = (scan: PreparedScan) => ({ x0: 0, x1: scan.width, y0: 0, y1: scan.height });

describe('telling Devanagari ink from Latin on a scan', () => {
  it('sees a word hanging from a headline', () => {
    const devanagari = inkedScan([
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

  it('sees a word hanging from a headline a wide vowel sign touches, its stems close-set under it', () => {
    const devanagari = inkedScan([
      '.....#########..........',
      '...###.......###........',
      '..#############.........',
      '########################',
      '########################',
      '.#######.####..#######..',
      '.##..###.##.#..##..##...',
      '.#######.####..#######..',
      '.##....##....##.....##..',
      '.##....##....##.....##..',
      '.##....##....##.....##..',
      '........................',
    ]);
    expect(hangsFromHeadline(devanagari, boxOf(devanagari))).toBe(true);
  });

  it('does not take letters that blur into each other for a headline', () => {
    const latin = inkedScan([
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

describe("the ink's pieces", () => {
  it('joins ink touching at a corner, leaves out ink in the boxes it is told to ignore, and keeps the pieces asked for', () => {
    const scan = inkedScan([
      '#.......##..',
      '.#......##..',
      '..#.........',
      '......###...',
      '.....####...',
    ]);
    const all = () => true;
    expect(inkPieces(scan, [], all)).toEqual([{ x0: 0, y0: 0, x1: 3, y1: 3 }, { x0: 8, y0: 0, x1: 10, y1: 2 }, { x0: 5, y0: 3, x1: 9, y1: 5 }]);
    expect(inkPieces(scan, [{ x0: 7, y0: 0, x1: 12, y1: 2 }], all)).toEqual([{ x0: 0, y0: 0, x1: 3, y1: 3 }, { x0: 5, y0: 3, x1: 9, y1: 5 }]);
    expect(inkPieces(scan, [], (piece) => piece.y1 - piece.y0 === 2)).toEqual([{ x0: 8, y0: 0, x1: 10, y1: 2 }, { x0: 5, y0: 3, x1: 9, y1: 5 }]);
  });
});
