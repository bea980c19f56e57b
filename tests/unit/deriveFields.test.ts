import { describe, expect, it } from 'vitest';
import { deriveFields, type Readings, repairFailedSum } from '../../server/extraction/reading/derive';
import type { CheckName } from '../../resources/extractionOutputs/reviewReasons';
import { CHECKS, runChecks } from '../../server/extraction/reading/checks';

const readings = (values: Record<string, number>): Readings => new Map(Object.entries(values).map(([field, value]) => [field, { value, confidence: 0.9, source: 'read' as const }]));

describe('fields a schedule implies', () => {
  it('derives a missing total from its read parts, but never an amount no schedule prints', () => {
    const sum = readings({ total_od_premium: 8000, total_tp_premium: 3416 });
    deriveFields(sum);
    expect(sum.get('net_premium')).toMatchObject({ value: 11416, source: 'derived' });
    const absurd = readings({ total_od_premium: 8000, total_tp_premium: 9_876_543_210 });
    deriveFields(absurd);
    expect(absurd.has('net_premium')).toBe(false);
  });

  it('gives a one-year policy\'s period to both sections where its type is implied by the sections it charges for, and is unsure of them', () => {
    const map: Readings = new Map([
      ['basic_od_premium', { value: 12000, confidence: 0.95, source: 'read' }],
      ['basic_tp_premium', { value: 3416, confidence: 0.95, source: 'read' }],
      ['start_date', { value: '2025-09-03', confidence: 0.98, source: 'read' }],
      ['end_date', { value: '2026-09-02', confidence: 0.98, source: 'read' }],
    ]);
    deriveFields(map);
    expect(map.get('policy_type')).toMatchObject({ value: 'Comprehensive', source: 'derived' });
    expect(map.get('od_start_date')).toMatchObject({ value: '2025-09-03', source: 'derived' });
    expect(map.get('tp_end_date')).toMatchObject({ value: '2026-09-02', source: 'derived' });
    expect(map.get('tp_end_date')!.confidence).toBeLessThan(0.9);
  });

  it('takes a new car\'s bundle\'s year, its OD cover from the day its 3-year TP cover starts, for the policy\'s period', () => {
    const read = (value: string) => ({ value, confidence: 0.95, source: 'read' as const });
    const map: Readings = new Map([
      ['od_start_date', read('2025-10-11')], ['od_end_date', read('2026-10-10')],
      ['tp_start_date', read('2025-10-11')], ['tp_end_date', read('2028-10-10')],
    ]);
    deriveFields(map);
    expect(map.get('start_date')).toMatchObject({ value: '2025-10-11', source: 'derived' });
    expect(map.get('end_date')).toMatchObject({ value: '2026-10-10', source: 'derived' });
  });

  it('does not mend a failed sum with a figure out of any schedule\'s range', () => {
    const map = readings({ net_premium: 18898.56, total_od_premium: 15000, total_tp_premium: 9_876_543_210 });
    const result = (check: CheckName, passed: boolean, fields: string[]) => ({ check, passed, exact: passed, proves: true, fields, message: check });
    const checks = [result('odPremium', true, ['total_od_premium']), result('tpPremium', true, ['total_tp_premium']), result('netPremium', false, ['net_premium', 'total_od_premium', 'total_tp_premium'])];
    expect(repairFailedSum(map, checks, new Set(['odPremium', 'tpPremium', 'netPremium']))).toBeUndefined();
    expect(map.get('net_premium')?.value).toBe(18898.56);
  });

  it('keeps a printed total when the taxes are proven only by a half of the GST\'s rate ("GST-@ 9%" of "SGST/UTGST @ 9%")', () => {
    const map = readings({ net_premium: 8781.01, taxes: 790.29, taxes_rate: 9, total_premium: 10361.59, total_od_premium: 8781.01, total_tp_premium: 0 });
    const values = Object.fromEntries([...map].map(([field, reading]) => [field, reading.value]));
    const proving = new Set(CHECKS.filter((check) => check.proves).map((check) => check.name));
    const checks = runChecks(values);
    expect(checks.find((check) => check.check === 'taxRate')).toMatchObject({ passed: true, proves: false });
    expect(repairFailedSum(map, checks, proving)).toBeUndefined();
    expect(map.get('total_premium')?.value).toBe(10361.59);
    // At 18% the same tax would prove itself, and the total be mended from it.
    const whole = readings({ net_premium: 8781.01, taxes: 1580.58, taxes_rate: 18, total_premium: 9999, total_od_premium: 8781.01, total_tp_premium: 0 });
    const wholeValues = Object.fromEntries([...whole].map(([field, reading]) => [field, reading.value]));
    expect(repairFailedSum(whole, runChecks(wholeValues), proving)).toMatchObject({ field: 'total_premium', value: 10361.59 });
  });

  it('takes a one-section policy\'s net premium for that section\'s total, not for the other section\'s', () => {
    const standaloneOd: Readings = new Map([
      ['policy_type', { value: 'Standalone OD', confidence: 0.95, source: 'read' }],
      ['net_premium', { value: 6135.8, confidence: 0.97, source: 'read' }],
    ]);
    deriveFields(standaloneOd);
    expect(standaloneOd.get('total_od_premium')).toMatchObject({ value: 6135.8, source: 'derived' });
    expect(standaloneOd.has('total_tp_premium')).toBe(false);
    const thirdParty: Readings = new Map([
      ['policy_type', { value: 'Third Party', confidence: 0.95, source: 'read' }],
      ['net_premium', { value: 3416, confidence: 0.97, source: 'read' }],
    ]);
    deriveFields(thirdParty);
    expect(thirdParty.get('total_tp_premium')).toMatchObject({ value: 3416, source: 'derived' });
  });
});
