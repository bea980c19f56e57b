/**
 * The audit trail. GET /audit-log: every change, filtered (administrators). GET
 * /audit-log/{resource}/{id}: one record's history, for whoever may see that record. POST
 * /audit-log/{id}/restore: a change put back (auditRestore.ts). The trail grows with every change:
 * it is read as lists are (app.listDb: apart from writes, within the list budget).
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { canAccess } from '../../authProvider/canAccess';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import { isIsoDay } from '../../resources/core/fields';
import { badRequest, forbidden, notFound } from '../httpErrors';
import { AUDIT_ACTIONS } from '../../resources/auditLog/declaration';
import { auditLog } from '../security/auditLog';
import { auditRestoreRoute } from './auditRestore';
import { startOfIndiaDay, startOfNextIndiaDay } from '../calendar';

const isoDate = z.string().refine(isIsoDay, 'a date as YYYY-MM-DD, from 1900 to 2200');
const paging = { page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(100).default(25) };
const listQuery = z.object({
  ...paging,
  resource: z.string().max(60).optional(),
  recordId: z.string().max(64).optional(),
  accountEmail: z.string().max(254).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

/** Days are India's: a day's last instant is the millisecond before the next begins. */
const endOfDay = (date: string) => new Date(Date.parse(startOfNextIndiaDay(date)) - 1).toISOString();

/** `all`: the resources the server runs with, whose records' histories are asked for by name. */
export const auditLogRoutes =
  (all: readonly ResourceDeclaration[]): FastifyPluginAsync =>
  async (app) => {
    const declarationFor = (resource: string) => all.find((declaration) => declaration.name === resource);

    app.get('/audit-log', { config: { access: { resource: 'auditLog', action: 'list' } } }, async (request) => {
      const parsed = listQuery.safeParse(request.query);
      if (!parsed.success) throw badRequest('auditFilters', { problems: parsed.error.issues.map((issue) => `"${issue.path.join('.')}" ${issue.message}`).join('; ') });
      const { from, to, ...rest } = parsed.data;
      return auditLog(app.listDb, { ...rest, from: from && startOfIndiaDay(from), to: to && endOfDay(to) });
    });

    // A record's history is for whoever may see that record: checked below, by the record's resource.
    app.get<{ Params: { resource: string; id: string } }>('/audit-log/:resource/:id', { config: { anyRole: true } }, async (request) => {
      const { resource, id } = request.params;
      if (!declarationFor(resource)) throw notFound('noSuchResource');
      if (!canAccess({ role: request.account.role, resource, action: 'show' })) throw forbidden('mayNotSee');
      const parsed = z.object(paging).safeParse(request.query);
      if (!parsed.success) throw badRequest('pageAndLimit');
      return auditLog(app.listDb, { resource, recordId: id, ...parsed.data });
    });

    auditRestoreRoute(app, declarationFor);
  };
