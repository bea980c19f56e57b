/**
 * A period of start dates as rollup buckets: the whole months inside it (month rows) and the days
 * at its edges (day rows), so any period is summed from a few hundred rows at most.
 */
import { addDays, addMonths, endOfMonth, format, parseISO, startOfMonth } from 'date-fns';

export interface Period {
  /** Inclusive ISO dates; absent for an open end. */
  from?: string;
  to?: string;
}

export interface PeriodBuckets {
  /** First and last whole month (YYYY-MM), when the period holds one. */
  months?: [string, string];
  /** Inclusive day ranges (YYYY-MM-DD) outside the whole months. */
  days: [string, string][];
}

const EARLIEST = '0001-01-01';
const LATEST = '9999-12-31';
const day = (date: Date) => format(date, 'yyyy-MM-dd');
const month = (date: Date) => format(date, 'yyyy-MM');

export function periodBuckets({ from = EARLIEST, to = LATEST }: Period): PeriodBuckets {
  const start = parseISO(from);
  const end = parseISO(to);
  const firstWhole = day(start) === day(startOfMonth(start)) ? startOfMonth(start) : startOfMonth(addMonths(start, 1));
  const lastWhole = day(end) === day(endOfMonth(end)) ? startOfMonth(end) : startOfMonth(addMonths(end, -1));
  if (firstWhole > lastWhole) return { days: [[from, to]] };
  const days: [string, string][] = [];
  if (start < firstWhole) days.push([from, day(addDays(firstWhole, -1))]);
  const afterWhole = addDays(endOfMonth(lastWhole), 1);
  if (afterWhole <= end) days.push([day(afterWhole), to]);
  return { months: [month(firstWhole), month(lastWhole)], days };
}
