/**
 * 'Create policies' turns every read document that needs no review into a policy, as its review
 * dialog would save it; a document the API refuses is marked for review with the reason. On both databases.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { samplePolicy } from '../support/policies';
import { serveSignedIn } from '../support/signedInServer';
import type { TestServer } from '../support/testServer';
import { readDocument as readDocumentInto } from '../support/uploads';

describe.each(testDatabases())('creating policies from read documents on $database', (target) => {
  const context = serveSignedIn(target, 'admin@convert.in');
  let server: TestServer;
  let api: ApiClient;
  beforeAll(() => {
    ({ server, api } = context);
  });

  const readDocument = (fileName: string, policy: Record<string, unknown>, state?: { status?: string; needsReview?: boolean }) =>
    readDocumentInto(server.app.db, fileName, policy, state);

  it('creates the ready ones and marks the refused ones for review', async () => {
    const ready = await readDocument('ready.pdf', samplePolicy({ policy_number: 'CONVERT-1', customer_name: 'Lakshmi Nair' }));
    const noPhone = await readDocument('no-phone.pdf', samplePolicy({ policy_number: 'CONVERT-2', customer_phone: null }));
    const doubtful = await readDocument('doubtful.pdf', samplePolicy({ policy_number: 'CONVERT-3' }), { needsReview: true });
    const waiting = await readDocument('waiting.pdf', samplePolicy({ policy_number: 'CONVERT-4' }), { status: 'queued' });

    const done = await api.post('/pdf-extraction/create-policies', {});
    expect(done.status).toBe(200);
    // Named with why, each field's message with its code for the screens to say in the user's language.
    expect(done.body).toEqual({
      created: 1,
      refused: [
        {
          id: noPhone._id,
          fileName: 'no-phone.pdf',
          message: '"customer_phone" Phone Number is required',
          errors: { customer_phone: 'Phone Number is required' },
          codes: { customer_phone: { code: 'required', params: { field: 'Phone Number' } } },
        },
      ],
      stoppedEarly: false,
    });

    const policies = (await api.get('/motor-policy?page=1&limit=10&search=CONVERT-')).body.data;
    expect(policies.map((policy: { policy_number: string }) => policy.policy_number)).toEqual(['CONVERT-1']);
    expect(policies[0]).toMatchObject({ customer_name: 'Lakshmi Nair', commission_receivable_od: 10 });
    const statuses = async (id: string) => (await api.get(`/pdf-extraction/outputs/${id}`)).body;
    expect(await statuses(ready._id)).toMatchObject({ status: 'converted', policyId: policies[0]._id });
    expect(await statuses(noPhone._id)).toMatchObject({ status: 'Success', needsReview: true, reviewReasons: [
        {
          code: 'refused',
          message: '"customer_phone" Phone Number is required',
          errors: { customer_phone: 'Phone Number is required' },
          codes: { customer_phone: { code: 'required', params: { field: 'Phone Number' } } },
        },
      ],
    });
    // Marking it is a change of the document like any other: in its history.
    const history = (await api.get(`/audit-log/extractionOutputs/${noPhone._id}`)).body.data;
    expect(history[0]).toMatchObject({ action: 'update', accountEmail: expect.any(String), changes: { needsReview: [false, true] } });
    expect(await statuses(doubtful._id)).toMatchObject({ status: 'Success', needsReview: true });
    expect(await statuses(waiting._id)).toMatchObject({ status: 'queued' });

    // Nothing is ready any more: a second press creates nothing and refuses nothing.
    expect((await api.post('/pdf-extraction/create-policies', {})).body).toEqual({ created: 0, refused: [], stoppedEarly: false });
  });
});
