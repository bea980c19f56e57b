/**
 * Reads a motor policy schedule: positioned text → label/value candidates → typed values → one
 * value per field with a confidence → derived fields and cross-checks. The worker, the CLI and
 * the benchmark all call `extractPolicy`.
 */
import { kindOf, SLOTS, type Slot } from './labels';
import { type LayoutTemplate, matchLayout, readLayout } from './layoutTemplate';
import { locateCandidates, type Candidate, type Placement } from './locate';
import { readLines, type Line } from './pdfText';
import { proseCandidates } from './prose';
import { labelPercent, readValue } from './readValue';
import { crossCheck, deriveFields, type CheckResult, type PolicyValue, type Readings } from './reconcile';

export interface PolicyExtraction {
  /** The spec's snake_case policy fields that were found. */
  fields: Record<string, PolicyValue>;
  /** 0–1 per field: how sure the reading is (see PLACEMENT_CONFIDENCE and the cross-checks). */
  confidence: Record<string, number>;
  checks: CheckResult[];
  /** True when a check failed or a field is doubtful: a person should look before converting. */
  needsReview: boolean;
  reviewReasons: string[];
  /** Keys of the matching configuration that have no policy column, as printed. */
  otherFields: Record<string, string>;
  /** The configuration whose layout the document matched, if any. */
  configuration?: string;
}

/** A value read where a configuration of this very layout says it is. */
const LAYOUT_CONFIDENCE = 0.95;

const PLACEMENT_CONFIDENCE: Record<Placement, number> = { inline: 0.92, right: 0.92, below: 0.9, prose: 0.75 };
/** Two different values for one field: neither is sure. */
const CONFLICT_FACTOR = 0.6;
const DOUBTFUL = 0.6;

/** Slots that are read but are not policy fields: they feed `deriveFields`. */
const HELPER_SLOTS = new Set<Slot>(['period', 'od_period', 'tp_period', 'previous_period', 'make_model', 'variant', 'cgst', 'sgst']);

const PERIOD_FIELDS: Partial<Record<Slot, [string, string]>> = {
  period: ['start_date', 'end_date'],
  od_period: ['od_start_date', 'od_end_date'],
  tp_period: ['tp_start_date', 'tp_end_date'],
  previous_period: ['', 'previous_policy_end_date'],
};

interface Vote {
  value: PolicyValue;
  confidence: number;
  order: number;
  source: 'label' | 'prose';
}

/** Reads a schedule; `templates` are the configured layouts, used for their keys when the document matches one. */
export function extractFromLines(lines: readonly Line[], templates: readonly LayoutTemplate[] = []): PolicyExtraction {
  const located = locateCandidates(lines);
  const pages = [...new Set(lines.map((line) => line.page))].map((page) =>
    lines.filter((line) => line.page === page).map((line) => line.cells.map((cell) => cell.text).join(' ')).join(' '),
  );
  const candidates: Candidate[] = [...located, ...proseCandidates(pages, located.length)];

  const votes = new Map<string, Vote[]>();
  const vote = (field: string, value: PolicyValue, candidate: Candidate, factor = 1) => {
    const list = votes.get(field) ?? [];
    const source = candidate.placement === 'prose' ? 'prose' : 'label';
    list.push({ value, confidence: PLACEMENT_CONFIDENCE[candidate.placement] * factor, order: candidate.order, source });
    votes.set(field, list);
  };
  const extras: Record<string, PolicyValue | undefined> = {};

  for (const candidate of candidates) {
    const reading = readValue(kindOf(candidate.slot), candidate.text, candidate.label);
    if (!reading) continue;
    const slot = candidate.slot;
    if (reading.kind === 'period') {
      const [startField, endField] = PERIOD_FIELDS[slot] ?? [];
      if (startField) vote(startField, reading.start, candidate, 0.97);
      if (endField) vote(endField, reading.end, candidate, 0.97);
      continue;
    }
    if (reading.kind === 'percent') {
      if (reading.value !== undefined) vote(slot, reading.value, candidate);
      if (slot === 'ncb' && reading.amount !== undefined) extras.ncb_amount ??= reading.amount;
      continue;
    }
    const { value } = reading;
    if (slot === 'make_model' && typeof value === 'string') {
      const [make, ...model] = value.split(' ');
      vote('make', make, candidate, 0.9);
      if (model.length) vote('model', model.join(' '), candidate, 0.9);
    } else if (slot === 'taxes' || slot === 'cgst' || slot === 'sgst') {
      const rate = labelPercent(candidate.label);
      if (slot === 'taxes') vote(slot, value, candidate);
      else extras[slot] ??= value;
      if (rate !== undefined) extras.tax_rate ??= slot === 'taxes' ? rate : rate * 2;
    } else if (!HELPER_SLOTS.has(slot)) {
      vote(slot, value, candidate);
    } else {
      extras[slot] ??= value;
    }
  }

  const readings: Readings = {};
  const reasons: string[] = [];
  for (const [field, list] of votes) {
    const best = [...list].sort((a, b) => b.confidence - a.confidence || a.order - b.order)[0];
    const rivals = list.filter((other) => other.value !== best.value && other.confidence >= best.confidence - 0.1);
    readings[field] = { value: best.value, confidence: rivals.length ? best.confidence * CONFLICT_FACTOR : best.confidence, source: best.source };
    if (rivals.length) reasons.push(`${field}: the schedule prints ${[best.value, ...rivals.map((rival) => rival.value)].join(' and ')}`);
  }
  const layout = matchLayout(lines, templates);
  const otherFields: Record<string, string> = {};
  if (layout) {
    // The configuration's rules win over the generic reading for the keys it teaches.
    for (const [rule, text] of readLayout(lines, layout.learned)) {
      if (!rule.policyField) {
        otherFields[rule.key] = text.replace(/\s+/g, ' ').trim();
        continue;
      }
      const kind = rule.policyField in SLOTS ? kindOf(rule.policyField as Slot) : 'text';
      const reading = readValue(kind, text, rule.label ?? '');
      const value = reading?.kind === 'single' ? reading.value : reading?.kind === 'percent' ? reading.value : undefined;
      if (value !== undefined) readings[rule.policyField] = { value, confidence: LAYOUT_CONFIDENCE, source: 'label' };
    }
  }
  const variant = extras.variant;
  if (typeof variant === 'string' && readings.model && !String(readings.model.value).includes(variant)) {
    readings.model.value = `${readings.model.value} ${variant}`;
  }

  deriveFields(readings, extras);
  const checks = crossCheck(readings);
  reasons.unshift(...checks.filter((check) => !check.passed).map((check) => check.message));

  const fields: Record<string, PolicyValue> = {};
  const confidence: Record<string, number> = {};
  for (const [field, reading] of Object.entries(readings)) {
    fields[field] = reading.value;
    confidence[field] = Math.round(reading.confidence * 100) / 100;
  }
  const doubtful = Object.keys(confidence).filter((field) => confidence[field] < DOUBTFUL);
  if (doubtful.length && !reasons.length) reasons.push(`Doubtful: ${doubtful.join(', ')}`);
  return { fields, confidence, checks, needsReview: reasons.length > 0, reviewReasons: reasons, otherFields, configuration: layout?.name };
}

/** Extracts the policy fields of a PDF with a text layer. */
export async function extractPolicy(pdf: Uint8Array, templates: readonly LayoutTemplate[] = []): Promise<PolicyExtraction> {
  return extractFromLines(await readLines(pdf), templates);
}
