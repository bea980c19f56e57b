import type { MessageCode } from '../core/fieldMessageTemplates';
import type { FieldErrors } from '../core/fieldMessages';

/**
 * Why a document read needs review: a code the screens translate with its parameters, and the
 * English message for API clients and logs. Rows stored before the codes hold the message alone.
 */
export type ReviewReason =
  | { code: 'ocr'; message: string }
  | { code: 'doubtful' | 'missing'; fields: string[]; message: string }
  | { code: 'check'; check: string; message: string }
  | { code: 'mended'; field: string; value: number | string; printed?: number | string; check: string; message: string }
  /** A policy the API would not create from the read values: its field messages with their codes, when it gave some. */
  | { code: 'refused'; message: string; errors?: FieldErrors; codes?: Record<string, MessageCode> };

export type StoredReviewReason = ReviewReason | string;
