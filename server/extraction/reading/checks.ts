/**
 * What a schedule's values must satisfy together: the premium arithmetic, periods that end after
 * they start and last a year or three, a registration number whose RTO is the one printed,
 * engine and chassis numbers that differ. The choice of values runs them on every combination it
 * considers, and a field's confidence rises only when a check over read (not derived) values passes.
 */
import { extractionOutputMessages } from '../../../resources/extractionOutputs/messages';
import type { CheckName } from '../../../resources/extractionOutputs/reviewReasons';

const CHECK_MESSAGES = extractionOutputMessages.reasons.checks;

export type Value = string | number;
export type Values = Partial<Record<string, Value>>;


export interface Check {
  name: CheckName;
  fields: string[];
  /** True, false, or undefined when the check cannot tell (a value of the wrong type); given `tolerance`, sums to that many rupees and a cover to its anniversary. */
  test: (value: (field: string) => Value, tolerance?: number) => boolean | undefined;
  /** A check on arithmetic proves its fields; a check on plausibility only rules out. */
  proves: boolean;
  /** What a passing check must also meet to prove its fields: a period of whole years (a short period is only plausible). */
  provesOnlyIf?: (value: (field: string) => Value) => boolean | undefined;
}

/** No whole tax on a policy is charged at this rate or less (GST is 18%; service tax was 10.3% to 15%): its halves are. */
const HALF_GST_AT_MOST = 9;

/** Printed totals are rounded per line: a rupee either way is the same total. */
const near = (a: number, b: number, tolerance = 1.01) => Math.abs(a - b) <= tolerance + 1e-9;
const num = (value: Value) => (typeof value === 'number' ? value : Number.NaN);
const days = (from: Value, to: Value) => (Date.parse(String(to)) - Date.parse(String(from))) / 86_400_000;
/** A cover of one, two or three years, with a day either way. */
const wholeYears = (from: Value, to: Value) => {
  const length = days(from, to);
  if (Number.isNaN(length)) return undefined;
  return [364, 365, 366, 729, 730, 731, 1094, 1095, 1096].some((expected) => Math.abs(length - expected) <= 1);
};
/** A cover of exactly one, two or three calendar years: ending on its start's anniversary or the day before. */
const calendarYears = (from: Value, to: Value) => {
  const start = Date.parse(String(from));
  const end = Date.parse(String(to));
  return [1, 2, 3].some((years) => {
    const anniversary = new Date(start);
    anniversary.setUTCFullYear(anniversary.getUTCFullYear() + years);
    return end === anniversary.getTime() || end === anniversary.getTime() - 86_400_000;
  });
};
/** A cover of whole years, or a short-period one of at least a month. */
const coverLength = (from: Value, to: Value) => {
  const length = days(from, to);
  if (Number.isNaN(length)) return undefined;
  return wholeYears(from, to) || (length >= 28 && length < 364);
};

/**
 * A cover from `start` to `end` is plausible as a whole or short period, and proves its dates only when whole years
 * long; held exactly (as a sum to the paisa), only when it ends on the anniversary or the day before, which a digit
 * OCR misread in either date rarely keeps. A short period is never exact: in the choice it weighs less than a
 * year (a short-period reading had outweighed the policy's whole year on tuning families).
 */
function periodCheck(name: CheckName, start: string, end: string): Check {
  return {
    name,
    fields: [start, end],
    test: (v, exactly) => coverLength(v(start), v(end)) && (exactly === undefined || calendarYears(v(start), v(end))),
    proves: true,
    provesOnlyIf: (v) => wholeYears(v(start), v(end)),
  };
}

/**
 * The policy's period, proved by its length as a section's is, unless the OD and TP covers end apart (a new car's 1 + 3
 * years): then either cover's period is as long as a policy's, and the length says nothing of which is the policy's.
 */
function policyPeriodCheck(): Check {
  const check = periodCheck('policyPeriod', 'start_date', 'end_date');
  const coversEndApart = (v: (field: string) => Value) => v('od_end_date') !== undefined && v('tp_end_date') !== undefined && v('od_end_date') !== v('tp_end_date');
  return { ...check, provesOnlyIf: (v) => check.provesOnlyIf!(v) && !coversEndApart(v) };
}

export const CHECKS: Check[] = [
  {
    name: 'netPremium',
    fields: ['total_od_premium', 'total_tp_premium', 'net_premium'],
    test: (v, t) => near(num(v('total_od_premium')) + num(v('total_tp_premium')), num(v('net_premium')), t),
    proves: true,
  },
  {
    name: 'totalPremium',
    fields: ['net_premium', 'taxes', 'total_premium'],
    test: (v, t) => near(num(v('net_premium')) + num(v('taxes')), num(v('total_premium')), t),
    proves: true,
  },
  {
    name: 'taxRate',
    fields: ['net_premium', 'taxes_rate', 'taxes'],
    test: (v, t) => near((num(v('net_premium')) * num(v('taxes_rate'))) / 100, num(v('taxes')), t === undefined ? Math.max(1.01, num(v('taxes')) * 0.005) : Math.max(t, TAX_HALVES_ROUNDED)),
    proves: true,
    // A rate of 9% or less is one half of the GST (CGST or SGST, its C or S lost: "GST-@ 9%"), with its half amount:
    // consistent, and still not the policy's tax.
    provesOnlyIf: (v) => num(v('taxes_rate')) > HALF_GST_AT_MOST,
  },
  {
    // GST on insurance is 18% (the highest slab 28%): taxes larger than that are the net premium read in their place.
    name: 'taxShare',
    fields: ['net_premium', 'taxes'],
    test: (v) => num(v('taxes')) <= 0.3 * num(v('net_premium')),
    proves: false,
  },
  {
    name: 'odPremium',
    fields: ['basic_od_premium', 'ncb', 'total_od_add_on_premium', 'total_od_premium'],
    test: (v, t) => near(num(v('basic_od_premium')) * (1 - num(v('ncb')) / 100) + num(v('total_od_add_on_premium')), num(v('total_od_premium')), t ?? 2.02),
    proves: true,
  },
  {
    name: 'tpPremium',
    fields: ['basic_tp_premium', 'total_tp_add_on_premium', 'total_tp_premium'],
    test: (v, t) => near(num(v('basic_tp_premium')) + num(v('total_tp_add_on_premium')), num(v('total_tp_premium')), t),
    proves: true,
  },
  policyPeriodCheck(),
  periodCheck('odPeriod', 'od_start_date', 'od_end_date'),
  periodCheck('tpPeriod', 'tp_start_date', 'tp_end_date'),
  {
    name: 'odWithinPolicy',
    fields: ['start_date', 'od_start_date'],
    test: (v) => Math.abs(days(v('start_date'), v('od_start_date'))) <= 1,
    proves: false,
  },
  {
    name: 'tpWithinPolicy',
    fields: ['start_date', 'tp_start_date'],
    test: (v) => Math.abs(days(v('start_date'), v('tp_start_date'))) <= 1,
    proves: false,
  },
  {
    name: 'issuedInTime',
    fields: ['issue_date', 'start_date'],
    test: (v) => days(v('issue_date'), v('start_date')) >= -400 && days(v('issue_date'), v('start_date')) <= 120,
    proves: false,
  },
  {
    name: 'previousPolicyEnds',
    fields: ['previous_policy_end_date', 'start_date'],
    test: (v) => days(v('previous_policy_end_date'), v('start_date')) >= 0 && days(v('previous_policy_end_date'), v('start_date')) <= 400,
    proves: false,
  },
  {
    name: 'madeBeforeRegistered',
    fields: ['manufacturing_year', 'registration_date'],
    test: (v) => num(v('manufacturing_year')) <= Number(String(v('registration_date')).slice(0, 4)) && Number(String(v('registration_date')).slice(0, 4)) - num(v('manufacturing_year')) <= 2,
    proves: false,
  },
  {
    name: 'registeredBeforeCover',
    fields: ['registration_date', 'start_date'],
    test: (v) => days(v('registration_date'), v('start_date')) >= -60,
    proves: false,
  },
  {
    name: 'engineAndChassis',
    fields: ['engine_number', 'chasis_number'],
    test: (v) => String(v('engine_number')).toUpperCase() !== String(v('chasis_number')).toUpperCase(),
    proves: false,
  },
  {
    name: 'policyNumbers',
    fields: ['policy_number', 'previous_policy_number'],
    test: (v) => String(v('policy_number')) !== String(v('previous_policy_number')),
    proves: false,
  },
];

export interface CheckResult {
  check: CheckName;
  passed: boolean;
  /** Passed with no paisa off (see OCR_PROOF): what proves a value OCR read, where a figure misread may still pass within a rupee. */
  exact: boolean;
  /** Passed as a proof: a sum, or a period of whole years. */
  proves: boolean;
  fields: string[];
  message: string;
}

/** Tolerance of a sum held to the paisa, which the choice prefers to one held to the rupee. */
export const EXACT = 0.011;
/**
 * Tolerance of a sum that proves what OCR read: a product's rounding (a bonus taken off), no paisa more. A paisa off is
 * as likely a last figure misread ("8,009.82" read for "8,009.83" under a total of "8,608.83") as amounts rounded apart.
 */
const OCR_PROOF = 0.0051;
/** A tax is its halves (CGST and SGST) each rounded to the paisa: a paisa off its rate's product. */
const TAX_HALVES_ROUNDED = 0.011;

/** Runs every check whose fields all have values. */
export function runChecks(values: Values): CheckResult[] {
  const results: CheckResult[] = [];
  for (const { name, fields, test, proves, provesOnlyIf } of CHECKS) {
    if (!fields.every((field) => values[field] !== undefined)) continue;
    const value = (field: string) => values[field]!;
    const passed = test(value);
    if (passed === undefined) continue;
    const proof = passed && proves && (provesOnlyIf?.(value) ?? true) === true;
    results.push({ check: name, passed, exact: proof && test(value, OCR_PROOF) === true, proves: proof, fields, message: CHECK_MESSAGES[name] });
  }
  return results;
}

/** A field's best few other values are tried against a passing check. */
const RIVALS_TRIED = 3;

/** Whether `check` proves its fields over some set of the values `choices` gives each of them that `admits` lets count. */
function provesOverSome(check: Check, choices: (field: string) => readonly Value[], admits: (set: readonly Value[]) => boolean): boolean {
  const options = check.fields.map(choices);
  const sets = options.reduce<Value[][]>((all, values) => all.flatMap((set) => values.map((value) => [...set, value])), [[]]);
  const proves = (set: readonly Value[]) => {
    const value = (field: string) => set[check.fields.indexOf(field)];
    return check.test(value) === true && (check.provesOnlyIf?.(value) ?? true) === true;
  };
  return sets.some((set) => admits(set) && proves(set));
}

/** A proof by figures each read once: no figure twice or nil ("9,631.31" as the OD total and as the net with a TP of 0). */
const figuresApart = (set: readonly Value[]) => new Set(set).size === set.length && !set.includes(0);

/**
 * Passing checks that prove nothing of which values are this policy's:
 * - a whole other set of values read for their fields passes as well (the expiring policy's premiums or a quoted mail's add
 *   up as this policy's do; the previous period is a year as this one is). (One field's rival passing with the others is
 *   the choice the check made.)
 * - one of their fields was read as surely twice over (`tied`), and its other value too is proven by a check with values
 *   read: two blocks of premiums, each adding up, one of them mended where the other was read whole.
 */
export function ambiguousChecks(
  results: readonly CheckResult[],
  values: Values,
  others: (field: string) => readonly Value[],
  tied: (field: string) => readonly Value[] = () => [],
): Set<CheckName> {
  const read = (field: string) => [...(values[field] === undefined ? [] : [values[field]!]), ...others(field).filter((value) => value !== values[field]).slice(0, RIVALS_TRIED)];
  const tieStands = (field: string) =>
    tied(field).some((value) => CHECKS.some((check) => check.proves && check.fields.includes(field) && provesOverSome(check, (each) => (each === field ? [value] : read(each)), figuresApart)));
  const ambiguous = new Set<CheckName>();
  for (const result of results.filter((entry) => entry.passed && entry.proves)) {
    const check = CHECKS.find((entry) => entry.name === result.check)!;
    const allOther = (set: readonly Value[]) => set.every((value, index) => value !== values[check.fields[index]]);
    if (provesOverSome(check, read, allOther) || check.fields.some(tieStands)) ambiguous.add(result.check);
  }
  return ambiguous;
}
