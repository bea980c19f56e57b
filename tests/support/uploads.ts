/** Policy uploads for tests: the multipart body of the upload screen, waiting for the worker, a document read whole. */
import type { Kysely } from 'kysely';
import { COMMISSION_FIELDS, extractionOutputDeclaration } from '../../resources/extractionOutputs/declaration';
import { createRepository } from '../../server/db/repository';
import type { ApiClient } from './apiClient';

export const TEST_COMMISSIONS: Record<string, string> = {
  commission_receivable_od: '15',
  commission_receivable_tp: '2.5',
  commission_payable_od: '10',
  commission_payable_tp: '1',
};

/** The upload screen's multipart body: the document as `pdf` and the four commissions. */
export function uploadForm(contents: Uint8Array, fileName = 'policy.pdf', commissions: Record<string, string> = TEST_COMMISSIONS, type = 'application/pdf') {
  const form = new FormData();
  form.append('pdf', new Blob([new Uint8Array(contents)], { type }), fileName);
  for (const [name, value] of Object.entries(commissions)) form.append(name, value);
  return form;
}

/** Polls an extraction until it leaves the queue, and returns it. */
export async function settledExtraction(api: ApiClient, id: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await api.get(`/pdf-extraction/outputs/${id}`);
    if (body.status !== 'queued' && body.status !== 'processing') return body;
    if (Date.now() > until) throw new Error(`extraction ${id} still ${body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A document as the reader leaves it, written straight to the database: `policy`'s fields read
 * (its commissions as the upload's, 10 % each), with the status and review flag given.
 */
export function readDocument(db: Kysely<any>, fileName: string, policy: Record<string, unknown>, { status = 'Success', needsReview = false } = {}) {
  const extracted = Object.fromEntries(Object.entries(policy).filter(([field]) => !(COMMISSION_FIELDS as readonly string[]).includes(field)));
  return createRepository(db, extractionOutputDeclaration).insert({
    ...Object.fromEntries(COMMISSION_FIELDS.map((field) => [field, 10])),
    fileName,
    status,
    needsReview,
    extractedFields: extracted,
    reviewReasons: [],
    uploadedBy: 'tests@brokerage.in',
    fileKey: 'policies/none.pdf',
  });
}
