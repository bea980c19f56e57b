/**
 * Where a sample value is printed on a page, typed as the person copied it (as printed) or as a
 * record stores it ("2024-03-12" for "12-Mar-2024", "123456" for "Rs. 1,23,456.00"): inside a
 * run, across several runs of a wrapped value, and with the label printed beside each place.
 */
import { findDates, parseAmount } from '../normalise';
import { type Box, isUnreadHindi, right, type Segment, union, wrapsOnto } from '../page/pageModel';
import { labelWordShare } from '../lexicon/match';
import { isHonorific } from '../values/readValue';
import { labelTokens } from '../lexicon/tokens';
import type { PageIndex, Part } from '../reading/pageIndex';
import { textOf } from '../reading/runs';

export interface PlaceLabel {
  text: string;
  box: Box;
  /** How the value sits by it: in the same run, to its right, or under it. */
  placement: 'inline' | 'right' | 'below';
  /** A run left of the value in the value's font, without a colon or label words: in a grid, the cell before's value. */
  anotherValue?: boolean;
  /** A sentence's last words on the line above, the value opening the next line ("… was issued on" / "2025-09-25 …"). */
  nextLine?: true;
}

export interface Place {
  parts: Part[];
  text: string;
  box: Box;
  /** Label-like texts printed by the value, nearest first. */
  labels: PlaceLabel[];
}

/** Letters and digits only, lower case: how printed text and typed values are compared. */
export const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
/** 1 for the same letters, less by each edit needed to turn one into the other. */
export function editSimilarity(a: string, b: string): number {
  if (!a || !b) return 0;
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0];
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j];
      previous[j] = Math.min(previous[j] + 1, previous[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return 1 - previous[b.length] / Math.max(a.length, b.length);
}

/**
 * A printed label as it is known again on another document: its English words alone where it has
 * them, since the Hindi beside them comes out of the PDF differently from one document to the next
 * ("निमा X ण वष X" / "निमार्ण वषर्"; the X a glyph the font could not map).
 */
export function labelKey(text: string): string {
  const whole = compact(text.replace(/(^|\s)x(?=\s|$)/gi, ' '));
  const latin = whole.replace(/[^a-z0-9]/g, '');
  return latin.replace(/\d/g, '').length >= 3 ? latin : whole;
}

/**
 * The words a run opens with before a figure, a colon or an equals sign ("Mobile Number = 98…" →
 * "mobilenumber"): how layouts learned before `rowKey` keyed the next row, kept to read them alike.
 */
export const leadingKey = (text: string) => labelKey(text.split(/[:=：]|\d/)[0]);

/**
 * A row's first word before a figure or mark (its first Latin one where it has some; with the next
 * while shorter than three letters): what tells the row again when nothing marks where its label
 * ends ("EMAIL ID pallavi_k@…" → "email", "PA Cover Rs. 15 lakh" → "pacover").
 */
export function rowKey(text: string): string {
  const words = text.split(/[:=：;|]|\d/)[0].split(/\s+/).filter((word) => labelKey(word));
  const latin = words.findIndex((word) => /[a-z]/i.test(word));
  const from = Math.max(0, latin);
  for (let to = from + 1; to <= words.length; to++) {
    const key = labelKey(words.slice(from, to).join(' '));
    if (key.length >= 3) return key;
  }
  return labelKey(words.slice(from).join(' '));
}

/** An address as stored ("…, Pune - 411001") against its print ("Pune" / "PIN: 411001"). */
const withoutPinWord = (text: string) => compact(text.replace(/\b(?:pin\s*code|pincode|pin)\b/gi, ''));
const MAX_WORDS = 14;
/** Words a label printed before its value in one run may have. */
const LONGEST_LABEL = 6;
const CURRENCY_ONLY = /^(?:₹|rs\.?|inr|\/-|[\s,.()\d-])*$/i;

/** The forms a typed value may be printed in: as typed, a date by its day, an amount by its value. */
function matcherFor(value: string): (text: string) => boolean {
  const wanted = compact(value);
  const [date] = findDates(value);
  const dateOnly = date && compact(value.replace(/\b(?:hrs?|midnight)\b/gi, '')).length <= 10;
  const amount = CURRENCY_ONLY.test(value) && /\d/.test(value) ? parseAmount(value) : undefined;
  const wantedAddress = withoutPinWord(value);
  const phone = /^[6-9]\d{9}$/.test(wanted) ? wanted : undefined;
  return (text) => {
    if (compact(text) === wanted || (/\n/.test(text) && withoutPinWord(text) === wantedAddress)) return true;
    // A mobile number typed as stored ("9820012345") printed with its country or trunk prefix ("+91-98200 12345", "09820012345").
    if (phone && /^[+\d\s()-]+$/.test(text) && ['', '91', '0'].includes(compact(text).slice(0, -10)) && compact(text).endsWith(phone)) return true;
    if (dateOnly) {
      const dates = findDates(text);
      return dates.length === 1 && dates[0] === date && compact(text).length <= 14;
    }
    if (amount !== undefined && CURRENCY_ONLY.test(text) && /\d/.test(text)) return parseAmount(text) === amount;
    return false;
  };
}

/** Whether a printed text is one of the record's values. */
export type ValueTest = (text: string) => boolean;

/** A test of the values a record holds (typed as printed or as stored), for telling a grid's values from its labels. */
export function valueTest(values: readonly string[]): ValueTest {
  const matchers = values.filter((value) => compact(value).length >= 2).map(matcherFor);
  return (text) => matchers.some((matches) => matches(text));
}

/**
 * A value's own text, or its first line where it wrapped ("Unnati Risk Advisory & Insurance" of "… Brokers Pvt. Ltd."):
 * no label of a row, nor the next row's, though another document of the layout prints another value there.
 */
export function valueOrItsStartTest(values: readonly string[]): ValueTest {
  const isValue = valueTest(values);
  const long = values.map(compact).filter((value) => value.length >= MIN_VALUE_START);
  return (text) => {
    const start = compact(text);
    return isValue(text) || (start.length >= MIN_VALUE_START && long.some((value) => value !== start && value.startsWith(start)));
  };
}
/** A value's first line is told by at least this many letters and figures. */
const MIN_VALUE_START = 6;

/** Every place a value is printed: a word range of one run, or a run with the lines it wraps onto. */
export function findPlaces(page: PageIndex, value: string, isValue?: ValueTest): Place[] {
  const matches = matcherFor(value);
  const wanted = compact(value);
  const places: Place[] = [];
  for (const segment of page.model.segments) {
    const words = page.wordsOf(segment);
    const ranges: [number, number][] = [];
    for (let from = 0; from < words.length; from++) {
      for (let to = from + 1; to <= Math.min(words.length, from + MAX_WORDS); to++) {
        const text = textOf(words, from, to);
        if (matches(text)) {
          ranges.push([from, to]);
        } else if (to === words.length && wanted.length > compact(text).length && withoutPinWord(value).startsWith(withoutPinWord(text)) && compact(text).length >= 4) {
          const wrapped = wrappedPlace(page, segment, from, withoutPinWord(value), matches, isValue);
          if (wrapped) places.push(wrapped);
        }
      }
    }
    // The value's own words, not the words around it that still read as it ("Hrs to 10-Feb-2026").
    const smallest = ranges.filter(([from, to]) => !ranges.some(([otherFrom, otherTo]) => otherFrom >= from && otherTo <= to && otherTo - otherFrom < to - from));
    for (const [from, to] of smallest) places.push(placeOf(page, [{ segment, from, to }], textOf(words, from, to), isValue));
  }
  return places;
}

/** A value that continues on the lines under it ("Flat 12, MG Road," / "Pune - 411001"). */
function wrappedPlace(page: PageIndex, segment: Segment, from: number, wanted: string, matches: (text: string) => boolean, isValue?: ValueTest): Place | undefined {
  const words = page.wordsOf(segment);
  const parts: Part[] = [{ segment, from, to: words.length }];
  let text = textOf(words, from, words.length);
  let previous: Segment = segment;
  const start = words[from].x;
  for (let index = segment.line + 1; index < page.model.lines.length && parts.length < 6; index++) {
    const line = page.model.lines[index];
    if (!wrapsOnto(previous, line)) return undefined;
    // Under the value's first word, or back at its run's start when the value began after its label ("Address : Flat 12," / "Pune").
    const next = line.segments.find((other) => Math.abs(other.x - start) <= 8 || (from > 0 && Math.abs(other.x - segment.x) <= 8) || Math.abs(right(other) - right(previous)) <= 8);
    // A line of the other column, printed a little lower, comes between the value's lines.
    if (!next && !line.segments.some((other) => other.x < right(previous) + 8 && right(other) > Math.min(start, segment.x) - 8)) continue;
    if (!next) return undefined;
    parts.push({ segment: next, from: 0, to: page.wordsOf(next).length });
    text += `\n${next.text}`;
    previous = next;
    if (matches(text)) return placeOf(page, parts, text, isValue);
    if (!wanted.startsWith(withoutPinWord(text))) return undefined;
  }
  return undefined;
}

function placeOf(page: PageIndex, parts: Part[], text: string, isValue?: ValueTest): Place {
  const words = parts.flatMap((part) => page.wordsOf(part.segment).slice(part.from, part.to));
  const place = { parts, text, box: union(words) };
  return { ...place, labels: labelsBy(page, place, isValue) };
}

const labelText = (text: string) => text.replace(/[\s:：;|–—=-]+$/, '').trim();
const hasLetters = (text: string) => /[\p{L}\p{M}]{2}/u.test(text);
/** A word of a value (an amount, a date, a percentage), not of a label ("Section 2" is a label's). */
const VALUE_WORD = /\d{2}|%/;

/** A run left of or above a value, up to the value it prints itself ("Taxable Premium: 16,055.09"): another document prints another value there. */
function runLabel(page: PageIndex, run: Segment): { text: string; box: Box } {
  const words = page.wordsOf(run);
  const valueAt = words.findIndex((word, index) => index > 0 && VALUE_WORD.test(word.text));
  if (valueAt < 0 || !hasLetters(textOf(words, 0, valueAt))) return { text: labelText(run.text), box: run };
  return { text: labelText(textOf(words, 0, valueAt)), box: union(words.slice(0, valueAt)) };
}

/**
 * The labels that may be printed by a place, nearest first: the words before it in its run, the runs
 * to its left on its line (and, for a label printed over two lines, on the line above), and the runs
 * above it in its column. The person's typed label or the field chooses among them.
 */
function labelsBy(page: PageIndex, place: Omit<Place, 'labels'>, isValue?: ValueTest): PlaceLabel[] {
  const { segment, from } = place.parts[0];
  const words = page.wordsOf(segment);
  const labels: PlaceLabel[] = [];
  // In its run: the label read before it, or the last words before it in a sentence ("… issued on 02-Jul-2025").
  // Words before a value are its label only when they read as one ("27.10.2024 to" before an end date is not).
  // A name's honorific is no part of its label ("Name of the Insured - Mr. A. Rao").
  let end = from;
  while (end > 0 && isHonorific(words[end - 1].text)) end--;
  if (end > 0) {
    const reading = page.readingsOf(segment).find((candidate) => candidate.value?.[0] === from);
    // The last words before it, or from the run's start: a label of four words no lexicon has opens its run (a sentence's start is no label).
    const starts = new Set([reading?.from ?? end - 1, end - 1, end - 2, end - 3, end > LONGEST_LABEL ? -1 : 0].filter((start) => start >= 0 && start < end));
    for (const start of [...starts].sort((a, b) => b - a)) {
      const text = labelText(textOf(words, start, end));
      if (!hasLetters(text) || /\d/.test(text) || isHonorific(text)) continue;
      labels.push({ text, box: union(words.slice(start, end)), placement: 'inline' });
      // A label opening its run may have its other language on the line above ("बीमित का नाम" over "Insured : …").
      const separated = words[end - 1].separator !== undefined || /[:：=|–-]$/.test(words[end - 1].text);
      const over = start === 0 && separated ? runAbove(page, segment) : undefined;
      if (over) labels.push({ text: `${labelText(over.text)} ${text}`, box: union(words.slice(start, end)), placement: 'inline' });
    }
  }
  if (from === 0) labels.push(...sentenceEndAbove(page, segment));
  const line = page.model.lines[segment.line];
  // However far left: a premium table prints its row's label at the margin and the amount set against the right one.
  const left = line.segments.filter((other) => right(other) <= place.box.x + 1 && hasLetters(other.text)).reverse();
  for (const other of left.slice(0, 3)) {
    // What the record holds says which runs are values; without it, a run in the value's font of words no label has is taken for one.
    const anotherValue = isValue
      ? isValue(runLabel(page, other).text)
      : other.style === segment.style && !/[:：;|]\s*$/.test(other.text) && labelWordShare(other.text) < 0.5;
    // Longest first: of two that read alike ("कुल स्वयं क्षति प्रीमियम / Total" and that over "Premium - Own Damage"), the label
    // printed whole, which another printing of its first line ("… / Total" of the TP total) does not pass for.
    const stack = stackedRuns(page, other, (beside) => place.parts.some((part) => part.segment === beside));
    for (let lines = stack.length; lines > 1; lines--) labels.push({ text: labelText(stack.slice(0, lines).map((run) => run.text).join(' ')), box: other, placement: 'right', anotherValue });
    // A label printed over several lines ("पता" over "Correspondence" over "Address:"), read whole, whose last line is no next row.
    const wrapped = page.readingsOf(other).find((reading) => reading.rest?.length);
    if (wrapped) labels.push({ text: labelText(wrapped.text), box: other, placement: 'right' });
    labels.push({ ...runLabel(page, other), placement: 'right', anotherValue });
  }
  for (let index = segment.line - 1; index >= Math.max(0, segment.line - 3); index--) {
    const above = page.model.lines[index];
    if (above.page !== segment.page || place.box.y - above.y > 60) break;
    for (const other of above.segments) {
      if (!hasLetters(other.text) || other.x > place.box.x + 6 || right(other) < place.box.x - 6) continue;
      // The row above's value ("12 Shivaji Nagar, Pune - 411005") is no label of this one.
      const anotherValue = /\d/.test(other.text) && labelWordShare(other.text) < 0.5;
      labels.push({ ...runLabel(page, other), placement: 'below', anotherValue });
    }
  }
  labels.push(...wrappedValueLabels(page, place));
  return labels;
}

/** A sentence going on from the line above at the run's left edge: its last words, which may name the value opening the run. */
function sentenceEndAbove(page: PageIndex, segment: Segment): PlaceLabel[] {
  const index = segment.line - 1;
  const above = page.model.lines[index]?.page === segment.page ? page.model.lines[index].segments.find((other) => Math.abs(other.x - segment.x) <= 3) : undefined;
  if (!above || segment.y - above.y > 2 * segment.height) return [];
  const words = page.wordsOf(above);
  // A sentence: more words than a label's, ending in none of a label's separators.
  if (words.length <= LONGEST_LABEL || /[:：=|.]$/.test(words.at(-1)!.text)) return [];
  return [1, 2, 3].map((count) => {
    const start = words.length - count;
    return { text: labelText(textOf(words, start, words.length)), box: union(words.slice(start)), placement: 'inline' as const, nextLine: true as const };
  }).filter((label) => hasLetters(label.text) && !/\d/.test(label.text));
}

/** The run right above another at its left edge in Hindi alone: a bilingual label's other language. */
function runAbove(page: PageIndex, run: Segment): Segment | undefined {
  const above = run.line > 0 ? page.model.lines[run.line - 1] : undefined;
  if (!above || !wrapsOnto(above, run, run.height)) return undefined;
  // (Not the mark of a Hindi line OCR could not read: it names nothing.)
  return above.segments.find((other) => Math.abs(other.x - run.x) <= 4 && other.hindiOnly && !isUnreadHindi(other));
}

/** Lines a label may be printed over in its column. */
const STACKED_LINES = 4;

/**
 * A label printed over several lines in its column, in one font ("COMMUNICATION" over "ADDRESS:"):
 * the run and the runs under it at its left edge, up to a line ending in a colon. Whether they are
 * one label is for the label the person typed, or the sample's, to say. With `onlyBeside`, a line
 * holding any run it refuses (another row's value) ends the label.
 */
export function stackedRuns(page: PageIndex, run: Segment, onlyBeside?: (segment: Segment) => boolean): Segment[] {
  const stack = [run];
  const ends = (segment: Segment) => /[:：]\s*$/.test(segment.text);
  for (let index = run.line + 1; index < page.model.lines.length && stack.length < STACKED_LINES && !ends(stack.at(-1)!); index++) {
    const line = page.model.lines[index];
    const previous = stack.at(-1)!;
    if (!wrapsOnto(previous, line)) break;
    const under = line.segments.find((other) => Math.abs(other.x - run.x) <= 4 && other.style === run.style && hasLetters(other.text) && !/\d/.test(other.text));
    // A line with something else beside it than the value (when the value is known) is the next row.
    if (!under || (onlyBeside && line.segments.some((other) => other !== under && !onlyBeside(other)))) break;
    stack.push(under);
  }
  return stack;
}

/**
 * A value on the second line of another ("L12B242011 |" over "MAKTSHKA6HG740719") is labelled by
 * the label left of the first line ("Engine No./Chassis No."), at its offset from it.
 */
function wrappedValueLabels(page: PageIndex, place: Omit<Place, 'labels'>): PlaceLabel[] {
  const { segment } = place.parts[0];
  // A value with a label of its own on its line is no continuation.
  if (page.model.lines[segment.line].segments.some((other) => right(other) <= place.box.x + 1 && hasLetters(other.text))) return [];
  const above = segment.line > 0 ? page.model.lines[segment.line - 1] : undefined;
  if (!above || !wrapsOnto(above, place.box, segment.height)) return [];
  const first = above.segments.find((other) => other.x <= place.box.x + 6 && right(other) >= place.box.x - 6);
  if (!first) return [];
  const left = above.segments.filter((other) => right(other) <= first.x + 1 && hasLetters(other.text)).reverse();
  return left.slice(0, 2).map((other) => ({ ...runLabel(page, other), placement: 'right' as const }));
}

/** How far above a value its column's header may be printed, in points (a premium table's few rows). */
const COLUMN_HEADER_REACH = 120;

/**
 * The section a table column's header names over an amount ("OWN DAMAGE (OD) in Rs.": od, "LIABILITY in Rs.": tp): the
 * nearest run above the amount (or at the previous page's foot, for an amount near its page's top), without figures,
 * whose column (from its start to the next run's on its line) holds the amount's end, that names one section.
 * Undefined when none does.
 */
export function sectionOfColumnOver(page: PageIndex, box: Box): 'od' | 'tp' | undefined {
  const end = box.x + box.width;
  const columnHolds = (run: Segment) => {
    const next = page.model.lines[run.line].segments.find((other) => other.x > run.x);
    return run.x < end && (next === undefined || next.x >= end);
  };
  const above = (run: Segment) => run.page === box.page && run.y < box.y - 1 && run.y > box.y - COLUMN_HEADER_REACH;
  // A table run on from the previous page has its header at that page's foot.
  const onPage = (number: number) => page.model.segments.filter((run) => run.page === number).map((run) => run.y);
  const previousFoot = box.page > 1 && box.y - Math.min(...onPage(box.page)) < COLUMN_HEADER_REACH ? Math.max(...onPage(box.page - 1)) : undefined;
  const atPreviousFoot = (run: Segment) => previousFoot !== undefined && run.page === box.page - 1 && run.y > previousFoot - COLUMN_HEADER_REACH;
  const headers = page.model.segments.filter((run) => (above(run) || atPreviousFoot(run)) && !/\d/.test(run.text) && columnHolds(run));
  for (const header of headers.sort((a, b) => b.page - a.page || b.y - a.y)) {
    const tokens = labelTokens(header.text);
    if (tokens.includes('od') !== tokens.includes('tp')) return tokens.includes('od') ? 'od' : 'tp';
  }
  return undefined;
}

