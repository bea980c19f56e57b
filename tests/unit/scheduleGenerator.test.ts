import 'core-js/actual/array-buffer/transfer-to-fixed-length.js';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  configurationRowsFor,
  familyDesign,
  generateSchedule,
  gradeDocument,
  heldBackWordings,
  sharedWordings,
  HELD_BACK_FAMILY_SEEDS,
  summarise,
  TUNING_FAMILY_SEEDS,
  type GeneratedSchedule,
  UNKNOWN_WORDS_FROM,
} from '../../bench/schedules';
import { composeSchedule } from '../../bench/schedules/compose';
import { BUSINESS_TYPE_FORMS, POLICY_TYPE_FORMS } from '../../bench/schedules/lexicon';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The ways a schedule may print an ISO date. */
function dateForms(iso: string): string[] {
  const [y, m, d] = iso.split('-');
  const month = MONTHS[Number(m) - 1];
  const mon = month.slice(0, 3);
  return [`${d}/${m}/${y}`, `${d}-${m}-${y}`, `${d}.${m}.${y}`, `${d}-${mon}-${y}`, `${d}-${mon.toUpperCase()}-${y}`, `${d} ${mon} ${y}`, `${Number(d)} ${month} ${y}`, `${month} ${Number(d)}, ${y}`, iso, `${d}/${mon}/${y}`, `${Number(d)}/${Number(m)}/${y}`];
}

/** The ways a schedule may print an amount: Indian, western or no grouping, with or without paise. */
function amountForms(value: number): string[] {
  const [whole, paise] = Math.abs(value).toFixed(2).split('.');
  const indian = whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${whole.slice(-3)}` : whole;
  const western = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return [indian, western, whole].flatMap((number) => [`${number}.${paise}`, ...(paise === '00' ? [number] : [])]);
}

const squash = (text: string) => text.replace(/[\s-]+/g, '').toLowerCase();
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Whether the text shows a field's expected value in some printed form. */
function isPrinted(field: string, value: string | number, text: string): boolean {
  const has = (form: string) => text.includes(form) || squash(text).includes(squash(form));
  if (field.endsWith('date')) return dateForms(String(value)).some(has);
  if (field === 'taxes') {
    // Printed whole, or split into CGST and SGST halves.
    const half = round2(Number(value) / 2);
    return amountForms(Number(value)).some(has) || (amountForms(half).some(has) && amountForms(round2(Number(value) - half)).some(has));
  }
  if (field === 'taxes_rate') return [Number(value), Number(value) / 2].some((rate) => [`${rate}%`, `${rate} %`, `${rate.toFixed(2)}%`, `${rate}`].some(has));
  if (field.endsWith('premium') || field.endsWith('_idv')) return amountForms(Number(value)).some(has);
  if (field === 'policy_type') return POLICY_TYPE_FORMS[value as keyof typeof POLICY_TYPE_FORMS].some(has);
  if (field === 'business_type') return BUSINESS_TYPE_FORMS[value as keyof typeof BUSINESS_TYPE_FORMS].some(has);
  if (field === 'customer_address') return String(value).split(/, | - /).every(has);
  return has(String(value));
}

const textOf = async (pdf: Uint8Array) => (await extractText(pdf.slice(), { mergePages: true })).text.replace(/\s+/g, ' ');

/** The English part of a label, lower-cased, without numbering, rates or currency after it. */
const wordingOf = (label: string) =>
  label
    .replace(/[\u0900-\u097F\u200C\u200D]+/g, '')
    .replace(/^[\s/-]+/, '')
    .replace(/\s*(@|\()?\s*\d+(\.\d+)?\s*%\)?$/, '')
    .replace(/\s*(\((Rs\.|₹|INR)\)|in Rs\.)$/, '')
    .trim()
    .toLowerCase();

describe('schedule generator', () => {
  const families = [...TUNING_FAMILY_SEEDS, ...HELD_BACK_FAMILY_SEEDS.slice(0, 4)];
  const docs: GeneratedSchedule[] = [];
  const texts = new Map<GeneratedSchedule, string>();

  beforeAll(async () => {
    for (const seed of families) {
      const doc = await generateSchedule(seed, 1);
      docs.push(doc);
      texts.set(doc, await textOf(doc.pdf));
    }
  }, 60_000);

  it('renders every tuning family and a few held-back ones as one- to three-page PDFs with the core fields', async () => {
    expect(docs).toHaveLength(families.length);
    for (const doc of docs) {
      const pages = (await PDFDocument.load(doc.pdf)).getPageCount();
      expect(pages, doc.family).toBeGreaterThanOrEqual(1);
      expect(pages, doc.family).toBeLessThanOrEqual(3);
      for (const field of ['policy_number', 'customer_name', 'vehicle_number', 'rto_code', 'start_date', 'end_date', 'net_premium', 'total_premium']) expect(doc.expected, `${doc.family}: ${field}`).toHaveProperty(field);
      expect(doc.expected.rto_code).toBe(String(doc.expected.vehicle_number).slice(0, 4));
      expect(Object.keys(doc.labels).sort()).toEqual(Object.keys(doc.expected).sort());
    }
  });

  it('gives the same document for the same seeds', async () => {
    const [first, second] = [await generateSchedule(3, 7), await generateSchedule(3, 7)];
    expect(second.expected).toEqual(first.expected);
    expect(second.labels).toEqual(first.labels);
    expect(Buffer.compare(Buffer.from(second.pdf), Buffer.from(first.pdf))).toBe(0);
    expect((await generateSchedule(3, 8)).expected).not.toEqual(first.expected);
  });

  it('prints every expected value in the text layer', () => {
    for (const doc of docs) {
      const text = texts.get(doc)!;
      const unprinted = Object.entries(doc.expected).filter(([field, value]) => !isPrinted(field, value, text));
      expect(unprinted, `${doc.familySeed}: ${doc.family}`).toEqual([]);
    }
  });

  it('keeps the premium arithmetic of every document', () => {
    for (const familySeed of families) {
      for (let docSeed = 1; docSeed <= 12; docSeed++) {
        const e = Object.fromEntries(composeSchedule(familySeed, docSeed).fields.map((field) => [field.field, field.expected])) as Record<string, number>;
        const context = `family ${familySeed} doc ${docSeed}`;
        if ('basic_od_premium' in e && 'ncb' in e && 'total_od_add_on_premium' in e && 'total_od_premium' in e) {
          expect(round2(e.basic_od_premium * (1 - e.ncb / 100) + e.total_od_add_on_premium), context).toBeCloseTo(e.total_od_premium, 2);
        }
        if ('basic_tp_premium' in e && 'total_tp_add_on_premium' in e && 'total_tp_premium' in e) expect(e.basic_tp_premium + e.total_tp_add_on_premium, context).toBeCloseTo(e.total_tp_premium, 2);
        if ('total_od_premium' in e || 'total_tp_premium' in e) {
          if ('total_od_premium' in e && 'total_tp_premium' in e) expect(e.total_od_premium + e.total_tp_premium, context).toBeCloseTo(e.net_premium, 2);
          else expect([e.total_od_premium, e.total_tp_premium], context).toContainEqual(e.net_premium);
        }
        if ('taxes' in e) expect(round2((e.net_premium * (e.taxes_rate ?? 18)) / 100), context).toBeCloseTo(e.taxes, 2);
        if ('taxes' in e) expect(e.net_premium + e.taxes, context).toBeCloseTo(e.total_premium, 2);
      }
    }
  });

  it('keeps held-back-only wordings out of tuning families', () => {
    const heldBack = new Set(heldBackWordings());
    expect(sharedWordings().filter((wording) => heldBack.has(wording))).toEqual([]);
    for (const seed of TUNING_FAMILY_SEEDS) {
      const design = familyDesign(seed);
      const chosen = [...Object.values(design.wordings), ...Object.values(design.datePairs).flat(), ...Object.values(design.headings), ...Object.values(design.tables), design.title, ...Object.values(design.sentences)];
      expect(chosen.filter((wording) => wording && heldBack.has(wording.toLowerCase())), `family ${seed}`).toEqual([]);
      for (let docSeed = 1; docSeed <= 5; docSeed++) {
        const labels = composeSchedule(seed, docSeed).fields.map((field) => wordingOf(field.label));
        expect(labels.filter((label) => heldBack.has(label)), `family ${seed} doc ${docSeed}`).toEqual([]);
      }
    }
    const usingHeldBack = HELD_BACK_FAMILY_SEEDS.filter((seed) => Object.values(familyDesign(seed).wordings).some((wording) => heldBack.has(wording.toLowerCase())));
    expect(usingHeldBack).toEqual(HELD_BACK_FAMILY_SEEDS);
  });

  it('prints a family in words no reader knows with its layout family\'s design, every wording enciphered', async () => {
    const [known, unknown] = [familyDesign(7), familyDesign(7 + UNKNOWN_WORDS_FROM)];
    expect(unknown.bands).toEqual(known.bands);
    expect(unknown.wordings.policy_number).not.toEqual(known.wordings.policy_number);
    expect(unknown.wordings.policy_number.length).toBe(known.wordings.policy_number.length);
    const doc = await generateSchedule(7 + UNKNOWN_WORDS_FROM, 1);
    const sharedText = new Set(sharedWordings());
    expect(Object.values(doc.labels).filter((label) => sharedText.has(wordingOf(label)))).toEqual([]);
    expect(doc.expected.policy_number).toBeTruthy();
  });

  it('scans a schedule to an image-only PDF at 300 dpi', async () => {
    const started = performance.now();
    const scan = await generateSchedule(6, 1, { scan: true });
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(scan.scanned).toBe(true);
    expect(scan.expected).toEqual((await generateSchedule(6, 1)).expected);
    expect((await textOf(scan.pdf)).trim()).toBe('');
    const pdf = await PDFDocument.load(scan.pdf);
    for (const page of pdf.getPages()) {
      const xObjects = page.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
      const images = xObjects.values().map((ref) => pdf.context.lookup(ref));
      expect(images).toHaveLength(1);
      const image = images[0];
      if (!(image instanceof PDFRawStream)) throw new Error('the page has no image');
      expect(image.dict.lookup(PDFName.of('Subtype'), PDFName)).toBe(PDFName.of('Image'));
      const pixels = image.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber();
      expect((pixels / page.getWidth()) * 72).toBeCloseTo(300, 0);
    }
  }, 30_000);

  it('grades a perfect extraction all right and an unmarked wrong field as wrong-not-marked', () => {
    const { expected } = docs[0];
    const perfect = gradeDocument(expected, { fields: { ...expected }, confidence: { policy_number: 0.95 } });
    expect(perfect).toMatchObject({ allRight: true, wrongNotMarked: false, wrong: [], missing: [] });

    const { policy_number: _, ...withoutPolicyNumber } = expected;
    const oneWrong = gradeDocument(expected, { fields: { ...withoutPolicyNumber, total_premium: Number(expected.total_premium) + 1, extra: 'ignored' }, confidence: { total_premium: 0.97 } });
    expect(oneWrong.allRight).toBe(false);
    expect(oneWrong.wrongNotMarked).toBe(true);
    expect(oneWrong.wrong).toEqual([{ field: 'total_premium', expected: expected.total_premium, got: Number(expected.total_premium) + 1, confidence: 0.97 }]);
    expect(oneWrong.missing).toEqual(['policy_number']);
    expect(gradeDocument(expected, { fields: { ...expected, net_premium: 1 }, needsReview: true }).wrongNotMarked).toBe(false);
    // A set written apart may call the product's 'Standalone OD' by its other name.
    expect(gradeDocument({ policy_type: 'Own Damage' }, { fields: { policy_type: 'Standalone OD' } }).allRight).toBe(true);

    const summary = summarise([perfect, oneWrong]);
    const fields = Object.keys(expected).length;
    expect(summary).toMatchObject({ fields: 2 * fields, right: 2 * fields - 2, documents: 2, documentsAllRight: 1, highConfidence: 2, highConfidenceRight: 1, wrongDocuments: 1, wrongDocumentsNotMarked: 1 });
  });

  it('gives configuration rows with the keys, printed labels and sample values of a document', () => {
    const doc = docs[1];
    const rows = configurationRowsFor(doc);
    const policyNumber = rows.find((row) => row.key === 'policyNumber')!;
    expect(policyNumber.value).toBe(doc.expected.policy_number);
    expect(doc.labels.policy_number).toContain(policyNumber.label);
    expect(rows.map((row) => row.key)).not.toContain('rto_code');
    expect(rows.map((row) => row.key)).toContain('customerName');
  });
});
