import { describe, expect, it } from 'vitest';
import { wholePercents, withEmptyMonths } from '../../src/pages/dashboard/dashboardFormats';

describe("the business types pie's percentages", () => {
  it('add up to 100 where rounding each would show 101 or 99', () => {
    // 1/6, 2/6, 3/6 round alone to 17 + 33 + 50 = 100; 3 x 1/3 to 99; 45.5 + 45.5 + 9 to 101 (46 + 46 + 9).
    expect(wholePercents([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercents([455, 455, 90])).toEqual([46, 45, 9]);
    expect(wholePercents([1, 2, 3])).toEqual([17, 33, 50]);
  });

  it('gives a lone type 100 and an empty book nothing', () => {
    expect(wholePercents([7])).toEqual([100]);
    expect(wholePercents([])).toEqual([]);
    expect(wholePercents([0, 0])).toEqual([0, 0]);
  });
});

describe("the premium trend's months", () => {
  const empty = (month: string) => ({ _id: month, premium: 0 });
  it('include the months between the first and the last that had no policy, at 0, across a year end', () => {
    const trend = [
      { _id: '2024-11', premium: 5 },
      { _id: '2025-02', premium: 7 },
    ];
    expect(withEmptyMonths(trend, empty)).toEqual([
      { _id: '2024-11', premium: 5 },
      { _id: '2024-12', premium: 0 },
      { _id: '2025-01', premium: 0 },
      { _id: '2025-02', premium: 7 },
    ]);
  });

  it('are none for no policies, and one for one month', () => {
    expect(withEmptyMonths([], empty)).toEqual([]);
    expect(withEmptyMonths([{ _id: '2025-04', premium: 3 }], empty)).toEqual([{ _id: '2025-04', premium: 3 }]);
  });
});
