/**
 * POST /audit-log/{id}/restore (administrators): a recorded change put back, long after a bulk
 * change's undo has gone. Each field the change wrote goes back to its value before, where the record
 * still holds what the change wrote; a field changed since is left as it is, and so is personal data
 * (recorded masked) and a file; fields the server works out (a policy's payin) follow the others. The fields go back through the record's own update route, as the
 * person asking: checked as a single edit, refused if the record changed meanwhile (If-Match), and
 * audited like any edit; its refusal is answered as it gave it. A write that looks like another
 * record (similarWhen) goes ahead with the Save-Similar confirmation, as an edit would.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { importableFields, type ResourceDeclaration } from '../../resources/core/defineResource';
import { messageCodeFrom } from '../../resources/core/fieldMessageTemplates';
import { SAVE_SIMILAR_HEADER } from '../../resources/core/saveSimilar';
import { badRequest, conflict, HttpError, notFound } from '../httpErrors';
import { type Changes, sameValue } from '../security/auditLog';

/** The fields put back, those left as changed since, and those left out (personal data, files, rows). */
export interface Restored {
  restored: string[];
  changedSince: string[];
  leftOut: string[];
}

export function auditRestoreRoute(app: FastifyInstance, declarationFor: (resource: string) => ResourceDeclaration | undefined) {
  /** The person's own token, so the record's route checks their access as for any edit. */
  const asCaller = (request: FastifyRequest) => ({ authorization: request.headers.authorization ?? '' });

  app.post<{ Params: { id: string } }>('/audit-log/:id/restore', { config: { access: { resource: 'auditLog', action: 'update' } } }, async (request, reply) => {
    const entry = await app.db.selectFrom('audit_log').selectAll().where('id', '=', request.params.id).executeTakeFirst();
    if (!entry) throw notFound('notInAuditLog');
    const declaration = declarationFor(entry.resource);
    if (entry.action !== 'update' || !declaration || !(declaration.operations as readonly string[]).includes('update')) {
      throw badRequest('onlyRecordChanges');
    }
    const address = `${app.prefix}${declaration.endpoint}/${encodeURIComponent(entry.recordId)}`;
    const current = await app.inject({ method: 'GET', url: address, headers: asCaller(request) });
    if (current.statusCode === 404) throw notFound('restoreRecordGone');
    if (current.statusCode !== 200) {
      const refused = current.json();
      throw new HttpError(current.statusCode, refused.message, messageCodeFrom(refused));
    }
    const record = current.json() as Record<string, unknown>;

    const restorable = new Set(importableFields(declaration).filter((name) => !declaration.fields[name].personal));
    const changes = JSON.parse(entry.changes) as Changes;
    const values: Record<string, unknown> = {};
    const outcome: Restored = { restored: [], changedSince: [], leftOut: [] };
    for (const [field, [before, after]] of Object.entries(changes)) {
      // Worked out by the server from the others (a policy's payin, payout, margin): they follow.
      if (declaration.fields[field]?.readOnly) continue;
      if (!restorable.has(field)) outcome.leftOut.push(field);
      else if (!sameValue(record[field], after)) outcome.changedSince.push(field);
      else {
        values[field] = before;
        outcome.restored.push(field);
      }
    }
    if (!outcome.restored.length) {
      throw conflict('nothingToRestore');
    }

    const method = declaration.declaredOnly === true ? 'PUT' : 'PATCH';
    const similarConfirmed = request.headers[SAVE_SIMILAR_HEADER.toLowerCase()];
    const written = await app.inject({
      method,
      url: address,
      headers: {
        ...asCaller(request),
        'content-type': 'application/json',
        'if-match': String(current.headers.etag ?? ''),
        ...(typeof similarConfirmed === 'string' && { [SAVE_SIMILAR_HEADER]: similarConfirmed }),
      },
      payload: values,
    });
    // The record route's refusal as it gave it: field messages with their codes, a stale version, a look-alike record.
    if (written.statusCode >= 400) return reply.status(written.statusCode).send(written.json());
    return outcome;
  });
}
