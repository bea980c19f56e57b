/**
 * Chooses one candidate (or none) per field for all fields together: a beam search over the
 * fields the checks tie together, in an order that completes each check early, scoring a
 * combination by its candidates' scores plus what its checks say (a passing sum is strong
 * evidence; a failing one counts against); then every other field takes its best candidate.
 * Two fields never take the same printed words, but for a date that is both the policy's and a section's.
 */
import { type Concept, CONCEPTS, type Target } from '../lexicon/concepts';
import type { Candidate } from './candidates';
import { CHECKS, EXACT, type Value } from './checks';
import { ONE_SECTION_POLICIES, round2, SUMS } from './derive';
import { withinWords } from './pageIndex';

/** Fields in check order, so a combination's checks are known as soon as possible. */
const ORDER = [
  'basic_od_premium', 'ncb', 'total_od_add_on_premium', 'total_od_premium',
  'basic_tp_premium', 'total_tp_add_on_premium', 'total_tp_premium',
  'net_premium', 'taxes', 'taxes_rate', 'total_premium',
  'start_date', 'end_date', 'od_start_date', 'od_end_date', 'tp_start_date', 'tp_end_date', 'issue_date',
  'previous_policy_end_date', 'registration_date', 'manufacturing_year',
  'engine_number', 'chasis_number', 'policy_number', 'previous_policy_number',
];
const PREMIUM_FIELDS = new Set(ORDER.slice(0, ORDER.indexOf('total_premium') + 1));
const BEAM_WIDTH = 40;
const OPTIONS_PER_FIELD = 5;
/** Per field of a check: what a passing proof adds, what a failing one takes. */
const PROVEN_BONUS = 0.35;
const FAILED_PENALTY = 0.15;
const IMPLAUSIBLE_PENALTY = 0.3;
/** A field outside the checks this sure of its value keeps its words from a checked field's candidate under half as sure. */
const SURE_CLAIM = 0.8;
const WEAK_AGAINST_CLAIM = 0.5;

interface State {
  picks: Map<string, Candidate>;
  utility: number;
}

/**
 * Per field, its distinct values' best candidates, best first, then other prints of those values (so a field whose
 * best print another field takes may still take another: "Own Damage Premium" and "Total Premium - Own Damage" both
 * print 9,557.20, and the first is the basic premium). See `otherPrints` for which are kept.
 */
export function optionsByField(candidates: readonly Candidate[]): Map<string, Candidate[]> {
  const byField = new Map<string, Map<string | number, Candidate[]>>();
  for (const candidate of candidates) {
    if (!byField.has(candidate.target)) byField.set(candidate.target, new Map());
    const values = byField.get(candidate.target)!;
    if (!values.has(candidate.value)) values.set(candidate.value, []);
    values.get(candidate.value)!.push(candidate);
  }
  return new Map(
    [...byField].map(([field, values]) => {
      const prints = [...values.values()].map((list) => list.sort((a, b) => b.score - a.score));
      const best = prints.map((list) => list[0]).sort(byStrength(field));
      const others = prints.flatMap((list) => otherPrints(list, !ORDER.includes(field))).sort((a, b) => b.score - a.score);
      return [field, [...best, ...others]];
    }),
  );
}

/** What another print of a value must count for against its best. */
const OTHER_PRINT_SHARE = 0.7;

/**
 * A value's best reading on other words than its best candidate's, read nearly as well: a weak reading of a value
 * (a list's "TAXABLE PREMIUM:" under a matrix's header) would prove sums by chance. Else, for a field no check ties,
 * its reading on fewer of the same words, for when the best one ran into another field's ("₹ 399,000.00 1497 5" over
 * "Cubic Capacity"). (Checked fields are chosen by value: more prints of one value would only crowd the beam.) Both may be kept.
 */
function otherPrints([best, ...others]: Candidate[], narrowerToo: boolean): Candidate[] {
  const bestWords = wordsOf(best);
  const readsNearly = (other: Candidate) => other.score >= OTHER_PRINT_SHARE * best.score;
  const apart = others.find((other) => readsNearly(other) && !wordsOf(other).some((word) => bestWords.includes(word)));
  const narrower = narrowerToo ? others.find((other) => readsNearly(other) && wordsOf(other).length < bestWords.length && wordsOf(other).every((word) => bestWords.includes(word))) : undefined;
  return [apart, narrower].filter((other) => other !== undefined);
}

/** Scores this close are read equally well. */
const EQUAL_SCORES = 0.03;

function byStrength(field: string): (a: Candidate, b: Candidate) => number {
  const largest = (CONCEPTS[field as Target] as Concept | undefined)?.largestOfEquals;
  return (a, b) => {
    if (Math.abs(a.score - b.score) >= EQUAL_SCORES) return b.score - a.score;
    if (largest) return Number(b.value) - Number(a.value);
    // Of two readings of one print as sure as each other, the whole one: "Awadh Insurance Brokers Pvt. Ltd." under "Broker
    // Name", not its first words under the narrower Hindi label beside it.
    if (withinWords(a.span, b.span) !== withinWords(b.span, a.span)) return withinWords(a.span, b.span) ? 1 : -1;
    return b.score - a.score;
  };
}

function wordsOf(candidate: Candidate): string[] {
  return candidate.span.parts.flatMap((part) => Array.from({ length: part.to - part.from }, (_, offset) => `${part.segment.id}:${part.from + offset}`));
}

function checksCompletedBy(field: string, order: string[]) {
  const position = new Map(order.map((name, index) => [name, index]));
  return CHECKS.filter((check) => check.fields.includes(field) && check.fields.every((name) => (position.get(name) ?? Infinity) <= position.get(field)!));
}

/** One printed period may be the policy's and a section's: an act-only policy's period is its TP cover's. */
const POLICY_DATES = new Set(['start_date', 'end_date']);
const SECTION_DATES = new Set(['od_start_date', 'od_end_date', 'tp_start_date', 'tp_end_date']);
/**
 * Fields read from one printed value as a whole ("X to Y", "make / model") keep the whole value's words, the other's too.
 * (The expiring policy's particulars may be one sentence: "Policy No. 3115… of this Office, valid up to 21/04/2025; NCB 45%".)
 */
const ONE_VALUE = [
  ['start_date', 'end_date'],
  ['od_start_date', 'od_end_date'],
  ['tp_start_date', 'tp_end_date'],
  ['make', 'model'],
  // ("Regn. No. MH15JU7021 (registered on 30-09-2025, RTO Nashik)".)
  ['vehicle_number', 'registration_date'],
  ['previous_policy_number', 'previous_insurer_name', 'previous_policy_end_date', 'previous_ncb'],
];
const mayShareWords = (a: string, b: string) =>
  (POLICY_DATES.has(a) && SECTION_DATES.has(b)) || (SECTION_DATES.has(a) && POLICY_DATES.has(b)) || ONE_VALUE.some((pair) => a !== b && pair.includes(a) && pair.includes(b));

/** How surely a policy type must be read to say what the other section's premium is. */
const SURE_TYPE = 0.8;
/** A line of the other section read even this well says the type left something out ("Liability Only with Fire and Theft"). */
const OTHER_LINE_READ = 0.5;

/**
 * A policy covering one section charges nothing for the other: a Third Party policy's OD premium is 0, as its type
 * says (the zero's evidence is the type), so its net premium is its TP total and no "330" on it is an OD line.
 */
export function withUncoveredSection(options: Map<string, Candidate[]>): Map<string, Candidate[]> {
  const type = options.get('policy_type')?.[0];
  const other = type && type.score >= SURE_TYPE ? ONE_SECTION_POLICIES.get(String(type.value))?.other : undefined;
  if (!type || !other) return options;
  const total = `total_${other}_premium` as Target;
  const uncovered = [`basic_${other}_premium`, `total_${other}_add_on_premium`, total];
  const printed = uncovered.flatMap((field) => options.get(field) ?? []);
  if (printed.some((candidate) => candidate.value !== 0 && candidate.score >= OTHER_LINE_READ)) return options;
  const zero: Candidate = { ...type, target: total, value: 0, span: { ...type.span, parts: [], text: '0' } };
  const zerosOf = (field: string) => [...(field === total ? [zero] : []), ...(options.get(field) ?? []).filter((candidate) => candidate.value === 0)];
  const rest = [...options].filter(([field]) => !uncovered.includes(field));
  return new Map([...rest, ...uncovered.map((field) => [field, zerosOf(field)] as [string, Candidate[]]).filter(([, list]) => list.length > 0)]);
}

export function chooseValues(options: Map<string, Candidate[]>): Map<string, Candidate> {
  const checked = ORDER.filter((field) => options.has(field));
  const words = new Map<Candidate, string[]>();
  for (const list of options.values()) for (const candidate of list) words.set(candidate, wordsOf(candidate));
  const clashes = (picks: ReadonlyMap<string, Candidate>, candidate: Candidate) => {
    const mine = words.get(candidate)!;
    for (const other of picks.values()) {
      if (other.group === candidate.group || mayShareWords(other.target, candidate.target)) continue;
      const theirs = words.get(other)!;
      if (mine.some((word) => theirs.includes(word))) return true;
    }
    return false;
  };

  // Words a field outside the checks reads surely are not a checked field's on weak evidence ("FORTUNER" beside
  // "Vehicle Model Name" is not the engine number under "TOYOTA KIRLOSKAR MOTOR").
  const claims = [...options].filter(([field]) => !checked.includes(field)).map(([, list]) => list[0]).filter((best) => best.score >= SURE_CLAIM);
  const weakerThanClaim = new Set(
    [...words.keys()].filter((candidate) =>
      claims.some((claim) => claim.score * WEAK_AGAINST_CLAIM > candidate.score && !mayShareWords(claim.target, candidate.target) && words.get(claim)!.some((word) => words.get(candidate)!.includes(word))),
    ),
  );

  // Fields under a check are chosen together; the rest then take their best value whose words are free.
  let beam: State[] = [{ picks: new Map(), utility: 0 }];
  // Once the premium lines are chosen, a line no candidate was picked for is still implied by a sum (see impliedUtility).
  const lastPremium = checked.filter((field) => PREMIUM_FIELDS.has(field)).at(-1);
  for (const field of checked) {
    const checks = checksCompletedBy(field, checked);
    const next: State[] = [];
    for (const state of beam) {
      next.push(state);
      for (const candidate of triedOptions(options.get(field)!)) {
        if (weakerThanClaim.has(candidate) || clashes(state.picks, candidate)) continue;
        const picks = new Map(state.picks).set(field, candidate);
        next.push({ picks, utility: state.utility + candidate.score + checkUtility(checks, picks) });
      }
    }
    if (field === lastPremium) for (const state of next) state.utility += impliedUtility(state.picks);
    beam = next.sort((a, b) => b.utility - a.utility).slice(0, BEAM_WIDTH);
  }
  const picks = beam[0].picks;
  for (const [field, candidate] of picks) if (candidate.onlyIfProven && !proven(field, picks)) picks.delete(field);
  const rest = [...options.keys()].filter((field) => !checked.includes(field)).sort((a, b) => options.get(b)![0].score - options.get(a)![0].score);
  for (const field of rest) {
    // A value whose best print another field took may still be read on its other print before a lesser value is.
    const list = options.get(field)!.filter((candidate) => !candidate.onlyIfProven);
    for (const candidate of list) {
      const free = list.find((other) => other.value === candidate.value && !clashes(picks, other));
      if (free) {
        picks.set(field, free);
        break;
      }
    }
  }
  return picks;
}

/** The field's best values the beam tries, each with its other print. */
function triedOptions(list: readonly Candidate[]): Candidate[] {
  const values = new Set(list.slice(0, OPTIONS_PER_FIELD).map((candidate) => candidate.value));
  return list.filter((candidate) => values.has(candidate.value));
}

/** Whether a passing sum over the picks holds the field. */
function proven(field: string, picks: ReadonlyMap<string, Candidate>): boolean {
  return CHECKS.some((check) => check.proves && check.fields.includes(field) && check.fields.every((name) => picks.has(name)) && check.test((name) => picks.get(name)!.value) === true);
}

/** Each sum with the check it completes: a term it gives is not proved by that same check. */
const SUMS_WITH_CHECKS = SUMS.flatMap(([field, compute, terms]) => {
  const check = CHECKS.find((candidate) => candidate.fields.length === terms.length + 1 && [field, ...terms].every((name) => candidate.fields.includes(name)));
  return check ? [{ field, compute, terms, check: check.name }] : [];
});

/**
 * The picks' unprinted premium lines worked out from the sums they complete ("TP Premium 3,416" + "Additional
 * Liability 425" imply the TP total), then the other sums over them: one that holds proves the picks it rests on, the
 * lines worked out included (basic OD, NCB, OD add-ons, basic TP and TP add-ons adding up to the printed net premium
 * prove all six; so does 3,416 read as the basic TP premium leaving an OD total its printed basic, NCB and add-ons add up
 * to). Each pick counts once, and not where a sum of picks alone already proves it. One that fails counts for nothing:
 * a picked add-on line may be one of several printed without their total.
 */
function impliedUtility(picks: ReadonlyMap<string, Candidate>): number {
  const values = new Map<string, Value>([...picks].map(([field, candidate]) => [field, candidate.value]));
  const impliedBy = new Map<string, string>();
  const picksUnder = new Map<string, Set<string>>([...picks.keys()].map((field) => [field, new Set([field])]));
  for (let found = true; found; ) {
    found = false;
    for (const { field, compute, terms, check } of SUMS_WITH_CHECKS) {
      if (values.has(field) || !terms.every((term) => typeof values.get(term) === 'number')) continue;
      const value = round2(compute((term) => values.get(term) as number));
      if (!(value >= 0)) continue;
      values.set(field, value);
      impliedBy.set(field, check);
      picksUnder.set(field, new Set(terms.flatMap((term) => [...picksUnder.get(term)!])));
      found = true;
    }
  }
  // Each pick is credited once, by the best sum it rests on.
  const credit = new Map<string, number>();
  for (const check of CHECKS) {
    const implied = check.fields.filter((field) => impliedBy.has(field));
    if (!check.proves || !implied.length || implied.some((field) => impliedBy.get(field) === check.name) || !check.fields.every((field) => values.has(field))) continue;
    const value = (field: string) => values.get(field)!;
    if (check.test(value) !== true) continue;
    const bonus = proofBonus(check.test(value, EXACT) === true);
    for (const field of check.fields.flatMap((name) => [...picksUnder.get(name)!])) credit.set(field, Math.max(credit.get(field) ?? 0, bonus));
  }
  return [...credit].filter(([field]) => !proven(field, picks)).reduce((sum, [, bonus]) => sum + bonus, 0);
}

/** A sum that holds to the paisa proves more than one that holds to the rupee (a rounded total beside the exact one). */
const proofBonus = (exact: boolean) => PROVEN_BONUS * (exact ? 1 : 0.7);

function checkUtility(checks: typeof CHECKS, picks: ReadonlyMap<string, Candidate>): number {
  let utility = 0;
  for (const check of checks) {
    if (!check.fields.every((name) => picks.has(name))) continue;
    const passed = check.test((name) => picks.get(name)!.value);
    if (passed === undefined) continue;
    const exact = passed && check.test((name) => picks.get(name)!.value, EXACT) === true;
    if (check.proves) utility += (passed ? proofBonus(exact) : -FAILED_PENALTY) * check.fields.length;
    else if (!passed) utility -= IMPLAUSIBLE_PENALTY;
  }
  return utility;
}
