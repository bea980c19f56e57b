/**
 * How extractions meet motor policies. The review dialog posts the policy to POST /motor-policy
 * with the `extractionId` it came from: the extraction is claimed before the policy is written
 * (so two saves cannot both convert it), linked to the new policy after, and released again if
 * the policy is refused. What the reviewer corrected is then learned for the document's layout.
 */
import { COMMISSION_FIELDS } from '../../resources/extractionOutputs/declaration';
import { motorPolicyDeclaration } from '../../resources/motorPolicies/declaration';
import type { ApiRecord } from '../db/repository';
import { conflict, notFound } from '../httpErrors';
import { type Changes, recordAudit } from '../security/auditLog';
import type { ResourceHooks } from '../routes/resources';
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

export const policyConversionHooks = (sandbox: ExtractionSandbox): ResourceHooks => ({
  async aroundCreate({ app, request }, insert) {
    const body = request.body as Record<string, unknown> | undefined;
    const extractionId = body && typeof body === 'object' ? body.extractionId : undefined;
    if (extractionId === undefined || extractionId === null || extractionId === '') return insert();
    const id = String(extractionId);
    const claimed = await app.db
      .updateTable('extraction_outputs')
      .set({ status: 'converted', updatedAt: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'Success')
      .where('policyId', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) {
      const output = await app.db.selectFrom('extraction_outputs').select(['status']).where('id', '=', id).executeTakeFirst();
      if (!output) throw notFound('Extraction not found');
      throw conflict(
        output.status === 'converted'
          ? 'This extraction has already been converted to a policy.'
          : 'This extraction has not been read yet: wait until its status is Success.',
      );
    }
    let created: ApiRecord;
    let corrections: Changes = {};
    try {
      created = await insert();
      await app.db.transaction().execute(async (trx) => {
        await trx.updateTable('extraction_outputs').set({ policyId: created._id }).where('id', '=', id).execute();
        const output = await trx.selectFrom('extraction_outputs').select('extractedFields').where('id', '=', id).executeTakeFirst();
        const extracted = JSON.parse(output?.extractedFields ?? '{}') as Record<string, unknown>;
        corrections = correctionsOf(extracted, created);
        await recordAudit(trx, request.account, [{ resource: 'extractionOutputs', recordId: id, action: 'convert', changes: corrections }]);
      });
    } catch (error) {
      await app.db.updateTable('extraction_outputs').set({ status: 'Success' }).where('id', '=', id).where('policyId', 'is', null).execute();
      throw error;
    }
    await learnFromReview({ app, sandbox, account: request.account, extractionId: id, corrected: Object.keys(corrections), saved: created });
    return created;
  },
});

/** A deleted extraction takes its stored PDF with it (its queued job goes by foreign key). */
export const extractionOutputHooks: ResourceHooks = {
  async afterDelete({ app, removed }) {
    await app.files.store.remove('policies', String(removed.fileKey));
  },
};
