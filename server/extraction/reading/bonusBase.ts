/**
 * The basic OD premium found by what the no-claim bonus takes off it. A schedule may word its basic
 * premium in a way no label reads ("Vehicle damage premium", "Core Premium", a table's "Main Cover"
 * column), but it prints the bonus taken off as one of the bonus slabs of that premium ("Bonus @35%
 * -12,887.34" of 36,820.98). An amount of which another amount printed as taken off (a minus sign,
 * brackets, or a row label naming the bonus) is exactly a slab, on its row or in its column, is
 * offered as the basic premium on modest evidence: a label the lexicon reads wins, and the sum checks
 * judge the rest. Nor is such an amount the OD total after the bonus ("OD Premium 24,800.26" over
 * "No Claim Bonus @50% (12,400.13)"), however its label reads.
 */
import { isAmountAlone, parseAmount } from '../normalise';
import { right, type Segment } from '../page/pageModel';
import { isTypicalAmount, NCB_STEPS } from '../values/readValue';
import type { Candidate, CandidateCollector } from './candidates';
import type { PageIndex } from './pageIndex';

const TAKEN_OFF_MARK = /^(?:₹|rs\.?|inr)?\s*[(−–-]/i;
/** A row label naming what is taken off, the bonus or a discount; not a cover protecting the bonus ("NCB Protector"). */
const TAKEN_OFF_ROW = /\b(?:bonus|ncb|no[- ]claims?|discount)\b(?!\s*protect)/i;

/** Whether an amount run is printed as taken off: a minus sign or brackets, or its row's label says so. */
export const printedTakenOff = (text: string, rowLabel = '') => (parseAmount(text) ?? 0) < 0 || TAKEN_OFF_MARK.test(text.trim()) || TAKEN_OFF_ROW.test(rowLabel);
/** How far apart (points) a bonus may be printed under its base in one column. */
const BLOCK_REACH = 160;
/** Right edges this close are one column of amounts. */
const SAME_COLUMN = 40;
/** Less than this is no premium (a percentage, a count). */
const LEAST_BASE = 500;
const LEAST_BONUS = 50;
/** What the pair counts for as a label would: below any label the lexicon reads for the field. */
const PAIR_EVIDENCE = 0.6;
/** What reading an amount shown to be the OD basic (the bonus's base, a part of a sum) as the OD total then counts for. */
export const BASE_AS_TOTAL = 0.5;

interface Amount {
  segment: Segment;
  value: number;
  takenOff: boolean;
  wholeRupees: boolean;
}

/** The run's amount, if the run is one, and whether it is printed as taken off. */
function amountOf(page: PageIndex, segment: Segment): Amount | undefined {
  const text = segment.text.trim();
  if (!isAmountAlone(text) || !/[.,]\d|[(−–-]/.test(text)) return undefined;
  const printed = parseAmount(text.replace(/\(\s*-?\s*\)/, ''));
  if (printed === undefined || printed === 0) return undefined;
  const rowLabel = page.model.lines[segment.line].segments.filter((other) => right(other) <= segment.x && !/\d/.test(other.text)).at(-1);
  const takenOff = printedTakenOff(text, rowLabel?.text);
  return { segment, value: Math.abs(printed), takenOff, wholeRupees: !/\.\d/.test(text) };
}

const isSlabOf = (base: Amount, bonus: Amount) =>
  NCB_STEPS.some((step) => step > 0 && Math.abs((base.value * step) / 100 - bonus.value) <= (bonus.wholeRupees ? 0.51 : 0.011));

/** On the base's row, or under it in its column of amounts. */
const besideOrUnder = (base: Amount, bonus: Amount) =>
  bonus.segment.page === base.segment.page &&
  (bonus.segment.line === base.segment.line ||
    (Math.abs(right(bonus.segment) - right(base.segment)) <= SAME_COLUMN && bonus.segment.y > base.segment.y && bonus.segment.y - base.segment.y <= BLOCK_REACH));

export function pairBonusBase(page: PageIndex, collector: CandidateCollector) {
  const amounts = page.model.segments.flatMap((segment) => amountOf(page, segment) ?? []);
  for (const base of amounts) {
    if (base.takenOff || base.value < LEAST_BASE || !isTypicalAmount('basic_od_premium', base.value)) continue;
    const bonuses = amounts.filter((bonus) => bonus !== base && bonus.takenOff && bonus.value >= LEAST_BONUS && besideOrUnder(base, bonus));
    if (!bonuses.some((bonus) => isSlabOf(base, bonus))) continue;
    const words = page.wordsOf(base.segment).length;
    collector.offer('basic_od_premium', page.span([{ segment: base.segment, from: 0, to: words }]), { labelScore: PAIR_EVIDENCE, placement: 'right' });
    const onBase = (candidate: Candidate) => candidate.span.parts.length === 1 && candidate.span.parts[0].segment === base.segment;
    for (const candidate of collector.candidates) {
      if (candidate.target === 'total_od_premium' && onBase(candidate)) candidate.score *= BASE_AS_TOTAL;
    }
  }
}
