/**
 * The words of a PDF with where they sit, grouped the way a reader sees them: runs of text close
 * together on one baseline form a cell, cells on one baseline form a line. The field extractor
 * reads labels and values from these cells (value right of, or below, its label).
 */
import { extractTextItems } from 'unpdf';

export interface Cell {
  text: string;
  page: number;
  /** Left edge and top of the text, in points from the page's top-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The runs a merged cell was built from (a table value row may print two columns close together). */
  runs?: Cell[];
}

export interface Line {
  page: number;
  y: number;
  cells: Cell[];
}

/** Two runs further apart than this many text heights are separate cells. */
const CELL_GAP = 1.2;
/** Runs whose tops differ by less than this share of their height are on one line. */
const SAME_LINE = 0.5;

/** Every non-blank run of text of every page, top-down coordinates. */
export async function readTextRuns(pdf: Uint8Array): Promise<Cell[]> {
  // pdf.js takes over (detaches) the buffer it is given: hand it a copy so callers keep theirs.
  const { items } = await extractTextItems(pdf.slice());
  const runs: Cell[] = [];
  items.forEach((pageItems, index) => {
    const pageHeight = Math.max(842, ...pageItems.map((item) => item.y + item.height));
    for (const item of pageItems) {
      const text = item.str.replace(/\s+/g, ' ').trim();
      if (!text) continue;
      runs.push({ text, page: index + 1, x: item.x, y: pageHeight - item.y - item.height, width: item.width, height: item.height || item.fontSize });
    }
  });
  return runs;
}

/** Groups runs into lines (top to bottom) of cells (left to right). */
export function intoLines(runs: readonly Cell[]): Line[] {
  const sorted = [...runs].sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x);
  const lines: Line[] = [];
  for (const run of sorted) {
    const line = lines.at(-1);
    if (line && line.page === run.page && Math.abs(line.y - run.y) < SAME_LINE * run.height) line.cells.push({ ...run, runs: [run] });
    else lines.push({ page: run.page, y: run.y, cells: [{ ...run, runs: [run] }] });
  }
  for (const line of lines) {
    line.cells.sort((a, b) => a.x - b.x);
    const merged: Cell[] = [];
    for (const cell of line.cells) {
      const previous = merged.at(-1);
      const gap = previous ? cell.x - (previous.x + previous.width) : Infinity;
      if (previous && gap < CELL_GAP * Math.max(previous.height, cell.height)) {
        previous.text = `${previous.text}${gap > 0.15 * cell.height ? ' ' : ''}${cell.text}`;
        previous.width = cell.x + cell.width - previous.x;
        previous.height = Math.max(previous.height, cell.height);
        previous.runs!.push(...cell.runs!);
      } else {
        merged.push(cell);
      }
    }
    line.cells = merged;
  }
  return lines;
}

/** The lines of a PDF. */
export const readLines = async (pdf: Uint8Array) => intoLines(await readTextRuns(pdf));
