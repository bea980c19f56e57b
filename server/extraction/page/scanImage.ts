/**
 * A scanned page made ready for OCR: grey levels, the skew a scanner or a hand-held photo gives
 * straightened (found from the text lines' horizontal profile), black and white by Otsu's
 * threshold (a filled band's letters, a table's header row printed white, set dark on light), lone
 * specks of noise and the long table rulings (which make Tesseract drop whole cells) painted
 * white, then handed over as PGM, which Tesseract reads as it is. The letters keep their grey
 * edges: Tesseract's LSTM reads strokes from them that black and white loses (S and 5, O and 0).
 */
import { createCanvas, type Image } from '@napi-rs/canvas';

export interface PreparedScan {
  /** 1 for ink, 0 for paper, row by row. */
  ink: Uint8Array;
  width: number;
  height: number;
  /** The scan's tilt in degrees (positive: clockwise); the page was turned back by as much to straighten it. */
  angle: number;
  /** The straightened page's grey levels, row by row. */
  grey: Uint8ClampedArray;
  /** Filled bands whose letters were set dark on light (see filledBands): read apart from the rest of the page. */
  bands: PixelBox[];
}

/** Skews tried, in degrees either way, and the step between them. */
const MAX_SKEW = 4;
const SKEW_STEP = 0.1;
/** Width the skew is measured at: enough lines, few pixels. */
const SKEW_SAMPLE_WIDTH = 700;
/** Dark runs longer than this share of the page width are rulings, not letters. */
const RULING_SHARE = 0.045;
/** Grey levels at and below this are black on the page handed to OCR, at and above the other white (scanned paper is greyish). */
const BLACK_LEVEL = 40;
const WHITE_LEVEL = 200;

function greyOf(image: Image, width: number, height: number, angle = 0): Uint8ClampedArray {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  if (angle) {
    context.translate(width / 2, height / 2);
    context.rotate((-angle * Math.PI) / 180);
    context.translate(-width / 2, -height / 2);
  }
  context.drawImage(image, 0, 0, width, height);
  const { data } = context.getImageData(0, 0, width, height);
  const grey = new Uint8ClampedArray(width * height);
  for (let i = 0; i < grey.length; i++) grey[i] = data[4 * i] * 0.299 + data[4 * i + 1] * 0.587 + data[4 * i + 2] * 0.114;
  return grey;
}

/** Otsu's threshold of a grey image: the level that best splits ink from paper. */
export function otsuThreshold(grey: Uint8ClampedArray): number {
  const histogram = new Float64Array(256);
  for (let i = 0; i < grey.length; i++) histogram[grey[i]] += 1;
  const total = grey.length;
  let sum = 0;
  for (let level = 0; level < 256; level++) sum += level * histogram[level];
  let [backgroundWeight, backgroundSum, best, threshold] = [0, 0, -1, 128];
  for (let level = 0; level < 256; level++) {
    backgroundWeight += histogram[level];
    if (!backgroundWeight || backgroundWeight === total) continue;
    backgroundSum += level * histogram[level];
    const meanBackground = backgroundSum / backgroundWeight;
    const meanForeground = (sum - backgroundSum) / (total - backgroundWeight);
    const between = backgroundWeight * (total - backgroundWeight) * (meanBackground - meanForeground) ** 2;
    if (between > best) [best, threshold] = [between, level];
  }
  return threshold;
}

/** The skew of the text lines: the angle whose row profile of ink is sharpest. */
export function skewAngle(ink: Uint8Array, width: number, height: number): number {
  const points: number[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (ink[y * width + x]) points.push(x, y);
  let best = { angle: 0, score: -1 };
  const bins = new Float64Array(height * 2);
  for (let angle = -MAX_SKEW; angle <= MAX_SKEW + 1e-9; angle += SKEW_STEP) {
    const slope = Math.tan((angle * Math.PI) / 180);
    bins.fill(0);
    for (let i = 0; i < points.length; i += 2) {
      const row = Math.round(points[i + 1] - points[i] * slope + height / 2);
      if (row >= 0 && row < bins.length) bins[row] += 1;
    }
    let score = 0;
    for (const count of bins) score += count * count;
    if (score > best.score) best = { angle, score };
  }
  return Math.round(best.angle * 10) / 10;
}

function inkOf(grey: Uint8ClampedArray, threshold: number): Uint8Array {
  const ink = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++) ink[i] = grey[i] <= threshold ? 1 : 0;
  return ink;
}

/** Rows of ink at least this share of the page width long may be a filled band's… */
const BAND_RUN_SHARE = 0.1;
/** …rows of it one band while those between are mostly inked too (letters printed white break them)… */
const BAND_GAP_SHARE = 0.02;
/** …one at least this tall (a letter's height) and this much inked, not two rulings. */
const BAND_HEIGHT_SHARE = 0.008;
const BAND_FILL = 0.5;
/** Bands read apart at most (each costs an OCR call): a photo's dark surround or a logo is no more. */
const MAX_BANDS = 8;
/** A band's letters are its lesser part, between these shares of it: fewer is a bar, more no letters on a band. */
const LETTERS_SHARE = [0.02, 0.45];

/**
 * Filled bands of colour (a table's header row, a heading's bar): rows holding a long run of ink, near each other and
 * overlapping, enclosing a box mostly inked. Letters printed white in them are paper to the threshold.
 */
export function filledBands(ink: Uint8Array, width: number, height: number): PixelBox[] {
  const minRun = Math.round(width * BAND_RUN_SHARE);
  const bands: PixelBox[] = [];
  let open: PixelBox | undefined;
  const close = () => {
    if (open && open.y1 - open.y0 >= width * BAND_HEIGHT_SHARE && inkShare(ink, width, open) >= BAND_FILL) bands.push(open);
    open = undefined;
  };
  for (let y = 0; y < height; y++) {
    const run = longestRun(ink, width, y);
    if (run.x1 - run.x0 < minRun) {
      // A row through the band's letters is broken but still mostly inked; a row of text on paper or between rulings is not.
      if (open && inkShare(ink, width, { ...open, y0: y, y1: y + 1 }) >= BAND_FILL) open.y1 = y + 1;
      else if (open && y - open.y1 > width * BAND_GAP_SHARE) close();
      continue;
    }
    const joins = open && y - open.y1 <= 1 && run.x0 < open.x1 && run.x1 > open.x0;
    if (!joins) {
      close();
      open = { x0: run.x0, y0: y, x1: run.x1, y1: y + 1 };
    } else {
      open = { x0: Math.min(open!.x0, run.x0), y0: open!.y0, x1: Math.max(open!.x1, run.x1), y1: y + 1 };
    }
  }
  close();
  return bands.slice(0, MAX_BANDS);
}

function longestRun(ink: Uint8Array, width: number, y: number): { x0: number; x1: number } {
  let best = { x0: 0, x1: 0 };
  for (let x = 0, start = -1; x <= width; x++) {
    if (x < width && ink[y * width + x]) {
      if (start < 0) start = x;
    } else if (start >= 0) {
      if (x - start > best.x1 - best.x0) best = { x0: start, x1: x };
      start = -1;
    }
  }
  return best;
}

function inkShare(ink: Uint8Array, width: number, box: PixelBox): number {
  let inked = 0;
  for (let y = box.y0; y < box.y1; y++) for (let x = box.x0; x < box.x1; x++) inked += ink[y * width + x];
  return inked / ((box.x1 - box.x0) * (box.y1 - box.y0));
}

/**
 * Sets a band's letters dark on light, in its grey levels and its ink, by the band's own threshold (its colour is no
 * paper's): its letters are its lesser part, light ones (printed white) turned dark. A band holding no such share of
 * letters (a bar, a dark photo) is left out: false.
 */
function lettersOfBand({ ink, grey, width }: { ink: Uint8Array; grey: Uint8ClampedArray; width: number }, box: PixelBox): boolean {
  const levels = new Uint8ClampedArray((box.x1 - box.x0) * (box.y1 - box.y0));
  for (let y = box.y0, index = 0; y < box.y1; y++) for (let at = y * width + box.x0; at < y * width + box.x1; at++) levels[index++] = grey[at];
  const threshold = otsuThreshold(levels);
  let dark = 0;
  for (const level of levels) if (level <= threshold) dark += 1;
  const light = dark > levels.length / 2;
  const letters = (light ? levels.length - dark : dark) / levels.length;
  if (letters < LETTERS_SHARE[0] || letters > LETTERS_SHARE[1]) return false;
  for (let y = box.y0, index = 0; y < box.y1; y++) {
    for (let at = y * width + box.x0; at < y * width + box.x1; at++, index++) {
      const level = levels[index];
      grey[at] = light ? 255 - level : level;
      ink[at] = (light ? level > threshold : level <= threshold) ? 1 : 0;
    }
  }
  return true;
}

/** Paints white the ink pixels with at most one inked neighbour: scanner speckle, not strokes. */
function despeckle(ink: Uint8Array, width: number, height: number) {
  const clear: number[] = [];
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (!ink[i]) continue;
      const neighbours = ink[i - 1] + ink[i + 1] + ink[i - width] + ink[i + width] + ink[i - width - 1] + ink[i - width + 1] + ink[i + width - 1] + ink[i + width + 1];
      if (neighbours <= 1) clear.push(i);
    }
  }
  for (const i of clear) ink[i] = 0;
}

/**
 * Paints white the long horizontal and vertical runs of ink (table rulings) and the pixels either side of them. Both
 * are found in one pass row by row (a column's run is followed in `columnRunStart`), which keeps to memory order.
 */
function eraseRulings(ink: Uint8Array, width: number, height: number) {
  const minRun = Math.round(width * RULING_SHARE);
  const erase = new Uint8Array(ink.length);
  const columnRunStart = new Int32Array(width).fill(-1);
  const endColumnRun = (x: number, end: number) => {
    const start = columnRunStart[x];
    columnRunStart[x] = -1;
    if (start < 0 || end - start < minRun) return;
    for (let column = Math.max(0, x - 1); column <= Math.min(width - 1, x + 1); column++) for (let y = start; y < end; y++) erase[y * width + column] = 1;
  };
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let rowRunStart = -1;
    for (let x = 0; x <= width; x++) {
      if (x < width && ink[row + x] === 1) {
        if (rowRunStart < 0) rowRunStart = x;
        if (columnRunStart[x] < 0) columnRunStart[x] = y;
        continue;
      }
      if (x < width) endColumnRun(x, y);
      if (rowRunStart >= 0 && x - rowRunStart >= minRun) {
        for (let fringe = Math.max(0, y - 1); fringe <= Math.min(height - 1, y + 1); fringe++) erase.fill(1, fringe * width + rowRunStart, fringe * width + x);
      }
      rowRunStart = -1;
    }
  }
  for (let x = 0; x < width; x++) endColumnRun(x, height);
  for (let i = 0; i < ink.length; i++) if (erase[i]) ink[i] = 0;
}

/** The page image at `width` pixels, straightened and cleaned: 1 for ink, 0 for paper. */
export function prepareScan(image: Image, width: number): PreparedScan {
  const height = Math.round((image.height * width) / image.width);
  const sampleWidth = Math.min(SKEW_SAMPLE_WIDTH, width);
  const sampleHeight = Math.round((height * sampleWidth) / width);
  const sample = greyOf(image, sampleWidth, sampleHeight);
  const measured = skewAngle(inkOf(sample, otsuThreshold(sample)), sampleWidth, sampleHeight);
  const angle = Math.abs(measured) >= 0.2 ? measured : 0;

  const grey = greyOf(image, width, height, angle);
  const threshold = otsuThreshold(grey);
  const ink = inkOf(grey, threshold);
  const bands = filledBands(ink, width, height).filter((band) => lettersOfBand({ ink, grey, width }, band));
  despeckle(ink, width, height);
  eraseRulings(ink, width, height);
  return { ink, width, height, angle, grey, bands };
}

/**
 * The cleaned page (or a region of it, `blank` left white) as a PGM image, which Tesseract reads without decoding work: letters and their edges (paper
 * touching ink above, below or beside) in the scan's grey, stretched to black on white; the rest white.
 */
export function pgmOf({ ink, grey, width, height }: PreparedScan, region: PixelBox = { x0: 0, y0: 0, x1: width, y1: height }, blank: readonly PixelBox[] = []): Buffer {
  const [x0, y0] = [clamp(Math.round(region.x0), width), clamp(Math.round(region.y0), height)];
  const [x1, y1] = [Math.max(x0, clamp(Math.round(region.x1), width)), Math.max(y0, clamp(Math.round(region.y1), height))];
  const header = Buffer.from(`P5\n${x1 - x0} ${y1 - y0}\n255\n`);
  const pixels = Buffer.alloc((x1 - x0) * (y1 - y0), 255);
  const stretch = 255 / (WHITE_LEVEL - BLACK_LEVEL);
  const stretched = Uint8Array.from({ length: 256 }, (_, level) => Math.min(255, Math.max(0, Math.round((level - BLACK_LEVEL) * stretch))));
  let out = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0, at = y * width + x0; x < x1; x++, at++, out++) {
      if (ink[at] === 1 || ink[at - 1] === 1 || ink[at + 1] === 1 || ink[at - width] === 1 || ink[at + width] === 1) pixels[out] = stretched[grey[at]];
    }
  }
  for (const box of blank) {
    const [bx0, bx1] = [clamp(box.x0, x1) - x0, clamp(box.x1, x1) - x0].map((x) => Math.max(0, x));
    for (let y = Math.max(y0, box.y0); y < Math.min(y1, box.y1); y++) pixels.fill(255, (y - y0) * (x1 - x0) + bx0, (y - y0) * (x1 - x0) + bx1);
  }
  return Buffer.concat([header, pixels]);
}

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(0, value));

/** A box in a prepared scan's pixels (x1 and y1 just past it). */
export interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The boxes of the ink's connected pieces (8-connected) that `keep` accepts, none of whose ink lies in `ignoring`. Work
 * and memory grow with the page's pixels and ink, whatever the pieces: a piece is boxed as it is filled.
 */
export function inkPieces({ ink, width, height }: PreparedScan, ignoring: readonly PixelBox[], keep: (piece: PixelBox) => boolean): PixelBox[] {
  const open = Uint8Array.from(ink);
  for (const box of ignoring) {
    const [x0, x1] = [clamp(Math.floor(box.x0), width), clamp(Math.ceil(box.x1), width)];
    for (let y = clamp(Math.floor(box.y0), height); y < clamp(Math.ceil(box.y1), height); y++) open.fill(0, y * width + x0, y * width + Math.max(x0, x1));
  }
  // Each pixel is stacked at most once, so the stack never holds more than the ink.
  let inked = 0;
  for (let at = 0; at < open.length; at++) inked += open[at];
  const stack = new Int32Array(inked);
  const pieces: PixelBox[] = [];
  for (let start = 0; start < open.length; start++) {
    if (!open[start]) continue;
    open[start] = 0;
    stack[0] = start;
    let depth = 1;
    const piece = { x0: width, y0: height, x1: 0, y1: 0 };
    while (depth) {
      const at = stack[--depth];
      const [x, y] = [at % width, Math.floor(at / width)];
      piece.x0 = Math.min(piece.x0, x);
      piece.x1 = Math.max(piece.x1, x + 1);
      piece.y0 = Math.min(piece.y0, y);
      piece.y1 = Math.max(piece.y1, y + 1);
      for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
        for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
          const next = ny * width + nx;
          if (open[next]) {
            open[next] = 0;
            stack[depth++] = next;
          }
        }
      }
    }
    if (keep(piece)) pieces.push(piece);
  }
  return pieces;
}

/** Share of a box's width a Devanagari headline inks. */
const HEADLINE_SHARE = 0.8;

/**
 * Whether the ink in a box hangs from a headline (the shirorekha Devanagari joins a word's
 * letters with): a thin band of rows in its upper half inked across nearly all of the box, with
 * little ink just above it (at most a vowel sign) and only letters' stems just below. Latin
 * letters stand apart; where blur joins them, the inked rows are their middles, not a band on top.
 */
export function hangsFromHeadline(scan: PreparedScan, box: PixelBox): boolean {
  const x0 = Math.max(0, box.x0);
  const x1 = Math.min(scan.width, box.x1);
  const top = Math.max(1, box.y0);
  const bottom = Math.min(scan.height - 1, box.y1);
  if (x1 - x0 < 4 || bottom - top < 6) return false;
  const coverage = (y: number) => {
    let inked = 0;
    for (let x = x0; x < x1; x++) inked += scan.ink[y * scan.width + x];
    return inked / (x1 - x0);
  };
  const middle = top + Math.ceil((bottom - top) / 2);
  for (let y = top; y <= middle; y++) {
    if (coverage(y) < HEADLINE_SHARE) continue;
    let end = y;
    while (end + 1 < bottom && coverage(end + 1) >= HEADLINE_SHARE) end++;
    const thin = end - y + 1 <= (box.y1 - box.y0) * 0.2;
    if (!thin || end + 2 >= bottom) return false;
    const [above, under] = [coverage(y - 1), coverage(end + 2)];
    if (above < 0.35 && under < 0.5) return true;
    // A wide vowel sign touching the headline ("बैठने") or close-set stems under it ("क्षमता") ink more of the rows beside
    // it; the word still hangs where its ink reaches half as far again below the band as above it (blurred Latin's band is
    // its letters' middle).
    const inkedRows = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, at) => coverage(from + at)).filter((share) => share > 0).length;
    return above < 0.6 && under < 0.65 && inkedRows(end + 1, bottom) >= 1.5 * Math.max(1, inkedRows(top, y));
  }
  return false;
}
