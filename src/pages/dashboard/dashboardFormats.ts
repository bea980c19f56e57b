import { addMonths, lightFormat, parseISO } from 'date-fns';
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

/** The month after a 'YYYY-MM' key (lightFormat: no locale data in the dashboard's code). */
const nextMonth = (key: string) => lightFormat(addMonths(parseISO(`${key}-01`), 1), 'yyyy-MM');

/**
 * The premium trend with the months between its first and last that had no policy, at ₹0: a line
 * drawn through the months that had some would join months apart as if they were next to each other.
 */
export function withEmptyMonths<T extends { _id: string }>(trend: readonly T[], empty: (month: string) => T): T[] {
  if (!trend.length) return [];
  const byMonth = new Map(trend.map((entry) => [entry._id, entry]));
  const months: T[] = [];
  for (let month = trend[0]._id; month <= trend[trend.length - 1]._id; month = nextMonth(month)) months.push(byMonth.get(month) ?? empty(month));
  return months;
}
