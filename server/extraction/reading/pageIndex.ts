/**
 * Questions the pairing asks of a page: which words of a run can be a value (those before a
 * label that starts later in the run), how much a run looks like a label itself, what is printed
 * to the right of a run and under it, and where a value that wraps continues.
 */
import { type Box, bottom, horizontalOverlap, type Line, type PageModel, right, type Segment, union, wrapsOnto } from '../page/pageModel';
import { isNote, type LabelReading } from './labels';
import { CONCEPTS, FREE_TEXT_KINDS, type Target, WORDY_KINDS } from '../lexicon/concepts';
import { endsOpen, findDates, isDateAlone, periodLeftOpen } from '../normalise';
import { addressLineJoin, endsInPin, isLastPartWithPin, isPin, startsPartOfItsOwn, startsNamedPart } from '../values/address';
import { FIRM_FIELDS, firmNameEnded, firmNameGoesOn } from '../values/firmName';
import { readValue } from '../values/readValue';
import { labelVocabularyShare, scoreLabel } from '../lexicon/match';
import { labelTokens } from '../lexicon/tokens';
import { holdsHindiInLatin } from '../lexicon/hindi';
import { type RunWord, textOf, valueTextOf } from './runs';
import type { SectionFinder } from './sections';

export interface Part {
  segment: Segment;
  from: number;
  to: number;
}

/** How a value may wrap: over how many lines, from which label, and how much room its column had. */
export interface Wrap {
  maxLines: number;
  label: Box;
  /** The label's own later lines, which do not stop the value. */
  labelLines?: readonly Segment[];
  target?: string;
  /** The column's width, when the value sits in a grid cell. */
  width?: number;
  /** A value starting inside its run (a model after its make) may wrap back to the run's start: a layout's sample showed where the value is. */
  wrapsToRunStart?: boolean;
  /** A run that says its line is the next row's (what followed the value on a layout's sample). */
  startsNextRow?: (segment: Segment) => boolean;
  /** Rows start at the label's left edge: a run there after the label's own lines (this many) is the next row's label, known or not. */
  rowsAtLabel?: number;
  /** The label's font: a line printed in it rather than in the value's is the next row's label, known or not. */
  labelStyle?: string;
}

export interface ValueSpan {
  parts: Part[];
  text: string;
  box: Box;
  /** 0–1: how much the value's text reads as a label itself. */
  labelishness: number;
  /** Mean OCR confidence of its words, for scans. */
  ocr?: number;
  /** Its lines were joined on a close call between a wrap and a line break. */
  doubtfulJoin?: boolean;
}

/** Whether two values were read from some of the same words. */
export const sharesWords = (a: ValueSpan, b: ValueSpan) =>
  a.parts.some((part) => b.parts.some((other) => other.segment === part.segment && other.from < part.to && part.from < other.to));

/** Whether every word of `inner` is one of `outer`'s: a value cut short of another read from the same print. */
export const withinWords = (inner: ValueSpan, outer: ValueSpan) =>
  inner.parts.length > 0 && inner.parts.every((part) => outer.parts.some((other) => other.segment === part.segment && other.from <= part.from && part.to <= other.to));

/** A column of categories repeats a few words (see inCategoryColumn) on this many rows at least. */
const CATEGORY_ROWS = 3;
const CATEGORY_WORDS = 3;

/** A column header naming the tax codes of an invoice's rows, not amounts: "SAC", "HSN / SAC", "SAC Code". */
const CODE_COLUMN_HEADER = /^(?:hsn\s*\/\s*)?(?:sac|hsn)(?:\s*\/\s*(?:sac|hsn))?(?:\s*code)?\.?$/i;

/** A page's number printed at its foot or head ("Page 1 of 2", "Page No. 3", "1 of 2"; not "12/2015"): no field's value, nor a table's row. */
const PAGE_NUMBER = /^\s*(?:page\s*(?:no\.?)?\s*\d+(?:\s*(?:of|\/)\s*\d+)?|\d+\s+of\s+\d+)\s*$/i;
/** A page's running head on the pages after the first: "… Policy Schedule (contd.)". */
const RUNNING_HEAD = /\((?:contd|cont|continued)\.?\)\s*$/i;
/** A line of the page's own print, not of the schedule: its number, its running head. */
export const isPageFurniture = (line: Line) => line.segments.every((segment) => PAGE_NUMBER.test(segment.text) || RUNNING_HEAD.test(segment.text));

/** Words joining the parts of a value: a period's two dates, a make and its model. */
const PART_JOINER = /^(?:\/|&|\||and|-|–|—|to|till|upto|until)$/i;
const TIME_UNIT = /^(?:hrs?|hours|am|pm)\.?$/i;
/** Joiners no name holds alone: a make with "and" in it ("MAHINDRA AND MAHINDRA") is still one part. */
export const MARK_JOINER = /^(?:\/|\||-|–|—)$/;
/** Words printed between the parts of a value that holds two fields' values. */
export const SEPARATOR_WORD = /^(?:\/|&|\||and)$/i;
/** A line ending in a word that leaves its phrase open: the next line goes on with it. */
const RUNS_ON_END = /(?:\b(?:near|opp\.?|opposite|behind|beside|the|of|and|at|on|in|to|no\.?)|&|-)\s*$/i;
/** Left edges within this many points are one column. */
export const ALIGN = 8;
/** How surely a line's first words must name a field to start a row of their own. */
const NEXT_ROW_LABEL = 0.7;
/** How surely they must, over a line that goes on an address left open (see continuation). */
const SURE_ROW_LABEL = 0.85;
/** The end of an identifier or an e-mail address wrapped to the next line: "…0541" / "445", "…@yahoo.co" / ".in", "…hotmail.c" / "om". */
const WRAPPED_TAIL = /^(?:[A-Z0-9]{1,6}|\.?[a-z]{1,6})$/;
/** The rest of an e-mail address's domain: "ail.com", "co.in". */
const EMAIL_DOMAIN_END = /^[a-z0-9-]*(?:\.[a-z]{2,6})+$/i;
/** A value beside a label's unread upper line is at most this many text heights above the label. */
const RAISED_REACH = 2.2;
/** OCR boxes are the ink's, lower than the type's size: a line's height taken as at least this (points). */
const MIN_TEXT_HEIGHT = 7;
/** …and starts at most this far (points) right of the label. */
const RAISED_GAP = 320;
/** Runs of one raised value are at most this many text heights apart. */
const RAISED_RUN_GAP = 4;
/** A value set lower than its label's top by at most this many text heights is beside it, not a row under it. */
const LOWERED_REACH = 0.75;
/** Lines of a paragraph, or of a value wrapped over lines, are at most this many of their heights apart. */
export const PARAGRAPH_LEADING = 1.8;
/** Runs closer than this (points) are one block: a label's two languages. */
const BLOCK_GAP = 15;
/** A label naming its field this well is one, whatever else its words spell. */
export const SURE_LABEL = 0.9;

/**
 * Labels are words a label vocabulary knows; values hold names and words it does not
 * ("Trustline Insurance Brokers"). A short run of nothing but label words reads as a label even
 * when it names no field ("CODE", "NAME").
 */
function labelishnessOf(tokens: string[]): number {
  if (!tokens.length) return 0;
  const share = labelVocabularyShare(tokens);
  const score = (scoreLabel(tokens)[0]?.score ?? 0) * share;
  return Math.max(score, share >= 0.99 && tokens.length <= 5 ? 0.7 : 0);
}

/**
 * A label that opens its run without a separator and names its field by two label words or more
 * ("AGENT / BROKER NAME Prabal …", "MODEL NAME Scorpio-N"): the run is that label's, no value of another.
 */
function leadsRun(reading: LabelReading): boolean {
  // Not a distractor's: "Insurance Co. Ltd." goes on a name wrapped before it. (A pair's end, a bar or an item number, opens a piece as the run's start does.)
  const afterPiece = reading.from > 0 && reading.words[reading.from - 1]?.pieceEnd;
  if ((reading.from !== 0 && !afterPiece) || !reading.value || reading.strength < SURE_LABEL || CONCEPTS[reading.targets[0].target].kind === 'none') return false;
  const tokens = labelTokens(reading.text);
  // (Its value reads as its field's: "OLD NO. 12, NEW NO. 27" opens an address, no previous policy's number.)
  const value = readValue(reading.targets[0].target, textOf(reading.words, ...reading.value), reading.text);
  return (afterPiece || tokens.length >= 2) && labelVocabularyShare(tokens) === 1 && value !== undefined;
}

/**
 * A weak label spelling a value of its own field's wordy kind is that value ("Private Car Package Policy - Renewal" under
 * "Product / Type of Business": a policy type, then the business type set off by a dash), no label of the run.
 */
function spellsItsValue(reading: LabelReading): boolean {
  const target = reading.targets[0]?.target;
  return reading.strength < SURE_LABEL && target !== undefined && WORDY_KINDS.has(CONCEPTS[target].kind) && readValue(target, reading.text)?.quality === 1;
}

export class PageIndex {
  private readonly bySegment = new Map<number, LabelReading[]>();
  /** Readings of labels printed over lines, by their later lines. */
  private readonly byRestLine = new Map<number, LabelReading[]>();
  private readonly rightEdge = new Map<number, number>();
  private readonly labelScores = new Map<string, number>();
  private categoryCells?: Set<number>;

  constructor(
    readonly model: PageModel,
    readonly readings: readonly LabelReading[],
    readonly runs: ReadonlyMap<number, RunWord[]>,
    readonly sectionOf: SectionFinder,
  ) {
    for (const reading of readings) this.bySegment.set(reading.segment.id, [...(this.bySegment.get(reading.segment.id) ?? []), reading]);
    for (const reading of readings) for (const line of reading.rest ?? []) this.byRestLine.set(line.id, [...(this.byRestLine.get(line.id) ?? []), reading]);
    for (const segment of model.segments) this.rightEdge.set(segment.page, Math.max(this.rightEdge.get(segment.page) ?? 0, right(segment)));
  }

  wordsOf(segment: Segment): RunWord[] {
    return this.runs.get(segment.id) ?? [];
  }

  readingsOf(segment: Segment): LabelReading[] {
    return this.bySegment.get(segment.id) ?? [];
  }

  /**
   * Where a label starts in the run (after word `after`: a value run on after its label ends at the next): one set off by a
   * separator and naming a field at least `setOffStrength` well, or one leading its run (see leadsRun). Words before it may be a value.
   */
  labelStart(segment: Segment, after = -1, setOffStrength = 0.4): number {
    const starts = this.readingsOf(segment)
      .filter((reading) => reading.from > after && ((reading.separated && reading.strength >= setOffStrength && !spellsItsValue(reading)) || leadsRun(reading)))
      .map((reading) => reading.from);
    return starts.length ? Math.min(...starts) : this.wordsOf(segment).length;
  }

  /** How much words [from, to) of a run read as a label: ending in a colon, or naming a target. */
  labelishness(segment: Segment, from: number, to: number): number {
    const words = this.wordsOf(segment);
    // A mark after a label leads to its value; after a code cut at a bar ("H4K-YZ46892 |") it ends a part.
    if (to > from && words[to - 1]?.separator === 'colon' && (words[to - 1].text.match(/\d/g)?.length ?? 0) < 3) return 1;
    const key = `${segment.id}:${from}:${to}`;
    let score = this.labelScores.get(key);
    if (score === undefined) {
      const text = textOf(words, from, to);
      score = /\d/.test(text) ? 0 : labelishnessOf(labelTokens(text));
      this.labelScores.set(key, score);
    }
    return score;
  }

  /** The value words of a whole run printed apart (right of or under a label), if it has some. */
  valueOfRun(segment: Segment): ValueSpan | undefined {
    if (PAGE_NUMBER.test(segment.text)) return undefined;
    // A run opening with its label's separator is a value from its start, though its words read as a label too (": Pvt Car").
    const to = this.labelStart(segment, /^\s*[:：]/.test(segment.text) ? 0 : -1);
    if (to === 0) return undefined;
    return this.span([{ segment, from: 0, to }]);
  }

  span(parts: Part[], joined?: string): ValueSpan {
    const first = parts[0];
    const words = parts.flatMap((part) => this.wordsOf(part.segment).slice(part.from, part.to));
    const ocr = words.filter((word) => word.confidence !== undefined);
    return {
      parts,
      text: joined ?? parts.map((part) => valueTextOf(this.wordsOf(part.segment), part.from, part.to)).join('\n'),
      // A value that runs on over a page break is shown where it starts.
      box: union(words.filter((word) => word.page === first.segment.page)),
      labelishness: this.labelishness(first.segment, first.from, first.to),
      ocr: ocr.length ? ocr.reduce((sum, word) => sum + word.confidence!, 0) / ocr.length : undefined,
    };
  }

  /**
   * A value of `count` parts ("DLA-NH32569 / MEXY…", "G4FL-YY64901 & MAL3…"), cut at the words
   * between them (a slash, an ampersand, a bar), going on to the next line when the first line ends
   * with one of them. Undefined when it does not have that many parts.
   */
  valueParts(span: ValueSpan, count: number): ValueSpan[] | undefined {
    const [{ segment, from }] = span.parts;
    const words = this.wordsOf(segment);
    let { to } = span.parts[0];
    // Parts a bar sets apart ("HZL-LN35692 | MZ7G…") are pieces of the run: those after it that hold no label of their own.
    while (words[to - 1]?.pieceEnd && to < words.length) {
      const end = words.findIndex((word, index) => index >= to && (word.pieceEnd || index === words.length - 1)) + 1;
      if (words.slice(to, end).some((word) => word.separator)) break;
      to = end;
    }
    const parts = this.cutAtSeparators(segment, from, to);
    // A value cut after its separator ("D4FEDF5849332 /", "15BRTQZO0541445 |") goes on at the start of the next line, and
    // so on while each line ends cut ("17,188.91 /" over "3,094.00 /" over "20,282.91").
    let [run, end] = [segment, to];
    const atLeft = (x: number) => (other: Segment) => Math.abs(other.x - x) <= ALIGN;
    while (parts.length < count && this.endsCut(run, end)) {
      // Under the value, or under the run when the label leads it ("Engine & Chassis No.:- G3LEGP0954953 |").
      // Set against the right margin, its next line ends where it does.
      const rightAligned = this.atRightEdge(run) || this.inRightAlignedColumn(run);
      const below = this.alignedBelow(run, atLeft(span.box.x)) ?? this.alignedBelow(run, atLeft(run.x)) ?? this.alignedBelow(run, (other) => Math.abs(right(other) - right(run)) <= ALIGN && rightAligned);
      const belowEnd = below ? this.labelStart(below) : 0;
      if (!below || belowEnd <= 0) break;
      // (A line not itself cut is the last part whole: "H. No. 12 and 13, Sector 5" under "Anil Sharma /".)
      parts.push(...(this.endsCut(below, belowEnd) ? this.cutAtSeparators(below, 0, belowEnd) : [{ segment: below, from: 0, to: belowEnd }]));
      [run, end] = [below, belowEnd];
    }
    // A part cut at a bar ends in a separator mark, which alone would make it look like a label.
    return parts.length === count ? parts.map((part) => ({ ...this.span([part]), labelishness: Math.min(span.labelishness, this.span([part]).labelishness) })) : undefined;
  }

  /** The words from..to of a run cut into parts at the separators between them (a slash, an ampersand, a bar). */
  private cutAtSeparators(segment: Segment, from: number, to: number): Part[] {
    const words = this.wordsOf(segment);
    const parts: Part[] = [];
    let start = from;
    for (let index = from; index <= to; index++) {
      // In a run that is all value, a bar between the parts was read as a separator ("H4K-MY36942 | MEENA1B29…").
      const afterMark = index > from && (words[index - 1].pieceEnd || words[index - 1].separator !== undefined);
      if (index === to || SEPARATOR_WORD.test(words[index].text) || afterMark) {
        if (index > start) parts.push({ segment, from: start, to: index });
        start = SEPARATOR_WORD.test(words[index]?.text ?? '') ? index + 1 : index;
      }
    }
    return parts;
  }

  /** Whether the words of a run up to `to` end cut after a separator, their value going on at the next line's start. */
  private endsCut(segment: Segment, to: number): boolean {
    const rest = this.wordsOf(segment).slice(to - 1);
    return rest[0]?.pieceEnd === true || SEPARATOR_WORD.test(rest.at(-1)?.text ?? '') || (rest.length === 1 && rest[0].separator !== undefined);
  }

  /**
   * A period's span cut down to the words from its first date to its last, its text kept: a period
   * read out of a sentence ("… no. 7181… covering registration no. BR01… is in force from 05-JUL-2023
   * to 04-JUL-2024") does not hold the sentence's other values' words.
   */
  datesOnly(span: ValueSpan): ValueSpan {
    const words = span.parts.flatMap((part) => Array.from({ length: part.to - part.from }, (_, offset) => ({ segment: part.segment, index: part.from + offset })));
    if (words.length <= 6) return span;
    const text = (from: number, to: number) => words.slice(from, to).map(({ segment, index }) => this.wordsOf(segment)[index].text).join(' ');
    const dates = findDates(text(0, words.length)).length;
    if (!dates) return span;
    let first = 0;
    while (first + 1 < words.length && findDates(text(first + 1, words.length)).length === dates) first += 1;
    let last = words.length;
    while (last - 1 > first && findDates(text(first, last - 1)).length === dates) last -= 1;
    const kept = words.slice(first, last);
    const parts: Part[] = [];
    for (const { segment, index } of kept) {
      const previous = parts.at(-1);
      if (previous && previous.segment === segment && previous.to === index) previous.to += 1;
      else parts.push({ segment, from: index, to: index + 1 });
    }
    return { ...this.span(parts, span.text), labelishness: span.labelishness };
  }

  /** What joins each part of a run's split to the next: the joiner word between them, or the comma or bar ending the first. */
  partJoiners(segment: Segment, parts: readonly [number, number][]): string[] {
    const words = this.wordsOf(segment);
    return parts.slice(0, -1).map(([, end], index) => {
      if (end < parts[index + 1][0] && PART_JOINER.test(words[end].text)) return words[end].text.toLowerCase();
      return words[end - 1].pieceEnd ? '|' : /,$/.test(words[end - 1].text) ? ',' : '';
    });
  }

  /**
   * Words [from, to) of a run cut into the parts of a value holding several ("18/08/2023 to
   * 17/08/2024", "Tata Motors - Nexon XZ", "MG MOTOR INDIA, Comet EV"): word ranges between the
   * words that join them.
   */
  partsOfRun(segment: Segment, from: number, to: number, joiners = PART_JOINER): [number, number][] {
    const words = this.wordsOf(segment);
    const parts: [number, number][] = [];
    let start = from;
    for (let index = from; index < to; index++) {
      const joiner = joiners.test(words[index].text);
      // A comma ends a part, but not the one inside a date ("December 3, 2025").
      const clauseComma = /,$/.test(words[index].text) && !/^\d{4}\b/.test(words[index + 1]?.text ?? '');
      if (joiner || words[index].pieceEnd || clauseComma) {
        const end = joiner ? index : index + 1;
        if (end > start) parts.push([start, end]);
        start = index + 1;
      }
    }
    if (to > start) parts.push([start, to]);
    return parts;
  }

  /** The run ends at the page's printed right edge (a list whose values are set against the right margin). */
  atRightEdge(segment: Segment): boolean {
    return Math.abs(right(segment) - this.rightEdge.get(segment.page)!) < 3;
  }

  /** A run set against the right margin or in a right-aligned column: a list's amounts, however far from their labels. */
  setRight(segment: Segment): boolean {
    const column = (other: Segment) => other.page === segment.page && other.line !== segment.line && Math.abs(other.line - segment.line) <= 4 && Math.abs(right(other) - right(segment)) <= 1;
    return this.atRightEdge(segment) || this.model.segments.some(column);
  }

  /** Whether a run ends where the runs of nearby lines ending its column do, starting elsewhere ("2024" over "K15C226283 /"). */
  inRightAlignedColumn(segment: Segment): boolean {
    return this.model.segments.some(
      (other) => other.page === segment.page && other.line !== segment.line && Math.abs(other.line - segment.line) <= 3 && Math.abs(right(other) - right(segment)) <= 1 && Math.abs(other.x - segment.x) > ALIGN,
    );
  }

  /**
   * The next run to the right on the segment's line (Hindi words beside an English label skipped), past the cells of a
   * column of codes: a tax invoice's "SAC" column prints its code between each row's label and amount.
   */
  nextRight(segment: Segment): Segment | undefined {
    const next = this.model.lines[segment.line].segments.find((other) => other.x > segment.x && other.id !== segment.id && !other.hindiOnly && /[\p{L}\p{N}]/u.test(other.text));
    return next && (this.inCodeColumn(next) || this.inCategoryColumn(next)) ? this.nextRight(next) : next;
  }

  /**
   * Whether a run is a cell of a table's column of categories: words without figures printed at one place on three rows or
   * more ("I - OD", "II - TP" in a premium's "Section" column between each row's particulars and its amount): a row's label
   * reads past it to its amount.
   */
  inCategoryColumn(run: Segment): boolean {
    if (!this.categoryCells) {
      const cells = new Map<string, Segment[]>();
      for (const segment of this.model.segments) {
        const text = segment.text.trim();
        if (/\d/.test(text) || text.split(/\s+/).length > CATEGORY_WORDS || !/\p{L}/u.test(text)) continue;
        const key = `${segment.page}|${text}`;
        cells.set(key, [...(cells.get(key) ?? []), segment]);
      }
      this.categoryCells = new Set();
      for (const group of cells.values()) {
        for (const segment of group) {
          const column = group.filter((other) => Math.abs(other.x - segment.x) <= ALIGN);
          if (column.length >= CATEGORY_ROWS) this.categoryCells.add(segment.id);
        }
      }
    }
    return this.categoryCells.has(run.id);
  }

  /** Whether a run is a cell under a column header naming codes ("SAC", "HSN/SAC", "SAC Code"), the column's other cells between. */
  inCodeColumn(run: Segment): boolean {
    for (let index = run.line - 1; index >= 0 && index >= run.line - 30; index--) {
      const line = this.model.lines[index];
      if (line.page !== run.page) return false;
      const over = line.segments.find((other) => horizontalOverlap(other, run) > 0);
      if (!over) continue;
      if (CODE_COLUMN_HEADER.test(over.text.trim())) return true;
      if (!/\d/.test(over.text)) return false;
    }
    return false;
  }

  /**
   * A value set a little lower than its label, on a line of its own right of it ("Policy Number" beside "3001/MC/…" set 4
   * points lower, the label's Hindi under both): the label's, before any raised one (the row above's).
   */
  loweredRight(segment: Segment, target?: string): Segment | undefined {
    // (Not a label's Hindi wording over its English, the value printed between them: the English one reads it whole.)
    if (segment.hindiOnly || holdsHindiInLatin(segment.text)) return undefined;
    const next = this.model.lines[segment.line + 1];
    if (!next || next.page !== segment.page || next.y - segment.y > LOWERED_REACH * segment.height) return undefined;
    if (next.segments.some((other) => other.x < right(segment))) return undefined;
    const [run] = next.segments;
    if (!run || run.x - right(segment) >= RAISED_GAP) return undefined;
    // (Nor the later line of a value printed from just above the label, left open or wrapped for width: "…, Bhopal," /
    // "Madhya Pradesh - 462016", "…, Lucknow, Uttar" / "Pradesh - 226010" beside "Address", its Hindi wording over it.)
    const above = this.model.lines[segment.line - 1];
    const first = above?.page === segment.page && above.segments.find((other) => Math.abs(other.x - run.x) <= ALIGN && run.y - other.y <= PARAGRAPH_LEADING * other.height);
    const wrapsWords = target !== undefined && FREE_TEXT_KINDS.has(CONCEPTS[target as Target].kind);
    return first && (endsOpen(first.text) || (wrapsWords && right(first) > right(run))) ? undefined : run;
  }

  /**
   * The runs right of a label on the line just above it, when nothing is printed over the label
   * itself: a label of two lines whose upper one (Hindi, often) was not read leaves its value,
   * printed beside the upper line, a line higher than the label. Runs ending before the run right of
   * the label only, or, beside the label's own Hindi line, over that run: a value centred or set right
   * starts its first line further right ("पता : PLOT 100, VAISHALI NAGAR" over "Address …  THIRUVANANTHAPURAM").
   */
  raisedRight(segment: Segment, rightRun: Segment | undefined, target?: string): Segment[] {
    // (A label in Hindi alone further right on the label's line starts the next column: "समाप्ति तिथि" | "बोनस".)
    const nextLabel = this.model.lines[segment.line].segments.find((other) => other.hindiOnly && other.x - right(segment) > 12);
    const before = Math.min(rightRun?.x ?? Infinity, nextLabel?.x ?? Infinity);
    const reach = Math.max(segment.height, MIN_TEXT_HEIGHT) * RAISED_REACH;
    const above: Segment[] = [];
    for (let index = segment.line - 1; index >= 0; index--) {
      const line = this.model.lines[index];
      if (line.page !== segment.page || segment.y - (line.y + line.height) > reach) break;
      // Each run by its own place: OCR may set a run lower than the line it joined (a value beside another row's).
      above.push(...line.segments.filter((other) => segment.y - other.y <= reach && /[\p{L}\p{N}]/u.test(other.text)));
    }
    // Over the label may be its own Hindi wording (in Devanagari or in Latin letters: "Policy Sankhya" over "Policy Number"),
    // which the value is printed beside; anything else read there is another row.
    // (Or in the English word Hindi borrows, "Model" over "Model & Variant", with no value of its own beside it.)
    const ownWording = (other: Segment) =>
      other.hindiOnly || (target !== undefined && this.isLabelOf(other, target) && (holdsHindiInLatin(other.text) || this.nextRight(other) === undefined));
    if (above.some((other) => !ownWording(other) && other.x < right(segment) + ALIGN && right(other) > segment.x - ALIGN)) return [];
    const rightOfLabel = above.filter((other) => other.x > right(segment) && !ownWording(other)).sort((a, b) => a.x - b.x);
    const ownHindi = above.some((other) => ownWording(other) && Math.abs(other.x - segment.x) <= ALIGN);
    const beside = rightOfLabel.filter((other) => right(other) < before);
    const overRightRun = ownHindi && rightRun && !beside.length ? rightOfLabel.filter((other) => horizontalOverlap(other, rightRun) > 0).slice(0, 1) : [];
    const runs = beside.length ? beside : overRightRun;
    // (However far right, a value in a column set right: the amounts of a premium list.)
    if (!runs.length || (runs[0].x - right(segment) > RAISED_GAP && !this.setRight(runs[0]))) return [];
    // The value is the first run and those printed on with it; a run on another line or far off is another column's.
    const value = [runs[0]];
    for (const run of runs.slice(1)) {
      const last = value.at(-1)!;
      if (run.line !== last.line || run.x - right(last) > RAISED_RUN_GAP * last.height) break;
      value.push(run);
    }
    return value;
  }

  /** Where the next column starts right of a box: the nearest run starting right of it on its lines and those `reach` below. */
  nextColumnStart(box: Box, reach: number): number {
    const starts = this.model.segments
      .filter((segment) => segment.page === box.page && segment.y > box.y - box.height && segment.y < bottom(box) + reach && segment.x > right(box) + 10)
      .map((segment) => segment.x);
    return starts.length ? Math.min(...starts) : Infinity;
  }

  /** The runs on the lines under a box that overlap the column [from, to), nearest line first. */
  *linesBelow(box: Box, from: number, to: number, reach: number): Generator<Segment[]> {
    const start = this.model.segments.find((segment) => segment.page === box.page && segment.y > box.y + box.height * 0.5)?.line;
    if (start === undefined) return;
    for (let index = start; index < this.model.lines.length; index++) {
      const line = this.model.lines[index];
      if (line.page !== box.page || line.y - bottom(box) > reach) return;
      const inColumn = line.segments.filter((segment) => !segment.hindiOnly && segment.x < to && right(segment) > from && segment.y > box.y + box.height * 0.5);
      if (inColumn.length) yield inColumn;
    }
  }

  /**
   * The value's later lines: runs under its first line, starting where it starts (or, for a value
   * run on after its label, where the label starts), close enough to be one value, and not read as
   * a label. A run in the label's column stops it unless it reads as the same label's second line
   * ("Correspondence" / "Address"). Lines the printer wrapped for width run on with a space; others
   * are kept apart.
   */
  continuation(first: ValueSpan, wrap: Wrap): ValueSpan {
    const parts = [...first.parts];
    let text = first.text;
    let previous = first.box;
    const start = first.box.x;
    const end = right(first.box);
    const { label } = wrap;
    const inRun = first.parts[0].segment.x <= label.x + 1 && first.parts[0].from > 0;
    const labelLeft = this.blockLeft(label);
    let doubtfulJoin = false;
    const wrapKind = wrap.target === undefined ? undefined : CONCEPTS[wrap.target as Target]?.kind;
    const [wrapsAddress, wrapsPeriod] = [wrapKind === 'address', wrapKind === 'period'];
    // A value that starts inside its run (after its label, or a make before it) may wrap back to the run's start.
    const runStart = wrap.wrapsToRunStart && first.parts[0].from > 0 ? first.parts[0].segment.x : undefined;
    // A value run on after its label wraps back under the label, or under the Hindi wording printed before it.
    const backUnderLabel = (segment: Segment) => Math.abs(segment.x - label.x) <= ALIGN || Math.abs(segment.x - labelLeft) <= ALIGN;
    const aligned = (segment: Segment, line: Line) =>
      Math.abs(segment.x - start) <= ALIGN ||
      (inRun && backUnderLabel(segment)) ||
      (runStart !== undefined && (runStart > right(label) || runStart < label.x - ALIGN) && Math.abs(segment.x - runStart) <= ALIGN) ||
      (Math.abs(right(segment) - end) <= ALIGN && segment.x > right(label)) ||
      // An address centred in its table cell, left open, wraps centred under its first line ("…, Serilingampally," / "Hyderabad 500019").
      (wrapsAddress && /[,–-]\s*$/.test(first.text) && segment.x > start && right(segment) < end && Math.abs(segment.x + segment.width / 2 - (start + end) / 2) <= ALIGN) ||
      // A value printed right after its label, before the column other rows' values start in, wraps to that column
      // under its first line ("…BROKER NAME: Unnati Risk …" / "Brokers Pvt. Ltd." where the next row's value starts).
      (segment.x > start &&
        segment.x - start < 0.25 * first.box.width &&
        !line.segments.some((other) => other !== segment && other.x < segment.x) &&
        this.model.segments.some((other) => other.page === segment.page && other.line !== segment.line && Math.abs(other.x - segment.x) <= 1));
    // A firm's name may take a line more than a person's ("KONARK SURAKSHA" / "GENERAL INSURANCE CO." / "LTD.").
    const firmName = wrap.target !== undefined && FIRM_FIELDS.has(wrap.target);
    // So may a period whose second date its second line leaves open ("… 2024 to (23:59 Hrs) of September" / "4, 2025"),
    // and an address in a narrow column whose last allowed line ends in a comma or a dash ("CHANDIGARH," / "CHANDIGARH - 160002",
    // "Bhopal, Madhya Pradesh -" / "462082").
    const maxLines = firmName || wrapsPeriod || wrapsAddress ? wrap.maxLines + 1 : wrap.maxLines;
    // (A note in brackets under the label is the label's: "2. Address for correspondence" / "(with PIN code)".)
    const labelsNote = (segment: Segment) => isNote(segment) && segment.x >= label.x - ALIGN && right(segment) <= right(label) + ALIGN;
    const ownLabel = (segment: Segment) => (Math.abs(segment.x - label.x) <= 1 && Math.abs(segment.y - label.y) <= 1) || labelsNote(segment);
    for (let index = first.parts.at(-1)!.segment.line + 1; index < this.model.lines.length && parts.length < maxLines; index++) {
      const line = this.model.lines[index];
      if (!wrapsOnto(previous, line)) break;
      const next = line.segments.find((segment) => !segment.hindiOnly && aligned(segment, line));
      // A line of the other column, printed a little higher or lower, comes between the value's lines; so does the label's own
      // line under a value raised beside its upper line ("TC 25/1893, Vazhuthacaud" / "Address" / "Thiruvananthapuram, …").
      if (!next && !line.segments.some((segment) => !ownLabel(segment) && segment.x < end + ALIGN && right(segment) > label.x - ALIGN)) continue;
      if (!next) break;
      const firmGoesOn = firmName && next.style === first.parts[0].segment.style && firmNameGoesOn(text, next.text);
      // (Left open on a dash, only for its PIN: "Bhopal, Madhya Pradesh -" / "462082".)
      const addressLeftOpen = wrapsAddress && (text.trimEnd().endsWith(',') || (/[-–—]$/.test(text.trimEnd()) && /^\d/.test(next.text)));
      const leftOpen = (wrapsPeriod && periodLeftOpen(text)) || addressLeftOpen;
      // An address left open on a comma goes on over a line of its own kind, one ending in its PIN or left open too, though it
      // opens with a label's words ("Model Town, Panaji, Goa - 403055", "Model Town, Nashik, Maharashtra -"); not over
      // "Mobile 9876543210" or "Hypothecated To: HDFC Bank Ltd".
      const addressGoesOn = addressLeftOpen && (endsInPin(next.text) || endsOpen(next.text));
      // (A firm's name closed by its legal form goes on only to its code in brackets: "… Pvt. Ltd." / "(BBB-MP-118)".)
      const firmEnded = firmName && firmNameEnded(text) && !next.text.trim().startsWith('(');
      if ((parts.length >= wrap.maxLines || firmEnded) && !firmGoesOn && !leftOpen) break;
      const blocked = line.segments.some(
        (segment) =>
          segment !== next &&
          !wrap.labelLines?.includes(segment) &&
          // (Labels set right against their values end where the label does: "Broker" over "Broker code".)
          (segment.x >= labelLeft - ALIGN || Math.abs(right(segment) - right(label)) <= ALIGN) &&
          segment.x < start - ALIGN &&
          ((wrap.rowsAtLabel !== undefined && parts.length >= wrap.rowsAtLabel && Math.abs(segment.x - label.x) <= ALIGN) || this.isOtherLabel(segment, wrap.target)),
      );
      const rowLabel = addressGoesOn ? SURE_ROW_LABEL : NEXT_ROW_LABEL;
      const to = this.labelStart(next, -1, addressGoesOn ? rowLabel : undefined);
      // A value goes on in its own size; a smaller print under it is a note (OCR sizes are too rough to tell).
      const resized = next.words[0].confidence === undefined && Math.abs(next.words[0].size - first.parts[0].segment.words[0].size) > 0.5;
      const valueStyle = first.parts[0].segment.style;
      // A line in the labels' font with a value in the value's font beside or under it is the next row's label ("Battery (kWh)"
      // over "50.3 kWh"); not a value's later line printed plainer than its first (a bold name over its address).
      const inLabelFont = next.style === wrap.labelStyle && next.style !== valueStyle && this.hasValueBesideOrUnder(next, valueStyle);
      // A line starting with a field's label and its value ("Mobile 60151 86970") is the next row ("Insurance Co. Ltd." goes on);
      // so is any label a separator or a figure leads to ("Variant : Smart", "Intermediary Contact No. 6464700013").
      const valueText = (reading: LabelReading) => textOf(this.wordsOf(next), reading.value![0], reading.value![1]);
      // Where labels lead their values in one run, a whole label back at the label's x is the next row's ("SUB MODEL Z6").
      const rowLikeLabels = (reading: LabelReading) => inRun && !firmGoesOn && reading.strength >= 1 && backUnderLabel(next);
      // A period's second line starts with its joiner ("From 15-Feb-2026 12:00 AM" / "To 14-Feb-2027 11:59 PM"), or with the
      // first date's time unit before it ("22 October 2025 00:01" / "hrs TO 21 October 2026"): no next row.
      const [firstWord, secondWord] = this.wordsOf(next).map((word) => word.text);
      const periodGoesOn = wrapsPeriod && (PART_JOINER.test(firstWord ?? '') || (TIME_UNIT.test(firstWord ?? '') && PART_JOINER.test(secondWord ?? '')));
      const nextRow = !periodGoesOn && this.readingsOf(next).some(
        (reading) =>
          reading.from === 0 &&
          reading.value &&
          reading.strength >= rowLabel &&
          (CONCEPTS[reading.targets[0].target].kind !== 'none' || reading.separated || /\d{3}/.test(valueText(reading)) || rowLikeLabels(reading)) &&
          reading.targets[0].target !== wrap.target &&
          // An address goes on over words a label has ("Model Town", "Station Road"): its next row is set off or holds a figure
          // or an e-mail address ("E-MAIL jyoti.nair@gmail.com"); over a line going on an address, only set off.
          (!wrapsAddress || reading.separated || (!addressGoesOn && /\d|@/.test(valueText(reading)))),
      );
      // A name does not go on into a "key : value" line ("Valid Upto : 12-Nov-2027", "LICENCE EXPIRY = …"), whatever its key; nor into a
      // "key - value" line whose key reads as a field's label ("Licence Expiry - March 18, 2027"; not "INDIA - Kushaq Active", "Co - Delhi").
      const dashedKey = /^[\p{L}\s.()/&']{2,40}\s[-–]\s/u.test(next.text) && this.readingsOf(next).some((reading) => reading.from === 0 && reading.separated && reading.strength >= 0.3 && CONCEPTS[reading.targets[0].target].kind !== 'none');
      const keyAndValue = !wrapsAddress && (/^[\p{L}\s.()/&'-]{2,40}[:：=]/u.test(next.text) || dashedKey);
      // Nor into a date alone, another row's value ("Suvidha Insurance Brokers Pvt. Ltd." over "VALID UPTO | 2/10/2026"); and
      // a person's name holds no figures: a line with one under it is the address ("Sneha Avinash Joshi" over "Row House 6, …").
      const noNameLine = wrapKind === 'name' && (isDateAlone(next.text) || (!firmName && /\d/.test(next.text)));
      const sampleNextRow =
        wrap.startsNextRow !== undefined && line.segments.some((segment) => !wrap.labelLines?.includes(segment) && segment.x >= Math.min(start, label.x) - ALIGN && segment.x < end + ALIGN && wrap.startsNextRow!(segment));
      // An address ended at its PIN: where the next line starts back under its run's label ("… Goa - 403015" over "Customer
      // GSTIN NA"), or holds a figure or only a label's words ("… Karnataka - 560068" over "Customer ID" in a scan, every run
      // in one style); not "Near Post Office" nor "Maharashtra, India".
      const afterPin = wrapsAddress && endsInPin(text) && ((inRun && backUnderLabel(next)) || /\d/.test(next.text) || this.labelishness(next, 0, to) >= 0.7);
      if (blocked || resized || inLabelFont || nextRow || keyAndValue || noNameLine || sampleNextRow || afterPin || to === 0) break;
      // Values share a font; a label of the next row usually does not.
      const labelish = this.labelishness(next, 0, to);
      if (!firmGoesOn && (labelish >= 0.85 || (labelish >= 0.3 && next.style !== first.parts[0].segment.style))) break;
      const words = this.wordsOf(next);
      // A right-aligned value had the room from its label to the right edge; a left-aligned one up to the next run.
      const edge = this.rightEdge.get(next.page)!;
      const rightAligned = Math.abs(end - edge) < 3 && Math.abs(right(next) - edge) < 3;
      // (A last column under its label has no column after it: its room runs to the page's printed edge.)
      const available = rightAligned ? edge - right(label) - 10 : Number.isFinite(wrap.width) ? wrap.width! : this.columnWidth([first.parts[0].segment.line, index], start);
      const backToMargin = inRun && backUnderLabel(next);
      const needed = previous.width + words[0].width + 0.3 * words[0].size;
      // A line broken where the next word would not fit may still be broken on purpose (between the parts of an
      // address): it ran on only where the words say so (a phrase left open, a line going on in lower case).
      const noRoom = needed >= available - 2;
      // An address line that parts its own pieces with commas and ends without one was wrapped ("SALT" / "LAKE SECTOR V"),
      // unless the next line starts a part of its own: a word alone ("Teynampet" / "Chennai, Tamil Nadu"), the last part and
      // its PIN ("Rohini" / "New Delhi, Delhi - 110085"), a landmark ("Kothrud" / "Near Bus Stand").
      const nextText = valueTextOf(words, 0, to);
      const partsWithCommas =
        wrapsAddress &&
        /,\s/.test(valueTextOf(this.wordsOf(parts.at(-1)!.segment), parts.at(-1)!.from, parts.at(-1)!.to)) &&
        // (Nor a line broken with room to spare before a part named whole: "Gaur Saundaryam" / "Sector 4, Greater Noida West".)
        // A line the next word would not fit on, over a line parting its pieces with commas too, was broken where a space
        // was, or it would end in the comma ("Pimple" / "Saudagar, Pune - 411027"; not "6th Main" / "Malleshwaram").
        ((noRoom && /,\s*\S/.test(nextText) && !isLastPartWithPin(nextText)) || (!startsPartOfItsOwn(nextText) && !startsNamedPart(nextText)));
      const runsOn = RUNS_ON_END.test(text) || /^[a-z(&]/.test(words[0].text);
      // An address's words may say it: a line starting "Road, Pune" goes on; one after "… Nagar" starts a new part.
      const addressSays = wrapsAddress ? addressLineJoin(text, nextText) : undefined;
      const wrapped = backToMargin || text.endsWith(',') || (addressSays ? addressSays === 'join' : (noRoom && runsOn) || partsWithCommas);
      // Whether an address line was wrapped or broken on purpose decides a comma; only a line ending in one leaves no doubt.
      if (!backToMargin && !text.endsWith(',')) doubtfulJoin = true;
      // A PIN keeps the dash before it ("Maharashtra" / "- 400048"), which a value's first word loses.
      // So does a make's model after the dash between them ("SKODA AUTO VOLKSWAGEN INDIA" / "- Slavia Ambition").
      const keepsDash = /^[-–—]$/.test(words[0].text) && to > 1 && (!wrapsAddress || isPin(valueTextOf(words, 1, to)));
      text += (wrapped ? ' ' : '\n') + (keepsDash ? '- ' : '') + nextText;
      parts.push({ segment: next, from: 0, to });
      previous = union(words.slice(0, to));
    }
    return parts.length === first.parts.length ? first : { ...this.span(parts, text), labelishness: first.labelishness, doubtfulJoin };
  }

  /**
   * The room a value's column gives on its lines: up to the nearest run to its right on any of them
   * (the other column), or the page's printed right edge.
   */
  private columnWidth(lines: number[], start: number): number {
    const beside = lines.flatMap((line) => this.model.lines[line].segments).filter((segment) => segment.x > start + 20).map((segment) => segment.x);
    return (beside.length ? Math.min(...beside) : this.rightEdge.get(this.model.lines[lines[0]].page)!) - start;
  }

  /**
   * A run that reads as a label of some other field: the next row of a list, where a value stops
   * (the same field's label is its other language, printed under it).
   */
  private isOtherLabel(segment: Segment, target: string | undefined): boolean {
    const best = this.wholeLabelReading(segment);
    if (!best || best.strength < 0.5) return /[:：]\s*$/.test(segment.text) && !this.endsLabelOf(segment, target);
    return best.targets[0].target !== target;
  }

  /** The run is the last line of a label of `target` printed over lines ("INSURED" / "ADDRESS:" beside the address). */
  private endsLabelOf(segment: Segment, target: string | undefined): boolean {
    return this.byRestLine.get(segment.id)?.some((reading) => reading.targets[0]?.target === target) ?? false;
  }

  /** The strongest reading of a whole run as a label. */
  private wholeLabelReading(segment: Segment): LabelReading | undefined {
    return this.readingsOf(segment)
      .filter((reading) => reading.from === 0)
      .sort((a, b) => b.strength - a.strength)[0];
  }

  /** A run that reads as the label of `target` itself: its wording in the other language, printed under the first. */
  private isLabelOf(segment: Segment, target: string): boolean {
    const best = this.wholeLabelReading(segment);
    return best !== undefined && best.strength >= 0.5 && best.targets[0].target === target;
  }

  /**
   * An identifier or e-mail address cut by a narrow column ("MA3AZ4LL14VW6R6K" / "K", "…@yahoo.co" / ".in"): the short run
   * of letters and digits (or a domain ending) right under its start, joined without a space.
   */
  wrappedIdentifier(first: ValueSpan, label: { box: Box; rest?: Segment[] }, target: string): ValueSpan {
    const part = first.parts.at(-1)!;
    const words = this.wordsOf(part.segment);
    if (first.parts.length !== 1 || part.to - part.from !== 1 || words[part.from].text.length < 8) return first;
    // The next line in its column (another column's line printed a little higher is passed over).
    const line = this.model.lines
      .slice(part.segment.line + 1, part.segment.line + 3)
      .find((candidate) => candidate.segments.some((segment) => horizontalOverlap(segment, first.box) > 0 || Math.abs(segment.x - first.box.x) <= ALIGN));
    if (!line || !wrapsOnto(part.segment, line)) return first;
    // The tail is printed like the head, under its start (or under its end, set against the right edge: "…@gmail.c" / "om"),
    // and is not a label of the next row ("IDV").
    const underHead = (segment: Segment) => Math.abs(segment.x - first.box.x) <= ALIGN || (this.atRightEdge(part.segment) && Math.abs(right(segment) - right(first.box)) <= ALIGN);
    // An e-mail address cut inside its domain ends it on the next line ("…@rediffm" / "ail.com", "…@yahoo." / "co.in"), though
    // the tail reads as a label's abbreviation ("co." for company).
    const emailTail = (text: string) => /@(?:[\w-]*|[\w.-]*\.)$/.test(first.text) && EMAIL_DOMAIN_END.test(text);
    // (Printed like the value's own word: its run may start with a separator in the labels' font, ": deepa…@outlook.co" / "m".)
    const headStyle = words[part.from].style;
    const next = line.segments.find(
      (segment) =>
        underHead(segment) && segment.style === headStyle && ((WRAPPED_TAIL.test(segment.text) && this.labelishness(segment, 0, 1) < 0.5) || emailTail(segment.text)),
    );
    // Nothing before it but its own label's lines, or the same label in its other language (a Hindi label over an English one).
    const before = (segment: Segment) => segment.x >= label.box.x - ALIGN && segment.x < next!.x - 1;
    if (!next || line.segments.some((segment) => before(segment) && !label.rest?.includes(segment) && !this.isLabelOf(segment, target))) return first;
    return { ...this.span([...first.parts, { segment: next, from: 0, to: 1 }], `${first.text}${next.text}`), labelishness: first.labelishness };
  }

  private hasValueBesideOrUnder(label: Segment, valueStyle: string): boolean {
    const beside = this.model.lines[label.line].segments.some((other) => other.x > right(label) && other.style === valueStyle);
    const under = this.model.lines[label.line + 1]?.segments.some((other) => other.page === label.page && other.style === valueStyle && horizontalOverlap(other, label) > 0);
    return beside || Boolean(under);
  }

  /** The run starting at `x` on the nearest following line within a wrap's step (another column's lines between skipped). */
  alignedBelow(segment: Segment, aligned: (other: Segment) => boolean): Segment | undefined {
    for (const line of this.model.lines.slice(segment.line + 1)) {
      if (!wrapsOnto(segment, line)) return undefined;
      const below = line.segments.find(aligned);
      if (below) return below;
    }
    return undefined;
  }

  /** Where the label's block starts: a Hindi wording printed just before an English one ("मध्यस्थ का नाम / Broker") is part of it. */
  private blockLeft(label: Box): number {
    const line = this.model.lines.find((candidate) => candidate.page === label.page && candidate.segments.some((segment) => Math.abs(segment.y - label.y) < 1 && segment.x <= label.x + 1 && right(segment) > label.x));
    let left = label.x;
    for (const segment of [...(line?.segments ?? [])].reverse()) if (segment.hindiOnly && right(segment) <= left + 1 && left - right(segment) < BLOCK_GAP) left = segment.x;
    return left;
  }

  /** Runs of the line that overlap a box horizontally. */
  overlapping(segments: readonly Segment[], box: Box): Segment[] {
    return segments.filter((segment) => horizontalOverlap(segment, box) > 0);
  }
}
