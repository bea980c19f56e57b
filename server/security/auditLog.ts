/**
 * The audit trail: every create, update and delete of a declared resource (and an extraction's
 * conversion into a policy) with who, when and the changed fields as [before, after]. Written in
 * the same transaction as the change. Personal data (Aadhaar, PAN, account numbers) appears only masked:
 * the records compared are the API's, which never hold it in the clear.
 */
import { v7 as uuidv7 } from 'uuid';
import type { AuditAction } from '../../resources/auditLog/declaration';
import { personalFields, type ResourceDeclaration } from '../../resources/core/defineResource';
import { isMasked, maskPersonal } from '../../resources/core/indianIds';
import { declarations } from '../../resources/registry';
import type { DB } from '../db/schema';
import type { ApiRecord } from '../db/storageMapping';
import { toIso } from '../db/dialect';
import type { SignedInAccount } from '../plugins/auth';


export type Changes = Record<string, [unknown, unknown]>;

export interface AuditEntry {
  resource: string;
  recordId: string;
  action: AuditAction;
  changes: Changes;
}

/** Whether two API values are the same as the trail compares them (empty and null alike). */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The declared fields that differ between two versions of a record (either may be absent: a create
 * or a delete). Server-written JSON (extraction results, learned layouts) is left out. A personal
 * number retyped with the same last four digits shows as changed, masked on both sides.
 */
export function changesOf(declaration: ResourceDeclaration, before?: ApiRecord, after?: ApiRecord, written: Record<string, unknown> = {}): Changes {
  const changes: Changes = {};
  for (const [name, field] of Object.entries(declaration.fields)) {
    if (field.kind === 'json' || field.writeOnly) continue;
    const [old, now] = [before?.[name] ?? null, after?.[name] ?? null];
    const retyped = field.personal && before && after && typeof written[name] === 'string' && !isMasked(written[name]);
    if (!sameValue(old, now) || retyped) changes[name] = [old, now];
  }
  return changes;
}

export async function recordAudit(db: DB, account: SignedInAccount | undefined, entries: AuditEntry[]) {
  if (!entries.length) return;
  const createdAt = new Date().toISOString();
  const rows = entries.map((entry) => ({
    id: uuidv7(),
    createdAt,
    accountId: account?.id ?? null,
    accountEmail: account?.email ?? null,
    resource: entry.resource,
    recordId: entry.recordId,
    action: entry.action,
    changes: JSON.stringify(entry.changes),
  }));
  // Bounded statements: a bulk change of hundreds of records is written in chunks.
  for (let start = 0; start < rows.length; start += 100) await db.insertInto('audit_log').values(rows.slice(start, start + 100)).execute();
}

export interface AuditQuery {
  resource?: string;
  recordId?: string;
  accountEmail?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

/** Entries written before a field became personal data (PAN, before version 0013) hold it in the clear: shown masked like the rest. */
function maskedPersonal(resource: string, changes: Changes): Changes {
  const declaration = (declarations as Record<string, ResourceDeclaration>)[resource];
  if (!declaration) return changes;
  const masked = (value: unknown) => (typeof value === 'string' && value && !isMasked(value) ? maskPersonal(value.slice(-4)) : value);
  for (const name of personalFields(declaration)) {
    if (changes[name]) changes[name] = [masked(changes[name][0]), masked(changes[name][1])];
  }
  return changes;
}

/** The trail, newest first, filtered and paged. */
export async function auditLog(db: DB, query: AuditQuery) {
  let filtered = db.selectFrom('audit_log');
  if (query.resource) filtered = filtered.where('resource', '=', query.resource);
  if (query.recordId) filtered = filtered.where('recordId', '=', query.recordId);
  if (query.accountEmail) filtered = filtered.where('accountEmail', '=', query.accountEmail.toLowerCase());
  if (query.action) filtered = filtered.where('action', '=', query.action);
  if (query.from) filtered = filtered.where('createdAt', '>=', query.from);
  if (query.to) filtered = filtered.where('createdAt', '<=', query.to);
  const [rows, count] = await Promise.all([
    filtered.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(query.limit).offset((query.page - 1) * query.limit).execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.total);
  return {
    data: rows.map((row) => ({ ...row, _id: row.id, id: undefined, createdAt: toIso(row.createdAt), changes: maskedPersonal(row.resource, JSON.parse(row.changes)) })),
    meta: { total, totalPages: Math.ceil(total / query.limit), page: query.page, limit: query.limit },
  };
}
