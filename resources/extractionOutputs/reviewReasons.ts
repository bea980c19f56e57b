import type { MessageCode } from '../core/fieldMessageTemplates';
import type { FieldErrors } from '../core/fieldMessages';
import type { extractionOutputMessages } from './messages';

/**
 * Why a document read needs review: a code the screens translate with its parameters, and the
 * English message for API clients and logs. Rows stored before the codes hold the message alone.
 */
/** Each check of a schedule's values (server/extraction/reading/checks.ts); its message, in every language the screens speak, is kept with the review's strings. */
export type CheckName = keyof typeof extractionOutputMessages.reasons.checks;

export type ReviewReason =
  | { code: 'ocr'; message: string }
  | { code: 'doubtful' | 'missing'; fields: string[]; message: string }
  | { code: 'check'; check: CheckName; message: string }
  | { code: 'mended'; field: string; value: number | string; printed?: number | string; check: CheckName; message: string }
  /** A policy the API would not create from the read values: its field messages with their codes, when it gave some. */
  | ({ code: 'refused' } & Refusal);

/** Why the API would not create a policy from a document: its message, and its field messages with their codes when it gave some. */
export interface Refusal {
  message: string;
  errors?: FieldErrors;
  codes?: Record<string, MessageCode>;
  /** A refusal about no field: its own code (resources/core/refusals.ts). */
  coded?: MessageCode;
}

export type StoredReviewReason = ReviewReason | string;
