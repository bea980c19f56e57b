/**
 * GET /dashboard/renewals: the policies ending this month (how many, how many renewed already) and
 * the renewal rate of each of the twelve months before it — renewed ÷ ending that month, months
 * whose policies have all ended (this month's would look like a drop) — counted on the index of end
 * date and renewal status (migration 0023), one row per day and outcome.
 */
import { format, parseISO, startOfMonth, subMonths } from 'date-fns';
import { sql } from 'kysely';
import { daysOfMonth } from '../calendar';
import type { DB } from '../db/schema';

export interface RenewalMonth {
  /** YYYY-MM */
  month: string;
  ending: number;
  renewed: number;
  /** renewed ÷ ending, 0 to 1; null in a month with no policy ending. */
  rate: number | null;
}

export interface DashboardRenewals {
  /** With its first and last day (Renewals due opened at the month). */
  thisMonth: RenewalMonth & { from: string; to: string };
  /** The months before this one, oldest first. */
  months: RenewalMonth[];
}

/** The months before this one whose rates are shown. */
export const RENEWAL_MONTHS = 12;

export async function dashboardRenewals(db: DB, today: string): Promise<DashboardRenewals> {
  const first = startOfMonth(subMonths(parseISO(today), RENEWAL_MONTHS));
  const thisMonth = today.slice(0, 7);
  const lastDay = daysOfMonth(thisMonth).last;
  const rows = await db
    .selectFrom('motor_policies')
    .select(['end_date', sql<number>`case when renewal_status = 'Renewed' then 1 else 0 end`.as('renewed'), sql<string>`count(*)`.as('count')])
    .where('end_date', '>=', format(first, 'yyyy-MM-dd'))
    .where('end_date', '<=', lastDay)
    .groupBy(['end_date', sql`case when renewal_status = 'Renewed' then 1 else 0 end`])
    .execute();

  const months = new Map<string, RenewalMonth>();
  for (let offset = RENEWAL_MONTHS; offset >= 0; offset -= 1) {
    const month = format(subMonths(parseISO(today), offset), 'yyyy-MM');
    months.set(month, { month, ending: 0, renewed: 0, rate: null });
  }
  for (const row of rows) {
    const month = months.get(String(row.end_date).slice(0, 7));
    if (!month) continue;
    month.ending += Number(row.count);
    if (Number(row.renewed) === 1) month.renewed += Number(row.count);
  }
  for (const month of months.values()) month.rate = month.ending ? month.renewed / month.ending : null;
  const before = [...months.values()].filter((month) => month.month !== thisMonth);
  return { thisMonth: { ...months.get(thisMonth)!, from: `${thisMonth}-01`, to: lastDay }, months: before };
}
