/**
 * GET /dashboard/overview (spec section 3, Dashboard overview response) for a period of policy start
 * dates, read from the rollups the database keeps (migration 0007), never from the policies.
 */
import { type Kysely, sql } from 'kysely';
import { startOfNextIndiaDay } from '../calendar';
import type { DB } from '../db/schema';
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
  /** Commission insurers' statements paid for the period's policies (commission lines matched to them). */
  payinReceived: number;
  period: Period;
}

/** The bars of the make and broker charts. */
export const TOP_ENTRIES = 10;

const rupees = (paise: unknown) => Number(paise) / 100;

/** The parts of a period: whole months from month rows, edge days from day rows (all time: every month row). */
function partsOf(period: Period): { grain: 'day' | 'month'; range?: [string, string] }[] {
  if (period.from === undefined && period.to === undefined) return [{ grain: 'month' }];
  const { months, days } = periodBuckets(period);
  return [...days.map((range) => ({ grain: 'day' as const, range })), ...(months ? [{ grain: 'month' as const, range: months }] : [])];
}

/**
 * Rollup rows of one dimension in one part of the period. Each part is its own range read on the
 * primary key: an OR of ranges would make SQLite scan the whole dimension.
 */
function partRows(db: DB, dimension: string, { grain, range }: ReturnType<typeof partsOf>[number]) {
  return db
    .selectFrom('policy_rollups')
    .where('dimension', '=', dimension)
    .where('grain', '=', grain)
    .$if(range !== undefined, (query) => query.where('bucket', '>=', range![0]).where('bucket', '<=', range![1]));
}

/** The all-policies rows of the period, one per bucket: the summary and the monthly trend. */
async function trendRows(db: DB, period: Period) {
  const reads = partsOf(period).map((part) => partRows(db, 'all', part).select(['bucket', 'total_premium', 'payin', 'payout', 'margin']).execute());
  return (await Promise.all(reads)).flat();
}

/** Count and premium (paise) per value of one dimension over the period, summed by the database per part. */
async function byValue(db: DB, dimension: string, period: Period) {
  const reads = partsOf(period).map((part) =>
    partRows(db, dimension, part)
      .select(['value', sql<string>`sum(count)`.as('count'), sql<string>`sum(total_premium)`.as('premium')])
      .groupBy('value')
      .execute(),
  );
  const totals = new Map<string, { count: number; premium: number }>();
  for (const row of (await Promise.all(reads)).flat()) {
    const entry = totals.get(row.value) ?? { count: 0, premium: 0 };
    entry.count += Number(row.count);
    entry.premium += Number(row.premium);
    totals.set(row.value, entry);
  }
  return [...totals].map(([value, sums]) => ({ value, ...sums })).filter((entry) => entry.value !== '' && entry.count > 0);
}

const byCountThenName = (a: { _id: string; count: number }, b: { _id: string; count: number }) => b.count - a.count || a._id.localeCompare(b._id);


/** Commission received (paise) on the lines matched to policies starting in the period. */
async function payinReceived(db: DB, period: Period) {
  const row = await (db as Kysely<any>)
    .selectFrom('commission_lines as line')
    .innerJoin('motor_policies as policy', 'policy.id', 'line.policy')
    .select(sql<string>`coalesce(sum(line.commission), 0)`.as('received'))
    .$if(period.from !== undefined, (query) => query.where('policy.start_date', '>=', period.from!))
    .$if(period.to !== undefined, (query) => query.where('policy.start_date', '<=', period.to!))
    .executeTakeFirstOrThrow();
  return Number(row.received);
}

export async function dashboardOverview(db: DB, period: Period): Promise<DashboardOverview> {
  const [trend, types, makes, brokers, employees, extractions, received] = await Promise.all([
    trendRows(db, period),
    byValue(db, 'business_type', period),
    byValue(db, 'make', period),
    byValue(db, 'broker_name', period),
    db
      .selectFrom('employees')
      .select(['roleDepartment', sql<string>`count(*)`.as('count')])
      .where(sql<boolean>`not "isDeleted"`)
      .$if(period.to !== undefined, (query) => query.where('createdAt', '<', startOfNextIndiaDay(period.to!)))
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
    payinReceived(db, period),
  ]);

  const summary = { totalPremium: 0, totalPayin: 0, totalPayout: 0, totalMargin: 0 };
  const months = new Map<string, { premium: number; margin: number }>();
  for (const row of trend) {
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
  const counted = (rows: { value: string; count: number }[]) => rows.map((row) => ({ _id: row.value, count: row.count })).sort(byCountThenName);

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
    policyAnalytics: { policiesByType: counted(types) },
    vehicleAnalytics: { vehicleMakeDistribution: counted(makes).slice(0, TOP_ENTRIES) },
    brokerAnalytics: {
      topBrokers: brokers
        .map((row) => ({ _id: row.value, totalPremium: rupees(row.premium) }))
        .sort((a, b) => b.totalPremium - a.totalPremium || a._id.localeCompare(b._id))
        .slice(0, TOP_ENTRIES),
    },
    payinReceived: rupees(received),
    period,
  };
}
