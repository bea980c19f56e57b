import { defineResource, type RecordOf } from '../core/defineResource';
import { boolean, choice, decimal, json, reference, text } from '../core/fields';
import type { StoredReviewReason } from './reviewReasons';

/** A box on a page: x, y, width, height in PDF points from the page's top-left corner. */
export type PageBox = [number, number, number, number];

export interface ExtractionEvidence {
  /** Each page's size in points, and the degrees a scanned page was turned to straighten it. */
  pages: { width: number; height: number; skew?: number }[];
  fields: Record<string, { page: number; box: PageBox; placement: string; label?: string; labelBox?: PageBox }>;
}

/**
 * A field read with this confidence or more is sure (among such fields at least 99 in 100 are
 * right); below it the review shows the field to check, and the document is marked for review.
 */
export const SURE_CONFIDENCE = 0.9;

/**
 * Where an uploaded schedule is: waiting, being read, read (spec: 'Success'), failed (with a
 * remark), or turned into a motor policy. The spec shows queued, failed and Success.
 */
export const EXTRACTION_STATUSES = ['queued', 'processing', 'Success', 'failed', 'converted'] as const;
export type ExtractionStatus = (typeof EXTRACTION_STATUSES)[number];

/** The four commission percentages entered with the upload (spec section 8: required, ≥ 0, step 0.01). */
const commission = (label: string) => decimal({ label, required: true, scale: 2, min: 0, max: 100 });

/**
 * An uploaded policy PDF and what was read from it (spec section 3, Extraction output). The
 * server writes everything but the commissions; `extractedFields` holds snake_case policy keys.
 */
export const extractionOutputDeclaration = defineResource({
  name: 'extractionOutputs',
  endpoint: '/pdf-extraction/outputs',
  listAliases: ['/pdf-extraction/get-extraction-outputs'],
  table: 'extraction_outputs',
  label: { one: 'Extraction', many: 'Extractions' },
  fields: {
    fileName: text({ label: 'File Name', readOnly: true, maxLength: 255 }),
    status: choice({ label: 'Status', readOnly: true, choices: EXTRACTION_STATUSES }),
    processedAt: text({ label: 'Processed At', readOnly: true }),
    extractedFields: json<Record<string, string | number>>({ label: 'Extracted Fields' }),
    confidence: json<Record<string, number>>({ label: 'Confidence' }),
    reviewReasons: json<StoredReviewReason[]>({ label: 'Review Reasons' }),
    /** Keys of the matching configuration that have no policy column (vehicle class, CPA nominee...). */
    otherFields: json<Record<string, string>>({ label: 'Other Fields' }),
    configurationName: text({ label: 'Configuration', readOnly: true, maxLength: 500 }),
    /** The learned layout the document matched, to learn from this document's corrections too. */
    learnedLayoutId: text({ label: 'Learned Layout', readOnly: true }),
    /** Where each value was read: the page sizes, and per field its page, box and label. */
    evidence: json<ExtractionEvidence>({ label: 'Evidence' }),
    needsReview: boolean({ label: 'Needs Review', defaultValue: false, readOnly: true }),
    remark: text({ label: 'Failed Remark', readOnly: true, maxLength: 500 }),
    commission_receivable_od: commission('Commission Receivable OD (%)'),
    commission_receivable_tp: commission('Commission Receivable TP (%)'),
    commission_payable_od: commission('Commission Payable OD (%)'),
    commission_payable_tp: commission('Commission Payable TP (%)'),
    /** The partner who brought the policies uploaded together (beyond the spec): their policies name them, and the upload remembers their commissions. */
    partner: reference({ label: 'Partner', reference: 'partners' }),
    policyId: text({ label: 'Policy', readOnly: true }),
    uploadedBy: text({ label: 'Uploaded By', readOnly: true }),
    fileKey: text({ label: 'Stored File', readOnly: true }),
  },
  searchFields: ['fileName'],
  sortFields: ['fileName', 'status', 'processedAt'],
  filterFields: ['status', 'needsReview'],
  operations: ['list', 'show', 'delete'],
});

export type ExtractionOutput = RecordOf<typeof extractionOutputDeclaration>;

/**
 * How many documents one press of 'Create policies' converts, so the request ends in seconds (each
 * conversion may learn from the document too); the rest wait for the next press.
 */
export const MOST_CONVERSIONS_PER_PRESS = 50;

export const COMMISSION_FIELDS = [
  'commission_receivable_od',
  'commission_receivable_tp',
  'commission_payable_od',
  'commission_payable_tp',
] as const;

/** What an upload sends besides its files: the four commissions and, if given, the partner who brought them. */
export const UPLOAD_FIELDS = [...COMMISSION_FIELDS, 'partner'] as const;
