/**
 * What a scanner makes of a printed schedule: each page rasterised at 300 dpi on greyish paper,
 * slightly blurred and skewed, with speckles and grain, saved as JPEG (sometimes at a quality low
 * enough to show artefacts) in a PDF that has no text layer.
 */
import 'core-js/actual/array-buffer/transfer-to-fixed-length.js';
import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { renderPageAsImage } from 'unpdf';
import { createPdf } from './draw';
import type { Random } from './random';

export const SCAN_DPI = 300;

interface ScanLook {
  paper: [number, number, number];
  /** Degrees, either way. */
  skew: number;
  blur: number;
  speckles: number;
  grain: number;
  jpegQuality: number;
}

function drawLook(rng: Random): ScanLook {
  const grey = rng.int(228, 250);
  const warm = rng.int(0, 8);
  return {
    paper: [grey, grey - Math.floor(warm / 2), grey - warm],
    skew: (rng.chance(0.5) ? 1 : -1) * (rng.int(30, 200) / 100),
    blur: rng.int(30, 90) / 100,
    speckles: rng.int(150, 1200),
    grain: rng.int(4, 12) / 100,
    jpegQuality: rng.chance(0.4) ? rng.int(30, 55) : rng.int(78, 92),
  };
}

/** A tile of random grey pixels, laid over the page as grain. */
function grainTile(rng: Random, strength: number) {
  const tile = createCanvas(128, 128);
  const context = tile.getContext('2d');
  const image = context.createImageData(128, 128);
  for (let i = 0; i < image.data.length; i += 4) {
    const level = 255 - rng.int(0, 255) * strength;
    image.data[i] = image.data[i + 1] = image.data[i + 2] = level;
    image.data[i + 3] = 255;
  }
  context.putImageData(image, 0, 0);
  return tile;
}

function speckle(context: SKRSContext2D, rng: Random, width: number, height: number, count: number) {
  for (let i = 0; i < count; i++) {
    const dark = rng.chance(0.8);
    context.fillStyle = dark ? `rgba(20,20,20,${rng.int(20, 80) / 100})` : 'rgba(255,255,255,0.8)';
    const size = rng.int(2, dark ? 7 : 5);
    context.beginPath();
    context.arc(rng.int(0, width), rng.int(0, height), size / 2, 0, Math.PI * 2);
    context.fill();
  }
}

async function scanPage(pdf: Uint8Array, pageNumber: number, look: ScanLook, rng: Random): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const png = await renderPageAsImage(pdf.slice(), pageNumber, { canvasImport: () => import('@napi-rs/canvas'), scale: SCAN_DPI / 72 });
  const page = await loadImage(Buffer.from(png));
  const canvas = createCanvas(page.width, page.height);
  const context = canvas.getContext('2d');
  context.fillStyle = `rgb(${look.paper.join(',')})`;
  context.fillRect(0, 0, page.width, page.height);
  context.save();
  context.filter = `blur(${look.blur}px)`;
  context.translate(page.width / 2 + rng.int(-20, 20), page.height / 2 + rng.int(-20, 20));
  context.rotate((look.skew * Math.PI) / 180);
  context.translate(-page.width / 2, -page.height / 2);
  // Multiplying keeps the paper's grey where the page is white.
  context.globalCompositeOperation = 'multiply';
  context.drawImage(page, 0, 0);
  context.restore();
  context.globalCompositeOperation = 'multiply';
  const grain = context.createPattern(grainTile(rng, look.grain), 'repeat');
  if (grain) context.fillStyle = grain;
  context.fillRect(0, 0, page.width, page.height);
  context.globalCompositeOperation = 'source-over';
  speckle(context, rng, page.width, page.height, look.speckles);
  return { jpeg: canvas.toBuffer('image/jpeg', look.jpegQuality), width: page.width, height: page.height };
}

export async function scanPdf(pdf: Uint8Array, rng: Random): Promise<Uint8Array> {
  const pages = (await PDFDocument.load(pdf)).getPageCount();
  const look = drawLook(rng);
  const scan = await createPdf('Scanned Document', 'Scan to PDF');
  for (let pageNumber = 1; pageNumber <= pages; pageNumber++) {
    const { jpeg, width, height } = await scanPage(pdf, pageNumber, look, rng);
    const image = await scan.embedJpg(jpeg);
    const points = (pixels: number) => (pixels * 72) / SCAN_DPI;
    scan.addPage([points(width), points(height)]).drawImage(image, { x: 0, y: 0, width: points(width), height: points(height) });
  }
  return scan.save();
}
