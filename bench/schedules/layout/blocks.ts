/**
 * Turns blocks into rows of marks for a column of a given width. A row is the unit a page break
 * may fall between; its marks are relative to the row's top-left corner.
 */
import type { Block, Entry, PrintedLabel, Table } from '../compose';
import type { FamilyDesign, Placement } from '../design';
import type { Colour, Mark } from './marks';
import { offset } from './marks';

export type Measure = (text: string, size: number, bold: boolean) => number;

export interface Style {
  measure: Measure;
  size: number;
  /** Line height. */
  lh: number;
  rowGap: number;
  labelBold: boolean;
  valueBold: boolean;
  hindi: FamilyDesign['text']['hindi'];
  heading: FamilyDesign['heading'];
  tableStyle: FamilyDesign['tableStyle'];
  accent: readonly [number, number, number];
}

export interface Row {
  height: number;
  marks: Mark[];
}

const text = (value: string, x: number, y: number, size: number, bold: boolean, align: 'left' | 'right' | 'center' = 'left', colour?: Colour): Mark => ({ kind: 'text', text: value, x, y, size, bold, align, colour });

/** Splits a word wider than the line into pieces that fit (long numbers in narrow cells). */
function breakWord(measure: Measure, word: string, width: number, size: number, bold: boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && measure(piece + char, size, bold) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  return [...pieces, piece];
}

export function wrap(measure: Measure, value: string, width: number, size: number, bold: boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, size, bold) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    const pieces = measure(word, size, bold) > width ? breakWord(measure, word, width, size, bold) : [word];
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1)!;
  }
  return [...lines, line];
}

/** A label's printed lines: Hindi above English, Hindi / English, or English. */
export function labelLines(label: PrintedLabel, hindi: Style['hindi']): string[] {
  if (!label.hi) return [label.en];
  return hindi === 'above' ? [label.hi, label.en] : [`${label.hi} / ${label.en}`];
}

function wrapLabel(label: PrintedLabel, colon: string, width: number, st: Style): string[] {
  const lines = labelLines(label, st.hindi).flatMap((line) => wrap(st.measure, line, width, st.size, st.labelBold));
  lines[lines.length - 1] += colon;
  return lines;
}

const widest = (st: Style, lines: string[], bold: boolean) => Math.max(0, ...lines.map((line) => st.measure(line, st.size, bold)));

function listRows(entries: Entry[], placement: Extract<Placement, { kind: 'list' }>, columnWidth: number, st: Style): Row[] {
  // Right-aligned values stay within reach of their labels on a wide page.
  const width = placement.valueAt === 'right' ? Math.min(columnWidth, 340) : columnWidth;
  const colon = placement.colon === 'afterLabel' ? ':' : '';
  const gap = placement.colon === 'column' ? 14 : 8;
  const longestLabel = Math.max(...entries.map((entry) => widest(st, labelLines(entry.label, st.hindi), st.labelBold) + st.measure(colon, st.size, st.labelBold)));
  const valueX = placement.valueAt === 'near' ? Math.min(longestLabel + gap, width * 0.5) : placement.valueAt === 'far' ? width * placement.farFraction : width * 0.55;
  return entries.map((entry) => {
    const label = wrapLabel(entry.label, colon, valueX - gap, st);
    const right = placement.valueAt === 'right';
    const valueLeft = right ? Math.min(widest(st, label, st.labelBold), valueX - gap) + gap : valueX;
    const values = entry.lines.flatMap((line) => wrap(st.measure, line, width - valueLeft, st.size, st.valueBold));
    const marks: Mark[] = [
      ...label.map((line, i) => text(line, 0, i * st.lh, st.size, st.labelBold)),
      ...values.map((line, i) => (right ? text(line, width, i * st.lh, st.size, st.valueBold, 'right') : text(line, valueX, i * st.lh, st.size, st.valueBold))),
    ];
    if (placement.colon === 'column') marks.push(text(':', valueLeft - gap / 2 - 1, 0, st.size, st.labelBold));
    return { height: Math.max(label.length, values.length) * st.lh + st.rowGap, marks };
  });
}

/** Groups entries into rows of `perRow` cells; a wide entry takes a row of its own. */
function gridRows(entries: Entry[], perRow: number, isWide: (entry: Entry) => boolean): Entry[][] {
  const rows: Entry[][] = [];
  let row: Entry[] = [];
  for (const entry of entries) {
    if (isWide(entry) && perRow > 1) {
      if (row.length) rows.push(row);
      rows.push([entry]);
      row = [];
      continue;
    }
    row.push(entry);
    if (row.length === perRow) {
      rows.push(row);
      row = [];
    }
  }
  if (row.length) rows.push(row);
  return rows;
}

function pairRows(entries: Entry[], placement: Extract<Placement, { kind: 'pairs' }>, width: number, st: Style): Row[] {
  const cell = width / placement.perRow;
  const labelWidth = cell * placement.labelFraction;
  const colon = placement.colon === 'afterLabel' ? ':' : '';
  const valueWidth = cell - labelWidth - 8;
  // A value too long for its cell, or with a word that would have to be broken, takes a row of its own.
  const isWide = (entry: Entry) =>
    entry.lines.length > 1 || widest(st, entry.lines, st.valueBold) > valueWidth * 1.6 || widest(st, entry.lines.flatMap((line) => line.split(' ')), st.valueBold) > valueWidth;
  return gridRows(entries, placement.perRow, isWide).map((row) => {
    const marks: Mark[] = [];
    let lines = 1;
    row.forEach((entry, i) => {
      const x = i * cell;
      const label = wrapLabel(entry.label, colon, labelWidth - 6, st);
      const room = row.length === 1 && isWide(entry) ? width - labelWidth : valueWidth;
      const values = entry.lines.flatMap((line) => wrap(st.measure, line, room, st.size, st.valueBold));
      marks.push(...label.map((line, k) => text(line, x, k * st.lh, st.size, st.labelBold)), ...values.map((line, k) => text(line, x + labelWidth, k * st.lh, st.size, st.valueBold)));
      lines = Math.max(lines, label.length, values.length);
    });
    return { height: lines * st.lh + st.rowGap, marks };
  });
}

function inlineRows(entries: Entry[], placement: Extract<Placement, { kind: 'inline' }>, width: number, st: Style): Row[] {
  const cell = width / placement.perRow;
  // The label and value share one run, so one font: bold only when the template bolds both.
  const bold = st.labelBold && st.valueBold;
  const runOf = (entry: Entry) => {
    const label = st.hindi === 'above' ? entry.label.en : labelLines(entry.label, st.hindi)[0];
    return `${label}${placement.separator}${entry.lines.join(', ')}`;
  };
  const isWide = (entry: Entry) => st.measure(runOf(entry), st.size, bold) > cell - 10;
  return gridRows(entries, placement.perRow, isWide).map((row) => {
    const marks: Mark[] = [];
    let height = 0;
    row.forEach((entry, i) => {
      const x = i * cell;
      const above = st.hindi === 'above' && entry.label.hi ? [entry.label.hi] : [];
      const lines = [...above, ...wrap(st.measure, runOf(entry), (row.length === 1 ? width : cell) - 10, st.size, bold)];
      marks.push(...lines.map((line, k) => text(line, x, k * st.lh, st.size, bold)));
      height = Math.max(height, lines.length * st.lh);
    });
    return { height: height + st.rowGap, marks };
  });
}

function stackedRows(entries: Entry[], placement: Extract<Placement, { kind: 'stacked' }>, width: number, st: Style): Row[] {
  const cell = width / placement.perRow;
  const pad = placement.boxed ? 3 : 0;
  const labelSize = st.size - 0.5;
  const isWide = (entry: Entry) => widest(st, entry.lines, st.valueBold) > (cell - 2 * pad) * 1.8 || widest(st, entry.lines.flatMap((line) => line.split(' ')), st.valueBold) > cell - 2 * pad;
  return gridRows(entries, placement.perRow, isWide).map((row) => {
    const cellWidth = row.length === 1 && isWide(row[0]) ? width : cell;
    const labels = row.map((entry) => labelLines(entry.label, st.hindi).flatMap((line) => wrap(st.measure, line, cellWidth - 2 * pad, labelSize, true)));
    const values = row.map((entry) => entry.lines.flatMap((line) => wrap(st.measure, line, cellWidth - 2 * pad, st.size, st.valueBold)));
    const labelHeight = Math.max(...labels.map((lines) => lines.length)) * st.lh + 2 * pad;
    const valueHeight = Math.max(...values.map((lines) => lines.length)) * st.lh + 2 * pad;
    const marks: Mark[] = [];
    row.forEach((_, i) => {
      const x = i * cellWidth;
      if (placement.boxed) {
        marks.push(
          { kind: 'rect', x, y: 0, w: cellWidth, h: labelHeight, fill: placement.shaded ? 0.9 : undefined, stroke: 0.5 },
          { kind: 'rect', x, y: labelHeight, w: cellWidth, h: valueHeight, stroke: 0.5 },
        );
      }
      marks.push(
        ...labels[i].map((line, k) => text(line, x + pad, pad + k * st.lh, labelSize, true)),
        ...values[i].map((line, k) => text(line, x + pad, labelHeight + pad + k * st.lh, st.size, st.valueBold)),
      );
    });
    return { height: labelHeight + valueHeight + (placement.boxed ? 5 : st.rowGap + 2), marks };
  });
}

function tableRows(table: Table, width: number, st: Style): Row[] {
  const pad = 3;
  const xs = table.widths.reduce<number[]>((starts, w, i) => [...starts, starts[i] + w * width], [0]);
  const { borders, shadedHeader } = st.tableStyle;
  const row = (cells: string[][], bold: boolean, header: boolean): Row => {
    const wrapped = cells.map((lines, i) => lines.flatMap((line) => wrap(st.measure, line, table.widths[i] * width - 2 * pad, st.size, bold)));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * st.lh + 2 * pad;
    const marks: Mark[] = [];
    if (header && shadedHeader) marks.push({ kind: 'rect', x: 0, y: 0, w: width, h: height, fill: 0.88 });
    wrapped.forEach((lines, i) => {
      // Some templates left-align every header, right-aligned amounts under them.
      const right = table.align[i] === 'right' && !(header && st.tableStyle.headersLeft);
      if (borders === 'grid') marks.push({ kind: 'rect', x: xs[i], y: 0, w: xs[i + 1] - xs[i], h: height, stroke: 0.5 });
      marks.push(...lines.map((line, k) => text(line, right ? xs[i + 1] - pad : xs[i] + pad, pad + k * st.lh, st.size, bold, right ? 'right' : 'left')));
    });
    if (borders === 'rules' || (borders === 'none' && header)) marks.push({ kind: 'line', x1: 0, y1: height, x2: width, y2: height, width: header ? 0.8 : 0.4, colour: header ? 0 : 0.55 });
    return { height, marks };
  };
  return [row(table.header.map((label) => labelLines(label, st.hindi)), true, true), ...table.rows.map((r) => row(r.cells.map((cell) => [cell]), r.bold ?? false, false))];
}

function paragraphRows(block: Extract<Block, { kind: 'paragraph' }>, width: number, st: Style): Row[] {
  const size = block.small ? Math.max(5.5, st.size - 1.5) : st.size;
  const lh = block.small ? size * 1.3 : st.lh;
  const right = block.align === 'right';
  return wrap(st.measure, block.text, width, size, false).map((line) => ({ height: lh, marks: [text(line, right ? width : 0, 0, size, false, right ? 'right' : 'left')] }));
}

export function blockRows(block: Block, placement: Placement, width: number, st: Style): Row[] {
  switch (block.kind) {
    case 'table':
      return tableRows(block.table, width, st);
    case 'paragraph':
      return paragraphRows(block, width, st);
    case 'entries':
      switch (placement.kind) {
        case 'list':
          return listRows(block.entries, placement, width, st);
        case 'pairs':
          return pairRows(block.entries, placement, width, st);
        case 'inline':
          return inlineRows(block.entries, placement, width, st);
        case 'stacked':
          return stackedRows(block.entries, placement, width, st);
      }
  }
}

/** A light tint of the accent colour, for heading bands. */
const tint = ([r, g, b]: Style['accent']): Colour => [r + (1 - r) * 0.85, g + (1 - g) * 0.85, b + (1 - b) * 0.85];

export function headingRow(label: PrintedLabel, width: number, st: Style): Row {
  const { heading } = st;
  const size = st.size + heading.sizeDelta;
  const lh = size * 1.3;
  const inset = heading.band ? 3 : 0;
  const lines = labelLines(label, st.hindi).flatMap((line) => wrap(st.measure, line, width - 2 * inset, size, true));
  const marks: Mark[] = [];
  const textHeight = lines.length * lh + (heading.band ? 4 : 0);
  if (heading.band) marks.push({ kind: 'rect', x: 0, y: 0, w: width, h: textHeight, fill: tint(st.accent) });
  marks.push(...lines.map((line, i) => text(line, inset, (heading.band ? 2 : 0) + i * lh, size, true, 'left', heading.band ? 0 : st.accent)));
  if (heading.rule) marks.push({ kind: 'line', x1: 0, y1: textHeight + 1, x2: width, y2: textHeight + 1, width: 0.8, colour: st.accent });
  return { height: textHeight + (heading.rule ? 3 : 0) + st.size * 0.5, marks };
}

/** Rows one after another, as one row (a heading kept with the row after it). */
export function joinRows(rows: Row[]): Row {
  let y = 0;
  const marks: Mark[] = [];
  for (const row of rows) {
    marks.push(...offset(row.marks, 0, y));
    y += row.height;
  }
  return { height: y, marks };
}
