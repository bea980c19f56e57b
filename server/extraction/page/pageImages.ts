/**
 * The photo a scanned page is: scanners and phones save each page as one JPEG filling it. Taking
 * the JPEG's bytes as they are and decoding them natively is several times faster than rendering
 * the page with pdf.js, whose JPEG decoder is JavaScript. Pages that are not one JPEG are rendered.
 */
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/** The JPEG filling each of the first `pages` pages, or undefined for a page that is not one. */
export async function pageJpegs(pdf: Uint8Array, pages: number): Promise<(Uint8Array | undefined)[]> {
  const document = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
  return document
    .getPages()
    .slice(0, pages)
    .map((page) => {
      const objects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
      const images = (objects?.values() ?? [])
        .map((ref) => document.context.lookup(ref))
        .filter((object): object is PDFRawStream => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
      if (images.length !== 1) return undefined;
      const filter = images[0].dict.get(PDFName.of('Filter'));
      return filter === PDFName.of('DCTDecode') ? images[0].contents : undefined;
    });
}
