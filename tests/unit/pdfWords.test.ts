import { describe, expect, it } from 'vitest';
import type { Word } from '../../server/extraction/page/pageModel';
import { spokenHindi } from '../../server/extraction/page/pdfWords';

const word = (text: string, x: number, width: number): Word => ({ text, page: 1, x, y: 100, width, height: 9, size: 9, style: 'f1@9.0' });

describe('Hindi words as pdf.js gives them', () => {
  it('joins a word cut where a glyph was positioned apart', () => {
    expect(spokenHindi([word('प्र', 40, 10), word('ारंभ', 51, 16)]).map((w) => [w.text, w.x])).toEqual([['प्रारंभ', 40]]);
  });

  it('moves a word\'s first glyphs glued to a run far to its left back to their word', () => {
    // pdf.js gave "HEADस्" at 40 and "वयं क्षति / DAMAGE" at 266.
    const words = spokenHindi([word('HEAD', 40, 16), word('स्', 56, 9), word('वयं', 266, 14), word('DAMAGE', 313, 22)]);
    expect(words.map((w) => [w.text, w.x])).toEqual([['HEAD', 40], ['स्वयं', 266], ['DAMAGE', 313]]);
  });

  it('leaves apart a Hindi word ending in a virama and a word far from it, and pieces in the wrong order', () => {
    expect(spokenHindi([word('पश्चात्', 40, 30), word('वाहन', 300, 20)]).map((w) => w.text)).toEqual(['पश्चात्', 'वाहन']);
    expect(spokenHindi([word('प्र', 300, 10), word('ारंभ', 40, 16)]).map((w) => w.text)).toEqual(['प्र', 'ारंभ']);
  });
});
