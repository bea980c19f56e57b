/**
 * Draws test policy schedules: text at positions, as an insurer's PDF prints it, so the
 * extractor can be tried on layouts and wordings it was not written against.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';

export interface Printed {
  text: string;
  x: number;
  /** From the top of the page, like the extractor's coordinates. */
  y: number;
  size?: number;
  bold?: boolean;
}

export async function schedulePdf(pages: Printed[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const items of pages) {
    const page = pdf.addPage([595, 842]);
    for (const item of items) {
      const size = item.size ?? 8;
      page.drawText(item.text, { x: item.x, y: 842 - item.y - size, size, font: item.bold ? bold : regular });
    }
  }
  return pdf.save();
}

/** Label and value rows: `[label, value]` pairs laid out at the given columns, one row per `step`. */
export function rows(pairs: [string, string][], options: { x: number; valueX: number; y: number; step?: number }): Printed[] {
  const step = options.step ?? 16;
  return pairs.flatMap(([label, value], index) => [
    { text: label, x: options.x, y: options.y + index * step },
    ...(value ? [{ text: value, x: options.valueX, y: options.y + index * step }] : []),
  ]);
}

/** A grid: a header line of labels and the line of values under it. */
export function grid(columns: [string, string][], options: { x: number; y: number; width: number }): Printed[] {
  return columns.flatMap(([label, value], index) => [
    { text: label, x: options.x + index * options.width, y: options.y, bold: true },
    { text: value, x: options.x + index * options.width, y: options.y + 12 },
  ]);
}
