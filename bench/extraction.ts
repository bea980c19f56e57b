/**
 * Policy PDF extraction, measured on documents the reader was not tuned on: schedules drawn by the
 * generator (bench/schedules) in families whose seeds were never generated while the reader was
 * written (9261 on), in the generator's held-back wordings. Reported: fields right, documents all
 * right, how right the fields given 0.9 or more are, wrong documents not marked for review, fields
 * right after one sample configures a family's layout and after one corrected document teaches it,
 * documents per second on one core, 300-dpi scans, and the sample schedules of tests/fixtures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { policyFieldOf } from '../resources/policyConfigurations/configurationKeys';
import { extractFromModel, readDocument } from '../server/extraction/extractDocument';
import { learnLayout, type SampleRow } from '../server/extraction/layouts/learnLayout';
import type { LayoutTemplate } from '../server/extraction/layouts/readLayout';
import { CONCEPTS, TARGETS } from '../server/extraction/lexicon/concepts';
import { labelTokens } from '../server/extraction/lexicon/tokens';
import { closeOcr } from '../server/extraction/page/ocrWords';
import type { PolicyExtraction } from '../server/extraction/readPolicy';
import { configurationRowsFor, type DocumentGrade, type GeneratedSchedule, generateSchedule, gradeDocument, heldBackWordings, summarise, UNKNOWN_WORDS_FROM } from './schedules';

const FAMILIES = Number(process.env.BENCH_EXTRACTION_FAMILIES ?? 40);
/** Document 1 of each family is the sample a person configures or corrects; the rest are read after. */
const DOCUMENTS_PER_FAMILY = Number(process.env.BENCH_EXTRACTION_DOCUMENTS ?? 4);
const SCANS = Number(process.env.BENCH_EXTRACTION_SCANS ?? 24);
const FIRST_FAMILY = Number(process.env.BENCH_EXTRACTION_FIRST_FAMILY ?? 9661);
const FIXTURES = path.resolve('tests/fixtures/policy-pdfs');
/** Schedules helpers wrote without reading the reader or bench/schedules (see bench/writtenApart/README.md). */
const WRITTEN_APART = path.resolve('bench/writtenApart');
/** Each set of bench/writtenApart and whether the reader was mended on it (README there). */
const WRITTEN_APART_SETS = [
  ['set-1', 'tuned on since'],
  ['set-2', 'held back'],
  ['set-3', 'tuned on since'],
  ['set-4', 'held back'],
  ['set-5', 'tuned on since'],
  ['set-6', 'held back'],
  ['set-7', 'tuned on since'],
  ['set-8', 'held back'],
  ['set-9', 'tuned on since'],
  ['set-10', 'held back'],
  ['set-11', 'tuned on since'],
  ['set-12', 'held back'],
  ['set-13', 'tuned on since'],
  ['set-14', 'tuned on since'],
  ['set-15', 'held back'],
  ['set-16', 'tuned on since'],
  ['set-17', 'held back'],
  ['set-18', 'held back'],
  ['set-19', 'tuned on since'],
  ['set-20', 'held back'],
  ['set-21', 'tuned on since'],
  ['set-22', 'held back'],
  ['set-23', 'tuned on since'],
  ['set-24', 'held back'],
  ['set-25', 'tuned on since'],
  ['set-26', 'held back'],
  ['set-27', 'tuned on since'],
  ['set-28', 'held back'],
  ['set-29', 'tuned on since'],
  ['set-30', 'held back'],
  ['set-31', 'tuned on since'],
] as const;

async function writtenApartRows() {
  const rows: string[] = [];
  for (const [set, use] of WRITTEN_APART_SETS) {
    const grades = await folderGrades(path.join(WRITTEN_APART, set), { ignoreCase: true });
    rows.push(summaryRow(`schedules written apart from the reader, ${set.replace('-', ' ')} (8 layouts, 2 each; ${use})`, grades));
  }
  return rows;
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

interface Read {
  doc: GeneratedSchedule;
  extraction: PolicyExtraction;
  seconds: number;
}

async function read(doc: GeneratedSchedule, layouts: LayoutTemplate[] = []): Promise<Read> {
  const started = process.hrtime.bigint();
  const extraction = extractFromModel(await readDocument(doc.pdf), layouts);
  return { doc, extraction, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

const grade = ({ doc, extraction }: Read) => gradeDocument(doc.expected, extraction);

function summaryRow(title: string, grades: DocumentGrade[]) {
  const s = summarise(grades);
  return `| ${title} | ${s.documents} | ${s.right} / ${s.fields} (**${percent(s.fieldAccuracy)}**) | ${s.documentsAllRight} / ${s.documents} | ${s.highConfidenceRight} / ${s.highConfidence} (${percent(s.highConfidenceAccuracy)}) | ${s.wrongDocumentsNotMarked} / ${s.wrongDocuments} |`;
}

/** The layout a person teaches from document 1: the configuration rows they would type, or the fields they correct. */
async function taught(sample: Read, how: 'configuration' | 'correction'): Promise<LayoutTemplate> {
  const rows: SampleRow[] =
    how === 'configuration'
      ? configurationRowsFor(sample.doc).map((row) => ({ ...row, policyField: policyFieldOf(row.key) }))
      : grade(sample)
          .wrong.map(({ field }) => field)
          .concat(grade(sample).missing)
          .map((field) => ({ key: field, label: '', value: String(sample.doc.expected[field]), policyField: field }));
  // A reviewer's save holds the whole record: its other values tell a grid's values from its labels.
  const recordValues = how === 'correction' ? Object.values(sample.doc.expected).map(String) : [];
  const { learned } = learnLayout(await readDocument(sample.doc.pdf), rows, {}, recordValues);
  return { kind: how === 'configuration' ? 'configuration' : 'learned', name: `family ${sample.doc.familySeed}`, learned };
}

/**
 * How many of the generator's held-back wordings the reader's lexicon already holds, once its
 * synonyms, abbreviations and word order are applied: the share of "unseen" wording that is not.
 */
function heldBackWordingsKnown(): string {
  const tokenSet = (text: string) => [...new Set(labelTokens(text.replace(/^~/, '')))].sort().join(' ');
  const known = new Set(TARGETS.flatMap((target) => CONCEPTS[target].wordings.map(tokenSet)));
  const wordings = [...new Set(heldBackWordings())];
  const held = wordings.filter((wording) => known.has(tokenSet(wording))).length;
  return `Of the generator's ${wordings.length} held-back wordings (labels, headings, table words, sentences), the reader's lexicon holds ${held} once its synonyms and word order are applied: the held-back rows measure new layouts and the other ${wordings.length - held} wordings, not wholly new words.`;
}

/** The grades of a folder of PDFs, each with its expected fields in a JSON file of its name. */
export async function folderGrades(folder: string, options: { ignoreCase?: boolean } = {}): Promise<DocumentGrade[]> {
  const grades: DocumentGrade[] = [];
  for (const name of fs.readdirSync(folder).filter((file) => file.endsWith('.pdf')).sort()) {
    const { expected } = JSON.parse(fs.readFileSync(path.join(folder, name.replace('.pdf', '.json')), 'utf8'));
    grades.push(gradeDocument(expected, extractFromModel(await readDocument(new Uint8Array(fs.readFileSync(path.join(folder, name))))), options));
  }
  return grades;
}

async function scanReport(): Promise<string[]> {
  const docs = await Promise.all(Array.from({ length: SCANS }, (_, index) => generateSchedule(FIRST_FAMILY + index, 1, { scan: true })));
  await read(docs[0]); // starts the two Tesseract workers, which then stay up as they do in the worker
  const reads: Read[] = [];
  for (const doc of docs) reads.push(await read(doc));
  const seconds = reads.reduce((sum, entry) => sum + entry.seconds, 0);
  const pages = reads.reduce((sum, entry) => sum + entry.extraction.pages.length, 0);
  return [
    '| 300-dpi scans (noise, skew), no text layer | documents | fields right | documents all right | fields at ≥ 0.9 right | wrong documents not marked |',
    '|---|---:|---:|---:|---:|---:|',
    summaryRow(`families ${FIRST_FAMILY}–${FIRST_FAMILY + SCANS - 1}, document 1`, reads.map(grade)),
    '',
    `OCR speed: **${(seconds / pages).toFixed(2)} s per page** (${pages} pages, rendering or decoding, straightening, OCR and reading).`,
  ];
}

export async function extractionReport(): Promise<string> {
  const generic: Read[] = [];
  const configured: Read[] = [];
  const corrected: Read[] = [];
  for (let family = FIRST_FAMILY; family < FIRST_FAMILY + FAMILIES; family++) {
    const docs = await Promise.all(Array.from({ length: DOCUMENTS_PER_FAMILY }, (_, index) => generateSchedule(family, index + 1)));
    const reads = [];
    for (const doc of docs) reads.push(await read(doc));
    generic.push(...reads);
    const [configuration, correction] = [await taught(reads[0], 'configuration'), await taught(reads[0], 'correction')];
    for (const doc of docs.slice(1)) {
      configured.push(await read(doc, [configuration]));
      corrected.push(await read(doc, [correction]));
    }
  }
  // The same layouts printed in words no reader knows: what one configured sample teaches, without the lexicon's help.
  const unknownWords: Read[] = [];
  for (let family = FIRST_FAMILY; family < FIRST_FAMILY + FAMILIES; family++) {
    const docs = await Promise.all(Array.from({ length: DOCUMENTS_PER_FAMILY }, (_, index) => generateSchedule(family + UNKNOWN_WORDS_FROM, index + 1)));
    const configuration = await taught(await read(docs[0]), 'configuration');
    for (const doc of docs.slice(1)) unknownWords.push(await read(doc, [configuration]));
  }
  // Speed as a worker runs: a second pass over the same documents, the code warm.
  const started = process.hrtime.bigint();
  for (const { doc } of generic) extractFromModel(await readDocument(doc.pdf));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const pages = generic.reduce((sum, entry) => sum + entry.extraction.pages.length, 0);
  const families = `families ${FIRST_FAMILY}–${FIRST_FAMILY + FAMILIES - 1}`;
  return [
    '| schedules | documents | fields right | documents all right | fields at ≥ 0.9 right | wrong documents not marked |',
    '|---|---:|---:|---:|---:|---:|',
    summaryRow(`held-back layouts (${families}, ${DOCUMENTS_PER_FAMILY} each)`, generic.map(grade)),
    summaryRow('the same layouts after one sample configures each (documents 2 on)', configured.map(grade)),
    summaryRow('the same layouts after one corrected document (documents 2 on)', corrected.map(grade)),
    summaryRow('the same layouts printed in words no reader knows, after one sample configures each (documents 2 on)', unknownWords.map(grade)),
    summaryRow('the sample schedules of tests/fixtures (four known layouts)', await folderGrades(FIXTURES)),
    ...(await writtenApartRows()),
    '',
    heldBackWordingsKnown(),
    '',
    `Speed (text PDFs, one thread, reading and extraction, a second pass over the documents above): **${(generic.length / seconds).toFixed(1)} documents per second**, ${((seconds / generic.length) * 1000).toFixed(0)} ms a document of ${(pages / generic.length).toFixed(1)} pages on average.`,
    '',
    ...(SCANS > 0 ? await scanReport() : []),
  ].join('\n');
}

export async function extractionReportAndStop(): Promise<string> {
  try {
    return await extractionReport();
  } finally {
    await closeOcr();
  }
}
