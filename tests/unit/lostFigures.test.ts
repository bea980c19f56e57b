import { describe, expect, it } from 'vitest';
import { lostFigures, type ReadText } from '../../server/extraction/page/lostFigures';
import { inkedScan } from '../support/inkedScan';

// A word OCR read (columns 2–13), a lone figure far right of it (42–44), a letter just after the word (16–18) and a speck (27).
const page = inkedScan([
  '..............................................',
  '..############..###.......................###.',
  '..############..#.#.......................#...',
  '..############..###.......#...............###.',
  '..############..#.#.........................#.',
  '..############..#.#.......................###.',
  '..............................................',
]);
const word = { text: 'Seats', confidence: 96, bbox: { x0: 2, x1: 14, y0: 1, y1: 6 } };

describe('figures both OCR readings lost', () => {
  it('reads ink the size of a figure standing apart from every word alone, and keeps it when read surely as figures', async () => {
    const crops: Buffer[] = [];
    const read = async (crop: Buffer): Promise<ReadText[]> => {
      crops.push(crop);
      return [{ text: '5', confidence: 74 }];
    };
    const found = await lostFigures(page, [word], read);
    // Only the figure standing apart is read: not the letter a word lost beside it, nor a speck; cropped with a margin
    // of 0.6 of the type's height (5 px), cut at the page's edges.
    expect(crops.map((crop) => crop.subarray(0, 11).toString())).toEqual(['P5\n7 7\n255\n']);
    expect(found).toEqual([{ text: '5', confidence: 74, bbox: { x0: 42, y0: 1, x1: 45, y1: 6 } }]);
  });

  it('keeps nothing read as letters, as several words, or unsurely', async () => {
    for (const reading of [[{ text: 'S', confidence: 95 }], [{ text: '5', confidence: 95 }, { text: '1', confidence: 95 }], [{ text: '5', confidence: 40 }]]) {
      expect(await lostFigures(page, [word], async () => reading)).toEqual([]);
    }
  });

  it('reads nothing on a page with no word read surely, whose type size is unknown', async () => {
    expect(await lostFigures(page, [{ ...word, confidence: 50 }], async () => [{ text: '5', confidence: 99 }])).toEqual([]);
  });

  it("reads no figure-sized ink with no word before it on its row (a margin's mark, a logo's piece)", async () => {
    const marked = inkedScan([
      '..............................................',
      '..############..........................###...',
      '..############..........................#.....',
      '..############..........................###...',
      '..############............................#...',
      '..############..........................###...',
      '..............................................',
      '..............................................',
      '..........###.................................',
      '..........#...................................',
      '..........###.................................',
      '............#.................................',
      '..........###.................................',
      '..............................................',
    ]);
    const read = async (): Promise<ReadText[]> => [{ text: '5', confidence: 95 }];
    expect((await lostFigures(marked, [word], read)).map((figure) => figure.bbox)).toEqual([{ x0: 40, y0: 1, x1: 43, y1: 6 }]);
  });
});
