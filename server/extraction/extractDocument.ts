/**
 * One uploaded document to policy fields: the code the worker, the CLI and the benchmark share.
 * Failures a person can act on are `ExtractionError`s with a readable message (the remark the
 * extraction list shows); anything else is a fault worth retrying.
 */
import { extractFromLines, type PolicyExtraction } from './extractPolicy';
import { readLines } from './pdfText';

export class ExtractionError extends Error {}

export const isPdf = (bytes: Uint8Array) => bytes.length > 4 && Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');

export async function extractDocument(bytes: Uint8Array): Promise<PolicyExtraction> {
  if (!isPdf(bytes)) throw new ExtractionError('The file is not a PDF.');
  let lines;
  try {
    lines = await readLines(bytes);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (/password/i.test(reason)) throw new ExtractionError('The PDF is password protected: upload an unprotected copy.');
    throw new ExtractionError(`The PDF could not be read (${reason.slice(0, 200)}).`);
  }
  if (!lines.length) {
    throw new ExtractionError('The PDF has no text to read (it looks like a scan): upload the insurer\'s original PDF.');
  }
  return extractFromLines(lines);
}
