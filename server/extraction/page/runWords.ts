/** The words of one run of text set on a line: its text split at spaces, each word placed along the run by its letters. */
import type { Word } from './pageModel';

/** A run of text: what it says, how wide it is set, and its font and size as a style ("F1@9.0"). */
export interface Run {
  text: string;
  width: number;
  style: string;
}

/**
 * A digit, Latin letter, control character or stray mark inside a Hindi word ("क्ल8म", "ऐQड", "निमा^ता"): a glyph whose
 * font maps it to the wrong character. (Not a slash, dash or colon between Hindi words, "नाम/पता"; nor a figure beside a
 * danda or a Devanagari digit, which are no letters.)
 */
const GLYPH_MAPPED_AMISS = /(?<=[\u0900-\u0963\u0971-\u097f][\u200c\u200d]?)[A-Za-z\d\u0000-\u001f^~`](?=[\u200c\u200d]?[\u0900-\u0963\u0971-\u097f])/g;

/** Words of one run set at `left`, `top`: its text split at spaces, placed along the run by character count. */
export function wordsOfRun(run: Run, page: number, left: number, top: number, size: number): Word[] {
  const text = run.text.replace(/\s/g, ' ').replace(GLYPH_MAPPED_AMISS, '');
  if (!text.trim()) return [];
  const charWidth = run.width / Math.max(1, text.length);
  const words: Word[] = [];
  // A word is a run of one script: pdf.js may glue the first letters of the next Hindi label to a value ("Comprehensiveव्य").
  for (const match of text.matchAll(/[\u0900-\u097f\u200c\u200d]+|[^\s\u0900-\u097f\u200c\u200d]+/g)) {
    const followedBy = text.slice(match.index + match[0].length, match.index + match[0].length + 2);
    words.push({
      text: match[0],
      page,
      x: left + match.index * charWidth,
      y: top,
      width: match[0].length * charWidth,
      height: size,
      size,
      style: run.style,
      breakAfter: followedBy === '  ' || undefined,
      startsRun: words.length === 0 || undefined,
    });
  }
  return words;
}
