/**
 * One uploaded document to policy fields: the code the worker, the CLI and the benchmark share.
 * Failures a person can act on are `ExtractionError`s with a readable message (the remark the
 * extraction list shows); anything else is a fault worth retrying.
 */
import { extractFromLines, type PolicyExtraction } from './extractPolicy';
import type { LayoutTemplate } from './layoutTemplate';
import { kindOf, SLOTS, type Slot } from './labels';
import { ocrTextRuns } from './ocr';
import { intoLines, readTextRuns, type Cell, type Line } from './pdfText';
import { formatOf, imageToPdf } from './uploadedDocument';

export class ExtractionError extends Error {}

/** Fewer runs of text than this: the PDF is a scan (perhaps with a stamp or a page number printed on it). */
const MIN_TEXT_RUNS = 5;

export const OCR_REVIEW_REASON = 'Read by OCR from a scan: compare the values with the document before saving.';
/** OCR confuses O/0, I/1, S/5 and B/8: identifiers read from a scan are always doubtful. */
const OCR_CONFIDENCE = { identifier: 0.5, other: 0.8 };
const IDENTIFIER_KINDS = new Set(['code', 'email', 'phone', 'registration']);

export async function extractDocument(bytes: Uint8Array, templates: readonly LayoutTemplate[] = []): Promise<PolicyExtraction> {
  const { lines, byOcr } = await documentLines(bytes);
  const extraction = extractFromLines(lines, templates);
  return byOcr ? asReadByOcr(extraction) : extraction;
}

/** The text lines of a document, by OCR for a scan or an image: what the extractor and a configuration read. */
export async function documentLines(bytes: Uint8Array): Promise<{ lines: Line[]; byOcr: boolean }> {
  const format = formatOf(bytes);
  if (!format) throw new ExtractionError('The file is not a PDF, JPG or PNG.');
  const pdf = format === 'pdf' ? bytes : await asPdf(bytes, format);
  const text = await readOrExplain(() => readTextRuns(pdf));
  if (text.length >= MIN_TEXT_RUNS) return { lines: intoLines(text), byOcr: false };

  const scanned = await readOrExplain(() => ocrTextRuns(pdf));
  if (!scanned.length) throw new ExtractionError('No text could be read from the document, not even by OCR: upload a clearer scan or the insurer\'s PDF.');
  return { lines: intoLines(scanned), byOcr: true };
}

async function asPdf(image: Uint8Array, format: 'png' | 'jpeg') {
  try {
    return await imageToPdf(image, format);
  } catch {
    throw new ExtractionError(`The ${format === 'png' ? 'PNG' : 'JPG'} image could not be read.`);
  }
}

async function readOrExplain(read: () => Promise<Cell[]>): Promise<Cell[]> {
  try {
    return await read();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (/password/i.test(reason)) throw new ExtractionError('The PDF is password protected: upload an unprotected copy.');
    throw new ExtractionError(`The PDF could not be read (${reason.slice(0, 200)}).`);
  }
}

/** A 17-character chassis number is a VIN, which never uses I, O or Q: from a scan they are 1 and 0. */
const VIN_LENGTH = 17;
const asVin = (chassis: string) => (chassis.length === VIN_LENGTH ? chassis.replace(/I/g, '1').replace(/[OQ]/g, '0') : chassis);

/** What was read from a scan is never sure: caps every confidence and asks for a review. */
function asReadByOcr(extraction: PolicyExtraction): PolicyExtraction {
  const fields = { ...extraction.fields };
  if (typeof fields.chasis_number === 'string') fields.chasis_number = asVin(fields.chasis_number);
  const confidence = Object.fromEntries(
    Object.entries(extraction.confidence).map(([field, value]) => {
      const isIdentifier = field in SLOTS && IDENTIFIER_KINDS.has(kindOf(field as Slot));
      return [field, Math.min(value, isIdentifier ? OCR_CONFIDENCE.identifier : OCR_CONFIDENCE.other)];
    }),
  );
  return { ...extraction, fields, confidence, needsReview: true, reviewReasons: [OCR_REVIEW_REASON, ...extraction.reviewReasons] };
}
