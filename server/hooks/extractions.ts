/**
 * How extractions meet motor policies. The review dialog posts the policy to POST /motor-policy
 * with the `extractionId` it came from: in the policy's one transaction the extraction is claimed
 * (so two saves cannot both convert it), the policy written and the two linked, so a crash or a
 * refused policy leaves the extraction as it was. What the reviewer corrected is then learned for
 * the document's layout.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { COMMISSION_FIELDS } from '../../resources/extractionOutputs/declaration';
import { motorPolicyDeclaration } from '../../resources/motorPolicies/declaration';
import type { ApiRecord } from '../db/storageMapping';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../httpErrors';
import { type Changes, recordAudit } from '../security/auditLog';
import type { ResourceHooks } from '../routes/resourceHooks';
import type { ExtractionSandbox } from '../jobs/extractionSandbox';
import { learnFromReview } from '../jobs/learnFromReview';

/** What the staff changed of what was read: [extracted, saved] for every policy field typed over or added. */
function correctionsOf(extracted: Record<string, unknown>, saved: ApiRecord): Changes {
  const changes: Changes = {};
  for (const [name, field] of Object.entries(motorPolicyDeclaration.fields)) {
    if (field.readOnly || (COMMISSION_FIELDS as readonly string[]).includes(name)) continue;
    const [read, kept] = [extracted[name] ?? null, saved[name] ?? null];
    if (JSON.stringify(read) !== JSON.stringify(kept)) changes[name] = [read, kept];
  }
  return changes;
}

/** The extraction a policy is saved from: the review dialog posts its id with the policy. */
function extractionIdOf(request: FastifyRequest): string | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  const id = body && typeof body === 'object' ? body.extractionId : undefined;
  return id === undefined || id === null || id === '' ? undefined : String(id);
}

export const policyConversionHooks = (sandbox: ExtractionSandbox): ResourceHooks => ({
  inCreate: {
    // Claimed in the policy's own transaction: a second save of the same extraction waits, then finds it taken.
    async before({ request, trx }) {
      const id = extractionIdOf(request);
      if (id === undefined) return;
      const claimed = await trx
        .updateTable('extraction_outputs')
        .set({ status: 'converted', updatedAt: new Date().toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'Success')
        .where('policyId', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) > 0) return;
      const output = await trx.selectFrom('extraction_outputs').select(['status']).where('id', '=', id).executeTakeFirst();
      if (!output) throw notFound('extractionNotFound');
      throw conflict(output.status === 'converted' ? 'convertedAlready' : 'notReadYet');
    },
    async after({ request, trx, created }) {
      const id = extractionIdOf(request);
      if (id === undefined) return;
      await trx.updateTable('extraction_outputs').set({ policyId: created._id }).where('id', '=', id).execute();
      const corrections = await correctionsOfConversion(trx, id, created);
      await recordAudit(trx, request.account, [{ resource: 'extractionOutputs', recordId: id, action: 'convert', changes: corrections }]);
    },
  },
  async afterCreate({ app, request, created }) {
    const id = extractionIdOf(request);
    if (id === undefined) return;
    const corrections = await correctionsOfConversion(app.db, id, created);
    await learnFromReview({ app, sandbox, account: request.account, extractionId: id, corrected: Object.keys(corrections), saved: created });
  },
});

async function correctionsOfConversion(db: Kysely<Database>, extractionId: string, saved: ApiRecord): Promise<Changes> {
  const output = await db.selectFrom('extraction_outputs').select('extractedFields').where('id', '=', extractionId).executeTakeFirst();
  return correctionsOf(JSON.parse(output?.extractedFields ?? '{}') as Record<string, unknown>, saved);
}

/** A deleted extraction takes its job and its stored PDF with it. */
export const extractionOutputHooks: ResourceHooks = {
  // Jobs before outputs, the order a worker writes them in; left to the foreign key's cascade, the
  // output would be locked first and a worker finishing the job at that moment deadlock with it.
  async beforeDeleteInTransaction({ trx, ids }) {
    await trx.deleteFrom('extraction_jobs').where('id', 'in', ids).execute();
  },
  async afterDelete({ app, removed }) {
    await app.files.store.remove('policies', String(removed.fileKey));
  },
};
