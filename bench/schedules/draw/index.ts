/** Draws laid-out pages into a PDF with pdf-lib. */
import { grayscale, PDFDocument, rgb, type Color } from 'pdf-lib';
import type { Mark } from '../layout/marks';
import type { Fonts } from './fonts';

export { embedFonts, type Fonts } from './fonts';

export const PAGE = { width: 595.28, height: 841.89 };

/** A fixed date, so that the same seeds give the same bytes. */
const FIXED_DATE = new Date('2024-01-01T00:00:00Z');

export async function createPdf(title: string, creator: string): Promise<PDFDocument> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(title);
  pdf.setProducer(creator);
  pdf.setCreator(creator);
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  return pdf;
}

/** A grey level (0 black, 1 white) or an RGB triple. */
const colour = (value: readonly [number, number, number] | number | undefined): Color => {
  if (value === undefined) return grayscale(0);
  if (typeof value === 'number') return grayscale(value);
  return rgb(value[0], value[1], value[2]);
};

/** Marks use top-down coordinates; pdf-lib's go up from the bottom. */
export function drawPages(pdf: PDFDocument, pages: Mark[][], fonts: Fonts): void {
  for (const marks of pages) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    const flip = (y: number) => PAGE.height - y;
    for (const mark of marks) {
      switch (mark.kind) {
        case 'rect':
          page.drawRectangle({
            x: mark.x,
            y: flip(mark.y + mark.h),
            width: mark.w,
            height: mark.h,
            color: mark.fill === undefined ? undefined : colour(mark.fill),
            borderColor: mark.stroke ? colour(mark.strokeColour ?? 0) : undefined,
            borderWidth: mark.stroke ?? 0,
          });
          break;
        case 'line':
          page.drawLine({ start: { x: mark.x1, y: flip(mark.y1) }, end: { x: mark.x2, y: flip(mark.y2) }, thickness: mark.width, color: colour(mark.colour ?? 0) });
          break;
        case 'circle':
          page.drawEllipse({ x: mark.x, y: flip(mark.y), xScale: mark.r, yScale: mark.r, color: colour(mark.fill) });
          break;
        case 'text': {
          const width = fonts.width(mark.text, mark.size, mark.bold);
          const x = mark.align === 'right' ? mark.x - width : mark.align === 'center' ? mark.x - width / 2 : mark.x;
          // y is the top of the line: the baseline sits about 0.8 of the size below it.
          fonts.draw(page, mark.text, x, flip(mark.y + mark.size * 0.8), mark.size, mark.bold, colour(mark.colour));
          break;
        }
      }
    }
  }
}
