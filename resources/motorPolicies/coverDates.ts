/**
 * The dates a policy's start date gives when nothing else is typed: a year's cover ends the day
 * before the same date a year on, and the OD and TP covers run with the policy; a new car's
 * comprehensive policy carries three years of TP cover (the 1 + 3 bundle insurers sell for new cars).
 */
import { format, parseISO } from 'date-fns';
import { coverEnd } from '../core/coverEnd';

export function coverDatesFrom(values: { start_date?: unknown; business_type?: unknown; policy_type?: unknown }): Record<string, string> {
  const end = coverEnd(values.start_date, 1);
  if (!end) return {};
  const tpYears = values.business_type === 'New' && values.policy_type === 'Comprehensive' ? 3 : 1;
  const day = format(parseISO(String(values.start_date)), 'yyyy-MM-dd');
  return { end_date: end, od_start_date: day, od_end_date: end, tp_start_date: day, tp_end_date: coverEnd(values.start_date, tpYears)! };
}
