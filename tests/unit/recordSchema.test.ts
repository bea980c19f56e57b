/**
 * A record leaves the API through the response schema made from its declaration: undeclared
 * properties (a column added by hand, a secret a hook held) are not sent, declared ones keep their types.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answersRecord, answersRecords } from '../../server/routes/recordSchema';
import { fieldVisitDeclaration } from '../fixtures/declared/fieldVisits';

const stored = {
  _id: 'v1',
  customer: 'Kavya Menon',
  company: null,
  email: null,
  outcome: 'Quoted',
  premium: 12345.5,
  vehicles: 2,
  visitedOn: '2026-04-01',
  followUp: true,
  createdAt: '2026-04-01T10:00:00.000Z',
  updatedAt: '2026-04-01T10:00:00.000Z',
};

async function answerOf(options: object, handlerAnswer: unknown) {
  const app = Fastify();
  app.get('/record', options, async () => handlerAnswer);
  const response = await app.inject('/record');
  await app.close();
  return response.json();
}

describe('the response schema of a declared record', () => {
  it('sends the declared fields and nothing else', async () => {
    const answer = await answerOf(answersRecord(fieldVisitDeclaration, '_id'), { ...stored, password_hash: 'x', internal_note: 'kept in' });
    expect(answer).toEqual(stored);
  });

  it('names the id as the dialect does, in a list too', async () => {
    const { _id, ...fields } = stored;
    const answer = await answerOf(answersRecords(fieldVisitDeclaration, 'id'), [{ id: _id, ...fields, secret: 'x' }]);
    expect(answer).toEqual([{ id: _id, ...fields }]);
  });
});
