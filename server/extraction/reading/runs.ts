/**
 * The parts of one printed run: where a label ends and its value begins. A run may hold a label
 * alone ("Policy No."), a label and its value with or without a separator ("Policy No: 123",
 * "Policy No 123", "Policy No - 123"), or several pairs ("Policy No: 123 | Issue Date: 12/03/2024",
 * "Insured: A. Rao Mobile: 98450 12345"). Words are split at colons so "No:123" is two words.
 */
import type { Segment, Word } from '../page/pageModel';

export interface RunWord extends Word {
  /** A colon (or dash, equals sign) follows the word: what comes after is its value. */
  separator?: 'colon' | 'dash';
  /** A bar or semicolon follows the word: the next words start a new pair. */
  pieceEnd?: boolean;
}

/** Splits "No:123" and "No.:" at the colon, and turns lone separator words into marks on the word before. */
export function runWords(segment: Segment): RunWord[] {
  const out: RunWord[] = [];
  // A bar or semicolon ends a pair ("A: 1 | B: 2"), or leads from a label to its value where the pair
  // has no colon ("Regn. no.; JH01 SZ 7021", "POL. NO. | 1-ORAB2J8M").
  const endsPair = () => {
    for (let index = out.length - 1; index >= 0 && !out[index].pieceEnd; index--) if (out[index].separator === 'colon') return true;
    return false;
  };
  /** Words followed by a bar in a pair led to its value by a dash ("Engine no./chassis no. - L15Z937728 | MAKB…"). */
  const barsAfterDash = new Set<RunWord>();
  const afterDash = () => {
    for (let index = out.length - 2; index >= 0 && !out[index].pieceEnd; index--) if (out[index].separator === 'dash') return true;
    return false;
  };
  const markBar = (word: RunWord) => {
    if (endsPair()) word.pieceEnd = true;
    else if (afterDash()) barsAfterDash.add(word);
    else word.separator = 'colon';
  };
  for (const word of segment.words) {
    // "No:123" and "D.O.I.:12/03/2024" are a label and its value; "e:HEV" (a model name) and "00:00" (a time) are one word.
    // "Bonus (%):- 0": a label may end in its unit.
    const parts = word.text.split(/(?<=(?:[\p{L}\p{M}]{2}|\p{L}\.|%\))[.)]?[:：])|(?<=\d[:：])(?=\D)/u).filter(Boolean);
    const charWidth = word.width / Math.max(1, word.text.length);
    let offset = 0;
    for (const part of parts) {
      const piece: RunWord = { ...word, text: part, x: word.x + offset * charWidth, width: part.length * charWidth };
      offset += part.length;
      const previous = out.at(-1);
      if (/^[:：]$/.test(part.trim())) {
        if (previous) previous.separator = 'colon';
        continue;
      }
      // A dash stays a word (addresses print "Pune - 411001"); after a label it leads to the value.
      if (/^[-–—=]$/.test(part.trim()) && previous) previous.separator ??= 'dash';
      if (/^[|;]$/.test(part.trim())) {
        if (previous) markBar(previous);
        continue;
      }
      if (/[:：]$/.test(part)) {
        piece.text = part.replace(/[:：]+$/, '');
        piece.separator = 'colon';
      } else if (/[|;]$/.test(part)) {
        piece.text = part.replace(/[|;]+$/, '');
        if (piece.text) {
          out.push(piece);
          markBar(piece);
          continue;
        }
      }
      if (piece.text) out.push(piece);
      else if (previous && piece.separator) previous.separator ??= piece.separator;
    }
  }
  return barsAfterDash.size ? withBarsAfterDash(out, barsAfterDash) : out;
}

/**
 * A bar after a value led to by a dash ends the pair when a label with its own separator follows
 * ("Name - A. Rao | Mobile - 98450…"); otherwise it parts the value's pieces and stays in it as a
 * word ("Engine no./chassis no. - L15Z937728 | MAKB3G1JXPS768349": one label, two values).
 */
function withBarsAfterDash(words: RunWord[], bars: ReadonlySet<RunWord>): RunWord[] {
  const out: RunWord[] = [];
  words.forEach((word, index) => {
    out.push(word);
    if (!bars.has(word)) return;
    const next = words.slice(index + 1);
    if (!next.length) return;
    const nextEnd = next.findIndex((other) => other.separator || other.pieceEnd || bars.has(other));
    if (nextEnd >= 0 && next[nextEnd].separator && !/\d/.test(textOf(next, 0, nextEnd + 1))) word.pieceEnd = true;
    else out.push({ ...word, text: '|', x: word.x + word.width, width: 0 });
  });
  return out;
}

/** The runs's pieces: word ranges between bars and semicolons. */
export function pieces(words: readonly RunWord[]): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  words.forEach((word, index) => {
    if (word.pieceEnd || index === words.length - 1) {
      ranges.push([start, index + 1]);
      start = index + 1;
    }
  });
  return ranges.filter(([from, to]) => to > from);
}

export const textOf = (words: readonly RunWord[], from: number, to: number) =>
  words
    .slice(from, to)
    .map((word) => word.text)
    .join(' ')
    .trim();

/** A value's text: what follows a label, without the dash or equals sign that led to it, and without Hindi (values are printed in English). */
export const valueTextOf = (words: readonly RunWord[], from: number, to: number) =>
  words
    .slice(from, to)
    .filter((word) => !/^[\u0900-\u097f\u200c\u200d]+$/.test(word.text))
    .map((word) => word.text)
    .join(' ')
    .trim()
    .replace(/^[-–—=]\s*/, '');
