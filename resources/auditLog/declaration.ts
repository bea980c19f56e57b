import { defineResource, type RecordOf } from '../core/defineResource';
import { choice, json, text } from '../core/fields';

/** What an audit entry records (server/security/auditLog.ts writes them). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'convert', 'passwordChange', 'passwordResetLink', 'passwordReset', 'import'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The audit trail as the screens read it. Written by the server beside every change
 * (server/security/auditLog.ts, which owns its table and routes): no CRUD operations here. Its
 * `createdAt` is when the change was made.
 */
export const auditLogDeclaration = defineResource({
  name: 'auditLog',
  endpoint: '/audit-log',
  table: 'audit_log',
  staff: 'none',
  tableKeptBy: 'migrations',
  label: { one: 'Audit entry', many: 'Audit Log' },
  fields: {
    accountEmail: text({ label: 'Who', readOnly: true, maxLength: 254 }),
    resource: text({ label: 'Record type', readOnly: true, maxLength: 60 }),
    recordId: text({ label: 'Record', readOnly: true, maxLength: 64 }),
    action: choice({ label: 'Action', readOnly: true, choices: AUDIT_ACTIONS }),
    changes: json<Record<string, [unknown, unknown]>>({ label: 'Changes' }),
  },
  operations: [],
});

export type AuditEntry = RecordOf<typeof auditLogDeclaration>;
