/**
 * Finds label cells on a schedule and the text printed as their value: in the same cell after a
 * colon, in the next cell to the right, or under the label when the line is a header row of a
 * grid or table. Values that wrap continue on the following lines of the same column.
 */
import { kindOf, sectionOfHeading, slotInSection, slotOfLabel, type Section, type Slot } from './labels';
import type { Cell, Line } from './pdfText';

export type Placement = 'inline' | 'right' | 'below' | 'prose';

export interface Candidate {
  slot: Slot;
  /** The value as printed (wrapped lines joined with a newline). */
  text: string;
  /** The label as printed; some labels carry the value's percentage ("No Claim Bonus (50%)"). */
  label: string;
  placement: Placement;
  /** Position in reading order, so the first of equal candidates wins. */
  order: number;
}

/** Left edges closer than this (points) are one column. */
const COLUMN_TOLERANCE = 4;
/** Wrapped lines of one value are at most this many text heights apart. */
const WRAP_GAP = 1.8;
/** A value under its label is at most this many text heights lower (room for a two-line label). */
const BELOW_REACH = 3.6;

const WRAPPING_KINDS = new Set(['text', 'name', 'address', 'code']);
/** Kinds whose value may be free text: never read from the rest of a label's own words. */
const FREE_TEXT_KINDS = new Set(['text', 'name', 'address']);

interface LabelHit {
  slot: Slot;
  label: string;
  inline?: string;
}

const endsWithColon = (text: string) => /[:：]\s*$/.test(text);

/** The slot a cell names, and its value when the cell holds both ("Policy No: 1234"). */
function readLabel(text: string, section: Section): LabelHit | undefined {
  const colon = text.search(/[:：]/);
  if (colon > 0) {
    const slot = slotInSection(text.slice(0, colon), section);
    const value = text.slice(colon + 1).trim();
    if (slot) return { slot, label: text.slice(0, colon), inline: value || undefined };
  }
  const whole = slotInSection(text, section);
  if (whole) return { slot: whole, label: text };
  // "Policy No 1234" printed as one run: a label followed by a value of a strict kind.
  const words = text.split(' ');
  for (let count = Math.min(words.length - 1, 6); count >= 1; count -= 1) {
    const slot = slotInSection(words.slice(0, count).join(' '), section);
    if (slot && !FREE_TEXT_KINDS.has(kindOf(slot))) {
      return { slot, label: words.slice(0, count).join(' '), inline: words.slice(count).join(' ').replace(/^[-–:]\s*/, '') };
    }
  }
  return undefined;
}

const isLabel = (cell: Cell, section: Section) =>
  endsWithColon(cell.text) || Boolean(slotInSection(cell.text, section));

/** The runs of `line` whose left edge is within [from, to): one column of a grid row. */
function runsInColumn(line: Line, from: number, to: number): Cell[] {
  return line.cells
    .flatMap((cell) => cell.runs ?? [cell])
    .filter((run) => run.x >= from - COLUMN_TOLERANCE && run.x < to - COLUMN_TOLERANCE);
}

const joinRuns = (runs: Cell[]) => runs.map((run) => run.text).join(' ').trim();

/**
 * A long value printed close to the next label merges with it into one cell ("… - 443698
 * Registration Date :"): split such cells where a label ending in a colon begins.
 */
function splitAtLabels(line: Line): Line {
  const cells = line.cells.flatMap((cell) => {
    const runs = cell.runs ?? [];
    // A label of several runs (OCR gives one run per word) is not split: "Basic OD Premium :" stays whole.
    if (endsWithColon(cell.text) && slotOfLabel(cell.text)) return [cell];
    for (let index = 1; index < runs.length; index += 1) {
      const rest = runs.slice(index);
      const restText = joinRuns(rest);
      if (endsWithColon(restText) && slotOfLabel(restText)) {
        const head = runs.slice(0, index);
        const last = head.at(-1)!;
        return [
          { ...cell, text: joinRuns(head), width: last.x + last.width - cell.x, runs: head },
          { ...cell, text: restText, x: rest[0].x, width: cell.x + cell.width - rest[0].x, runs: rest },
        ];
      }
    }
    return [cell];
  });
  return { ...line, cells };
}

export function locateCandidates(pageLines: readonly Line[]): Candidate[] {
  const lines = pageLines.map(splitAtLabels);
  const candidates: Candidate[] = [];
  let section: Section = 'other';
  let order = 0;

  const add = (slot: Slot, text: string, label: string, placement: Placement) => {
    if (text.trim()) candidates.push({ slot, text: text.trim(), label, placement, order: order++ });
  };

  /** Later lines of a value that wraps: same column, close below, label column empty. */
  const continuation = (fromLine: number, value: { x: number; width: number; height: number }, labelX: number, column?: [number, number]) => {
    const parts: string[] = [];
    let previousY = lines[fromLine].y;
    for (let index = fromLine + 1; index < lines.length; index += 1) {
      const line = lines[index];
      if (line.page !== lines[fromLine].page || line.y - previousY > WRAP_GAP * value.height + 1) break;
      let text: string;
      if (column) {
        text = joinRuns(runsInColumn(line, column[0], column[1]));
      } else {
        if (line.cells.some((cell) => cell.x >= labelX - COLUMN_TOLERANCE && cell.x < value.x - COLUMN_TOLERANCE)) break;
        const overlapping = line.cells.find((cell) => cell.x < value.x + value.width && cell.x + cell.width > value.x);
        text = overlapping?.text ?? '';
      }
      if (!text || endsWithColon(text) || readLabel(text, section)) break;
      parts.push(text);
      previousY = line.y;
    }
    return parts;
  };

  lines.forEach((line, lineIndex) => {
    const only = line.cells.length === 1 ? line.cells[0].text : '';
    if (only && !/[:\d]/.test(only) && only.split(' ').length <= 6) section = sectionOfHeading(only);

    const hits = line.cells.map((cell, cellIndex) => {
      // A label wrapped onto a second line: "Previous Policy" / "Expiry :".
      const below = lines[lineIndex + 1];
      const rest = !endsWithColon(cell.text) && cellIndex < line.cells.length - 1 && below?.page === line.page && below.y - line.y < 1.6 * cell.height
        ? below.cells.find((next) => Math.abs(next.x - cell.x) < 2 && endsWithColon(next.text))
        : undefined;
      return (rest && readLabel(`${cell.text} ${rest.text}`, section)) || readLabel(cell.text, section);
    });

    const labelCount = hits.filter(Boolean).length;
    const headerRow = labelCount >= 2 && !line.cells.some((cell) => endsWithColon(cell.text)) && hasValuesBelow(lines, lineIndex);

    line.cells.forEach((cell, cellIndex) => {
      const hit = hits[cellIndex];
      if (!hit) return;
      const wraps = WRAPPING_KINDS.has(kindOf(hit.slot));
      if (hit.inline) {
        const more = wraps ? continuation(lineIndex, cell, cell.x) : [];
        add(hit.slot, [hit.inline, ...more].join('\n'), hit.label, 'inline');
        return;
      }
      const right = line.cells.slice(cellIndex + 1);
      if (!headerRow && right.length && !isLabel(right[0], section)) {
        // A period may print its two dates in two cells ("Own Damage | 11/11/2024 | 10/11/2025").
        const nextLabel = right.findIndex((next) => isLabel(next, section));
        const valueCells = kindOf(hit.slot) === 'period' ? right.slice(0, nextLabel === -1 ? undefined : nextLabel) : [right[0]];
        const more = wraps ? continuation(lineIndex, right[0], cell.x) : [];
        add(hit.slot, [valueCells.map((value) => value.text).join(' '), ...more].join('\n'), hit.label, 'right');
        return;
      }
      const columnEnd = right[0]?.x ?? Infinity;
      for (let index = lineIndex + 1; index < lines.length; index += 1) {
        const below = lines[index];
        if (below.page !== line.page || below.y - line.y > BELOW_REACH * cell.height) break;
        const runs = runsInColumn(below, cell.x, columnEnd);
        const text = joinRuns(runs);
        if (!text || /^\(.*\)$/.test(text)) continue;
        if (runs.some((run) => isLabel(run, section)) || slotInSection(text, section)) break;
        const more = wraps ? continuation(index, runs[0], cell.x, [cell.x, columnEnd]) : [];
        add(hit.slot, [text, ...more].join('\n'), hit.label, 'below');
        break;
      }
    });
  });
  return candidates;
}

/** A header row: most of its cells have a value starting right under them on the next line. */
function hasValuesBelow(lines: readonly Line[], lineIndex: number): boolean {
  const line = lines[lineIndex];
  const next = lines.slice(lineIndex + 1).find((candidate) => !/^\(.*\)$/.test(candidate.cells.map((cell) => cell.text).join(' ')));
  if (!next || next.page !== line.page || next.y - line.y > BELOW_REACH * line.cells[0].height) return false;
  const starts = next.cells.flatMap((cell) => cell.runs ?? [cell]).map((run) => run.x);
  const aligned = line.cells.filter((cell) => starts.some((x) => Math.abs(x - cell.x) < COLUMN_TOLERANCE));
  return aligned.length >= Math.max(2, Math.ceil(0.6 * line.cells.length));
}
