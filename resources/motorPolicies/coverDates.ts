/**
 * The dates a policy's start date gives when nothing else is typed: a year's cover ends the day
 * before the same date a year on, and the OD and TP covers run with the policy; a new car's
 * comprehensive policy carries three years of TP cover (the 1 + 3 bundle insurers sell for new cars).
 */
import { coverEnd } from '../core/coverEnd';

export function coverDatesFrom(values: { start_date?: unknown; business_type?: unknown; policy_type?: unknown }): Record<string, string> {
  const end = coverEnd(values.start_date, 1);
  if (!end) return {};
  // coverEnd read it as a whole day.
  const start = values.start_date as string;
  const tpEnd = values.business_type === 'New' && values.policy_type === 'Comprehensive' ? coverEnd(start, 3)! : end;
  return { end_date: end, od_start_date: start, od_end_date: end, tp_start_date: start, tp_end_date: tpEnd };
}
