/**
 * One uploaded document to policy fields: the code the worker, the CLI and the benchmark share.
 * The document's words come from its text layer, or by OCR for a scan or a photo; the same
 * reader then reads either. Failures a person can act on are `ExtractionError`s with a readable
 * message (the remark the extraction list shows); anything else is a fault worth retrying.
 */
import { type LayoutTemplate, layoutCandidates } from './layouts/readLayout';
import { buildPageModel, type PageModel } from './page/pageModel';
import { readOcrWords } from './page/ocrWords';
import { readPdfWords, TooManyPages } from './page/pdfWords';
import { type PolicyExtraction, readPolicy } from './readPolicy';
import { withoutOcrDebris } from './reading/ocrDebris';
import { repairOcrReadings } from './reading/ocrRepairs';
import { formatOf, ImageTooLarge, imageToPdf } from './uploadedDocument';
import { extractionOutputMessages } from '../../resources/extractionOutputs/messages';
import type { ReviewReason } from '../../resources/extractionOutputs/reviewReasons';

export class ExtractionError extends Error {}

/** Fewer words than this: the PDF is a scan (perhaps with a stamp or a page number printed on it). */
const MIN_TEXT_WORDS = 12;

const OCR_REVIEW_REASON: ReviewReason = { code: 'ocr', message: extractionOutputMessages.reasons.ocr };

/** The document's page model: its text layer, or OCR of its pages when it has none. */
export async function readDocument(bytes: Uint8Array): Promise<PageModel> {
  const format = formatOf(bytes);
  if (!format) throw new ExtractionError('The file is not a PDF, JPG or PNG.');
  const pdf = format === 'pdf' ? bytes : await asPdf(bytes, format);
  const text = await readOrExplain(() => readPdfWords(pdf));
  if (text.words.length >= MIN_TEXT_WORDS) return buildPageModel(text.words, text.pages, false);

  const scanned = await readOrExplain(() => readOcrWords(pdf));
  if (!scanned.words.length) throw new ExtractionError('No text could be read from the document, not even by OCR: upload a clearer scan or the insurer\'s PDF.');
  return withoutOcrDebris(buildPageModel(scanned.words, scanned.pages, true));
}

/** Reads the policy fields of a page model, with what the configured and learned layouts teach. */
export function extractFromModel(model: PageModel, layouts: readonly LayoutTemplate[] = []): PolicyExtraction {
  const extraction = readPolicy(model, (page, collector) => layoutCandidates(page, collector, layouts), model.byOcr ? repairOcrReadings : undefined);
  if (!model.byOcr) return extraction;
  return { ...extraction, needsReview: true, reviewReasons: [OCR_REVIEW_REASON, ...extraction.reviewReasons] };
}

export async function extractDocument(bytes: Uint8Array, layouts: readonly LayoutTemplate[] = []): Promise<PolicyExtraction> {
  return extractFromModel(await readDocument(bytes), layouts);
}

async function asPdf(image: Uint8Array, format: 'png' | 'jpeg') {
  try {
    return await imageToPdf(image, format);
  } catch (error) {
    if (error instanceof ImageTooLarge) throw new ExtractionError(error.message);
    throw new ExtractionError(`The ${format === 'png' ? 'PNG' : 'JPG'} image could not be read.`);
  }
}

async function readOrExplain<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof TooManyPages) throw new ExtractionError(error.message);
    const reason = error instanceof Error ? error.message : String(error);
    if (/password/i.test(reason)) throw new ExtractionError('The PDF is password protected: upload an unprotected copy.');
    throw new ExtractionError(`The PDF could not be read (${reason.slice(0, 200)}).`);
  }
}
