/**
 * The basic OD premium found by what the no-claim bonus takes off it. A schedule may word its basic
 * premium in a way no label reads ("Vehicle damage premium", "Core Premium", a table's "Main Cover"
 * column), but it prints the bonus taken off as one of the bonus slabs of that premium ("Bonus @35%
 * -12,887.34" of 36,820.98). An amount of which another amount printed as taken off (a minus sign,
 * brackets, or a bonus word before it on its line) is exactly a slab is offered as the basic premium,
 * on modest evidence: a label the lexicon reads wins, and the sum checks judge the rest. Nor is
 * such an amount the OD total after the bonus ("OD Premium 24,800.26" over "No Claim Bonus @50%
 * (12,400.13)"), however its label reads.
 */
import type { Segment } from '../page/pageModel';
import { NCB_STEPS } from '../values/readValue';
import type { Candidate, CandidateCollector } from './candidates';
import type { PageIndex } from './pageIndex';

const AMOUNT = /^([-−–]?)(\()?(?:₹|rs\.?)?(\d{1,3}(?:,\d{2,3})+|\d+)(\.\d{1,2})?(\))?$/i;
const BONUS_WORDS = /\b(?:bonus|ncb|no[- ]claim|discount)\b/i;
/** How far apart (points) the two amounts may be printed: one premium block. */
const BLOCK_REACH = 160;
/** What the pair counts for as a label would: below any label the lexicon reads for the field. */
const PAIR_EVIDENCE = 0.6;
/** What reading the bonus's base as the OD total then counts for. */
const BASE_AS_TOTAL = 0.5;

interface Amount {
  segment: Segment;
  word: number;
  value: number;
  takenOff: boolean;
  wholeRupees: boolean;
}

function amountsOf(page: PageIndex, segment: Segment): Amount[] {
  const line = page.model.lines[segment.line].segments;
  const textBefore = line.filter((other) => other.x < segment.x).map((other) => other.text).join(' ');
  return page.wordsOf(segment).flatMap((word, index) => {
    const match = AMOUNT.exec(word.text.trim());
    if (!match || Boolean(match[2]) !== Boolean(match[5])) return [];
    const value = Number(`${match[3].replaceAll(',', '')}${match[4] ?? ''}`);
    const before = `${textBefore} ${page.wordsOf(segment).slice(0, index).map((other) => other.text).join(' ')}`;
    const takenOff = Boolean(match[1] || match[2]) || BONUS_WORDS.test(before);
    return value > 0 ? [{ segment, word: index, value, takenOff, wholeRupees: !match[4] }] : [];
  });
}

const isSlabOf = (base: Amount, bonus: Amount) =>
  NCB_STEPS.some((step) => step > 0 && Math.abs((base.value * step) / 100 - bonus.value) <= (bonus.wholeRupees ? 0.51 : 0.011));

export function pairBonusBase(page: PageIndex, collector: CandidateCollector) {
  const amounts = page.model.segments.flatMap((segment) => amountsOf(page, segment));
  for (const base of amounts) {
    if (base.takenOff || base.value < 100) continue;
    const near = (other: Amount) => other.segment.page === base.segment.page && Math.abs(other.segment.y - base.segment.y) <= BLOCK_REACH;
    if (!amounts.some((bonus) => bonus !== base && bonus.takenOff && near(bonus) && isSlabOf(base, bonus))) continue;
    const span = page.span([{ segment: base.segment, from: base.word, to: base.word + 1 }]);
    collector.offer('basic_od_premium', span, { labelScore: PAIR_EVIDENCE, placement: 'right' });
    const sameWord = (candidate: Candidate) => candidate.span.parts.length === 1 && candidate.span.parts[0].segment === base.segment && candidate.span.parts[0].from === base.word;
    for (const candidate of collector.candidates) {
      if (candidate.target === 'total_od_premium' && sameWord(candidate)) candidate.score *= BASE_AS_TOTAL;
    }
  }
}
