/**
 * From the values read beside labels to a policy: fills what the schedule implies (the two dates
 * of a period, the OD add-ons from the OD total), cross-checks what it printed (net OD + net TP =
 * net premium, net + GST = total, start before end, engine ≠ chassis) and gives each field a
 * confidence. A failed check lowers the confidence of its fields and marks the document for review.
 */
export type PolicyValue = string | number;
export type Source = 'label' | 'prose' | 'derived';

export interface Reading {
  value: PolicyValue;
  confidence: number;
  source: Source;
}

export type Readings = Record<string, Reading>;

export interface CheckResult {
  check: string;
  passed: boolean;
  fields: string[];
  message: string;
}

const DERIVED_CONFIDENCE = 0.7;
const PASSED_CONFIDENCE = 0.99;
const FAILED_CONFIDENCE = 0.4;
/** Printed totals are rounded per line; a rupee either way is the same total. */
const TOLERANCE = 1.01;
const STANDARD_NCB = [0, 20, 25, 35, 45, 50];

const round2 = (value: number) => Math.round(value * 100) / 100;
const near = (a: number, b: number, tolerance = TOLERANCE) => Math.abs(a - b) <= tolerance;

/** Readers of the readings by field, typed. */
function accessors(readings: Readings) {
  const num = (field: string) => (typeof readings[field]?.value === 'number' ? (readings[field].value as number) : undefined);
  const str = (field: string) => (typeof readings[field]?.value === 'string' ? (readings[field].value as string) : undefined);
  const derive = (field: string, value: PolicyValue | undefined, confidence = DERIVED_CONFIDENCE) => {
    if (value === undefined || readings[field] || (typeof value === 'number' && !Number.isFinite(value))) return;
    readings[field] = { value: typeof value === 'number' ? round2(value) : value, confidence, source: 'derived' };
  };
  return { num, str, derive };
}

/** Fields the schedule implies without printing them. `extras` are readings of helper slots. */
export function deriveFields(readings: Readings, extras: Record<string, PolicyValue | undefined>): void {
  const { num, str, derive } = accessors(readings);

  if (!readings.rto_code && str('vehicle_number') && str('vehicle_number') !== 'NEW') {
    readings.rto_code = { ...readings.vehicle_number, value: str('vehicle_number')!.slice(0, 4) };
  }

  // NCB printed only as an amount: its share of the basic OD premium, when that is a standard step.
  const ncbAmount = extras.ncb_amount as number | undefined;
  if (ncbAmount !== undefined && num('basic_od_premium')) {
    const share = Math.round((ncbAmount / num('basic_od_premium')!) * 100);
    if (STANDARD_NCB.includes(share)) derive('ncb', share);
  }

  const policyType = str('policy_type');
  const has = (field: string) => readings[field] !== undefined;
  if (!policyType) {
    const od = num('basic_od_premium') || num('total_od_premium');
    const tp = num('basic_tp_premium') || num('total_tp_premium');
    derive('policy_type', od && tp ? 'Comprehensive' : od ? 'Standalone OD' : tp ? 'Third Party' : undefined, 0.6);
  }

  // Periods: the policy period stands for a section's period the schedule does not print apart.
  const type = str('policy_type');
  if (type !== 'Third Party') {
    derive('od_start_date', str('start_date'));
    derive('od_end_date', str('end_date'));
  }
  if (type === 'Comprehensive' || type === 'Third Party') {
    derive('tp_start_date', str('start_date'));
    derive('tp_end_date', str('end_date'));
  }
  const starts = [str('od_start_date'), str('tp_start_date')].filter(Boolean).sort();
  const ends = [str('od_end_date'), str('tp_end_date')].filter(Boolean).sort();
  derive('start_date', starts[0]);
  derive('end_date', ends.at(-1));

  // Premium lines that follow from the others.
  const basicOd = num('basic_od_premium');
  const ncb = num('ncb') ?? 0;
  if (has('total_od_premium') && basicOd !== undefined && !has('total_od_add_on_premium')) {
    const addOns = num('total_od_premium')! - basicOd * (1 - ncb / 100);
    if (addOns >= -0.5) derive('total_od_add_on_premium', Math.max(0, addOns));
  }
  if (!has('total_od_premium') && basicOd !== undefined && has('total_od_add_on_premium')) {
    derive('total_od_premium', basicOd * (1 - ncb / 100) + num('total_od_add_on_premium')!);
  }
  if (has('total_tp_premium') && has('basic_tp_premium') && !has('total_tp_add_on_premium')) {
    const addOns = num('total_tp_premium')! - num('basic_tp_premium')!;
    if (addOns >= -0.5) derive('total_tp_add_on_premium', Math.max(0, addOns));
  }
  if (!has('total_tp_premium') && has('basic_tp_premium')) {
    derive('total_tp_premium', num('basic_tp_premium')! + (num('total_tp_add_on_premium') ?? 0));
  }
  if (!has('net_premium') && has('total_od_premium') && has('total_tp_premium')) {
    derive('net_premium', num('total_od_premium')! + num('total_tp_premium')!);
  }
  if (!has('taxes') && extras.cgst !== undefined) {
    derive('taxes', Number(extras.cgst) + Number(extras.sgst ?? extras.cgst), 0.8);
  }
  if (!has('taxes') && has('total_premium') && has('net_premium')) derive('taxes', num('total_premium')! - num('net_premium')!);
  if (!has('total_premium') && has('net_premium') && has('taxes')) derive('total_premium', num('net_premium')! + num('taxes')!);
  if (!has('net_premium') && has('total_premium') && has('taxes')) derive('net_premium', num('total_premium')! - num('taxes')!);
  if (!has('taxes_rate') && extras.tax_rate !== undefined) derive('taxes_rate', extras.tax_rate, 0.9);
  if (!has('taxes_rate') && num('taxes') && num('net_premium')) {
    const rate = (num('taxes')! / num('net_premium')!) * 100;
    if (near(rate, Math.round(rate), 0.05)) derive('taxes_rate', Math.round(rate));
  }
}

interface Check {
  check: string;
  fields: string[];
  test: (value: (field: string) => PolicyValue) => boolean;
  message: string;
}

const n = (value: PolicyValue) => Number(value);

export const CHECKS: Check[] = [
  {
    check: 'netPremium',
    fields: ['total_od_premium', 'total_tp_premium', 'net_premium'],
    test: (v) => near(n(v('total_od_premium')) + n(v('total_tp_premium')), n(v('net_premium'))),
    message: 'OD premium + TP premium does not equal the net premium',
  },
  {
    check: 'totalPremium',
    fields: ['net_premium', 'taxes', 'total_premium'],
    test: (v) => near(n(v('net_premium')) + n(v('taxes')), n(v('total_premium'))),
    message: 'Net premium + taxes does not equal the total premium',
  },
  {
    check: 'taxRate',
    fields: ['net_premium', 'taxes_rate', 'taxes'],
    test: (v) => near((n(v('net_premium')) * n(v('taxes_rate'))) / 100, n(v('taxes')), Math.max(TOLERANCE, n(v('taxes')) * 0.005)),
    message: 'Taxes are not the tax rate of the net premium',
  },
  {
    check: 'odPremium',
    fields: ['basic_od_premium', 'ncb', 'total_od_add_on_premium', 'total_od_premium'],
    test: (v) => near(n(v('basic_od_premium')) * (1 - n(v('ncb')) / 100) + n(v('total_od_add_on_premium')), n(v('total_od_premium')), 2.02),
    message: 'Basic OD less NCB plus OD add-ons does not equal the OD premium',
  },
  {
    check: 'tpPremium',
    fields: ['basic_tp_premium', 'total_tp_add_on_premium', 'total_tp_premium'],
    test: (v) => near(n(v('basic_tp_premium')) + n(v('total_tp_add_on_premium')), n(v('total_tp_premium'))),
    message: 'Basic TP plus TP add-ons does not equal the TP premium',
  },
  { check: 'policyPeriod', fields: ['start_date', 'end_date'], test: (v) => v('start_date') < v('end_date'), message: 'The policy ends before it starts' },
  { check: 'odPeriod', fields: ['od_start_date', 'od_end_date'], test: (v) => v('od_start_date') < v('od_end_date'), message: 'The OD cover ends before it starts' },
  { check: 'tpPeriod', fields: ['tp_start_date', 'tp_end_date'], test: (v) => v('tp_start_date') < v('tp_end_date'), message: 'The TP cover ends before it starts' },
  { check: 'issuedInTime', fields: ['issue_date', 'end_date'], test: (v) => v('issue_date') <= v('end_date'), message: 'The policy is issued after it ends' },
  {
    check: 'engineAndChassis',
    fields: ['engine_number', 'chasis_number'],
    test: (v) => String(v('engine_number')).toUpperCase() !== String(v('chasis_number')).toUpperCase(),
    message: 'The engine number and the chassis number are the same',
  },
  {
    check: 'madeBeforeRegistered',
    fields: ['manufacturing_year', 'registration_date'],
    test: (v) => n(v('manufacturing_year')) <= Number(String(v('registration_date')).slice(0, 4)),
    message: 'The vehicle is registered before the year it was made',
  },
  {
    check: 'previousPolicyEnds',
    fields: ['previous_policy_end_date', 'start_date'],
    test: (v) => v('previous_policy_end_date') <= v('start_date'),
    message: 'The previous policy ends after this one starts',
  },
];

/**
 * Runs every check whose fields were all read. A check that passes confirms its fields; one that
 * fails lowers them. A check over a derived field proves nothing about it (it was derived from
 * that sum), so it confirms only fields that were read.
 */
export function crossCheck(readings: Readings): CheckResult[] {
  const results: CheckResult[] = [];
  for (const { check, fields, test, message } of CHECKS) {
    if (!fields.every((field) => readings[field] !== undefined)) continue;
    const passed = test((field) => readings[field].value);
    const derivedCount = fields.filter((field) => readings[field].source === 'derived').length;
    results.push({ check, passed, fields, message });
    for (const field of fields) {
      const reading = readings[field];
      if (!passed) reading.confidence = Math.min(reading.confidence, FAILED_CONFIDENCE);
      else if (reading.source !== 'derived' && derivedCount === 0) reading.confidence = Math.max(reading.confidence, PASSED_CONFIDENCE);
    }
  }
  return results;
}
