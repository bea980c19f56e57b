import { describe, expect, it } from 'vitest';
import { runChecks } from '../../server/extraction/reading/checks';
import { reviewReasons } from '../../server/extraction/reading/confidence';

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
