/**
 * Matching commission statement lines to policies (issue 38): by policy number as it is compared
 * everywhere (case, spaces, slashes and dashes ignored: the unique index of motor policy numbers
 * serves it), else by vehicle number and policy start date when the line gives them and exactly one
 * policy (of the line's insurer, if it names one) has them; NEW, an unregistered vehicle, never matches. A matched
 * line gets the policy's payin (computed today) as expected, the difference to what was received,
 * and a status; the policy's insurer when the line names none; and its month, the month the policy
 * started (an unmatched line's: its policy start date's, else its payment date's), so a month's
 * lines sit beside the policies of that month no line names.
 */
import { type Kysely, sql } from 'kysely';
import { commissionLineDeclaration, NO_POLICY, type ReconciliationStatus } from '../../resources/commissionLines/declaration';
import type { DecimalField, TextField } from '../../resources/core/fields';
import { motorPolicyDeclaration } from '../../resources/motorPolicies/declaration';
import { comparedForm, comparedText } from '../db/uniqueKeys';

/** Within this many rupees a payment is the payin expected: insurers round commission. */
export const TOLERANCE_RUPEES = 1;

const PAYIN_SCALE = 10 ** (motorPolicyDeclaration.fields.payin as DecimalField).scale;
const vehicleForm = (motorPolicyDeclaration.fields.vehicle_number as TextField).normalise!;
const numberForm = (value: string) => comparedText(commissionLineDeclaration, 'policy_number', value);

interface PolicyFacts {
  id: string;
  insurer: string | null;
  /** In rupees. */
  payin: number;
  start_date: string;
}

const factsOf = (row: { id: string; insurer: string | null; payin: number | string | null; start_date: string }): PolicyFacts => ({
  id: row.id,
  insurer: row.insurer,
  payin: Number(row.payin ?? 0) / PAYIN_SCALE,
  start_date: String(row.start_date),
});

async function policiesByNumber(db: Kysely<any>, numbers: string[]) {
  const found = new Map<string, PolicyFacts>();
  if (!numbers.length) return found;
  const compared = comparedForm(motorPolicyDeclaration, 'policy_number', sql.ref('policy_number'));
  const rows = await db
    .selectFrom('motor_policies')
    .select(['id', 'insurer', 'payin', 'start_date', compared.as('compared_number')])
    .where(compared, 'in', numbers)
    .execute();
  for (const row of rows) found.set(row.compared_number, factsOf(row));
  return found;
}

const vehicleKey = (vehicle: string, start: string) => `${vehicle}|${start}`;

/** A registration that tells nothing about which vehicle (a policy bought before the number came). */
const UNREGISTERED = 'NEW';

/**
 * Policies by vehicle and start date (and insurer, when the line names one); a pair two policies share
 * (an OD and a TP policy of one vehicle) matches neither: the line stays unmatched for a person to see.
 */
async function policiesByVehicle(db: Kysely<any>, pairs: { vehicle: string; start: string }[]) {
  const found = new Map<string, PolicyFacts[]>();
  const vehicles = [...new Set(pairs.map((pair) => pair.vehicle))].filter((vehicle) => vehicle !== UNREGISTERED);
  if (!vehicles.length) return found;
  const rows = await db.selectFrom('motor_policies').select(['id', 'insurer', 'payin', 'vehicle_number', 'start_date']).where('vehicle_number', 'in', vehicles).execute();
  const wanted = new Set(pairs.map((pair) => vehicleKey(pair.vehicle, pair.start)));
  for (const row of rows) {
    const key = vehicleKey(row.vehicle_number, String(row.start_date));
    if (wanted.has(key)) found.set(key, [...(found.get(key) ?? []), factsOf(row)]);
  }
  return found;
}

/** The one policy of the line's vehicle and start date (of its insurer when it names one). */
function onlyPolicy(candidates: PolicyFacts[] | undefined, insurer: unknown) {
  const fitting = (candidates ?? []).filter((policy) => !insurer || policy.insurer === insurer);
  return fitting.length === 1 ? fitting[0] : undefined;
}

const rupees = (value: number) => Math.round(value * 100) / 100;

export function statusOf(difference: number): ReconciliationStatus {
  if (difference < -TOLERANCE_RUPEES) return 'Short-paid';
  if (difference > TOLERANCE_RUPEES) return 'Over-paid';
  return 'Matched';
}

/** What matching says of one line. */
function matched(line: Record<string, unknown>, policy: PolicyFacts | undefined) {
  if (!policy) {
    const month = String(line.policy_start_date || line.payment_date || '').slice(0, 7) || null;
    return { policy: null, expected: null, difference: null, status: NO_POLICY, statement_month: month };
  }
  const difference = rupees(Number(line.commission ?? 0) - policy.payin);
  return { policy: policy.id, insurer: line.insurer || policy.insurer, expected: policy.payin, difference, status: statusOf(difference), statement_month: policy.start_date.slice(0, 7) };
}

/** Sets each line's match (policy, insurer, expected, difference, status, month), in place, with two queries for all of them. */
export async function matchLines(db: Kysely<any>, lines: Record<string, unknown>[]): Promise<void> {
  const numbers = lines.map((line) => numberForm(String(line.policy_number ?? '')));
  const byNumber = await policiesByNumber(db, [...new Set(numbers.filter(Boolean))]);
  const vehicleOf = (line: Record<string, unknown>) =>
    typeof line.vehicle_number === 'string' && line.vehicle_number && typeof line.policy_start_date === 'string'
      ? { vehicle: vehicleForm(line.vehicle_number), start: line.policy_start_date }
      : undefined;
  const unmatched = lines.filter((_, index) => !byNumber.has(numbers[index]));
  const byVehicle = await policiesByVehicle(db, unmatched.map(vehicleOf).filter((pair) => pair !== undefined));
  lines.forEach((line, index) => {
    const vehicle = vehicleOf(line);
    const policy = byNumber.get(numbers[index]) ?? (vehicle ? onlyPolicy(byVehicle.get(vehicleKey(vehicle.vehicle, vehicle.start)), line.insurer) : undefined);
    Object.assign(line, matched(line, policy));
  });
}
