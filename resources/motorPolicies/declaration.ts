import { defineResource, type RecordOf, type RecordRule } from '../core/defineResource';
import { boolean, choice, date, decimal, email, integer, mobile, reference, text } from '../core/fields';
import { computeCommission } from './commission';
import { MOTOR_POLICY_ENDPOINT } from './listRequest';

export const BUSINESS_TYPES = ['New', 'Renewal', 'Rollover', 'Used'] as const;
export const POLICY_TYPES = ['Comprehensive', 'Third Party', 'Standalone OD'] as const;
/** How renewing a policy stands (Renewals due); none yet is 'Due'. Renewed is set when its renewal is saved. */
export const RENEWAL_STATUSES = ['Contacted', 'Quoted', 'Renewed', 'Lost'] as const;
export const FUEL_TYPES = ['Petrol', 'Diesel', 'CNG', 'LPG', 'Electric', 'Hybrid'] as const;

/** ₹1,000 crore: far above any motor premium or IDV, low enough that paise stay exact. */
const MONEY_MAX = 10_000_000_000;

const money = (label: string, options: { required?: boolean; readOnly?: boolean; min?: number } = {}) =>
  decimal({ label, scale: 2, min: options.min ?? 0, max: MONEY_MAX, money: true, ...options });
const percent = (label: string, options: { required?: boolean } = {}) =>
  decimal({ label, scale: 2, min: 0, max: 100, ...options });

const upperCompact = (value: string) => value.toUpperCase().replace(/[\s.-]/g, '');

const onOrAfter = (field: string, start: string, message: string): RecordRule => ({
  field,
  uses: [start],
  message,
  test: (record) => String(record[field]) >= String(record[start]),
});

/**
 * A motor policy with the spec's snake_case fields (section 3), spellings included
 * (`seating_capicity`, `chasis_number`). The extraction dialog's camelCase payload is accepted
 * too: snake_case names in camelCase, plus the aliases below where its names differ.
 */
export const motorPolicyDeclaration = defineResource({
  name: 'motorPolicies',
  endpoint: MOTOR_POLICY_ENDPOINT,
  csvFile: 'motor-policies.csv',
  table: 'motor_policies',
  importKey: 'policy_number',
  label: { one: 'Policy', many: 'Policies' },
  recordRepresentation: 'policy_number',
  fields: {
    // Policy Details
    // Unique across the book; per insurer once a policy records its insurer (issue 36).
    policy_number: text({ label: 'Policy Number', required: true, maxLength: 60, identifier: true }),
    business_type: choice({
      label: 'Business Type',
      required: true,
      choices: BUSINESS_TYPES,
      aliases: ['productType'],
    }),
    policy_type: choice({ label: 'Policy Type', required: true, choices: POLICY_TYPES }),
    insurer: reference({ label: 'Insurer', reference: 'companies' }),
    sum_insured: money('Sum Insured'),

    // Customer Details
    customer_name: text({ label: 'Customer Name', required: true, maxLength: 120 }),
    customer_phone: mobile({
      label: 'Phone Number',
      required: true,
      message: 'Phone number must be a 10-digit mobile number',
      aliases: ['mobileNo'],
    }),
    customer_email: email({ label: 'Customer Email', message: 'Please enter a valid email address.' }),
    customer_address: text({ label: 'Address', required: true, multiline: true, maxLength: 500, aliases: ['address'] }),

    // Vehicle Details
    make: text({ label: 'Make', required: true, maxLength: 60, suggested: {} }),
    model: text({ label: 'Model', required: true, maxLength: 100, suggested: { within: 'make' } }),
    manufacturing_year: integer({ label: 'Manufacturing Year', required: true, min: 1950, max: 2100 }),
    vehicle_number: text({
      label: 'Vehicle Number',
      maxLength: 12,
      normalise: upperCompact,
      pattern: {
        // State + RTO + series + number (MH12AB1234), Bharat series (22BH1234AB), or NEW before registration.
        regex: /^(?:[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{1,4}|\d{2}BH\d{4}[A-Z]{1,2}|NEW)$/,
        message: 'Vehicle number must look like MH12AB1234',
      },
    }),
    rto_code: text({ label: 'RTO Code', maxLength: 6, normalise: upperCompact }),
    vehicle_idv: money('Vehicle IDV'),
    seating_capicity: integer({ label: 'Seating Capacity', min: 1, max: 100, aliases: ['seatingCapacity'] }),
    engine_number: text({ label: 'Engine Number', maxLength: 30, normalise: (value) => value.toUpperCase() }),
    chasis_number: text({
      label: 'Chassis Number',
      maxLength: 30,
      normalise: (value) => value.toUpperCase(),
      aliases: ['chassisNumber'],
    }),
    fuel_type: choice({ label: 'Fuel Type', choices: FUEL_TYPES }),
    gross_vehicle_weight: decimal({ label: 'Gross Vehicle Weight (kg)', scale: 2, min: 0, max: 100_000 }),
    cc: integer({ label: 'Cubic Capacity (cc)', min: 0, max: 20_000 }),
    registration_date: date({ label: 'Registration Date' }),

    // Policy Dates
    start_date: date({ label: 'Start Date', required: true, aliases: ['riskStartDate'] }),
    end_date: date({ label: 'End Date', required: true, aliases: ['riskEndDate'] }),
    issue_date: date({ label: 'Issue Date', required: true, aliases: ['policyIssueDate'] }),
    od_start_date: date({ label: 'OD Start Date', required: true }),
    od_end_date: date({ label: 'OD End Date', required: true }),
    tp_start_date: date({ label: 'TP Start Date', required: true }),
    tp_end_date: date({ label: 'TP End Date', required: true }),

    // Premium Details
    basic_od_premium: money('Basic OD Premium'),
    total_od_add_on_premium: money('OD Add-on Premium'),
    ncb: percent('NCB (%)'),
    total_od_premium: money('Total OD Premium'),
    basic_tp_premium: money('Basic TP Premium'),
    total_tp_add_on_premium: money('TP Add-on Premium'),
    total_tp_premium: money('Total TP Premium'),
    gross_discount: money('Gross Discount'),
    net_premium: money('Net Premium'),
    taxes_rate: percent('Tax Rate (%)'),
    taxes: money('Taxes'),
    total_premium: money('Total Premium'),

    // Commission Details: the percentages are entered, payin/payout/margin are computed (commission.ts).
    commission_receivable_od: percent('Commission Receivable OD (%)'),
    commission_receivable_tp: percent('Commission Receivable TP (%)'),
    commission_payable_od: percent('Commission Payable OD (%)'),
    commission_payable_tp: percent('Commission Payable TP (%)'),
    payin: money('Payin', { readOnly: true }),
    payout: money('Payout', { readOnly: true }),
    margin: money('Margin', { readOnly: true, min: -MONEY_MAX }),

    // Previous Policy Details
    previous_insurer_name: text({ label: 'Previous Insurer', maxLength: 120 }),
    previous_policy_number: text({ label: 'Previous Policy Number', maxLength: 60 }),
    previous_policy_end_date: date({ label: 'Previous Policy End Date' }),
    prev_policy_expiry: date({ label: 'Previous Policy Expiry' }),
    previous_ncb: percent('Previous NCB (%)'),

    // Broker Details
    broker_name: text({ label: 'Broker Name', maxLength: 120, suggested: {} }),
    broker_email: email({ label: 'Broker Email', message: 'Please enter a valid email address.' }),
    broker_code: text({ label: 'Broker Code', maxLength: 40 }),
    // Who brought the policy: one of the brokerage's partners or agents, whose payout it earns.
    partner: reference({ label: 'Partner', reference: 'partners' }),
    agent: reference({ label: 'Agent', reference: 'agents' }),

    // Renewals (not on the spec's form): the policy this one renews, and how renewing this one stands.
    renewal_of: reference({ label: 'Renewed Policy', reference: 'motorPolicies' }),
    renewal_status: choice({ label: 'Renewal Status', choices: RENEWAL_STATUSES }),
    renewal_note: text({ label: 'Renewal Note', maxLength: 500, multiline: true }),
    // A claim this year: the renewal's no-claim bonus starts again from 0 (renewal.ts).
    claim_made: boolean({ label: 'Claim Made', defaultValue: false }),
  },
  rules: [
    onOrAfter('end_date', 'start_date', 'End date cannot be before the start date'),
    onOrAfter('od_end_date', 'od_start_date', 'OD end date cannot be before the OD start date'),
    onOrAfter('tp_end_date', 'tp_start_date', 'TP end date cannot be before the TP start date'),
    {
      field: 'agent',
      uses: ['partner'],
      message: 'A policy is brought by a partner or an agent, not both',
      test: (policy) => !policy.partner || !policy.agent,
    },
    {
      field: 'renewal_status',
      uses: [],
      reads: ['renewal_note'],
      message: 'Say in the note why the renewal was lost',
      test: (policy) => policy.renewal_status !== 'Lost' || Boolean(policy.renewal_note),
    },
  ],
  derive: (policy) => ({ ...computeCommission(policy) }),
  uniqueFields: ['policy_number'],
  // The same vehicle insured twice for the same days is usually one policy entered twice (a vehicle not yet registered is NEW).
  similarWhen: [{ field: 'vehicle_number', during: ['start_date', 'end_date'], except: ['NEW'] }],
  bulkFields: ['broker_name', 'broker_code', 'broker_email', 'commission_receivable_od', 'commission_receivable_tp', 'commission_payable_od', 'commission_payable_tp', 'insurer', 'partner', 'agent'],
  searchFields: ['policy_number', 'customer_name', 'vehicle_number', 'broker_name'],
  searchIndex: 'trigram',
  sortFields: [
    'policy_number',
    'customer_name',
    'policy_type',
    'make',
    'total_premium',
    'broker_name',
    'start_date',
    'end_date',
  ],
  filterFields: ['business_type', 'policy_type', 'broker_name', 'make', 'insurer', 'partner', 'agent', 'renewal_status', 'renewal_of'],
  filtersThrough: { rm: { references: ['partner', 'agent'], field: 'rmEmployee' } },
  rangeFilterFields: ['start_date', 'end_date'],
  sortedWithin: { policy_type: ['total_premium'] },
  coveringFilters: ['broker_name', 'make', 'insurer', 'partner', 'agent', 'start_date', 'end_date'],
});

export type MotorPolicy = RecordOf<typeof motorPolicyDeclaration>;
