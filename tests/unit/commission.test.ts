import { describe, expect, it } from 'vitest';
import { commissionBases, computeCommission } from '../../resources/motorPolicies/commission';
import { samplePolicy } from '../support/policies';

describe('payin, payout and margin', () => {
  it('pays on the printed net OD (after NCB, with add-ons) and the printed TP', () => {
    // OD 8,425.90 × 15% + TP 3,416 × 2.5% = 1,263.885 + 85.40 = 1,349.285 → 1,349.29 (half away from zero)
    // OD 8,425.90 × 10% + TP 3,416 × 1%   = 842.59 + 34.16 = 876.75
    expect(computeCommission(samplePolicy())).toEqual({ payin: 1349.29, payout: 876.75, margin: 472.54 });
  });

  it('builds the OD base from basic OD less NCB plus OD add-ons when the total is not printed', () => {
    const policy = { basic_od_premium: 10000, ncb: 25, total_od_add_on_premium: 500, basic_tp_premium: 2094, total_tp_add_on_premium: 50 };
    expect(commissionBases(policy)).toEqual({ od: 800000n, tp: 214400n });
    expect(computeCommission({ ...policy, commission_receivable_od: 20, commission_receivable_tp: 5 })).toEqual({
      payin: 1600 + 107.2,
      payout: 0,
      margin: 1707.2,
    });
  });

  it('takes printed totals as they are, never adding the add-ons they already hold', () => {
    const printed = { total_od_premium: 8425.9, total_od_add_on_premium: 1069, basic_tp_premium: 3416, total_tp_add_on_premium: 50, total_tp_premium: 3466 };
    expect(commissionBases(printed)).toEqual({ od: 842590n, tp: 346600n });
    expect(computeCommission({ ...printed, commission_receivable_tp: 10 }).payin).toBe(346.6);
  });

  it('never pays on GST or the gross total', () => {
    const withTax = computeCommission({ ...samplePolicy(), taxes: 99999, total_premium: 999999 } as Parameters<typeof computeCommission>[0]);
    expect(withTax).toEqual(computeCommission(samplePolicy()));
  });

  it('is exact where floating point drifts', () => {
    // 0.1 + 0.2 style drift: 33.33 × 3% = 0.9999 → 1.00, and 1,000.05 × 10% = 100.005 → 100.01
    expect(computeCommission({ total_od_premium: 33.33, commission_receivable_od: 3 }).payin).toBe(1);
    expect(computeCommission({ total_od_premium: 1000.05, commission_receivable_od: 10 }).payin).toBe(100.01);
    expect(computeCommission({ total_od_premium: 1000.05, commission_payable_od: 10 }).margin).toBe(-100.01);
  });

  it('is zero without premiums or percentages, and margin is negative when payout exceeds payin', () => {
    expect(computeCommission({})).toEqual({ payin: 0, payout: 0, margin: 0 });
    expect(
      computeCommission({ total_od_premium: 1000, total_tp_premium: 1000, commission_receivable_od: 5, commission_payable_od: 7.5 }),
    ).toEqual({ payin: 50, payout: 75, margin: -25 });
  });
});
