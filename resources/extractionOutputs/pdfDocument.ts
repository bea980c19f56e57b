/**
 * pdf.js for the review's PDF view, downloaded the first time a PDF is shown: it is larger than
 * the rest of the extraction screens together. The legacy build reads in the older browsers the
 * panel supports; its worker is a file of the build, fetched from the panel's own origin.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';

export type { PDFDocumentProxy };

export async function openPdf(data: Uint8Array): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // The panel's Content-Security-Policy forbids eval, which pdf.js would otherwise try for fonts.
  return pdfjs.getDocument({ data, isEvalSupported: false }).promise;
}
