/**
 * What the dashboard asks the API for. A module of its own, free of react-admin, because the entry
 * point asks for the same first answers early (src/firstLoad.ts).
 */
import type { DashboardPeriod, DateRange } from './periods';

/** The period the dashboard shows until a user picks another, kept by react-admin's store under this key. */
export const DASHBOARD_PERIOD_KEY = 'dashboard.period';
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = { preset: 'allTime' };

/** GET path of the overview for a period of policy start dates (open ends allowed). */
export function overviewPath(range: DateRange): string {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  return `/dashboard/overview?${query}`;
}

export const RENEWALS_PATH = '/dashboard/renewals';
