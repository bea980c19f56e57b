/**
 * Health policies: the worked example of a resource added by its declaration alone (README, "Adding
 * a resource"). Its table, API, screens, sidebar entry and labels all come from this file and its
 * Hindi labels beside it.
 */
import { defineResource, type RecordOf } from '../core/defineResource';
import { date, decimal, integer, reference, text } from '../core/fields';
import { healthPolicyHindi } from './declaration.hi';

const rupees = (label: string) => decimal({ label, required: true, scale: 2, min: 0, max: 10_000_000_000, money: true });

export const healthPolicyDeclaration = defineResource({
  name: 'healthPolicies',
  endpoint: '/health-policy',
  table: 'health_policies',
  importKey: 'policy_number',
  label: { one: 'Health policy', many: 'Health policies' },
  hindi: healthPolicyHindi,
  menu: { group: 'healthInsurance', icon: 'healthAndSafety' },
  declaredOnly: true,
  recordRepresentation: 'policy_number',
  fields: {
    policy_number: text({ label: 'Policy Number', required: true, maxLength: 60, identifier: true }),
    customer_name: text({ label: 'Customer Name', required: true, maxLength: 120 }),
    insurer: reference({ label: 'Insurer', required: true, reference: 'companies' }),
    plan_name: text({ label: 'Plan Name', required: true, maxLength: 120 }),
    sum_insured: rupees('Sum Insured'),
    premium: rupees('Premium'),
    start_date: date({ label: 'Start Date', required: true }),
    end_date: date({ label: 'End Date', required: true, yearFrom: 'start_date' }),
    members_covered: integer({ label: 'Members Covered', required: true, min: 1, max: 20 }),
  },
  rules: [
    {
      field: 'end_date',
      uses: ['start_date'],
      message: 'End date cannot be before the start date',
      test: (policy) => String(policy.end_date) >= String(policy.start_date),
    },
  ],
  listFields: ['policy_number', 'customer_name', 'insurer', 'plan_name', 'premium', 'start_date', 'end_date'],
  searchFields: ['policy_number', 'customer_name'],
  sortFields: ['policy_number', 'customer_name', 'premium', 'start_date', 'end_date'],
  filterFields: ['insurer'],
  bulkFields: ['insurer', 'plan_name'],
  uniqueFields: ['policy_number'],
});

export type HealthPolicy = RecordOf<typeof healthPolicyDeclaration>;
