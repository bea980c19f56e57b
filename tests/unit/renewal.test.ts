import { describe, expect, it } from 'vitest';
import type { MotorPolicy } from '../../resources/motorPolicies/declaration';
import { nextNcb, renewalOf } from '../../resources/motorPolicies/renewal';
import { samplePolicy } from '../support/policies';

describe('a renewal as Add Policy starts it', () => {
  it.each([
    [0, 20],
    [null, 20],
    [20, 25],
    [25, 35],
    [35, 45],
    [45, 50],
    [50, 50],
    // A bonus off the slab (typed by hand) moves to the next step above it.
    [30, 35],
  ])('steps a no-claim bonus of %s up to %s', (current, next) => {
    expect(nextNcb(current)).toBe(next);
  });

  it('starts the day after the old policy ends, with the old one as the previous policy', () => {
    const old = { ...samplePolicy({ policy_number: 'OLD-1', ncb: 25, insurer: 'company-1', partner: 'partner-1' }), _id: 'p1' } as unknown as MotorPolicy;
    const renewal = renewalOf(old, 'Sahyadri General Insurance');
    expect(renewal).toMatchObject({
      business_type: 'Renewal',
      start_date: '2025-10-22',
      end_date: '2026-10-21',
      od_start_date: '2025-10-22',
      tp_end_date: '2026-10-21',
      ncb: 35,
      previous_ncb: 25,
      previous_insurer_name: 'Sahyadri General Insurance',
      previous_policy_number: 'OLD-1',
      previous_policy_end_date: '2025-10-21',
      customer_name: old.customer_name,
      vehicle_number: old.vehicle_number,
      insurer: 'company-1',
      partner: 'partner-1',
      commission_receivable_od: 15,
      renewal_of: 'p1',
    });
    // After a claim the bonus starts again from 0.
    expect(renewalOf({ ...old, claim_made: true }, undefined)).toMatchObject({ ncb: 0, previous_ncb: 25 });
    // The new schedule's own: its number and premiums.
    for (const name of ['policy_number', 'total_premium', 'total_od_premium', 'issue_date', '_id']) expect(renewal).not.toHaveProperty(name);
  });
});
