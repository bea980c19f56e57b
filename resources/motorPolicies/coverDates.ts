/**
 * The dates a policy's start date gives when nothing else is typed: a year's cover ends the day
 * before the same date a year on, and the OD and TP covers run with the policy; a new car's
 * comprehensive policy carries three years of TP cover (the 1 + 3 bundle insurers sell for new cars).
 */
import { addYears, format, isValid, parseISO, subDays } from 'date-fns';

const DATE = 'yyyy-MM-dd';
const coverEnd = (start: Date, years: number) => format(addYears(subDays(start, 1), years), DATE);

export function coverDatesFrom(values: { start_date?: unknown; business_type?: unknown; policy_type?: unknown }): Record<string, string> {
  const start = typeof values.start_date === 'string' ? parseISO(values.start_date) : undefined;
  if (!start || !isValid(start)) return {};
  const end = coverEnd(start, 1);
  const tpYears = values.business_type === 'New' && values.policy_type === 'Comprehensive' ? 3 : 1;
  const day = format(start, DATE);
  return { end_date: end, od_start_date: day, od_end_date: end, tp_start_date: day, tp_end_date: coverEnd(start, tpYears) };
}
