/**
 * A row of headers over a row of cells, however each is set in its column: headers centred over cells set left ("Engine"
 * / "Number" over "2GDA561138" starting left of it), a long value running under the next header's start ("Innova Crysta
 * 2.4 VX 7" under "Make" | "Model &"). Each cell of the row under is its header's by their order and their middles: cells
 * and headers are paired left to right, each cell with one header, the pairs as near as can be.
 */
import { centreX, fontOf, right, type Segment } from '../page/pageModel';
import { startSamePlace } from '../page/words';
import type { PageIndex } from './pageIndex';

/** A row of headers has at least this many cells, and so has the row of values under it. */
const MIN_CELLS = 3;
/** The row of values is at most this many text heights under the headers' last line. */
const ROW_REACH = 3.2;


/**
 * Pairs `cells` with `headers`, both left to right, each cell with a header of its own and in order, so that the pairs'
 * middles are as near as can be (a short dynamic programme). Undefined where there are more cells than headers.
 */
export function pairInOrder(headers: readonly Segment[], cells: readonly Segment[]): Map<Segment, Segment> | undefined {
  const [m, n] = [headers.length, cells.length];
  if (n > m) return undefined;
  // cost[i][j]: the least distance pairing the first j cells with headers among the first i.
  const cost = Array.from({ length: m + 1 }, () => new Array<number>(n + 1).fill(Infinity));
  for (let i = 0; i <= m; i++) cost[i][0] = 0;
  for (let i = 1; i <= m; i++)
    for (let j = 1; j <= Math.min(i, n); j++) cost[i][j] = Math.min(cost[i - 1][j], cost[i - 1][j - 1] + Math.abs(centreX(headers[i - 1]) - centreX(cells[j - 1])));
  const pairs = new Map<Segment, Segment>();
  for (let i = m, j = n; j > 0; i--) {
    if (cost[i][j] === cost[i - 1][j]) continue;
    pairs.set(headers[i - 1], cells[j - 1]);
    j--;
  }
  return pairs;
}

/**
 * The row of values under a row of three or more headers on `line`, all in one font: the first line below in another
 * font (the headers' wrapped lines are in theirs), of three or more cells, none a label.
 */
export function valuesUnder(page: PageIndex, line: number): Segment[] | undefined {
  const known = valuesUnderCache.get(page) ?? valuesUnderCache.set(page, new Map()).get(page)!;
  if (!known.has(line)) known.set(line, findValuesUnder(page, line));
  return known.get(line);
}

/** Rows of values found under each line of a page, once. */
const valuesUnderCache = new WeakMap<PageIndex, Map<number, Segment[] | undefined>>();

function findValuesUnder(page: PageIndex, line: number): Segment[] | undefined {
  const { lines } = page.model;
  const headers = lines[line].segments.filter((segment) => !segment.hindiOnly);
  const font = fontOf(headers[0]?.style ?? '');
  if (headers.length < MIN_CELLS || headers.some((segment) => fontOf(segment.style) !== font)) return undefined;
  let last = lines[line];
  for (let index = line + 1; index < lines.length && lines[index].page === last.page; index++) {
    const next = lines[index];
    if (next.y - (last.y + last.height) > ROW_REACH * last.height) return undefined;
    const cells = next.segments.filter((segment) => !segment.hindiOnly);
    if (cells.every((segment) => fontOf(segment.style) === font)) {
      last = next;
      continue;
    }
    const values = cells.length >= MIN_CELLS && cells.every((cell) => fontOf(cell.style) !== font && (page.valueOfRun(cell)?.labelishness ?? 1) < 0.5);
    return values ? cells : undefined;
  }
  return undefined;
}

/**
 * The cell under `header` in a row of headers over a row of values (see valuesUnder), paired with it by order and middles
 * (see above), overlapping its column.
 */
export function cellUnderHeader(page: PageIndex, header: Segment): Segment | undefined {
  const cells = valuesUnder(page, header.line);
  if (!cells) return undefined;
  const headers = page.model.lines[header.line].segments.filter((segment) => !segment.hindiOnly);
  const cell = pairInOrder(headers, cells)?.get(header);
  // (A cell set under the next header's column altogether is no pair: a header over no value. Nor is a run of two cells'
  // words, one starting where a header does: "7 2025" under "Seating" | "Year of".)
  if (!cell || cell.x >= right(header) + header.width || right(cell) <= header.x - header.width) return undefined;
  const twoCells = page.wordsOf(cell).slice(1).some((word) => headers.some((other) => startSamePlace(other, word)));
  return twoCells ? undefined : cell;
}
