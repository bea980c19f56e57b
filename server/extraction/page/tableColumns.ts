/**
 * A table's cells set close together: a row of headers and the row of values under it whose cells run into each other
 * ("REGISTRATION MAKE" over "04/03/2026 Tata Motors", a little more than a space between cells). Two lines near each other
 * are rows of one table where, at two places or more, both start words at one place after starting the word before at
 * another shared place (a cell and the next, in both rows); each of those places starts a cell, though its word follows
 * only a little more than a space. (A chance start at one place, a right-aligned value's word under another's, is no
 * column: the cells before it differ. Nor are rows of words spaced alike, letter-spaced type's: one of the two words at
 * each place starts a run already, or follows a gap wider than its line's spaces.)
 */
import { centreY, right, startSamePlace, type Word } from './words';

/** A gap this many font sizes wide is more than a space (a monospaced font's space is 0.6). */
const MORE_THAN_SPACE = 0.66;
/** Rows of one table share at least this many pairs of cells, one after the other… */
const SHARED_CELLS = 2;
/** …and are at most this many text heights apart (a header wrapped over lines above its values). */
const ROWS_REACH = 6;
/** A gap this many times a line's narrowest space is no space of that line. */
const WIDER_THAN_SPACES = 1.2;
/** Words closer than this many font sizes are in touch: no space between them. */
const TOUCHING = 0.15;
/** A currency printed before its amount is the amount's ("INR   7,897.00"); a colon or dash leads to its value. */
const LEADS_ON = /^(?:rs\.?|inr|₹|[:：=|-])$/i;

/** A line's words, those that start after more than a space, and those of them surely starting a cell. */
interface Line {
  words: readonly Word[];
  starts: Word[];
  sure: Set<Word>;
}

const wordBefore = (line: Line, word: Word) => line.words[line.words.indexOf(word) - 1];

/**
 * Where a line's words start after more than a space: its first word, each run's, and any after a wide gap that starts a
 * run of the PDF's own (a later word's place in a PDF's run is reckoned from its letters, and the gap before it with it).
 * Sure starts: the first word, each run's, and any after a gap wider than the line's spaces.
 */
function lineOf(words: readonly Word[], runStarts: ReadonlySet<Word>): Line {
  const gaps = words.map((word, index) => (index === 0 ? Infinity : word.x - right(words[index - 1])));
  const narrowest = Math.min(...gaps.filter((gap, index) => gap > TOUCHING * words[index].size));
  const starts: Word[] = [];
  const sure = new Set<Word>();
  for (const [index, word] of words.entries()) {
    const opensRun = index === 0 || runStarts.has(word);
    const afterWideGap = !opensRun && word.startsRun === true && gaps[index] > MORE_THAN_SPACE * word.size && !LEADS_ON.test(words[index - 1].text);
    if (!opensRun && !afterWideGap) continue;
    starts.push(word);
    if (opensRun || gaps[index] > WIDER_THAN_SPACES * narrowest) sure.add(word);
  }
  return { words, starts, sure };
}

/**
 * Starts of `line` that follow one start and come at the place the next start of `other` does, after that one's start.
 * (Not after the same word in both: labels sharing their first word, "BROKER NAME" over "BROKER CONTACT", set wide.)
 */
function sharedCells(line: Line, other: Line): [Word, Word][] {
  const shared: [Word, Word][] = [];
  for (let index = 1; index < line.starts.length; index++) {
    const start = line.starts[index];
    const at = other.starts.findIndex((word) => startSamePlace(word, start));
    if (at <= 0 || !startSamePlace(other.starts[at - 1], line.starts[index - 1])) continue;
    const surely = line.sure.has(start) || other.sure.has(other.starts[at]);
    if (surely && wordBefore(line, start)?.text !== wordBefore(other, other.starts[at])?.text) shared.push([start, other.starts[at]]);
  }
  return shared;
}

/**
 * The words that start a cell of a table whose rows share where their cells start (see above), on text lines sorted top to
 * bottom and left to right; `runStarts` are the words that start a run already.
 */
export function alignedCellStarts(lines: readonly Word[][], runStarts: ReadonlySet<Word>): Set<Word> {
  const rows = lines.map((words) => lineOf(words, runStarts));
  const cellStarts = new Set<Word>();
  for (const [index, line] of lines.entries()) {
    if (!line.length) continue;
    const reach = ROWS_REACH * Math.max(...line.map((word) => word.height));
    for (let other = index + 1; other < lines.length; other++) {
      const below = lines[other];
      if (!below.length || below[0].page !== line[0].page || centreY(below[0]) - centreY(line[0]) > reach) break;
      const shared = sharedCells(rows[index], rows[other]);
      if (shared.length >= SHARED_CELLS) for (const pair of shared) pair.forEach((word) => cellStarts.add(word));
    }
  }
  return cellStarts;
}
