/**
 * The dates a policy's start date gives when nothing else is typed: a year's cover ends the day
 * before the same date a year on, and the OD and TP covers run with the policy; a new car's
 * comprehensive policy carries three years of TP cover (the 1 + 3 bundle insurers sell for new cars).
 */
import { coverEnd } from '../core/coverEnd';

export function coverDatesFrom(values: { start_date?: unknown; business_type?: unknown; policy_type?: unknown }): Record<string, string> {
  const start = typeof values.start_date === 'string' ? values.start_date : undefined;
  const end = coverEnd(start, 1);
  if (!start || !end) return {};
  const tpYears = values.business_type === 'New' && values.policy_type === 'Comprehensive' ? 3 : 1;
  return { end_date: end, od_start_date: start, od_end_date: end, tp_start_date: start, tp_end_date: coverEnd(start, tpYears) ?? end };
}
