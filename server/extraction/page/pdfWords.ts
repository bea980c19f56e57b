/**
 * The words of a PDF's text layer with their boxes, font and size, read with pdf.js (through
 * unpdf). A text run holds several words; each gets its share of the run's width by its length.
 * Runs turned on the page as it is shown (watermarks, side notes) are left out: schedules print their fields upright;
 * a landscape page stored turned by /Rotate is read as shown. A fillable form's field
 * values are words too (formFields.ts).
 */
import { formFieldWords } from './formFields';
import { openPdf } from './openPdf';
import type { PageSize, Word } from './pageModel';
import { wordsOfRun } from './runWords';

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  fontName: string;
}

/** Pages read: a schedule is one to three pages; the rest of a long PDF is terms and conditions. */
export const MAX_PAGES = 6;
/** A policy schedule runs to a few pages; a document far longer is refused before any is read. */
export const MAX_DOCUMENT_PAGES = 100;
/** Share of a font size above the baseline taken as the top of a word. */
const ASCENT = 0.8;

const DEVANAGARI_WORD = /^[\u0900-\u097f\u200c\u200d]+$/;
/** Signs that never start a word: vowel signs (but ि, drawn first) and other combining marks. */
const DEPENDENT_START = /^[\u0900-\u0903\u093a-\u093e\u0940-\u094d\u0951-\u0957\u0962\u0963]/;
const VIRAMA_END = /\u094d$/;
/** ि drawn before the consonant (cluster) it follows when spoken: the text is in drawn order. */
const DRAWN_I = /(?:^|[^\u0915-\u0939\u0958-\u095f\u093c])\u093f/;
const I_BEFORE_CLUSTER = /\u093f((?:[\u0915-\u0939\u0958-\u095f]\u093c?\u094d)*[\u0915-\u0939\u0958-\u095f]\u093c?)/g;

/** A consonant and its virama ("स्") ending the list, printed right against a Latin word: glyphs pdf.js gave the wrong run. */
function gluedToLatin(words: readonly Word[]): boolean {
  const [latin, piece] = words.slice(-2);
  return Boolean(latin && piece && /^[\u0915-\u0939\u0958-\u095f]\u093c?\u094d$/.test(piece.text) && /[A-Za-z]$/.test(latin.text) && Math.abs(piece.x - (latin.x + latin.width)) < 1);
}

/**
 * Hindi as many PDF makers store it: glyphs in drawn order (the short-i sign before its consonant)
 * and a word cut where a glyph was positioned apart ("प्र ारंभ"). Cut pieces are joined, and a
 * document whose text shows drawn order anywhere is put back in spoken order everywhere.
 */
export function spokenHindi(words: Word[]): Word[] {
  const joined: Word[] = [];
  for (const word of words) {
    const previous = joined.at(-1);
    const sameLine = previous && previous.page === word.page && Math.abs(previous.y - word.y) < 0.5 * word.height;
    const pieces = sameLine && DEVANAGARI_WORD.test(previous.text) && DEVANAGARI_WORD.test(word.text);
    const gap = previous ? word.x - (previous.x + previous.width) : Infinity;
    const close = gap < word.height && gap > -0.5 * word.height;
    if (pieces && close && (DEPENDENT_START.test(word.text) || VIRAMA_END.test(previous.text))) {
      joined[joined.length - 1] = { ...previous, text: previous.text + word.text, width: word.x + word.width - previous.x };
    } else if (pieces && gluedToLatin(joined) && gap > 0) {
      // pdf.js may glue a word's first glyphs to a Latin run far to its left ("HEADस्" … "वयं क्षति"): they go with their word.
      joined[joined.length - 1] = { ...word, text: previous.text + word.text };
    } else {
      joined.push(word);
    }
  }
  if (!joined.some((word) => DEVANAGARI_WORD.test(word.text) && DRAWN_I.test(word.text))) return joined;
  return joined.map((word) => (DEVANAGARI_WORD.test(word.text) ? { ...word, text: word.text.replace(I_BEFORE_CLUSTER, '$1\u093f') } : word));
}

/** The matrix applying `inner` and then `outer` (pdf.js's Util.transform). */
function composed(outer: readonly number[], inner: readonly number[]): number[] {
  const [a, b, c, d, e, f] = outer;
  const [g, h, i, j, k, l] = inner;
  return [a * g + c * h, b * g + d * h, a * i + c * j, b * i + d * j, a * k + c * l + e, b * k + d * l + f];
}

export class TooManyPages extends Error {
  constructor(readonly pages: number) {
    super(`This PDF has ${pages.toLocaleString('en-IN')} pages; a policy schedule has at most ${MAX_DOCUMENT_PAGES}. Upload the schedule's own pages.`);
  }
}

/** Every upright word of the first pages, and each page's size. */
export async function readPdfWords(pdf: Uint8Array): Promise<{ words: Word[]; pages: PageSize[] }> {
  // pdf.js takes over (detaches) the buffer it is given: hand it a copy so callers keep theirs.
  const document = await openPdf(pdf.slice());
  try {
    if (document.numPages > MAX_DOCUMENT_PAGES) throw new TooManyPages(document.numPages);
    const words: Word[] = [];
    const pages: PageSize[] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number++) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      pages.push({ width: viewport.width, height: viewport.height });
      const content = await page.getTextContent();
      for (const item of content.items as TextItem[]) {
        // (Upright as the page is shown: a landscape page stored as a portrait one turned by /Rotate has all its text turned.)
        const [a, b, c, d, left, baseline] = composed(viewport.transform, item.transform);
        if (Math.abs(b) > 0.1 * Math.abs(a) || Math.abs(c) > 0.1 * Math.abs(d)) continue;
        const size = Math.abs(d) || Math.abs(a);
        if (!size) continue;
        const run = { text: item.str, width: item.width, style: `${item.fontName}@${size.toFixed(1)}` };
        words.push(...wordsOfRun(run, number, left, baseline - ASCENT * size, size));
      }
      words.push(...formFieldWords(await page.getAnnotations(), viewport, number));
    }
    return { words: spokenHindi(words), pages };
  } finally {
    await document.destroy();
  }
}
