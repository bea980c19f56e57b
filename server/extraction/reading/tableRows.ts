/**
 * A table of several vehicles under one header row (a fleet's annexure, a dealer's list of cars delivered): a value read
 * under its column's header is the first row's, and the policy's vehicle may be any row. The row holding the vehicle's
 * registration number, read elsewhere on the page, is the policy's; without one, no row is sure.
 */
import { horizontalOverlap, type Segment } from '../page/pageModel';
import { readValue } from '../values/readValue';
import type { Candidate } from './candidates';
import { ALIGN, type PageIndex } from './pageIndex';

/** A row of a list of vehicles has at least this many cells. */
const ROW_CELLS = 3;
/** Cells starting where the first row's do, that make a line another row of its table. */
const ALIGNED_CELLS = 3;
/** What a value in a table of several rows keeps of its score where nothing says which row is the policy's. */
const SEVERAL_ROWS = 0.8;

const plain = (text: string) => text.toUpperCase().replace(/[\s.-]/g, '');

const isRegistration = (text: string) => readValue('vehicle_number', text)?.quality === 1;

/** A row of a list of vehicles: cells, none a label, one a registration number. */
function isVehicleRow(page: PageIndex, segments: readonly Segment[]): boolean {
  if (segments.length < ROW_CELLS || !segments.some((segment) => isRegistration(segment.text))) return false;
  return segments.every((segment) => (page.valueOfRun(segment)?.labelishness ?? 1) < 0.5);
}

/** The lines of the list of vehicles a value row belongs to: those next to it, each a vehicle's row whose cells start where its own do. */
function tableRows(page: PageIndex, line: number): number[] {
  const { lines } = page.model;
  const starts = lines[line].segments.map((segment) => segment.x);
  const alignsWith = (index: number) => {
    const other = lines[index];
    if (!other || other.page !== lines[line].page || !isVehicleRow(page, other.segments)) return false;
    return other.segments.filter((segment) => starts.some((x) => Math.abs(segment.x - x) <= ALIGN)).length >= ALIGNED_CELLS;
  };
  if (!alignsWith(line)) return [];
  const rows = [line];
  for (let index = line - 1; alignsWith(index); index--) rows.unshift(index);
  for (let index = line + 1; alignsWith(index); index++) rows.push(index);
  return rows;
}

/** The registration number read surely outside any table of several rows: the policy's vehicle's. */
function registrationOf(candidates: readonly Candidate[], inTable: (candidate: Candidate) => boolean): string | undefined {
  const outside = candidates.filter((candidate) => candidate.target === 'vehicle_number' && !inTable(candidate)).sort((a, b) => b.score - a.score);
  return outside[0] ? plain(String(outside[0].value)) : undefined;
}

/** Values read in a table of several rows: moved to the row of the policy's vehicle, or doubted where no row is its. */
export function rowOfThisVehicle(page: PageIndex, candidates: readonly Candidate[]): Candidate[] {
  const rowsOf = new Map<number, number[]>();
  const rows = (line: number) => rowsOf.get(line) ?? rowsOf.set(line, tableRows(page, line)).get(line)!;
  const cellOf = (candidate: Candidate) => (candidate.span.parts.length === 1 ? candidate.span.parts[0].segment : undefined);
  const inTable = (candidate: Candidate) => {
    const cell = cellOf(candidate);
    return cell !== undefined && rows(cell.line).length >= 2;
  };
  const registration = registrationOf(candidates, inTable);
  return candidates.map((candidate) => {
    const cell = cellOf(candidate);
    if (!cell || !inTable(candidate)) return candidate;
    const lines = rows(cell.line).map((index) => page.model.lines[index]);
    const own = registration && lines.find((line) => line.segments.some((segment) => plain(segment.text) === registration));
    if (!own) return { ...candidate, score: candidate.score * SEVERAL_ROWS };
    if (own.index === cell.line) return candidate;
    const moved = [...own.segments].sort((a, b) => horizontalOverlap(b, cell) - horizontalOverlap(a, cell))[0];
    const reading = horizontalOverlap(moved, cell) > 0 ? readValue(candidate.target, moved.text, candidate.label?.text ?? '') : undefined;
    if (!reading) return { ...candidate, score: candidate.score * SEVERAL_ROWS };
    const span = { ...page.span([{ segment: moved, from: 0, to: page.wordsOf(moved).length }]), labelishness: 0 };
    return { ...candidate, value: reading.value, span };
  });
}
