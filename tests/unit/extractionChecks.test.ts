import { describe, expect, it } from 'vitest';
import { ambiguousChecks, runChecks } from '../../server/extraction/reading/checks';
import { applyChecks, reviewReasons } from '../../server/extraction/reading/confidence';
import type { Readings } from '../../server/extraction/reading/derive';

const odPeriod = (od_start_date: string, od_end_date: string) => runChecks({ od_start_date, od_end_date }).find((result) => result.check === 'odPeriod');

describe('a cover period as a proof of its dates', () => {
  it('proves, exactly, a cover ending on its anniversary or the day before', () => {
    expect(odPeriod('2024-02-19', '2025-02-18')).toMatchObject({ passed: true, proves: true, exact: true });
    expect(odPeriod('2024-02-19', '2025-02-19')).toMatchObject({ passed: true, proves: true, exact: true });
    expect(odPeriod('2023-07-22', '2026-07-21')).toMatchObject({ passed: true, proves: true, exact: true });
  });

  it('takes a cover a day or two off a year as plausible, but not exactly proven: a misread digit keeps it that close', () => {
    expect(odPeriod('2024-02-19', '2025-02-16')).toMatchObject({ passed: true, proves: true, exact: false });
  });

  it('does not prove a short-period cover, and fails one of less than a month', () => {
    expect(odPeriod('2024-02-19', '2024-08-18')).toMatchObject({ passed: true, proves: false, exact: false });
    expect(odPeriod('2024-02-19', '2024-03-01')).toMatchObject({ passed: false });
  });
});

describe('a sum as a proof of amounts OCR read', () => {
  const check = (name: string, values: Record<string, number>) => runChecks(values).find((result) => result.check === name);

  it('proves a sum that holds with no paisa off, not one a paisa off (a last figure misread as likely as a rounding)', () => {
    const od = { ncb: 0, total_od_add_on_premium: 599, total_od_premium: 8608.83 };
    expect(check('odPremium', { ...od, basic_od_premium: 8009.83 })).toMatchObject({ passed: true, exact: true });
    expect(check('odPremium', { ...od, basic_od_premium: 8009.82 })).toMatchObject({ passed: true, exact: false });
  });

  it('proves a bonus taken off to its rounding, and a tax whose halves were each rounded a paisa off its rate', () => {
    expect(check('odPremium', { basic_od_premium: 4321.25, ncb: 35, total_od_add_on_premium: 0, total_od_premium: 2808.81 })).toMatchObject({ exact: true });
    expect(check('taxRate', { net_premium: 1000.5, taxes_rate: 18, taxes: 180.1 })).toMatchObject({ passed: true, exact: true });
  });
});

describe('what a document read is marked for review for', () => {
  it('names the fields to check and those not found as the review form labels them', () => {
    const readings = new Map([
      ['customer_address', { value: '12 MG Road', confidence: 0.5, source: 'read' as const }],
      ['policy_type', { value: 'Comprehensive', confidence: 1, source: 'read' as const }],
    ]);
    const reasons = reviewReasons(readings, []);
    // A code and the fields for the screens to translate, and the English message for the API.
    expect(reasons[0]).toEqual({ code: 'doubtful', fields: ['customer_address'], message: 'Check these fields against the document: Address.' });
    expect(reasons[1]).toMatchObject({ code: 'missing', fields: expect.arrayContaining(['policy_number', 'make']) });
    expect(reasons[1].message).toMatch(/^Not found in the document: Policy Number, Business Type, Customer Name, Phone Number, Make, /);
  });
});

describe('a sum as a proof of the amounts read', () => {
  const tpLines = (): Readings =>
    new Map([
      ['basic_tp_premium', { value: 3, confidence: 0.6, source: 'read' as const }],
      ['total_tp_add_on_premium', { value: 0, confidence: 0.6, source: 'read' as const }],
      ['total_tp_premium', { value: 3, confidence: 0.6, source: 'read' as const }],
    ]);
  const confidences = (sameFigure: (a: string, b: string) => boolean) => {
    const readings = tpLines();
    applyChecks(readings, runChecks(Object.fromEntries([...readings].map(([field, reading]) => [field, reading.value]))), { repaired: new Set(), byOcr: new Set(), sameFigure });
    return [...readings.values()].map((reading) => reading.confidence);
  };

  it('proves amounts read from different figures', () => {
    expect(confidences(() => false)).toEqual([0.97, 0.97, 0.97]);
  });

  it('proves nothing where one printed figure was read as two of its fields ("Liability (3 Yrs)" as the basic and the total TP premium)', () => {
    expect(confidences((a, b) => a === 'basic_tp_premium' && b === 'total_tp_premium')).toEqual([0.6, 0.6, 0.6]);
  });
});

describe('a check other values read pass as well', () => {
  const values = { od_start_date: '2025-03-12', od_end_date: '2026-03-11' };
  const ambiguousWith = (others: Record<string, string[]>) => ambiguousChecks(runChecks(values), values, (field) => others[field] ?? []);

  it('proves nothing where another whole set of values is as good a proof (the previous period beside this one)', () => {
    expect(ambiguousWith({ od_start_date: ['2024-03-12'], od_end_date: ['2025-03-11'] }).has('odPeriod')).toBe(true);
  });

  it('still proves where the other values pass only as plausible, no proof (a short period), or where one field alone has a rival', () => {
    expect(ambiguousWith({ od_start_date: ['2025-01-01'], od_end_date: ['2025-04-30'] }).has('odPeriod')).toBe(false);
    expect(ambiguousWith({ od_start_date: ['2025-03-13'] }).has('odPeriod')).toBe(false);
  });

  describe('a field read as surely twice over', () => {
    const premiums = { total_od_premium: 5000, total_tp_premium: 2000, net_premium: 7000, taxes: 1260, total_premium: 8260 };
    const ambiguousTied = (others: Record<string, number[]>, tied: Record<string, number[]>) =>
      ambiguousChecks(runChecks(premiums), premiums, (field) => others[field] ?? [], (field) => tied[field] ?? []);

    it('proves nothing where its other value adds up with other values read (two blocks of premiums)', () => {
      expect(ambiguousTied({ total_od_premium: [5100], net_premium: [7100] }, { net_premium: [7100] }).has('netPremium')).toBe(true);
    });

    it('still proves where nothing read adds up to its other value, or only by a figure read twice or nil', () => {
      expect(ambiguousTied({ net_premium: [7100] }, { net_premium: [7100] }).has('netPremium')).toBe(false);
      expect(ambiguousTied({ total_tp_premium: [0], net_premium: [5000] }, { net_premium: [5000] }).has('netPremium')).toBe(false);
    });
  });
});
