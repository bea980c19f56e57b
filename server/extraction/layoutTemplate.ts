/**
 * Layouts taught by a motor policy configuration. From a sample PDF and its key / label /
 * sample-value rows, `learnLayout` finds where each sample value is printed and the label it sits
 * by (in the same cell after the label, to its right, or under it), and the printed phrases that
 * identify the layout. `matchLayout` picks the configuration whose phrases a document prints, and
 * `readLayout` reads each configured key from it by the learned label and offset.
 */
import type { LearnedLayout, LearnedRule, SampleReport } from '../../resources/policyConfigurations/declaration';
import { policyFieldOf } from '../../resources/policyConfigurations/configurationKeys';
import type { Cell, Line } from './pdfText';

export interface ConfigurationRow {
  key: string;
  label: string;
  value: string;
}

export interface LayoutTemplate {
  name: string;
  learned: LearnedLayout;
}

/** Letters and digits only, lower case: how printed text and typed values are compared. */
const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const hasLetters = (text: string) => /\p{L}{2,}/u.test(text);
/** A label as printed, without the colon or dash that leads to its value. */
const bareLabel = (text: string) => text.replace(/[\s:–—-]+$/, '').trim();

/** Share of a configuration's phrases a document must print to be read with it. */
const MATCH_THRESHOLD = 0.6;
const MAX_PHRASES = 300;
/** How far (in points) a value may sit from where the sample had it, beyond a line's height. */
const POSITION_SLACK = 12;
/** Lines above a value searched for its label. */
const LABEL_LINES_ABOVE = 3;
/** Wrapped lines of one value are closer than this many text heights. */
const WRAP_GAP = 1.8;

interface Located {
  line: number;
  cell: Cell;
  /** The label printed before the value in the same cell ("Policy No: 123"). */
  inlineLabel?: string;
  lineCount: number;
}

/** Where a sample value is printed: a cell equal to it, a cell ending with it, or cells wrapped over lines. */
function locateValue(lines: readonly Line[], value: string): Located | undefined {
  const wanted = compact(value);
  if (!wanted) return undefined;
  let ending: Located | undefined;
  for (let index = 0; index < lines.length; index++) {
    for (const cell of lines[index].cells) {
      const text = compact(cell.text);
      if (text === wanted) return { line: index, cell, lineCount: 1 };
      if (!ending && text.endsWith(wanted) && text.length > wanted.length) {
        const prefix = prefixBefore(cell.text, wanted);
        if (prefix && hasLetters(prefix)) ending = { line: index, cell, inlineLabel: bareLabel(prefix), lineCount: 1 };
      }
      if (!ending && wanted.startsWith(text) && text.length >= 3) {
        const wrapped = continuation(lines, index, cell, wanted.length);
        if (compact(wrapped.map((part) => part.text).join(' ')) === wanted) return { line: index, cell, lineCount: wrapped.length };
      }
    }
  }
  return ending;
}

/** The text of `cellText` before the part whose compact form is `value` (the end of the cell). */
function prefixBefore(cellText: string, value: string): string | undefined {
  for (let cut = cellText.length - 1; cut >= 0; cut--) {
    if (compact(cellText.slice(cut)) === value) return cellText.slice(0, cut);
  }
  return undefined;
}

/** The cell and the cells under it in its column on the next lines, while they stay close. */
function continuation(lines: readonly Line[], index: number, first: Cell, maxChars = Infinity, maxLines = 6): Cell[] {
  const parts = [first];
  let previous = first;
  for (let next = index + 1; next < lines.length && parts.length < maxLines; next++) {
    const line = lines[next];
    if (line.page !== first.page || line.y - previous.y > WRAP_GAP * Math.max(previous.height, 6)) break;
    const below = line.cells.find((cell) => Math.abs(cell.x - first.x) <= 4);
    if (!below) break;
    parts.push(below);
    previous = below;
    if (compact(parts.map((part) => part.text).join(' ')).length >= maxChars) break;
  }
  return parts;
}

/** The label a located value sits by: the person's label where printed nearby, else the nearest text. */
function labelFor(lines: readonly Line[], found: Located, givenLabel: string) {
  const value = found.cell;
  const line = lines[found.line];
  const matchesGiven = (cell: Cell) => compact(bareLabel(cell.text)) === compact(givenLabel);
  const left = line.cells.filter((cell) => cell.x + cell.width <= value.x + 1 && hasLetters(cell.text));
  const above: Cell[] = [];
  for (let index = found.line - 1; index >= Math.max(0, found.line - LABEL_LINES_ABOVE); index--) {
    if (lines[index].page !== value.page) break;
    above.push(...lines[index].cells.filter((cell) => cell.x <= value.x + 4 && cell.x + cell.width >= value.x - 4 && hasLetters(cell.text)));
    if (above.length) break;
  }
  const right = left.at(-1);
  const upper = above[0];
  // The person's label wins where it is printed beside or above the value; else the nearest text to the left, then above.
  const given = left.find(matchesGiven) ?? above.find(matchesGiven);
  if (given) return { placement: left.includes(given) ? ('right' as const) : ('below' as const), label: given };
  if (right) return { placement: 'right' as const, label: right };
  if (upper) return { placement: 'below' as const, label: upper };
  return undefined;
}

/** Learns a layout from the sample's lines and the configuration's rows. */
export function learnLayout(lines: readonly Line[], rows: readonly ConfigurationRow[]): { learned: LearnedLayout; report: SampleReport } {
  const rules: LearnedRule[] = [];
  const report: SampleReport = { found: [], missing: [] };
  const valueCells = new Set<Cell>();
  for (const row of rows) {
    const found = locateValue(lines, row.value);
    if (!found) {
      report.missing.push(row.key);
      continue;
    }
    report.found.push(row.key);
    valueCells.add(found.cell);
    const base = { key: row.key, policyField: policyFieldOf(row.key), page: found.cell.page, lineCount: found.lineCount };
    if (found.inlineLabel) {
      rules.push({ ...base, label: found.inlineLabel, placement: 'inline', dx: 0, dy: 0 });
      continue;
    }
    const by = labelFor(lines, found, row.label);
    if (by) {
      rules.push({ ...base, label: bareLabel(by.label.text), placement: by.placement, dx: found.cell.x - by.label.x, dy: found.cell.y - by.label.y });
    } else {
      rules.push({ ...base, placement: 'position', dx: found.cell.x, dy: found.cell.y });
    }
  }
  const phrases = new Set<string>();
  for (const line of lines) {
    for (const cell of line.cells) {
      const phrase = phraseOf(cell.text);
      if (phrase && !valueCells.has(cell)) phrases.add(phrase);
    }
  }
  return { learned: { rules, fingerprint: [...phrases].slice(0, MAX_PHRASES) }, report };
}

/** Text that may identify a layout: words without digits (values carry digits), long enough to mean something. */
function phraseOf(text: string): string | undefined {
  const phrase = text.toLowerCase().replace(/[^\p{L}\s]/gu, ' ').replace(/\s+/g, ' ').trim();
  return !/\d/.test(text) && phrase.replace(/\s/g, '').length >= 4 ? phrase : undefined;
}

/** The configuration a document was printed with, if any prints enough of its phrases. */
export function matchLayout(lines: readonly Line[], templates: readonly LayoutTemplate[]): LayoutTemplate | undefined {
  if (!templates.length) return undefined;
  const printed = new Set<string>();
  for (const line of lines) for (const cell of line.cells) {
    const phrase = phraseOf(cell.text);
    if (phrase) printed.add(phrase);
  }
  let best: { template: LayoutTemplate; score: number } | undefined;
  for (const template of templates) {
    const { fingerprint } = template.learned;
    if (!fingerprint.length) continue;
    const score = fingerprint.filter((phrase) => printed.has(phrase)).length / fingerprint.length;
    if (score >= MATCH_THRESHOLD && (!best || score > best.score)) best = { template, score };
  }
  return best?.template;
}

/** The printed text of each configured key, read by the learned rules. */
export function readLayout(lines: readonly Line[], learned: LearnedLayout): Map<LearnedRule, string> {
  const labels = new Set(learned.rules.map((rule) => rule.label && compact(rule.label)).filter(Boolean));
  const isOtherLabel = (cell: Cell) => labels.has(compact(bareLabel(cell.text)));
  const read = new Map<LearnedRule, string>();
  for (const rule of learned.rules) {
    const text = readRule(lines, rule, isOtherLabel);
    if (text) read.set(rule, text);
  }
  return read;
}

function readRule(lines: readonly Line[], rule: LearnedRule, isOtherLabel: (cell: Cell) => boolean): string | undefined {
  const wrappedFrom = (index: number, cell: Cell) =>
    continuation(lines, index, cell, Infinity, rule.lineCount)
      .filter((part, position) => position === 0 || !isOtherLabel(part))
      .map((part) => part.text)
      .join('\n');

  if (rule.placement === 'position') {
    const index = lines.findIndex((line) => line.page === rule.page && Math.abs(line.y - rule.dy) <= POSITION_SLACK);
    if (index < 0) return undefined;
    const cell = nearest(lines[index].cells, rule.dx);
    return cell && Math.abs(cell.x - rule.dx) <= POSITION_SLACK ? wrappedFrom(index, cell) : undefined;
  }

  const wanted = compact(rule.label ?? '');
  for (let index = 0; index < lines.length; index++) {
    for (const cell of lines[index].cells) {
      const text = compact(cell.text);
      if (rule.placement === 'inline') {
        if (text.startsWith(wanted) && text.length > wanted.length) return afterLabel(cell.text, wanted);
        continue;
      }
      if (text !== wanted) continue;
      if (rule.placement === 'right') {
        const candidates = lines[index].cells.filter((other) => other.x > cell.x + cell.width - 1);
        const value = nearest(candidates, cell.x + rule.dx);
        if (value && Math.abs(value.x - (cell.x + rule.dx)) <= POSITION_SLACK + value.height * 4) return wrappedFrom(index, value);
        return undefined;
      }
      // Below: the line at the learned distance (give or take a line), the cell nearest the learned column.
      for (let next = index + 1; next < lines.length && lines[next].page === cell.page; next++) {
        const line = lines[next];
        if (line.y - cell.y > rule.dy + POSITION_SLACK + cell.height) break;
        if (Math.abs(line.y - cell.y - rule.dy) > POSITION_SLACK) continue;
        const value = nearest(line.cells, cell.x + rule.dx);
        if (value && Math.abs(value.x - (cell.x + rule.dx)) <= POSITION_SLACK && !isOtherLabel(value)) return wrappedFrom(next, value);
      }
      return undefined;
    }
  }
  return undefined;
}

const nearest = (cells: readonly Cell[], x: number) =>
  cells.reduce<Cell | undefined>((best, cell) => (!best || Math.abs(cell.x - x) < Math.abs(best.x - x) ? cell : best), undefined);

/** The text of a cell after its leading label (compared letter by letter, ignoring punctuation). */
function afterLabel(cellText: string, label: string): string {
  let consumed = 0;
  let cut = 0;
  while (cut < cellText.length && consumed < label.length) {
    if (compact(cellText[cut])) consumed++;
    cut++;
  }
  return cellText.slice(cut).replace(/^[\s:–—-]+/, '').trim();
}
