/**
 * Opens a PDF with pdf.js as unpdf's getDocumentProxy does, with its Node settings (pdfjs-dist's
 * standard fonts and character maps) found once: unpdf resolves them again for every document,
 * which costs a millisecond or two a document wherever a module loader hook runs (tsx: the
 * benchmarks, scripts). The caller destroys the document.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { getResolvedPDFJS } from 'unpdf';

const pdfjsDist = pathToFileURL(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

const NODE_SETTINGS = {
  isEvalSupported: false,
  useSystemFonts: true,
  disableFontFace: true,
  standardFontDataUrl: new URL('./standard_fonts/', pdfjsDist).href,
  cMapUrl: new URL('./cmaps/', pdfjsDist).href,
  cMapPacked: true,
};

export async function openPdf(data: Uint8Array) {
  const { getDocument } = await getResolvedPDFJS();
  return getDocument({ data, ...NODE_SETTINGS }).promise;
}
