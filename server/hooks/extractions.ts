/**
 * How extractions meet motor policies. The review dialog posts the policy to POST /motor-policy
 * with the `extractionId` it came from: in the policy's one transaction the extraction is claimed
 * (so two saves cannot both convert it), the policy written and the two linked, so a crash or a
 * refused policy leaves the extraction as it was. What the reviewer corrected, and what the reader
 * doubted and the reviewer saved as read, is then learned for the document's layout.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { COMMISSION_FIELDS, type ExtractionEvidence, SURE_CONFIDENCE } from '../../resources/extractionOutputs/declaration';
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
      if (!output) throw notFound('Extraction not found');
      throw conflict(
        output.status === 'converted'
          ? 'This extraction has already been converted to a policy.'
          : 'This extraction has not been read yet: wait until its status is Success.',
      );
    },
    async after({ request, trx, created }) {
      const id = extractionIdOf(request);
      if (id === undefined) return;
      await trx.updateTable('extraction_outputs').set({ policyId: created._id }).where('id', '=', id).execute();
      const { corrections } = await reviewOfConversion(trx, id, created);
      await recordAudit(trx, request.account, [{ resource: 'extractionOutputs', recordId: id, action: 'convert', changes: corrections }]);
    },
  },
  async afterCreate({ app, request, created }) {
    const id = extractionIdOf(request);
    if (id === undefined) return;
    const { corrections, doubtful } = await reviewOfConversion(app.db, id, created);
    // What the reviewer corrected, and what the reader doubted and the reviewer saved as read: both checked by a person.
    await learnFromReview({ app, sandbox, account: request.account, extractionId: id, reviewed: [...new Set([...Object.keys(corrections), ...doubtful])], saved: created });
  },
});

/**
 * The fields a reviewer changed, and those the reader read off the page below sure (shown to the
 * reviewer to check); not values it worked out from others (a sum, a period's OD dates), which no
 * place on the page holds.
 */
async function reviewOfConversion(db: Kysely<Database>, extractionId: string, saved: ApiRecord): Promise<{ corrections: Changes; doubtful: string[] }> {
  const output = await db.selectFrom('extraction_outputs').select(['extractedFields', 'confidence', 'evidence']).where('id', '=', extractionId).executeTakeFirst();
  const confidence = JSON.parse(output?.confidence ?? '{}') as Record<string, number>;
  const evidence = (JSON.parse(output?.evidence ?? 'null') as ExtractionEvidence | null)?.fields ?? {};
  return {
    corrections: correctionsOf(JSON.parse(output?.extractedFields ?? '{}') as Record<string, unknown>, saved),
    doubtful: Object.keys(confidence).filter((field) => confidence[field] < SURE_CONFIDENCE && field in evidence),
  };
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
