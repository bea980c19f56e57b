/**
 * Policy PDF extraction: field accuracy on the sample schedules (tests/fixtures/policy-pdfs, four
 * layouts) and on the schedules drawn in other wordings (tests/fixtures/unseen), and documents
 * read per second on one core (text positions, fields, cross-checks: what a worker thread does).
 */
import fs from 'node:fs';
import path from 'node:path';
import { extractPolicy } from '../server/extraction/extractPolicy';
import { UNSEEN_SCHEDULES } from '../tests/fixtures/unseen/schedules';
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
  ].join('\n');
}
