/**
 * The bell of the panel: GET /notifications (the account's latest, newest first, and how many are
 * unread) and POST /notifications/read (the given ones, or all, marked read). An account sees and
 * marks only its own.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../httpErrors';

/** The notifications the bell lists. */
export const LISTED_NOTIFICATIONS = 20;

const readBody = z.object({ ids: z.array(z.string().min(1).max(64)).max(LISTED_NOTIFICATIONS * 5).optional() }).strict();

export const notificationRoutes: FastifyPluginAsync = async (app) => {
  async function unreadOf(accountId: string) {
    const row = await app.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number | string>().as('unread'))
      .where('accountId', '=', accountId)
      .where('readAt', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.unread);
  }

  app.get('/notifications', { config: { anyRole: true } }, async (request) => {
    const rows = await app.db
      .selectFrom('notifications')
      .select(['id', 'kind', 'params', 'createdAt', 'readAt'])
      .where('accountId', '=', request.account.id)
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(LISTED_NOTIFICATIONS)
      .execute();
    const data = rows.map(({ id, params, ...row }) => ({ _id: id, ...row, params: JSON.parse(params) }));
    return { data, unread: await unreadOf(request.account.id) };
  });

  app.post('/notifications/read', { config: { anyRole: true } }, async (request) => {
    const parsed = readBody.safeParse(request.body ?? {});
    if (!parsed.success) throw badRequest('notificationIds');
    const { ids } = parsed.data;
    await app.db
      .updateTable('notifications')
      .set({ readAt: new Date().toISOString() })
      .where('accountId', '=', request.account.id)
      .where('readAt', 'is', null)
      .$if(ids !== undefined, (query) => query.where('id', 'in', ids!.length ? ids! : ['']))
      .execute();
    return { unread: await unreadOf(request.account.id) };
  });
};
