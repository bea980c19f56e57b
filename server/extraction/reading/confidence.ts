/**
 * A field's confidence, meant to say what it means: among fields given 0.9 or more, at least 99
 * in 100 right. It starts from the evidence of the chosen reading, is lowered when another value
 * for the field had nearly as much evidence, lowered hard when a check over it fails, and raised
 * only when a sum over read (not derived) values proves it. A document is marked for review when
 * any field is below that bar, a check fails, or a field the policy requires was not found.
 */
import { SURE_CONFIDENCE } from '../../../resources/extractionOutputs/declaration';
import { fieldLabel } from '../../../resources/core/defineResource';
import { motorPolicyDeclaration } from '../../../resources/motorPolicies/declaration';
import type { Candidate } from './candidates';
import { withinWords } from './pageIndex';
import type { CheckResult } from './checks';
import type { Readings } from './derive';
import { extractionOutputMessages } from '../../../resources/extractionOutputs/messages';
import { fillTemplate } from '../../../resources/core/fieldMessageTemplates';
import type { ReviewReason } from '../../../resources/extractionOutputs/reviewReasons';
import { holdsPin } from '../values/address';

const PROVEN = 0.97;
const FAILED = 0.35;
const REPAIRED = 0.6;
const DOUBTFUL_JOIN = 0.85;
const NO_PIN = 0.6;
/** OCR confuses O/0, I/1, S/5 and B/8: what it read is doubtful unless a sum proves it. */
const OCR_CAP = 0.85;
/** The fields a motor policy needs (spec: Create motor policy, required). */
export const REQUIRED_FIELDS = ['policy_number', 'business_type', 'policy_type', 'customer_name', 'customer_phone', 'customer_address', 'make', 'model', 'manufacturing_year', 'start_date', 'end_date', 'issue_date', 'od_start_date', 'od_end_date', 'tp_start_date', 'tp_end_date'];

/**
 * Evidence scores to confidence, fitted once on the generator's tuning families (never the
 * held-back ones): a score multiplies several discounts (a far value, a label with an unknown word),
 * so fields scoring 0.8 were right about 99.7 times in 100 there, 0.65–0.8 about 98, below 0.45
 * about 60. Piecewise linear and increasing; BENCHMARKS.md reports how it holds on held-back layouts.
 */
const CALIBRATION: [number, number][] = [
  [0, 0],
  [0.45, 0.55],
  [0.65, 0.75],
  [0.8, 0.9],
  [1, 1],
];

export function calibrated(score: number): number {
  const upper = CALIBRATION.findIndex(([raw]) => raw >= score);
  if (upper <= 0) return upper === 0 ? CALIBRATION[0][1] : 1;
  const [[x0, y0], [x1, y1]] = [CALIBRATION[upper - 1], CALIBRATION[upper]];
  return y0 + ((score - x0) / (x1 - x0)) * (y1 - y0);
}

/** The chosen candidate's evidence, lowered by a rival value's, as a confidence, capped where its kind of doubt says. */
export function evidenceConfidence(chosen: Candidate, rivals: readonly Candidate[]): number {
  // (A reading of part of the chosen value's words is the same print cut short, no rival.)
  const rival = rivals.find((candidate) => candidate.value !== chosen.value && !withinWords(candidate.span, chosen.span));
  let score = chosen.score;
  if (rival) {
    const closeness = rival.score / Math.max(chosen.score, 1e-6);
    score *= 1 - Math.min(1, Math.max(0, closeness - 0.35)) * 0.9;
  }
  if (chosen.span.ocr !== undefined) score *= 0.6 + 0.4 * chosen.span.ocr;
  let confidence = calibrated(score);
  if (chosen.span.doubtfulJoin && chosen.target === 'customer_address') confidence = Math.min(confidence, DOUBTFUL_JOIN);
  // An Indian address ends with its six-digit PIN: without one, part of it was probably not read.
  if (chosen.target === 'customer_address' && !holdsPin(String(chosen.value))) confidence = Math.min(confidence, NO_PIN);
  // Read by OCR: only a sum proves a value (see applyChecks); an identifier has nothing to prove it.
  if (chosen.span.ocr !== undefined) confidence = Math.min(confidence, OCR_CAP);
  return confidence;
}

/** Two fields of a check read from one printed figure ("Liability (3 Yrs)" as both the basic and the total TP premium): the sum holds by itself. */
const oneFigureTwice = (fields: readonly string[], sameFigure: (a: string, b: string) => boolean) =>
  fields.some((field, index) => fields.slice(index + 1).some((other) => sameFigure(field, other)));

/**
 * Raises fields a passing sum proves, lowers those of failing checks; a mended OCR reading stays
 * doubtful unless proven, and a sum proves what OCR read only when it holds to the paisa.
 */
export function applyChecks(
  readings: Readings,
  checks: readonly CheckResult[],
  read: { repaired: ReadonlySet<string>; byOcr: ReadonlySet<string>; sameFigure: (a: string, b: string) => boolean; ambiguous?: ReadonlySet<string> },
): void {
  for (const field of read.repaired) readings.get(field)!.confidence = Math.min(readings.get(field)!.confidence, REPAIRED);
  for (const check of checks) {
    const fields = check.fields.map((field) => readings.get(field)!);
    const proves = check.exact || !check.fields.some((field) => read.byOcr.has(field));
    if (!check.passed) {
      for (const reading of fields) reading.confidence = Math.min(reading.confidence, FAILED);
    } else if (check.proves && proves && fields.every((reading) => reading.source === 'read') && !oneFigureTwice(check.fields, read.sameFigure) && !read.ambiguous?.has(check.check)) {
      for (const reading of fields) if (reading.confidence >= 0.3) reading.confidence = Math.max(reading.confidence, PROVEN);
    }
  }
}

/** Fields naming a policy's holder and vehicle: read twice over, each as surely, they say two policies are printed… */
const IDENTITY = ['policy_number', 'customer_name', 'customer_phone', 'vehicle_number', 'engine_number', 'chasis_number'];
/** …this surely each… */
const SURE_IDENTITY = 0.9;
/** …in at least this many of those fields. */
const TWICE_IDENTIFIED = 3;
/** Two policies on one document (a household's statement, a dealer's two cars), none saying which is this one: no field is sure. */
const TWO_POLICIES = 0.5;

/** Lowers every field below the bar of review where the document identifies two policies as surely as each other. */
export function doubtTwoPolicies(readings: Readings, options: ReadonlyMap<string, readonly Candidate[]>): void {
  // (Compared as printed apart from case and spaces: "SANDEEP GAIKWAD" in a letter is the schedule's "Sandeep Gaikwad".)
  const asPrinted = (value: string | number) => String(value).toUpperCase().replace(/\s+/g, '');
  const twice = IDENTITY.filter((field) => new Set((options.get(field) ?? []).filter((candidate) => candidate.score >= SURE_IDENTITY).map((candidate) => asPrinted(candidate.value))).size >= 2);
  if (twice.length < TWICE_IDENTIFIED) return;
  for (const reading of readings.values()) reading.confidence = Math.min(reading.confidence, TWO_POLICIES);
}

/** The fields as the review form labels them in English ("Address", not customer_address); the screens translate the field names. */
const labelsOf = (fields: readonly string[]) => fields.map((field) => fieldLabel(motorPolicyDeclaration, field)).join(', ');

const REASONS = extractionOutputMessages.reasons;

export function reviewReasons(readings: Readings, checks: readonly CheckResult[]): ReviewReason[] {
  const reasons: ReviewReason[] = checks.filter((check) => !check.passed).map((check) => ({ code: 'check', check: check.check, message: check.message }));
  const doubtful = [...readings].filter(([, reading]) => reading.confidence < SURE_CONFIDENCE).map(([field]) => field);
  if (doubtful.length) reasons.push({ code: 'doubtful', fields: doubtful, message: fillTemplate(REASONS.doubtful, { fields: labelsOf(doubtful) }) });
  // A liability-only policy has no OD cover, a standalone OD policy no TP cover of its own.
  const type = readings.get('policy_type')?.value;
  const notCovered = (field: string) => (type === 'Third Party' && field.startsWith('od_')) || (type === 'Standalone OD' && field.startsWith('tp_'));
  const missing = REQUIRED_FIELDS.filter((field) => !readings.has(field) && !notCovered(field));
  if (missing.length) reasons.push({ code: 'missing', fields: missing, message: fillTemplate(REASONS.missing, { fields: labelsOf(missing) }) });
  return reasons;
}
