/**
 * GET /dashboard/overview (spec section 3, Dashboard overview response) for a period of policy start
 * dates, read from the rollups the database keeps (migration 0007), never from the policies.
 */
import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/schema';
import { type Period, periodBuckets } from './periodBuckets';

export interface DashboardOverview {
  premiumAnalytics: {
    summary: { totalPremium: number; totalPayin: number; totalPayout: number; totalMargin: number };
    monthlyTrend: { _id: string; premium: number; margin: number }[];
  };
  employeesByDept: { _id: string; count: number }[];
  extractionsOverTime: { date: string; count: number }[];
  policyAnalytics: { policiesByType: { _id: string; count: number }[] };
  vehicleAnalytics: { vehicleMakeDistribution: { _id: string; count: number }[] };
  brokerAnalytics: { topBrokers: { _id: string; totalPremium: number }[] };
  period: Period;
}

/** The bars of the make and broker charts. */
export const TOP_ENTRIES = 10;

const rupees = (paise: unknown) => Number(paise) / 100;
const sumOf = <C extends string>(column: C) => sql<string>`sum(${sql.ref(column)})`.as(column);

/** Rollup rows of the period: whole months from month rows, edge days from day rows. */
function inPeriod(period: Period) {
  const { months, days } = periodBuckets(period);
  const whole = period.from === undefined && period.to === undefined;
  return (eb: ExpressionBuilder<Database, 'policy_rollups'>) => {
    if (whole) return eb('grain', '=', 'month');
    const parts = days.map(([from, to]) => eb.and([eb('grain', '=', 'day'), eb('bucket', '>=', from), eb('bucket', '<=', to)]));
    if (months) parts.push(eb.and([eb('grain', '=', 'month'), eb('bucket', '>=', months[0]), eb('bucket', '<=', months[1])]));
    return eb.or(parts);
  };
}

/** Sums per value of one dimension over the period. */
function byValue(db: DB, dimension: string, period: Period) {
  return db
    .selectFrom('policy_rollups')
    .select(['value', sumOf('count'), sumOf('total_premium')])
    .where('dimension', '=', dimension)
    .where(inPeriod(period))
    .groupBy('value')
    .execute();
}

/** The instant a period's last day ends in India, for records with a creation time. */
const endOfDayInIndia = (date: string) => new Date(new Date(`${date}T00:00:00+05:30`).getTime() + 86_400_000).toISOString();

export async function dashboardOverview(db: DB, period: Period): Promise<DashboardOverview> {
  const [trendRows, types, makes, brokers, employees, extractions] = await Promise.all([
    db
      .selectFrom('policy_rollups')
      .select(['bucket', 'total_premium', 'payin', 'payout', 'margin'])
      .where('dimension', '=', 'all')
      .where(inPeriod(period))
      .execute(),
    byValue(db, 'business_type', period),
    byValue(db, 'make', period),
    byValue(db, 'broker_name', period),
    db
      .selectFrom('employees')
      .select(['roleDepartment', sql<string>`count(*)`.as('count')])
      .where(sql<boolean>`not "isDeleted"`)
      .$if(period.to !== undefined, (query) => query.where('createdAt', '<', endOfDayInIndia(period.to!)))
      .groupBy('roleDepartment')
      .orderBy('roleDepartment')
      .execute(),
    db
      .selectFrom('extraction_rollups')
      .select(['day', 'count'])
      .where('count', '>', 0)
      .$if(period.from !== undefined, (query) => query.where('day', '>=', period.from!))
      .$if(period.to !== undefined, (query) => query.where('day', '<=', period.to!))
      .orderBy('day')
      .execute(),
  ]);

  const summary = { totalPremium: 0, totalPayin: 0, totalPayout: 0, totalMargin: 0 };
  const months = new Map<string, { premium: number; margin: number }>();
  for (const row of trendRows) {
    summary.totalPremium += Number(row.total_premium);
    summary.totalPayin += Number(row.payin);
    summary.totalPayout += Number(row.payout);
    summary.totalMargin += Number(row.margin);
    const key = row.bucket.slice(0, 7);
    const entry = months.get(key) ?? { premium: 0, margin: 0 };
    entry.premium += Number(row.total_premium);
    entry.margin += Number(row.margin);
    months.set(key, entry);
  }
  const counted = (rows: { value: string; count: string }[]) =>
    rows.map((row) => ({ _id: row.value, count: Number(row.count) })).filter((row) => row.count > 0 && row._id !== '');

  return {
    premiumAnalytics: {
      summary: {
        totalPremium: rupees(summary.totalPremium),
        totalPayin: rupees(summary.totalPayin),
        totalPayout: rupees(summary.totalPayout),
        totalMargin: rupees(summary.totalMargin),
      },
      monthlyTrend: [...months]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([month, sums]) => ({ _id: month, premium: rupees(sums.premium), margin: rupees(sums.margin) })),
    },
    employeesByDept: employees.map((row) => ({ _id: String(row.roleDepartment), count: Number(row.count) })),
    extractionsOverTime: extractions.map((row) => ({ date: row.day, count: Number(row.count) })),
    policyAnalytics: { policiesByType: counted(types).sort((a, b) => b.count - a.count || a._id.localeCompare(b._id)) },
    vehicleAnalytics: {
      vehicleMakeDistribution: counted(makes)
        .sort((a, b) => b.count - a.count || a._id.localeCompare(b._id))
        .slice(0, TOP_ENTRIES),
    },
    brokerAnalytics: {
      topBrokers: brokers
        .filter((row) => row.value !== '' && Number(row.count) > 0)
        .map((row) => ({ _id: row.value, totalPremium: rupees(row.total_premium) }))
        .sort((a, b) => b.totalPremium - a.totalPremium || a._id.localeCompare(b._id))
        .slice(0, TOP_ENTRIES),
    },
    period,
  };
}
