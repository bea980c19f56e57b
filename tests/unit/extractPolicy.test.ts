import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractFromLines, extractPolicy } from '../../server/extraction/extractPolicy';
import { intoLines, type Cell } from '../../server/extraction/pdfText';
import { UNSEEN_SCHEDULES } from '../fixtures/unseen/schedules';
import { schedulePdf } from '../support/schedulePdf';

const FIXTURES = path.resolve('tests/fixtures/policy-pdfs');
const samples = fs.readdirSync(FIXTURES).filter((name) => name.endsWith('.pdf')).sort();

/** A schedule as lines of [x, text] cells, 14 points apart. */
function schedule(lines: [number, string][][]) {
  const runs: Cell[] = lines.flatMap((cells, index) =>
    cells.map(([x, text]) => ({ text, page: 1, x, y: 40 + index * 14, width: text.length * 4.2, height: 8 })),
  );
  return extractFromLines(intoLines(runs));
}

describe('policy field extraction', () => {
  it.each(samples)('reads every printed field of %s', async (name) => {
    const { expected } = JSON.parse(fs.readFileSync(path.join(FIXTURES, name.replace('.pdf', '.json')), 'utf8'));
    const result = await extractPolicy(new Uint8Array(fs.readFileSync(path.join(FIXTURES, name))));
    const read = Object.fromEntries(Object.keys(expected).map((field) => [field, result.fields[field]]));
    expect(read).toEqual(expected);
    expect(result.needsReview).toBe(false);
  });

  it.each(UNSEEN_SCHEDULES.map((sample) => [sample.name, sample] as const))('reads a schedule with %s', async (_name, sample) => {
    const result = await extractPolicy(await schedulePdf(sample.pages));
    const read = Object.fromEntries(Object.keys(sample.expected).map((field) => [field, result.fields[field]]));
    expect(read).toEqual(sample.expected);
  });

  it('does not take the previous policy number, the NCB or a subtotal for the current values', () => {
    const result = schedule([
      [[40, 'Previous Policy Number :'], [200, 'OLD/2023/555']],
      [[40, 'Policy Number :'], [200, 'NEW/2024/777']],
      [[40, 'No Claim Bonus (20%)'], [400, '2,000.00']],
      [[40, 'Basic OD Premium'], [400, '10,000.00']],
      [[40, 'Total OD Premium'], [400, '8,000.00']],
      [[40, 'Net Premium'], [400, '8,000.00']],
    ]);
    expect(result.fields).toMatchObject({ policy_number: 'NEW/2024/777', previous_policy_number: 'OLD/2023/555', ncb: 20, basic_od_premium: 10000, total_od_premium: 8000 });
    expect(result.fields.net_premium).toBe(8000);
  });

  it('reads values under a header row, wrapped values and dates in Indian forms', () => {
    const result = schedule([
      [[40, 'Proposer Name'], [200, 'Start Date'], [330, 'Expiry Date']],
      [[40, 'Anita Rao'], [200, '12th March, 2024'], [330, '11.03.2025']],
      [[40, 'Previous Insurer :'], [200, 'Konkan General Insurance']],
      [[200, 'Company Limited']],
    ]);
    expect(result.fields).toMatchObject({
      customer_name: 'Anita Rao',
      start_date: '2024-03-12',
      end_date: '2025-03-11',
      previous_insurer_name: 'Konkan General Insurance Company Limited',
    });
  });

  it('marks a schedule whose totals do not add up for review and lowers those fields', () => {
    const result = schedule([
      [[40, 'Net Premium :'], [200, 'Rs. 10,000.00']],
      [[40, 'GST @ 18% :'], [200, 'Rs. 1,800.00']],
      [[40, 'Total Premium :'], [200, 'Rs. 12,800.00']],
      [[40, 'Engine No :'], [200, 'ABC123456']],
      [[40, 'Chassis No :'], [200, 'ABC123456']],
    ]);
    expect(result.needsReview).toBe(true);
    expect(result.reviewReasons).toEqual(
      expect.arrayContaining(['Net premium + taxes does not equal the total premium', 'The engine number and the chassis number are the same']),
    );
    expect(result.confidence.total_premium).toBeLessThan(0.5);
    expect(result.checks.find((check) => check.check === 'taxRate')?.passed).toBe(true);
  });

  it('is sure of fields a passing cross-check confirms', () => {
    const result = schedule([
      [[40, 'Net Premium :'], [200, '10,000.00']],
      [[40, 'GST (18%) :'], [200, '1,800.00']],
      [[40, 'Total Premium :'], [200, '11,800.00']],
    ]);
    expect(result.needsReview).toBe(false);
    expect(result.confidence.total_premium).toBeGreaterThan(0.95);
    expect(result.fields.taxes_rate).toBe(18);
  });
});
