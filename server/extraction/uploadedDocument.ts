/**
 * What an upload holds, judged by its bytes (never its name): a PDF as it is, or a photo or scan of
 * a schedule (JPG, PNG) wrapped in a one-page PDF, so that storage, the PDF download and the review
 * pane handle one format and the extractor reads the page by OCR.
 */
import { imageSize } from 'image-size';
import { PDFDocument } from 'pdf-lib';
import { fillTemplate } from '../../resources/core/fieldMessageTemplates';
import { refusalTemplates } from '../../resources/core/refusals';

/** Larger than any phone photo or 300-dpi scan of a schedule; decoding more takes seconds and gigabytes. */
export const MAX_IMAGE_MEGAPIXELS = 50;

export class ImageTooLarge extends Error {
  constructor(readonly params: { width: string; height: string; max: number }) {
    super(fillTemplate(refusalTemplates.imageTooLarge, params));
  }
}

/** An A4 page's width in points: an image fills it, whatever its resolution. */
const PAGE_WIDTH_PT = 595;

export type DocumentFormat = 'pdf' | 'png' | 'jpeg';

export function formatOf(bytes: Uint8Array): DocumentFormat | undefined {
  if (bytes.length > 4 && Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-')) return 'pdf';
  if (bytes.length > 8 && Buffer.from(bytes.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return undefined;
}

export const isPdf = (bytes: Uint8Array) => formatOf(bytes) === 'pdf';

/** Throws ImageTooLarge for an image of more pixels than MAX_IMAGE_MEGAPIXELS, judged by its header alone. */
export function refuseHugeImage(bytes: Uint8Array) {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    return; // not a readable header: decoding will say so
  }
  const { width = 0, height = 0 } = size;
  if (width * height > MAX_IMAGE_MEGAPIXELS * 1_000_000) {
    throw new ImageTooLarge({ width: width.toLocaleString('en-IN'), height: height.toLocaleString('en-IN'), max: MAX_IMAGE_MEGAPIXELS });
  }
}

/** A one-page PDF showing the image; throws when the image is too large or cannot be decoded. */
export async function imageToPdf(bytes: Uint8Array, format: 'png' | 'jpeg'): Promise<Uint8Array> {
  refuseHugeImage(bytes);
  const pdf = await PDFDocument.create();
  const image = format === 'png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
  const scale = PAGE_WIDTH_PT / image.width;
  const page = pdf.addPage([PAGE_WIDTH_PT, image.height * scale]);
  page.drawImage(image, { x: 0, y: 0, width: PAGE_WIDTH_PT, height: image.height * scale });
  return pdf.save();
}
