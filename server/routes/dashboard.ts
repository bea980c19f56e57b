/** GET /dashboard/overview?from=YYYY-MM-DD&to=YYYY-MM-DD (both optional: all time). */
import type { FastifyPluginAsync } from 'fastify';
import { isValid, parseISO } from 'date-fns';
import { dashboardOverview } from '../dashboard/overview';
import { badRequest } from '../httpErrors';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateParameter(value: unknown, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !ISO_DATE.test(value) || !isValid(parseISO(value))) throw badRequest(`"${name}" must be a date as YYYY-MM-DD.`);
  return value;
}

export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dashboard/overview', { config: { access: { resource: 'dashboard', action: 'list' } } }, async (request) => {
    const query = request.query as Record<string, unknown>;
    const from = dateParameter(query.from, 'from');
    const to = dateParameter(query.to, 'to');
    if (from && to && from > to) throw badRequest('The period must not end before it starts.');
    return dashboardOverview(app.db, { from, to });
  });
};
