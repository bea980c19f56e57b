/**
 * Why a document read needs review: a code the screens translate with its parameters, and the
 * English message for API clients and logs. Rows stored before the codes hold the message alone.
 */
export type ReviewReason =
  | { code: 'ocr'; message: string }
  | { code: 'doubtful' | 'missing'; fields: string[]; message: string }
  | { code: 'check'; check: string; message: string }
  | { code: 'mended'; field: string; value: number | string; printed?: number | string; check: string; message: string }
  | { code: 'refused'; message: string };

export type StoredReviewReason = ReviewReason | string;

/** An English message from its template ("Not found in the document: %{fields}."), as the screens fill it. */
export const fillMessage = (template: string, values: Record<string, string | number>) => template.replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
