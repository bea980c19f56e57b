/**
 * GET /dashboard/overview?from=YYYY-MM-DD&to=YYYY-MM-DD (both optional: all time), and GET /dashboard/renewals: read
 * as lists are (listReader.ts), off the event loop and within the time budget.
 */
import type { FastifyPluginAsync } from 'fastify';
import { dashboardOverview } from '../dashboard/overview';
import { dashboardRenewals } from '../dashboard/renewals';
import { indiaToday } from '../calendar';
import { isIsoDay } from '../../resources/core/fields';
import { badRequest } from '../httpErrors';

function dateParameter(value: unknown, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isIsoDay(value)) throw badRequest('dateParameter', { name });
  return value;
}

export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dashboard/overview', { config: { access: { resource: 'dashboard', action: 'list' } } }, async (request) => {
    const query = request.query as Record<string, unknown>;
    const from = dateParameter(query.from, 'from');
    const to = dateParameter(query.to, 'to');
    if (from && to && from > to) throw badRequest('periodBackwards');
    return dashboardOverview(app.listDb, { from, to });
  });

  app.get('/dashboard/renewals', { config: { access: { resource: 'dashboard', action: 'list' } } }, async () => dashboardRenewals(app.listDb, indiaToday()));
};
