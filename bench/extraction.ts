/**
 * Policy PDF extraction: field accuracy on the sample schedules (tests/fixtures/policy-pdfs, four
 * layouts) and on the schedules drawn in other wordings (tests/fixtures/unseen), and documents
 * read per second on one core (text positions, fields, cross-checks: what a worker thread does).
 */
import fs from 'node:fs';
import path from 'node:path';
import { extractDocument } from '../server/extraction/extractDocument';
import { extractPolicy } from '../server/extraction/extractPolicy';
import { learnLayout } from '../server/extraction/layoutTemplate';
import { readLines } from '../server/extraction/pdfText';
import { ODD_LAYOUT_DOCUMENTS, oddLayoutConfiguration, oddLayoutSchedule } from '../tests/fixtures/configured/oddLayout';
import { UNSEEN_SCHEDULES } from '../tests/fixtures/unseen/schedules';
import { scanOf } from '../tests/support/scanOf';
import { schedulePdf } from '../tests/support/schedulePdf';

interface Sample {
  name: string;
  layout: string;
  pdf: Uint8Array;
  expected: Record<string, unknown>;
}

const FIXTURES = path.resolve('tests/fixtures/policy-pdfs');

async function samples(): Promise<{ seen: Sample[]; unseen: Sample[] }> {
  const seen = fs
    .readdirSync(FIXTURES)
    .filter((name) => name.endsWith('.pdf'))
    .sort()
    .map((name) => {
      const meta = JSON.parse(fs.readFileSync(path.join(FIXTURES, name.replace('.pdf', '.json')), 'utf8'));
      return { name, layout: meta.layout, pdf: new Uint8Array(fs.readFileSync(path.join(FIXTURES, name))), expected: meta.expected };
    });
  const unseen = await Promise.all(
    UNSEEN_SCHEDULES.map(async (schedule) => ({ name: schedule.name, layout: schedule.name, pdf: await schedulePdf(schedule.pages), expected: schedule.expected })),
  );
  return { seen, unseen };
}

async function accuracy(list: Sample[]) {
  const byLayout = new Map<string, { right: number; total: number; wrong: string[] }>();
  for (const sample of list) {
    const { fields } = await extractPolicy(sample.pdf);
    const entry = byLayout.get(sample.layout) ?? { right: 0, total: 0, wrong: [] };
    for (const [field, value] of Object.entries(sample.expected)) {
      entry.total += 1;
      if (fields[field] === value) entry.right += 1;
      else entry.wrong.push(`${sample.name}: ${field}`);
    }
    byLayout.set(sample.layout, entry);
  }
  return byLayout;
}

/** OCR: the first samples of each layout photographed at a scanner's 200 dpi as JPG, read as an upload is. */
async function ocrReport(seen: Sample[]) {
  const perLayout = Number(process.env.BENCH_OCR_PER_LAYOUT ?? 2);
  const chosen = [...new Set(seen.map((sample) => sample.layout))].flatMap((layout) => seen.filter((sample) => sample.layout === layout).slice(0, perLayout));
  let right = 0;
  let total = 0;
  let seconds = 0;
  const wrong: string[] = [];
  for (const sample of chosen) {
    const photo = new Uint8Array(await scanOf(sample.pdf, { dpi: 200, as: 'jpeg' }));
    const started = process.hrtime.bigint();
    const { fields } = await extractDocument(photo);
    seconds += Number(process.hrtime.bigint() - started) / 1e9;
    for (const [field, value] of Object.entries(sample.expected)) {
      total += 1;
      if (fields[field] === value) right += 1;
      else wrong.push(`${sample.name}: ${field} ${JSON.stringify(fields[field] ?? null)}`);
    }
  }
  return [
    `OCR (photos of ${chosen.length} sample schedules, ${perLayout} per layout, 200 dpi JPG, no text layer): ` +
      `**${right} / ${total} fields right (${((right / total) * 100).toFixed(1)} %)**, ${(seconds / chosen.length).toFixed(1)} s per page on one core ` +
      '(render, erase table rulings, Tesseract LSTM, same extractor). Every OCR result is marked for review and its identifiers as doubtful.',
    '',
    `Read wrong by OCR: ${wrong.join(', ') || 'none'}.`,
  ];
}

/** A layout in wordings the generic extractor does not know, before and after one configuration taught by its document 0. */
async function configurationReport() {
  const sample = await schedulePdf(oddLayoutSchedule(0).pages);
  const { learned } = learnLayout(await readLines(sample), oddLayoutConfiguration());
  const count = { before: 0, after: 0, total: 0, other: 0, otherTotal: 0 };
  for (let index = 1; index < ODD_LAYOUT_DOCUMENTS; index++) {
    const { pages, expected, other } = oddLayoutSchedule(index);
    const pdf = await schedulePdf(pages);
    const before = await extractPolicy(pdf);
    const after = await extractPolicy(pdf, [{ name: 'taught', learned }]);
    for (const [field, value] of Object.entries(expected)) {
      count.total += 1;
      if (before.fields[field] === value) count.before += 1;
      if (after.fields[field] === value) count.after += 1;
    }
    for (const [key, value] of Object.entries(other)) {
      count.otherTotal += 1;
      if (after.otherFields[key] === value) count.other += 1;
    }
  }
  const share = (right: number, total: number) => `${right} / ${total} (${((right / total) * 100).toFixed(1)} %)`;
  return [
    `Teaching a layout (tests/fixtures/configured: "Assured", "Conveyance Mark", "Frame Ident."..., ${ODD_LAYOUT_DOCUMENTS - 1} documents other than the sample): ` +
      `policy fields right **before a configuration ${share(count.before, count.total)}, after one configuration with one sample ${share(count.after, count.total)}**; ` +
      `keys without a policy column (vehicle class, CPA nominee and relation) ${share(count.other, count.otherTotal)}.`,
  ];
}

export async function extractionReport(): Promise<string> {
  const { seen, unseen } = await samples();
  const rows: string[] = ['| schedules | documents | fields right | share |', '|---|---:|---:|---:|'];
  const wrong: string[] = [];
  for (const [title, list] of [['sample layouts', seen], ['other wordings (own test schedules)', unseen]] as const) {
    for (const [layout, { right, total, wrong: missed }] of await accuracy(list)) {
      const documents = list.filter((sample) => sample.layout === layout).length;
      rows.push(`| ${title}: ${layout} | ${documents} | ${right} / ${total} | ${((right / total) * 100).toFixed(1)} % |`);
      wrong.push(...missed);
    }
  }

  // Speed: every sample schedule read in turn on this thread, after a warm-up round.
  for (const sample of seen) await extractPolicy(sample.pdf);
  const rounds = Number(process.env.BENCH_EXTRACTION_ROUNDS ?? 10);
  const started = process.hrtime.bigint();
  for (let round = 0; round < rounds; round += 1) for (const sample of seen) await extractPolicy(sample.pdf);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const documents = rounds * seen.length;

  return [
    '### Policy PDF extraction',
    '',
    ...rows,
    '',
    wrong.length ? `Fields read wrong: ${wrong.join(', ')}.` : 'Every expected field was read right.',
    '',
    `Speed: ${documents} documents (the ${seen.length} sample schedules × ${rounds}) in ${seconds.toFixed(2)} s on one core: ` +
      `**${(documents / seconds).toFixed(0)} documents per second**, ${((seconds / documents) * 1000).toFixed(1)} ms each ` +
      '(text with positions by unpdf, labels and values, cross-checks; the worker thread adds one message round trip).',
    '',
    ...(await configurationReport()),
    '',
    ...(await ocrReport(seen)),
  ].join('\n');
}
