import { formatDate } from '../../i18n/formats';

/** Spec section 9: charts 300 high; 7 pie colours, cycling. Money: src/i18n/formats.ts. */
export const CHART_HEIGHT = 300;
export const PIE_COLOURS = ['#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#c62828', '#00838f', '#f9a825'];

/** A month's key ('2025-04') on a chart's axis and in its tooltip: 'Apr 2025', 'अप्रैल 2025'. */
export const formatMonth = (key: unknown, intlLocale: string) => formatDate(String(key), intlLocale, { month: 'short', year: 'numeric' });

/**
 * Whole percentages of `counts` that add up to 100, for a pie's labels: each rounded down, and the
 * points left over go to the largest remainders (rounding each alone can show 101 %).
 */
export function wholePercents(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (!total) return counts.map(() => 0);
  const exact = counts.map((count) => (count * 100) / total);
  const whole = exact.map(Math.floor);
  const left = 100 - whole.reduce((sum, percent) => sum + percent, 0);
  const byRemainder = exact.map((percent, index) => ({ index, remainder: percent - whole[index] })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder.slice(0, left)) whole[index] += 1;
  return whole;
}
