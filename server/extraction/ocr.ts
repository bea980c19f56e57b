/**
 * Text for documents without a text layer (scans, photos wrapped by `imageToPdf`): each page is
 * rendered to an image, its table rulings are erased (they make Tesseract drop whole table cells),
 * and Tesseract's words come back as positioned runs for the same extractor as text PDFs.
 * Runs offline: the English model is read from the @tesseract.js-data/eng package.
 */
// pdf.js 5 calls ArrayBuffer.prototype.transferToFixedLength, which Node 20 lacks (it renders blank pages without it).
import 'core-js/actual/array-buffer/transfer-to-fixed-length.js';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { createWorker, OEM, PSM } from 'tesseract.js';
import { getDocumentProxy, renderPageAsImage } from 'unpdf';
import type { Cell } from './pdfText';

/** Pages read by OCR: a schedule is one to three pages; the rest of a long scan is terms and conditions. */
export const OCR_MAX_PAGES = 5;
/** Pages are rendered this many pixels wide (about 215 dpi on A4): Tesseract reads 10 pt print well. */
const RENDER_WIDTH_PX = 1800;
/** Dark runs longer than this many pixels are table rulings, not strokes of a letter. */
const RULING_MIN_PX = 80;
/** A ruling's anti-aliased edge: erased too, or its grey fringe reads as quotes and bars beside the text. */
const RULING_FRINGE_PX = 2;
/** Grey level (0–255) below which a pixel counts as ink when looking for rulings. */
const INK_LEVEL = 170;
/** Words below this Tesseract confidence (0–100) that hold no letter or digit are ruling debris. */
const DEBRIS_CONFIDENCE = 60;

const require = createRequire(import.meta.url);
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** An OCR run carries Tesseract's confidence in its word (0–1). */
export interface OcrCell extends Cell {
  confidence: number;
}

/** Paints long horizontal and vertical dark runs white, leaving the text. */
async function withoutRulings(png: ArrayBuffer): Promise<Buffer> {
  const image = await loadImage(Buffer.from(png));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, image.width, image.height);
  const { data, width, height } = pixels;
  const dark = new Uint8Array(width * height);
  for (let i = 0; i < dark.length; i++) dark[i] = data[4 * i] * 0.299 + data[4 * i + 1] * 0.587 + data[4 * i + 2] * 0.114 < INK_LEVEL ? 1 : 0;

  const erase = new Uint8Array(dark.length);
  const eraseRuns = (count: number, length: number, at: (line: number, step: number) => number) => {
    for (let line = 0; line < count; line++) {
      let start = -1;
      for (let step = 0; step <= length; step++) {
        const isDark = step < length && dark[at(line, step)] === 1;
        if (isDark && start < 0) start = step;
        if (!isDark && start >= 0) {
          if (step - start >= RULING_MIN_PX) {
            const first = Math.max(0, line - RULING_FRINGE_PX);
            const last = Math.min(count - 1, line + RULING_FRINGE_PX);
            for (let fringe = first; fringe <= last; fringe++) for (let k = start; k < step; k++) erase[at(fringe, k)] = 1;
          }
          start = -1;
        }
      }
    }
  };
  eraseRuns(height, width, (y, x) => y * width + x);
  eraseRuns(width, height, (x, y) => y * width + x);
  for (let i = 0; i < erase.length; i++) if (erase[i]) data[4 * i] = data[4 * i + 1] = data[4 * i + 2] = 255;
  context.putImageData(pixels, 0, 0);
  return canvas.toBuffer('image/png');
}

const isDebris = (text: string, confidence: number) => !/[\p{L}\p{N}]/u.test(text) && confidence < DEBRIS_CONFIDENCE;

/** The words of the first pages of a PDF, read by OCR, in points from each page's top-left corner. */
export async function ocrTextRuns(pdf: Uint8Array): Promise<OcrCell[]> {
  const document = await getDocumentProxy(pdf.slice());
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, cacheMethod: 'none', gzip: true });
  try {
    // Sparse text: every word with its box, in any order; `intoLines` groups them as it does PDF runs.
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, debug_file: '/dev/null' });
    const runs: OcrCell[] = [];
    for (let page = 1; page <= Math.min(document.numPages, OCR_MAX_PAGES); page++) {
      const { width } = (await document.getPage(page)).getViewport({ scale: 1 });
      const scale = RENDER_WIDTH_PX / width;
      const png = await renderPageAsImage(document, page, { canvasImport: () => import('@napi-rs/canvas'), scale });
      const { data } = await worker.recognize(await withoutRulings(png), {}, { blocks: true, text: false });
      for (const line of (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))) {
        // A word's box is its ink (a hyphen is a sliver): words take their line's top and height, as PDF text runs do.
        const top = line.bbox.y0 / scale;
        const height = (line.bbox.y1 - line.bbox.y0) / scale;
        for (const word of line.words) {
          const text = word.text.trim();
          if (!text || isDebris(text, word.confidence)) continue;
          const { x0, x1 } = word.bbox;
          runs.push({ text, page, x: x0 / scale, y: top, width: (x1 - x0) / scale, height, confidence: word.confidence / 100 });
        }
      }
    }
    return runs;
  } finally {
    await worker.terminate();
    await document.destroy();
  }
}
