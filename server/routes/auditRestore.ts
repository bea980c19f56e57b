/**
 * POST /audit-log/{id}/restore (administrators): a recorded change put back, long after a bulk
 * change's undo has gone. Each field the change wrote goes back to its value before, where the record
 * still holds what the change wrote; a field changed since is left as it is, and so is personal data
 * (recorded masked) and a file; fields the server works out (a policy's payin) follow the others. The fields go back through the record's own update route, as the
 * person asking: checked as a single edit, refused if the record changed meanwhile (If-Match), and
 * audited like any edit.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { importableFields } from '../../resources/core/defineResource';
import { declarationFor } from '../../resources/registry';
import { badRequest, conflict, HttpError, notFound } from '../httpErrors';
import type { Changes } from '../security/auditLog';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields put back, those left as changed since, and those left out (personal data, files). */
export interface Restored {
  restored: string[];
  changedSince: string[];
  leftOut: string[];
}

export function auditRestoreRoute(app: FastifyInstance) {
  /** The person's own credentials, so the record's route checks their access as for any edit. */
  const asCaller = (request: FastifyRequest) => ({
    ...(request.headers.authorization && { authorization: request.headers.authorization }),
    ...(request.headers.cookie && { cookie: request.headers.cookie }),
  });

  app.post<{ Params: { id: string } }>('/audit-log/:id/restore', { config: { access: { resource: 'auditLog', action: 'list' } } }, async (request): Promise<Restored> => {
    const entry = await app.db.selectFrom('audit_log').selectAll().where('id', '=', request.params.id).executeTakeFirst();
    if (!entry) throw notFound('This change is not in the audit log.');
    const declaration = declarationFor(entry.resource);
    if (entry.action !== 'update' || !declaration || !(declaration.operations as readonly string[]).includes('update')) {
      throw badRequest('Only a change to a record can be put back.');
    }
    const address = `${app.prefix}${declaration.endpoint}/${encodeURIComponent(entry.recordId)}`;
    const current = await app.inject({ method: 'GET', url: address, headers: asCaller(request) });
    if (current.statusCode === 404) throw notFound('This record no longer exists.', { code: 'restoreRecordGone', params: {} });
    if (current.statusCode !== 200) throw new HttpError(current.statusCode, current.json().message);
    const record = current.json() as Record<string, unknown>;

    const restorable = new Set(importableFields(declaration).filter((name) => !declaration.fields[name].personal));
    const changes = JSON.parse(entry.changes) as Changes;
    const values: Record<string, unknown> = {};
    const outcome: Restored = { restored: [], changedSince: [], leftOut: [] };
    for (const [field, [before, after]] of Object.entries(changes)) {
      // Worked out by the server from the others (a policy's payin, payout, margin): they follow.
      if (declaration.fields[field]?.readOnly) continue;
      if (!restorable.has(field)) outcome.leftOut.push(field);
      else if (!same(record[field], after)) outcome.changedSince.push(field);
      else {
        values[field] = before;
        outcome.restored.push(field);
      }
    }
    if (!outcome.restored.length) {
      throw conflict('Nothing to put back: every field of this change has changed since or cannot be put back.', { code: 'nothingToRestore', params: {} });
    }

    const method = declaration.storage === 'declared' ? 'PUT' : 'PATCH';
    const written = await app.inject({
      method,
      url: address,
      headers: { ...asCaller(request), 'content-type': 'application/json', 'if-match': String(current.headers.etag ?? '') },
      payload: values,
    });
    if (written.statusCode >= 400) throw restoreRefused(written.statusCode, written.json());
    return outcome;
  });
}

/** The record route's refusal, passed on with its messages (field messages in its own words). */
function restoreRefused(statusCode: number, body: { message?: unknown }) {
  const message = Array.isArray(body.message) ? body.message.join('; ') : String(body.message ?? 'The change could not be put back.');
  return new HttpError(statusCode, `The change could not be put back: ${message}`);
}
