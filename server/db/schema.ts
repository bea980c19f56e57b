/**
 * The typed database interface. Tables of declared resources are derived from their
 * declarations, so a field added there is known to every query.
 */
import type { Generated, Kysely } from 'kysely';
import type { AccountRole } from '../../authProvider/roles';
import type { Agent } from '../../resources/agents/declaration';
import type { Company } from '../../resources/companies/declaration';
import type { Employee } from '../../resources/employees/declaration';
import type { MotorPolicy } from '../../resources/motorPolicies/declaration';
import type { Partner } from '../../resources/partners/declaration';
import type { ExtractionOutput } from '../../resources/extractionOutputs/declaration';
import type { PolicyConfiguration } from '../../resources/policyConfigurations/declaration';
import type { LearnedLayoutRecord } from '../../resources/learnedLayouts/declaration';
import type { AuditAction } from '../../resources/auditLog/declaration';

/** Stored rows use `id`; the API shows it as `_id`. Timestamps are ISO strings (Date on PostgreSQL). */
type Stored<R> = Omit<R, '_id' | 'createdAt' | 'updatedAt'> & {
  id: string;
  createdAt: string | Date;
  updatedAt: string | Date;
};

export interface UsersTable {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  mobileNumber: string | null;
  passwordHash: string;
  role: AccountRole | null;
  /** Base32 TOTP secret once 2FA is enabled. */
  totpSecret: string | null;
  /** Secret offered by /auth/2fa/setup, waiting for a confirming code. */
  totpPendingSecret: string | null;
  /** Last TOTP time step accepted, so a code cannot be replayed. */
  totpLastTimeStep: number | null;
  failedLogins: Generated<number>;
  lastFailedLoginAt: string | Date | null;
  /** Tokens signed under another generation are refused: a password change moves it on. */
  sessionGeneration: Generated<number>;
  createdAt: string | Date;
  updatedAt: string | Date;
}

export interface RolesTable {
  id: string;
  roleName: string;
  createdAt: string | Date;
}

export interface Database {
  users: UsersTable;
  roles: RolesTable;
  companies: Stored<Company>;
  /** Money and percentages are stored as integer hundredths; the repository converts. */
  motor_policies: Stored<MotorPolicy> & { seq?: number; search_text?: string };
  /** Flags are stored as 1/0; Aadhaar and account numbers as ciphertext (personalDataCipher.ts). */
  partners: Stored<Partner>;
  agents: Stored<Agent>;
  employees: Stored<Employee>;
  personal_data_reveals: {
    id: string;
    accountId: string;
    accountEmail: string;
    resource: string;
    recordId: string;
    field: string;
    revealedAt: string | Date;
  };
  /** extractedFields, confidence, reviewReasons, otherFields and evidence are JSON text. */
  extraction_outputs: Omit<Stored<ExtractionOutput>, 'extractedFields' | 'confidence' | 'reviewReasons' | 'otherFields' | 'evidence'> & {
    extractedFields: string | null;
    confidence: string | null;
    reviewReasons: string | null;
    otherFields: string | null;
    evidence: string | null;
  };
  /** learned and fieldsLearned are JSON text. */
  learned_layouts: Omit<Stored<LearnedLayoutRecord>, 'learned' | 'fieldsLearned'> & { learned: string; fieldsLearned: string };
  /** fields, learned and sampleReport are JSON text. */
  policy_configurations: Omit<Stored<PolicyConfiguration>, 'fields' | 'learned' | 'sampleReport'> & {
    fields: string;
    learned: string | null;
    sampleReport: string | null;
  };
  extraction_jobs: {
    id: string;
    state: 'queued' | 'running' | 'done' | 'failed';
    attempts: number;
    /** Epoch milliseconds. */
    runAfter: number | string;
    lockedBy: string | null;
    lockedUntil: number | string | null;
    lastError: string | null;
  };
  row_counts: { table_name: string; total: number; version: number };
  /** Kept by triggers (migration 0007): sums in paise per start-date bucket and dimension value. */
  policy_rollups: {
    dimension: string;
    grain: 'day' | 'month';
    bucket: string;
    value: string;
    count: number | string;
    total_premium: number | string;
    payin: number | string;
    payout: number | string;
    margin: number | string;
  };
  extraction_rollups: { day: string; count: number | string };
  /** Tokens ended by logout; `expiresAt` in epoch seconds. */
  revoked_tokens: { jti: string; expiresAt: number | string };
  password_resets: { tokenHash: string; userId: string; expiresAt: number | string };
  /** `changes` is JSON text: { field: [before, after] }, personal data masked. */
  audit_log: {
    id: string;
    createdAt: string | Date;
    accountId: string | null;
    accountEmail: string | null;
    resource: string;
    recordId: string;
    action: AuditAction;
    changes: string;
  };
  /** columns and mapping are JSON text (server/import). */
  imports: {
    id: string;
    resource: string;
    accountId: string | null;
    fileName: string;
    storedName: string;
    format: 'csv' | 'xlsx';
    columns: string;
    mapping: string;
    onExisting: 'update' | 'skip';
    onSimilar: 'refuse' | 'import';
    phase: 'upload' | 'check' | 'import';
    state: 'running' | 'done' | 'failed';
    totalRows: number | null;
    rowsDone: number;
    created: number;
    updated: number;
    skipped: number;
    refused: number;
    error: string | null;
    runToken: string | null;
    createdAt: string;
    updatedAt: string;
  };
  /** records is JSON text (server/routes/bulkChanges.ts). */
  bulk_changes: { id: string; resource: string; accountId: string | null; records: string; createdAt: string; undoneAt: string | null };
  /** cells and problems are JSON text. */
  import_refusals: { importId: string; row: number; cells: string; problems: string };
  /** One row per day the renewal reminder job ran (IST date): whichever process inserts it runs that day. */
  reminder_runs: { day: string; createdAt: string };
  /** The panel's bell: `params` is JSON (renewalsDue: { days, endDate, count, rm? }). */
  notifications: { id: string; accountId: string; kind: 'renewalsDue'; params: string; createdAt: string; readAt: string | null };
  email_outbox: {
    id: string;
    recipient: string;
    subject: string;
    body: string;
    state: 'pending' | 'sent' | 'failed';
    attempts: Generated<number>;
    lockedUntil: number | string | null;
    lastError: string | null;
    createdAt: string;
    sentAt: string | null;
  };
  motor_policy_totals: { id: number; total_premium: number; payin: number; payout: number; margin: number };
}

export type DB = Kysely<Database>;
