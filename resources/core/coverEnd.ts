import { addYears, format, isValid, parseISO, subDays } from 'date-fns';

/** The last day of `years` of cover from `start` (a whole YYYY-MM-DD): the day before the same date that many years on. */
export function coverEnd(start: unknown, years: number): string | undefined {
  const day = typeof start === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(start) ? parseISO(start) : undefined;
  return day && isValid(day) ? format(addYears(subDays(day, 1), years), 'yyyy-MM-dd') : undefined;
}
