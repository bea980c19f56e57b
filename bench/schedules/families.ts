/** Generates one schedule of a family: its PDF (or scan), the fields it prints and their labels. */
import { composeSchedule, type ScheduleContent } from './compose';
import { createPdf, drawPages, embedFonts } from './draw';
import { layoutSchedule } from './layout';
import { random } from './random';
import { scanPdf } from './scan';

export { HELD_BACK_FAMILY_SEEDS, TUNING_FAMILY_SEEDS } from './seeds';

export interface GeneratedSchedule {
  familySeed: number;
  docSeed: number;
  /** A short human description of the family's design. */
  family: string;
  pdf: Uint8Array;
  /** The fields the document prints, normalised as a policy record stores them. */
  expected: Record<string, string | number>;
  /** Field → its label as printed (without the separator after it). */
  labels: Record<string, string>;
  scanned: boolean;
}

const sortedObject = <T>(entries: [string, T][]) => Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));

const expectedOf = (content: ScheduleContent) => sortedObject(content.fields.map((field) => [field.field, field.expected]));
const labelsOf = (content: ScheduleContent) => sortedObject(content.fields.map((field) => [field.field, field.label]));

/** Noto is embedded only for what the standard fonts cannot print: Hindi and ₹. */
function needsNoto({ design }: ScheduleContent): boolean {
  return design.page.font === 'Noto' || design.text.hindi !== 'none' || design.formats.amount.currency === '₹' || design.formats.amountLabelSuffix.includes('₹');
}

export async function generateSchedule(familySeed: number, docSeed: number, options: { scan?: boolean } = {}): Promise<GeneratedSchedule> {
  const content = composeSchedule(familySeed, docSeed);
  const { design } = content;
  const pdf = await createPdf(`${design.insurer} - ${design.title}`, 'Policy Administration System');
  const fonts = await embedFonts(pdf, design.page.font, needsNoto(content));
  drawPages(pdf, layoutSchedule(content, fonts.width), fonts);
  const text = await pdf.save();
  return {
    familySeed,
    docSeed,
    family: design.description,
    pdf: options.scan ? await scanPdf(text, random('scan', familySeed, docSeed)) : text,
    expected: expectedOf(content),
    labels: labelsOf(content),
    scanned: options.scan === true,
  };
}
