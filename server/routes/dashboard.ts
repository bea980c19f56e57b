/**
 * GET /dashboard/overview?from=YYYY-MM-DD&to=YYYY-MM-DD (both optional: all time), and GET /dashboard/renewals: read
 * as lists are (listReader.ts), off the event loop and within the time budget.
 */
import type { FastifyPluginAsync } from 'fastify';
import { dashboardOverview } from '../dashboard/overview';
import { dashboardRenewals } from '../dashboard/renewals';
import { indiaToday } from '../calendar';
import { isIsoDay } from '../../resources/core/fields';
import { badRequest, ListTooSlow, unavailable } from '../httpErrors';

function dateParameter(value: unknown, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isIsoDay(value)) throw badRequest('dateParameter', { name });
  return value;
}

/** A read stopped at the time budget asks for a shorter period, not for a search or filter the dashboard has not. */
async function sayingDashboard<T>(reading: Promise<T>): Promise<T> {
  try {
    return await reading;
  } catch (error) {
    throw error instanceof ListTooSlow ? unavailable('dashboardTooSlow', { seconds: error.budgetMs / 1000 }) : error;
  }
}

export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dashboard/overview', { config: { access: { resource: 'dashboard', action: 'list' } } }, async (request) => {
    const query = request.query as Record<string, unknown>;
    const from = dateParameter(query.from, 'from');
    const to = dateParameter(query.to, 'to');
    if (from && to && from > to) throw badRequest('periodBackwards');
    return sayingDashboard(dashboardOverview(app.listDb, { from, to }));
  });

  app.get('/dashboard/renewals', { config: { access: { resource: 'dashboard', action: 'list' } } }, async () => sayingDashboard(dashboardRenewals(app.listDb, indiaToday())));
};
