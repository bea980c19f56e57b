/**
 * Captions printed under their values, as a filled-in form prints them: a row of label words under a row of values
 * that start where they do ("0701/2025/3382150/00 | 12-SEP-2025" over "Policy Number | Date of Issue"). Such a
 * page looks like labels over values shifted by one row; its order tells them apart: the topmost row of captions
 * of a print has values in another print over it, the lowest has none under it, and most rows fit the values over
 * them better than those under them.
 */
import { labelWordShare } from '../lexicon/match';
import type { Line, PageModel, Segment } from '../page/pageModel';
import type { LabelReading } from './labels';
import { ALIGN, type PageIndex } from './pageIndex';
import { readValue } from '../values/readValue';
import { textOf } from './runs';

/** Rows of values between two rows of captions: a value (an address) may take this many lines. */
const VALUE_LINES = 4;
/** A value's lowest line is at most this many caption heights over its caption. */
const REACH = 3;
/** A line in the captions' print closer than this many caption heights is their words wrapped. */
const WRAP_GAP = 0.5;
/** A row's values and captions line up in at least this many columns. */
const MIN_COLUMNS = 2;

const captionRowsByPage = new WeakMap<PageIndex, ReadonlySet<number>>();

const cellsOf = (line: Line) => line.segments.filter((segment) => !segment.hindiOnly);

/** How many labels a row in one print holds, if it may be a row of captions: no figures, no label with its value after it. */
function captionsIn(page: PageIndex, line: Line): number {
  const cells = cellsOf(line);
  if (!cells.length) return 0;
  // (A label ending in a colon leads to a value after it; a run opening with one is a value.)
  if (cells.some((cell) => /\d{3}|^\s*[:：]|[:：]\s*$/.test(cell.text) || cell.style !== cells[0].style)) return 0;
  // (One caption of a row may read as a label and more words, "Add-on Covers + Kit OD": a row of them is of labels and values.)
  if (cells.filter((cell) => labelAndValue(page, cell)).length * 2 >= cells.length) return 0;
  return cells.filter((cell) => labelWordShare(cell.text) >= 0.5).length;
}

/** A run read as a label and its value ("Model: City", "Make of Vehicle Kia"), not as a label alone. */
function labelAndValue(page: PageIndex, cell: Segment): boolean {
  const readings = page.readingsOf(cell);
  const strongest = (test: (reading: LabelReading) => boolean) => Math.max(0, ...readings.filter(test).map((reading) => reading.strength));
  const whole = strongest((reading) => reading.from === 0 && !reading.value && reading.to === page.wordsOf(cell).length);
  // (A value in label words or in brackets is more of the label: "Customer" / "GSTIN", "Basic TP" / "(3 Years)".)
  // (So is a value that reads as none of the label's fields: "NCB" / "Applied", "Bi-fuel" / "Kit IDV".)
  const valueAfter = (reading: LabelReading) => {
    if (reading.value === undefined || page.labelishness(cell, ...reading.value) >= 0.5) return false;
    const text = textOf(page.wordsOf(cell), ...reading.value);
    return !/^\(.*\)$/.test(text) && reading.targets.some(({ target }) => readValue(target, text, reading.text) !== undefined);
  };
  return strongest(valueAfter) > whole;
}

/**
 * The lines of values between caption row `index` and the caption row before it (`step` -1) or after it (+1), up to
 * VALUE_LINES, nearest first. Lines in the captions' print just by them are their wrapped words, passed over.
 */
function valueLines(model: PageModel, index: number, step: -1 | 1, isCaptionRow: (line: number) => boolean): Line[] {
  const captions = model.lines[index];
  const lines: Line[] = [];
  let near = captions;
  for (let other = index + step; other >= 0 && other < model.lines.length && lines.length < VALUE_LINES; other += step) {
    const line = model.lines[other];
    const [upper, lower] = step < 0 ? [line, near] : [near, line];
    if (line.page !== captions.page || isCaptionRow(other) || lower.y - (upper.y + upper.height) > REACH * captions.height) break;
    const wrap = lower.y - (upper.y + upper.height) < WRAP_GAP * captions.height && cellsOf(line).every((cell) => labelWordShare(cell.text) >= 0.5);
    near = line;
    if (wrap) continue;
    // A value's lines are in one print: a line in another beyond them is a heading.
    if (lines.length && !cellsOf(line).some((cell) => cellsOf(lines[0]).some((value) => value.style === cell.style))) break;
    lines.push(line);
  }
  return lines;
}

/** How many captions of the row have a value starting at their left edge on one of `lines` (in another print, given `ownPrint`). */
function columnsFitted(captions: readonly Segment[], lines: readonly Line[], ownPrint?: string): number {
  const fits = (cell: Segment, caption: Segment) => Math.abs(cell.x - caption.x) <= ALIGN && cell.style !== ownPrint;
  return captions.filter((caption) => lines.some((line) => cellsOf(line).some((cell) => fits(cell, caption)))).length;
}

/**
 * Once a print's rows are told to be captions under values, a row of one caption in that print is one more where a value
 * starts over it and none in that value's print under it ("Correspondence Address" under its lines, over the next part's
 * heading); one with such a value under it is a label over its value ("Registration Number" over "GJ05AB1234").
 */
function loneCaption(model: PageModel, index: number, isCaptionRow: (line: number) => boolean): boolean {
  const [caption] = cellsOf(model.lines[index]);
  const startingAt = (line: Line | undefined) => (line ? cellsOf(line).find((cell) => Math.abs(cell.x - caption.x) <= ALIGN && cell.style !== caption.style) : undefined);
  const over = startingAt(valueLines(model, index, -1, isCaptionRow)[0]);
  const under = startingAt(valueLines(model, index, 1, isCaptionRow)[0]);
  return over !== undefined && under?.style !== over.style;
}

/** The rows of captions printed under their values, by line index. */
export function captionRows(page: PageIndex): ReadonlySet<number> {
  const known = captionRowsByPage.get(page);
  if (known) return known;
  const { model } = page;
  const rows = new Set<number>();
  const byPrint = new Map<string, number[]>();
  const labelsIn = model.lines.map((line) => captionsIn(page, line));
  model.lines.forEach((line, index) => {
    const print = `${line.page} ${cellsOf(line)[0]?.style}`;
    if (labelsIn[index]) byPrint.set(print, [...(byPrint.get(print) ?? []), index]);
  });
  for (const all of byPrint.values()) {
    // The order is told by rows of two captions or more (a row of one may be anything's); a lone row shows none.
    const indexes = all.filter((index) => labelsIn[index] >= MIN_COLUMNS);
    if (indexes.length < MIN_COLUMNS) continue;
    const isCaptionRow = (line: number) => indexes.includes(line);
    const fitted = (index: number, step: -1 | 1, ownPrint?: string) => columnsFitted(cellsOf(model.lines[index]), valueLines(model, index, step, isCaptionRow), ownPrint);
    const [top, lowest] = [indexes[0], indexes.at(-1)!];
    const over = indexes.filter((index) => fitted(index, -1) > fitted(index, 1)).length;
    const under = indexes.filter((index) => fitted(index, 1) > fitted(index, -1)).length;
    // Captions under values are printed apart from them: the top row's values are in another print.
    const apart = fitted(top, -1, cellsOf(model.lines[top])[0].style) >= MIN_COLUMNS;
    if (!(apart && fitted(lowest, 1) < MIN_COLUMNS && over >= MIN_COLUMNS && over > under)) continue;
    for (const index of all) if (labelsIn[index] >= MIN_COLUMNS || loneCaption(model, index, isCaptionRow)) rows.add(index);
  }
  captionRowsByPage.set(page, rows);
  return rows;
}

/**
 * The value over a caption: the runs of the lines over its row that start in its column (the caption's left edge
 * to the next caption's), top line first. Undefined when the segment is no caption under a value.
 */
export function valueOverCaption(page: PageIndex, caption: Segment) {
  const rows = captionRows(page);
  if (!rows.has(caption.line)) return undefined;
  const next = cellsOf(page.model.lines[caption.line]).find((other) => other.x > caption.x + ALIGN);
  const [start, end] = [caption.x - ALIGN, next ? next.x - ALIGN : Infinity];
  const runs = valueLines(page.model, caption.line, -1, (line) => rows.has(line))
    .map((line) => line.segments.find((segment) => segment.x >= start && segment.x < end && segment.style !== caption.style))
    .filter((segment): segment is Segment => segment !== undefined)
    .reverse();
  if (!runs.length) return undefined;
  return page.span(runs.map((segment) => ({ segment, from: 0, to: page.wordsOf(segment).length })), runs.map((run) => run.text).join('\n'));
}
