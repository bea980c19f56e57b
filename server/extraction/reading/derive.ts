/**
 * Fields a schedule implies without printing them: the RTO code of the registration number, the
 * tax rate of the tax on the net premium, the sections' periods of a policy whose type says they
 * are the policy's own, and a premium line
 * that is the only unknown of a sum whose other terms were read. A derived value never stands
 * on another derived value, so one misread stays one wrong field instead of three.
 */
import type { Target } from '../lexicon/concepts';
import { isTypicalAmount } from '../values/readValue';
import type { CheckResult, Value } from './checks';
import { extractionOutputMessages } from '../../../resources/extractionOutputs/messages';
import { fillTemplate } from '../../../resources/core/fieldMessageTemplates';
import { fieldLabel } from '../../../resources/core/defineResource';
import { motorPolicyDeclaration } from '../../../resources/motorPolicies/declaration';
import type { ReviewReason } from '../../../resources/extractionOutputs/reviewReasons';

export interface Reading {
  value: Value;
  confidence: number;
  source: 'read' | 'derived';
}

export type Readings = Map<string, Reading>;

const TAX_RATES = [5, 12, 18, 28];
export const round2 = (value: number) => Math.round(value * 100) / 100;
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
const oneYear = (from: string, to: string) => Math.abs(days(from, to) - 364.5) <= 2;

/** One term of a sum from the others: [unknown, compute, terms it needs]. */
export const SUMS: [string, (v: (field: string) => number) => number, string[]][] = [
  ['net_premium', (v) => v('total_od_premium') + v('total_tp_premium'), ['total_od_premium', 'total_tp_premium']],
  ['total_tp_premium', (v) => v('net_premium') - v('total_od_premium'), ['net_premium', 'total_od_premium']],
  ['total_od_premium', (v) => v('net_premium') - v('total_tp_premium'), ['net_premium', 'total_tp_premium']],
  ['taxes', (v) => v('total_premium') - v('net_premium'), ['total_premium', 'net_premium']],
  ['net_premium', (v) => v('total_premium') - v('taxes'), ['total_premium', 'taxes']],
  ['total_premium', (v) => v('net_premium') + v('taxes'), ['net_premium', 'taxes']],
  ['total_tp_add_on_premium', (v) => v('total_tp_premium') - v('basic_tp_premium'), ['total_tp_premium', 'basic_tp_premium']],
  ['total_od_add_on_premium', (v) => v('total_od_premium') - v('basic_od_premium') * (1 - v('ncb') / 100), ['total_od_premium', 'basic_od_premium', 'ncb']],
  ['total_tp_premium', (v) => v('basic_tp_premium') + v('total_tp_add_on_premium'), ['basic_tp_premium', 'total_tp_add_on_premium']],
  ['basic_tp_premium', (v) => v('total_tp_premium') - v('total_tp_add_on_premium'), ['total_tp_premium', 'total_tp_add_on_premium']],
  ['total_od_premium', (v) => v('basic_od_premium') * (1 - v('ncb') / 100) + v('total_od_add_on_premium'), ['basic_od_premium', 'ncb', 'total_od_add_on_premium']],
  ['taxes', (v) => (v('net_premium') * v('taxes_rate')) / 100, ['net_premium', 'taxes_rate']],
];

/** Policies covering one section: the section they charge for and the one they do not. */
export const ONE_SECTION_POLICIES = new Map([
  ['Standalone OD', { own: 'od', other: 'tp' }],
  ['Third Party', { own: 'tp', other: 'od' }],
]);

/** How sure a value from a sum is: the sum of read values is right when they are, but nothing printed confirms it. */
const SUM_CONFIDENCE = 0.75;

/**
 * A sum that fails because one of its terms was misread (a single add-on line taken for the
 * add-ons' total, a rounded total): when every other term is proven by another sum that holds,
 * the odd one is replaced by what the sum gives, and left for review.
 */
export function repairFailedSum(readings: Readings, checks: readonly CheckResult[], proving: ReadonlySet<string>): ReviewReason | undefined {
  const proven = new Set(
    checks
      .filter((check) => check.proves && check.fields.every((field) => readings.get(field)?.source === 'read'))
      .flatMap((check) => check.fields),
  );
  for (const check of checks) {
    if (check.passed || !proving.has(check.check)) continue;
    const unproven = check.fields.filter((field) => !proven.has(field));
    if (unproven.length !== 1) continue;
    const [field] = unproven;
    const sum = SUMS.find(([unknown, , terms]) => unknown === field && terms.every((term) => check.fields.includes(term) && typeof readings.get(term)?.value === 'number'));
    if (!sum) continue;
    const value = round2(sum[1]((term) => readings.get(term)!.value as number));
    // A sum of misread terms (a phone number taken for an amount) is no repair.
    if (!(value >= 0) || !isTypicalAmount(field as Target, value)) continue;
    const printed = readings.get(field)?.value;
    readings.set(field, { value, confidence: SUM_CONFIDENCE, source: 'derived' });
    const message = fillTemplate(extractionOutputMessages.reasons.mended, { field: fieldLabel(motorPolicyDeclaration, field), value, printed: printed ?? 'none', check: check.message.toLowerCase() });
    return { code: 'mended', field, value, printed, check: check.check, message };
  }
  return undefined;
}

export function deriveFields(readings: Readings): void {
  const read = (field: string) => (readings.get(field)?.source === 'read' ? readings.get(field)!.value : undefined);
  /** `certain`: the value follows from its sources by rule (an RTO code from its registration number), not by a sum of readings. */
  const derive = (field: string, value: Value | undefined, from: string[], certain = false) => {
    if (value === undefined || readings.has(field) || (typeof value === 'number' && !(Number.isFinite(value) && value >= 0 && isTypicalAmount(field as Target, value)))) return;
    const confidence = Math.min(...from.map((name) => readings.get(name)?.confidence ?? 0)) * (certain ? 1 : 0.9);
    readings.set(field, { value: typeof value === 'number' ? round2(value) : value, confidence, source: 'derived' });
  };

  // A registration number's first four characters are its RTO's code, whatever else a label named so holds (a premium row's
  // code "OD-01" under "Code"): an RTO read by its label counts only for a new car registered "NEW".
  const vehicle = read('vehicle_number');
  if (typeof vehicle === 'string' && vehicle !== 'NEW') {
    if (readings.get('rto_code')?.value !== vehicle.slice(0, 4)) readings.delete('rto_code');
    derive('rto_code', vehicle.slice(0, 4), ['vehicle_number'], true);
  }

  for (const [field, compute, terms] of SUMS) {
    if (readings.has(field) || !terms.every((term) => typeof read(term) === 'number')) continue;
    derive(field, compute((term) => read(term) as number), terms);
  }

  // A policy of one section charges for that section alone: its net premium is the section's total (a standalone OD
  // schedule printing one "Net Premium" under its "Own Damage" column).
  const sections = ONE_SECTION_POLICIES.get(String(read('policy_type')));
  if (sections && !readings.has(`total_${sections.other}_premium`) && typeof read('net_premium') === 'number') {
    derive(`total_${sections.own}_premium`, read('net_premium'), ['net_premium', 'policy_type']);
  }

  // A section whose total is nothing has no basic premium either: its terms are never negative and
  // the bonus takes off at most half ("OD premium 0.00" of a third-party policy, read as the total).
  for (const section of ['od', 'tp']) {
    if (read(`total_${section}_premium`) === 0) derive(`basic_${section}_premium`, 0, [`total_${section}_premium`], true);
  }

  const taxes = read('taxes') ?? readings.get('taxes')?.value;
  const net = read('net_premium') ?? readings.get('net_premium')?.value;
  if (typeof taxes === 'number' && typeof net === 'number' && net > 0) {
    const rate = TAX_RATES.find((candidate) => Math.abs((net * candidate) / 100 - taxes) <= Math.max(1.01, taxes * 0.005));
    if (rate) derive('taxes_rate', rate, ['taxes', 'net_premium']);
  }
  derivePeriods(readings, read, derive);
}

function derivePeriods(readings: Readings, read: (field: string) => Value | undefined, derive: (field: string, value: Value | undefined, from: string[]) => void) {
  // The sections a schedule charges for say its type where no type is printed; the sections' periods follow from it.
  if (!readings.has('policy_type')) {
    const hasOd = ['basic_od_premium', 'total_od_premium', 'od_start_date'].some((field) => readings.has(field) && Number(readings.get(field)!.value) !== 0);
    const hasTp = ['basic_tp_premium', 'total_tp_premium', 'tp_start_date'].some((field) => readings.has(field) && Number(readings.get(field)!.value) !== 0);
    const implied = hasOd && hasTp ? 'Comprehensive' : hasOd ? 'Standalone OD' : hasTp ? 'Third Party' : undefined;
    if (implied) readings.set('policy_type', { value: implied, confidence: 0.6, source: 'derived' });
  }
  const type = readings.get('policy_type')?.value;
  const [start, end] = [read('start_date'), read('end_date')].map((value) => (typeof value === 'string' ? value : undefined));
  const sections = [
    ['od', type === 'Comprehensive' || type === 'Standalone OD'],
    ['tp', type === 'Comprehensive' || type === 'Third Party'],
  ] as const;
  if (start && end) {
    for (const [section, covered] of sections) {
      // A bundled new-car policy covers OD for a year and TP for three: only a one-year policy period is both sections'.
      if (covered && (type !== 'Comprehensive' || oneYear(start, end))) {
        derive(`${section}_start_date`, start, ['start_date', 'end_date', 'policy_type']);
        derive(`${section}_end_date`, end, ['start_date', 'end_date', 'policy_type']);
      }
    }
  }
  const od = [read('od_start_date'), read('od_end_date')];
  const tp = [read('tp_start_date'), read('tp_end_date')];
  const onlyOd = type === 'Standalone OD' || (od[0] && !tp[0] && type !== 'Third Party');
  const onlyTp = type === 'Third Party' || (tp[0] && !od[0] && type !== 'Standalone OD');
  if (onlyOd && od[0] && od[1]) {
    derive('start_date', od[0], ['od_start_date']);
    derive('end_date', od[1], ['od_end_date']);
  } else if (onlyTp && tp[0] && tp[1]) {
    derive('start_date', tp[0], ['tp_start_date']);
    derive('end_date', tp[1], ['tp_end_date']);
  } else if (od[0] && tp[0] && od[0] === tp[0] && (od[1] === tp[1] || (typeof od[1] === 'string' && oneYear(String(od[0]), od[1])))) {
    // (A new car's bundle covers OD for a year and TP for three from one day: the policy's year is its OD cover's.)
    derive('start_date', od[0], ['od_start_date', 'tp_start_date']);
    derive('end_date', od[1], ['od_end_date', 'tp_end_date']);
  }
}
