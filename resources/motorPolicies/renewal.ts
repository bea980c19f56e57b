/**
 * A renewal as Add Policy starts it from the policy it renews: the same customer, vehicle, cover and
 * people; the old policy as the previous one; cover from the day after the old one ends; the no-claim
 * bonus one step up the Indian slab, or 0 after a claim. Premiums and the new policy number are the new schedule's.
 */
import { addDays, format, parseISO } from 'date-fns';
import { coverDatesFrom } from './coverDates';
import type { MotorPolicy } from './declaration';

/** The no-claim bonus slab (IRDAI's motor tariff): each claim-free year moves one step up, 50 % at most. */
const NCB_SLAB = [0, 20, 25, 35, 45, 50] as const;

/** The NCB a year earns after `current`: one step up the slab when claim-free, 0 after a claim. */
export function nextNcb(current: number | null | undefined, claimMade = false): number {
  if (claimMade) return 0;
  const step = NCB_SLAB.findIndex((ncb) => ncb > (current ?? 0));
  return step === -1 ? NCB_SLAB[NCB_SLAB.length - 1] : NCB_SLAB[step];
}

/** Fields a renewal carries over unchanged. */
const CARRIED = [
  'policy_type',
  'customer_name',
  'customer_phone',
  'customer_email',
  'customer_address',
  'make',
  'model',
  'manufacturing_year',
  'vehicle_number',
  'rto_code',
  'seating_capicity',
  'cc',
  'gross_vehicle_weight',
  'fuel_type',
  'chasis_number',
  'engine_number',
  'registration_date',
  'insurer',
  'commission_receivable_od',
  'commission_receivable_tp',
  'commission_payable_od',
  'commission_payable_tp',
  'broker_name',
  'broker_email',
  'broker_code',
  'partner',
  'agent',
] as const satisfies readonly (keyof MotorPolicy)[];

/**
 * The values Add Policy opens with to renew `policy` (whose id the renewal keeps, `renewal_of`);
 * `insurerName` is its insurer's name, the new one's previous insurer.
 */
export function renewalOf(policy: MotorPolicy, insurerName: string | undefined): Record<string, unknown> {
  const carried = Object.fromEntries(CARRIED.filter((name) => policy[name] !== null && policy[name] !== undefined).map((name) => [name, policy[name]]));
  const start = policy.end_date ? format(addDays(parseISO(policy.end_date), 1), 'yyyy-MM-dd') : undefined;
  return {
    ...carried,
    business_type: 'Renewal',
    ...(start && { start_date: start, ...coverDatesFrom({ start_date: start, business_type: 'Renewal', policy_type: policy.policy_type }) }),
    ncb: nextNcb(policy.ncb, Boolean(policy.claim_made)),
    previous_insurer_name: insurerName,
    previous_policy_number: policy.policy_number,
    previous_policy_end_date: policy.end_date,
    prev_policy_expiry: policy.end_date,
    previous_ncb: policy.ncb ?? 0,
    renewal_of: policy._id,
  };
}
