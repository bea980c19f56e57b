import { describe, expect, it } from 'vitest';
import { filledBands, hangsFromHeadline, inkPieces, type PreparedScan } from '../../server/extraction/page/scanImage';
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

describe('finding filled bands of colour on a scan', () => {
  it('finds a band whose letters, printed white, break its rows, not the text under it, nor two rulings nor a thick rule', () => {
    const [paper, filled] = ['.'.repeat(500), `${'.'.repeat(20)}${'#'.repeat(460)}${'.'.repeat(20)}`];
    const lettered = `${'.'.repeat(20)}${'###.###.##.'.repeat(40)}${'#'.repeat(20)}${'.'.repeat(20)}`;
    // (A line of text on paper under a band is no part of it.)
    const text = `${'.'.repeat(20)}${'#.#...##....'.repeat(38)}${'.'.repeat(24)}`;
    const rows = Array.from({ length: 80 }, () => paper);
    for (const y of [2, 3, 6, 7]) rows[y] = filled;
    for (const y of [4, 5]) rows[y] = lettered;
    for (const y of [8, 9, 10]) rows[y] = text;
    for (const y of [30, 37, 60, 61]) rows[y] = filled;
    const scan = inkedScan(rows);
    expect(filledBands(scan.ink, scan.width, scan.height)).toEqual([{ x0: 20, y0: 2, x1: 480, y1: 8 }]);
  });
});
