/**
 * What a scanner or a phone makes of a printed schedule: its first page as a JPG or PNG at a
 * modest resolution (no text layer), optionally wrapped in a PDF as scanners save it. Used to
 * test and measure the OCR path on documents whose fields are known.
 */
import 'core-js/actual/array-buffer/transfer-to-fixed-length';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { renderPageAsImage } from 'unpdf';
import { imageToPdf } from '../../server/extraction/uploadedDocument';

export async function scanOf(pdf: Uint8Array, { dpi = 150, as = 'jpeg' }: { dpi?: number; as?: 'jpeg' | 'png' | 'pdf' } = {}): Promise<Buffer> {
  const png = await renderPageAsImage(pdf.slice(), 1, { canvasImport: () => import('@napi-rs/canvas'), scale: dpi / 72 });
  const page = await loadImage(Buffer.from(png));
  // A scan has no transparency: paper is white.
  const canvas = createCanvas(page.width, page.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, page.width, page.height);
  context.drawImage(page, 0, 0);
  const jpeg = canvas.toBuffer('image/jpeg', 85);
  if (as === 'jpeg') return jpeg;
  if (as === 'png') return canvas.toBuffer('image/png');
  return Buffer.from(await imageToPdf(jpeg, 'jpeg'));
}
