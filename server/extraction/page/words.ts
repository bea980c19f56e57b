/** A word with its box on its page: what the page model is built from (pageModel.ts). */

export interface Box {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Word extends Box {
  text: string;
  /** The font (and size) it is printed in: labels, values and headings of one document differ by it. */
  style: string;
  size: number;
  /** How sure OCR is of the word (0–1); text PDFs leave it out. */
  confidence?: number;
  /** The word ends a run of its own in the PDF followed by a wide gap (two or more spaces). */
  breakAfter?: boolean;
  /** The word starts a run of text in the PDF: its place is the PDF's, not reckoned from the letters before it in its run. */
  startsRun?: boolean;
}

export const centreX = (box: Box) => box.x + box.width / 2;
export const centreY = (box: Box) => box.y + box.height / 2;
export const right = (box: Box) => box.x + box.width;
export const bottom = (box: Box) => box.y + box.height;

/** Boxes starting this close (points) start at one place: a column's cells, printed a little off. */
const SAME_START = 1;
export const startSamePlace = (a: Box, b: Box) => Math.abs(a.x - b.x) <= SAME_START;
