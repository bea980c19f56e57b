/**
 * A renewal saved (a policy naming the policy it renews: Renew on Renewals due) marks the renewed
 * policy Renewed, in the renewal's own transaction and in the audit trail.
 */
import type { Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/schema';
import type { ApiRecord } from '../db/storageMapping';
import { recordAudit } from '../security/auditLog';
import type { ResourceHooks } from '../routes/resourceHooks';

async function markRenewed({ request, trx, created }: { request: FastifyRequest; trx: Kysely<Database>; created: ApiRecord }) {
  const renewed = created.renewal_of;
  if (typeof renewed !== 'string') return;
  const before = await trx.selectFrom('motor_policies').select('renewal_status').where('id', '=', renewed).executeTakeFirst();
  if (!before || before.renewal_status === 'Renewed') return;
  await trx.updateTable('motor_policies').set({ renewal_status: 'Renewed', updatedAt: new Date().toISOString() }).where('id', '=', renewed).execute();
  await recordAudit(trx, request.account, [
    { resource: 'motorPolicies', recordId: renewed, action: 'update', changes: { renewal_status: [before.renewal_status, 'Renewed'] } },
  ]);
}

/** The motor policies' hooks with a renewal's marking of the policy it renews after each create. */
export const withRenewals = (hooks: ResourceHooks): ResourceHooks => ({
  ...hooks,
  inCreate: {
    ...hooks.inCreate,
    async after(context) {
      await hooks.inCreate?.after?.(context);
      await markRenewed(context);
    },
  },
});
