/**
 * The fonts a family prints with. Devanagari and ₹ are drawn with Noto Sans Devanagari (whose
 * Latin glyphs are Noto Sans'), the rest with the family's face; a text run that mixes them is
 * drawn as consecutive segments.
 */
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { StandardFonts, type Color, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import type { FontFace } from '../design';

const require = createRequire(import.meta.url);
// fontkit's Indic shaper (for Devanagari) expects a global regeneratorRuntime.
(globalThis as { regeneratorRuntime?: unknown }).regeneratorRuntime ??= require('regenerator-runtime');

const notoFile = (weight: '400Regular' | '700Bold') => require.resolve(`@expo-google-fonts/noto-sans-devanagari/${weight}/NotoSansDevanagari_${weight}.ttf`);

const STANDARD: Record<Exclude<FontFace, 'Noto'>, [StandardFonts, StandardFonts]> = {
  Helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  Times: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
};

/** Characters the standard fonts cannot encode. */
const NEEDS_NOTO = /[\u0900-\u097F\u200C\u200D₹]/;

export interface Fonts {
  width(text: string, size: number, bold: boolean): number;
  draw(page: PDFPage, text: string, x: number, baseline: number, size: number, bold: boolean, color: Color): void;
}

/** `withNoto`: whether the document prints anything the standard fonts cannot (only then is Noto embedded). */
export async function embedFonts(pdf: PDFDocument, face: FontFace, withNoto: boolean): Promise<Fonts> {
  pdf.registerFontkit(fontkit);
  // Subsetting keeps each PDF small; the custom names keep its bytes the same from run to run.
  const noto =
    face === 'Noto' || withNoto
      ? [
          await pdf.embedFont(await readFile(notoFile('400Regular')), { subset: true, customName: 'NotoSansDevanagari-Regular' }),
          await pdf.embedFont(await readFile(notoFile('700Bold')), { subset: true, customName: 'NotoSansDevanagari-Bold' }),
        ]
      : [];
  const latin = face === 'Noto' ? noto : [pdf.embedStandardFont(STANDARD[face][0]), pdf.embedStandardFont(STANDARD[face][1])];
  const segments = (text: string): { text: string; font: 'latin' | 'noto' }[] => {
    const parts: { text: string; font: 'latin' | 'noto' }[] = [];
    for (const char of text) {
      const font = face === 'Noto' || NEEDS_NOTO.test(char) || (char === ' ' && parts.at(-1)?.font === 'noto') ? 'noto' : 'latin';
      if (parts.at(-1)?.font === font) parts[parts.length - 1].text += char;
      else parts.push({ text: char, font });
    }
    return parts;
  };
  const fontOf = (which: 'latin' | 'noto', bold: boolean): PDFFont => {
    const font = (which === 'noto' ? noto : latin)[bold ? 1 : 0];
    if (!font) throw new Error('Text needs Noto Sans Devanagari, which this document did not embed');
    return font;
  };
  // Layout measures the same words many times, and shaping Devanagari is slow: each word's width at
  // size 1 is kept, and a text's width is its words' plus its spaces'.
  const wordWidths = new Map<string, number>();
  const wordWidth = (word: string, bold: boolean) => {
    const key = `${bold ? 'b' : 'r'}${word}`;
    let width = wordWidths.get(key);
    if (width === undefined) {
      width = segments(word).reduce((sum, part) => sum + fontOf(part.font, bold).widthOfTextAtSize(part.text, 1), 0);
      wordWidths.set(key, width);
    }
    return width;
  };
  return {
    width: (text, size, bold) => text.split(' ').reduce((sum, word, i) => sum + wordWidth(word, bold) + (i > 0 ? wordWidth(' ', bold) : 0), 0) * size,
    draw: (page, text, x, baseline, size, bold, color) => {
      let left = x;
      for (const part of segments(text)) {
        const font = fontOf(part.font, bold);
        page.drawText(part.text, { x: left, y: baseline, size, font, color });
        left += font.widthOfTextAtSize(part.text, size);
      }
    },
  };
}
