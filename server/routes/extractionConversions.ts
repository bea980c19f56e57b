/**
 * POST /pdf-extraction/create-policies: 'Create policies' for every read document that needs no
 * review, in one action. Each becomes a policy exactly as its review dialog would save it (the read
 * values and the upload's commissions, posted to POST /motor-policy with the extraction's id, as the
 * person asking), so every rule of a single create holds: validation, unique policy numbers, the
 * extraction claimed in the policy's transaction. A document the API refuses is marked for review
 * with the reason among its review reasons (so the next action does not try it again), and answered.
 */
import type { FastifyPluginAsync } from 'fastify';
import { extractionOutputDeclaration, type ExtractionOutput, MOST_CONVERSIONS_PER_PRESS } from '../../resources/extractionOutputs/declaration';
import { reviewDefaults, toCamelCasePayload } from '../../resources/extractionOutputs/policyPayload';
import type { Refusal } from '../../resources/extractionOutputs/reviewReasons';
import { messageCodeFrom } from '../../resources/core/fieldMessageTemplates';
import { parseFieldMessages } from '../../resources/core/fieldMessages';
import { createRepository } from '../db/repository';
import type { ApiRecord } from '../db/storageMapping';
import type { SignedInAccount } from '../plugins/auth';
import { changesOf, recordAudit } from '../security/auditLog';
import { HttpError } from '../httpErrors';
import { listQueryParser } from './listQuery';
import { accessTo } from './routeAccess';


/** A refused document, named, with why: its field messages and their codes, for the screens to say in the user's language. */
type Refused = { id: string; fileName: string } & Refusal;

const messageOf = (body: { message?: unknown }) => (Array.isArray(body.message) ? body.message.join('; ') : String(body.message ?? 'refused'));

/** Why the API refused a document's policy: its message, and its field messages with their codes for the screens to translate. */
function refusalOf(body: { message?: unknown; codes?: unknown }): Refusal {
  const { fieldErrors } = parseFieldMessages(Array.isArray(body.message) ? body.message.map(String) : []);
  if (!Object.keys(fieldErrors).length) {
    const coded = messageCodeFrom(body);
    return { message: messageOf(body), ...(coded && { coded }) };
  }
  const sent = body.codes && typeof body.codes === 'object' ? (body.codes as Record<string, unknown>) : {};
  const codes = Object.fromEntries(Object.keys(fieldErrors).flatMap((field) => {
    const code = messageCodeFrom(sent[field]);
    return code ? [[field, code]] : [];
  }));
  return { message: messageOf(body), errors: fieldErrors, codes };
}

export const extractionConversionRoutes: FastifyPluginAsync = async (app) => {
  const repository = createRepository(app.db, extractionOutputDeclaration);

  /** A refused document marked for review with the refusal among its reasons, audited; unless someone changed it meanwhile: then it is theirs. */
  const markRefused = (account: SignedInAccount | undefined, output: ExtractionOutput, refusal: Refusal) =>
    app.db.transaction().execute(async (trx) => {
      const values = { needsReview: true, reviewReasons: [...(output.reviewReasons ?? []), { code: 'refused', ...refusal }] };
      const after = await createRepository(trx, extractionOutputDeclaration).update(output._id, values, output.updatedAt);
      if (!after) return;
      const changes = changesOf(extractionOutputDeclaration, output as unknown as ApiRecord, after);
      await recordAudit(trx, account, [{ resource: extractionOutputDeclaration.name, recordId: output._id, action: 'update', changes }]);
    });
  const ready = listQueryParser(extractionOutputDeclaration)({ status: 'Success', needsReview: 'false', page: '1', limit: String(MOST_CONVERSIONS_PER_PRESS), sort: 'createdAt', order: 'asc' });

  app.post('/pdf-extraction/create-policies', accessTo(extractionOutputDeclaration, 'list'), async (request) => {
    const { records } = await repository.list(ready);
    const outputs = records.map((text) => JSON.parse(text) as ExtractionOutput);
    let created = 0;
    const refused: Refused[] = [];
    for (const output of outputs) {
      const payload = { ...toCamelCasePayload(reviewDefaults(output.extractedFields), output), extractionId: output._id };
      const response = await app.inject({
        method: 'POST',
        url: `${app.prefix}/motor-policy`,
        headers: { authorization: request.headers.authorization ?? '', 'content-type': 'application/json' },
        payload,
      });
      if (response.statusCode === 201) {
        created++;
        continue;
      }
      const body = response.json();
      // Not allowed to create policies (or signed out meanwhile): said once, nothing marked.
      if (response.statusCode === 401 || response.statusCode === 403) throw new HttpError(response.statusCode, messageOf(body), messageCodeFrom(body));
      // Trouble on the server's side is no fault of the document: stop, leaving the rest ready.
      if (response.statusCode >= 500) return { created, refused, stoppedEarly: true };
      // Converted meanwhile (by a review, or a press of someone else's): not refused.
      if ((await repository.get(output._id))?.status === 'converted') continue;
      const refusal = refusalOf(body);
      refused.push({ id: output._id, fileName: String(output.fileName), ...refusal });
      await markRefused(request.account, output, refusal);
    }
    return { created, refused, stoppedEarly: false };
  });
};
