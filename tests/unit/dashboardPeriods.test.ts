import { describe, expect, it } from 'vitest';
import { periodBuckets } from '../../server/dashboard/periodBuckets';
import { financialYearOf, rangeOf } from '../../src/pages/dashboard/periods';

describe('dashboard periods', () => {
  it('runs the financial year from 1 April to 31 March', () => {
    expect(financialYearOf(new Date(2026, 2, 31))).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(financialYearOf(new Date(2026, 3, 1))).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(financialYearOf(new Date(2026, 10, 22))).toEqual({ from: '2026-04-01', to: '2027-03-31' });
  });

  it('turns the presets into start-date ranges', () => {
    const today = new Date(2026, 10, 22);
    expect(rangeOf({ preset: 'thisMonth' }, today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(rangeOf({ preset: 'last3Months' }, today)).toEqual({ from: '2026-09-01', to: '2026-11-30' });
    expect(rangeOf({ preset: 'allTime' }, today)).toEqual({});
    expect(rangeOf({ preset: 'custom', from: '2025-01-05', to: '' }, today)).toEqual({ from: '2025-01-05', to: undefined });
  });

  it('reads a period as whole months plus the days at its edges', () => {
    expect(periodBuckets({ from: '2025-04-01', to: '2026-03-31' })).toEqual({ months: ['2025-04', '2026-03'], days: [] });
    expect(periodBuckets({ from: '2025-03-15', to: '2025-05-10' })).toEqual({
      months: ['2025-04', '2025-04'],
      days: [
        ['2025-03-15', '2025-03-31'],
        ['2025-05-01', '2025-05-10'],
      ],
    });
    expect(periodBuckets({ from: '2025-03-31', to: '2025-03-31' })).toEqual({ days: [['2025-03-31', '2025-03-31']] });
    expect(periodBuckets({ from: '2024-02-10', to: '2024-02-29' })).toEqual({ days: [['2024-02-10', '2024-02-29']] });
    expect(periodBuckets({ from: '2025-06-01' })).toEqual({ months: ['2025-06', '9999-12'], days: [] });
  });
});
