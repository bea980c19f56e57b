/**
 * Figures printed alone that neither OCR reading found: Tesseract passes over a lone glyph (the "5"
 * of a seating capacity beside its label's Hindi, which both its modes drop). The ink outside every
 * box either reading gave is gathered into pieces the size of figures, neighbours joined, and each
 * group standing apart from all words, after a word on its row (a value beside its label), is read alone as one line;
 * one read surely as figures is kept.
 */
import { FIGURES, SURE_WORD } from './ocrConfidence';
import { inkPieces, type PixelBox, pgmOf, type PreparedScan } from './scanImage';

export interface ReadText {
  text: string;
  /** 0–100, as Tesseract gives it. */
  confidence: number;
}

/** A lost figure and its box in the scan's pixels. */
export interface LostFigure extends ReadText {
  bbox: PixelBox;
}

/** A figure's height against the page's sure words' (their median): at least, and at most. */
const MIN_FIGURE_HEIGHT = 0.6;
const MAX_FIGURE_HEIGHT = 1.25;
/** A figure is at most this wide, in the type's height (as the measures below). */
const FIGURE_WIDTH = 1.1;
/** Figures of one group are at most this far apart… */
const FIGURE_GAP = 0.6;
/** …and a group at most this wide (a few figures): wider ink is a word OCR made nothing of. */
const GROUP_WIDTH = 3.5;
/** A group stands apart from any word by at least this (else it is a letter a word lost). */
const APART = 1;
/** Groups read per page at most, nearest their rows' words first. */
const MAX_GROUPS = 12;
/** More figure-sized pieces than this is a photo or a page of specks, not a page of text with a figure lost: none is read. */
const MAX_FIGURE_PIECES = 500;
/** A crop's white margin around its ink, in the type's height (Tesseract reads a glyph touching the edge badly). */
const CROP_MARGIN = 0.6;
/**
 * A group read as figures at least this surely is kept: lower than a word amid others needs (see sureFiguresMissed),
 * as a glyph read alone scores lower ("5" at 74 and 96 on two scans of one layout), and only ink standing apart is read.
 */
const SURE_FIGURE = 70;

const overlapsRows = (a: PixelBox, b: PixelBox) => Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 0;

/** Groups of figure-sized ink pieces (in x order) on one row, each at most a few figures wide. */
function figureGroups(figures: readonly PixelBox[], height: number): PixelBox[] {
  const groups: PixelBox[] = [];
  for (const figure of [...figures].sort((a, b) => a.x0 - b.x0)) {
    const group = groups.find((other) => overlapsRows(other, figure) && figure.x0 - other.x1 <= FIGURE_GAP * height);
    if (group) Object.assign(group, { x1: Math.max(group.x1, figure.x1), y0: Math.min(group.y0, figure.y0), y1: Math.max(group.y1, figure.y1) });
    else groups.push({ ...figure });
  }
  return groups.filter((group) => group.x1 - group.x0 <= GROUP_WIDTH * height);
}

/** The median height of the words read surely: the page's type size in pixels. */
function typeHeight(words: readonly (ReadText & { bbox: PixelBox })[]): number | undefined {
  const heights = words.filter((word) => word.confidence >= SURE_WORD && /[\p{L}\d]/u.test(word.text)).map((word) => word.bbox.y1 - word.bbox.y0).sort((a, b) => a - b);
  return heights.length ? heights[Math.floor(heights.length / 2)] : undefined;
}

export async function lostFigures(scan: PreparedScan, words: readonly (ReadText & { bbox: PixelBox })[], readLine: (image: Buffer) => Promise<ReadText[]>): Promise<LostFigure[]> {
  const height = typeHeight(words);
  if (!height) return [];
  const boxes = words.map((word) => word.bbox);
  const figureSized = ({ x0, y0, x1, y1 }: PixelBox) => y1 - y0 >= MIN_FIGURE_HEIGHT * height && y1 - y0 <= MAX_FIGURE_HEIGHT * height && x1 - x0 <= FIGURE_WIDTH * height;
  const pieces = inkPieces(scan, boxes, figureSized);
  if (pieces.length > MAX_FIGURE_PIECES) return [];
  const standsApart = (group: PixelBox) => !boxes.some((box) => overlapsRows(box, group) && box.x0 - group.x1 < APART * height && group.x0 - box.x1 < APART * height);
  // How far the nearest word before it on its row ends: a value's label (a margin's speck or a logo has none).
  const distanceFromLabel = (group: PixelBox) => Math.min(...boxes.filter((box) => overlapsRows(box, group) && box.x1 <= group.x0).map((box) => group.x0 - box.x1));
  const groups = figureGroups(pieces, height)
    .filter((group) => standsApart(group) && Number.isFinite(distanceFromLabel(group)))
    .sort((a, b) => distanceFromLabel(a) - distanceFromLabel(b))
    .slice(0, MAX_GROUPS);
  const found: LostFigure[] = [];
  for (const group of groups) {
    const margin = CROP_MARGIN * height;
    const read = await readLine(pgmOf(scan, { x0: group.x0 - margin, y0: group.y0 - margin, x1: group.x1 + margin, y1: group.y1 + margin }));
    if (read.length === 1 && FIGURES.test(read[0].text.trim()) && read[0].confidence >= SURE_FIGURE) found.push({ text: read[0].text.trim(), confidence: read[0].confidence, bbox: group });
  }
  return found;
}
