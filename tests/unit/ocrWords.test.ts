import { describe, expect, it } from 'vitest';
import { englishWordsOfLine } from '../../server/extraction/page/ocrWords';

const word = (text: string, confidence: number, x0: number, y0: number, y1: number) => ({ text, confidence, bbox: { x0, x1: x0 + 10 * text.length, y0, y1 } });

describe('the English words of a line Tesseract read', () => {
  it('boxes a label with its own words, not with the Hindi over it that was left out, so it stays on its value\'s line', () => {
    // "घन क्षमता / Cubic Capacity": the Hindi's headline and vowel signs rise 12 pixels above the English.
    const hindi = word('YH', 5, 40, 88, 130);
    const words = englishWordsOfLine([hindi, word('/', 90, 80, 100, 128), word('Cubic', 94, 100, 100, 124), word('Capacity', 93, 160, 100, 130)], (w) => w === hindi);
    expect(words.map((w) => w.text)).toEqual(['/', 'Cubic', 'Capacity']);
    expect(words.every((w) => w.top === 100 && w.bottom === 130)).toBe(true);
  });
});
