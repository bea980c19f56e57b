/**
 * A premium printed as its lines without subtotals ("Own Damage Premium", "Less: No Claim Bonus", "Tyre Protect", …,
 * "Basic Liability Premium", "PA Cover For Owner-Driver", "Net Premium"). Where the amounts over the net premium's,
 * in its column, add up to it, every line is a part of it: a line reading as a section's total or its basic ("Own
 * Damage Premium") is the basic, the TP add-on lines add up to the TP add-ons, and the lines no field names are the
 * OD add-ons. The sums over those then decide, as anywhere else (see chooseValues).
 */
import type { Target } from '../lexicon/concepts';
import { right, type Segment } from '../page/pageModel';
import { readValue } from '../values/readValue';
import type { Candidate } from './candidates';
import { ALIGN, type PageIndex } from './pageIndex';

/** An amount alone in its run: "Rs 1,080.00/-", "-Rs 1,119.99/-", "(500.00)", "₹ 249". */
const AMOUNT_ALONE = /^[-–(]?\s*(?:rs\.?|inr|₹)?\s*[-–]?\s*\d[\d,]*(?:\.\d{1,2})?\s*(?:\/-)?\)?$/i;
/** A line its label takes off the sum ("Less: No Claim Bonus", "Deductible Discount"), whatever its amount's sign. */
const TAKEN_OFF = /^\s*(?:less\b|deduct)|\bdiscount\b/i;
/** What a total read on a line the sum shows to be a part keeps of its score. */
const PART_NOT_TOTAL = 0.5;
/** What the lines no field names count for as the OD add-ons. */
const UNNAMED_AS_OD_ADD_ONS = 0.75;
/** Fewer lines are a total and its parts, which the sums read as they are. */
const MIN_LINES = 4;

interface Item {
  label: Segment;
  amount: Segment;
  value: number;
  /** The premium line its label names best. */
  names?: Target;
}

type Side = 'odBasic' | 'ncb' | 'tpBasic' | 'tpAddOn' | 'unnamed';

const SIDE_OF: Partial<Record<Target, Side>> = {
  total_od_premium: 'odBasic',
  basic_od_premium: 'odBasic',
  ncb: 'ncb',
  basic_tp_premium: 'tpBasic',
  total_tp_premium: 'tpBasic',
  total_tp_add_on_premium: 'tpAddOn',
};

export function itemisedPremium(page: PageIndex, candidates: readonly Candidate[]): Candidate[] {
  for (const net of candidates.filter((candidate) => candidate.target === 'net_premium' && candidate.placement !== 'table' && candidate.label)) {
    const items = itemsOver(page, net);
    if (!items) continue;
    const sides = new Map<Side, Item[]>();
    for (const item of items) {
      const side = (item.names && SIDE_OF[item.names]) ?? 'unnamed';
      sides.set(side, [...(sides.get(side) ?? []), item]);
    }
    // One line each for the sections' own premiums, or the lines are not these parts.
    if (sides.get('odBasic')?.length !== 1 || sides.get('tpBasic')?.length !== 1) continue;
    return partsOfTheNet(page, candidates, sides.get('odBasic')![0], sides);
  }
  return [...candidates];
}

/** The items over the net premium in its column, when their amounts add up to it. */
function itemsOver(page: PageIndex, net: Candidate): Item[] | undefined {
  const amountRun = net.span.parts[0].segment;
  const labelX = net.label!.box.x;
  const inColumn = (segment: Segment) => Math.abs(segment.x - amountRun.x) <= ALIGN || Math.abs(right(segment) - right(amountRun)) <= ALIGN;
  const items: Item[] = [];
  for (let index = amountRun.line - 1; index >= 0; index--) {
    const line = page.model.lines[index];
    if (line.page !== amountRun.page) break;
    const mine = line.segments.filter((segment) => segment.x >= labelX - ALIGN && segment.x < right(amountRun) + ALIGN);
    if (!mine.length) continue;
    const [label, amount] = mine;
    if (mine.length !== 2 || Math.abs(label.x - labelX) > ALIGN || !inColumn(amount) || !AMOUNT_ALONE.test(amount.text)) break;
    const read = readValue('net_premium', amount.text);
    if (!read || typeof read.value !== 'number') break;
    const sign = /^[-–(]/.test(amount.text.trim()) || TAKEN_OFF.test(label.text) ? -1 : 1;
    items.push({ label, amount, value: sign * read.value, names: premiumFieldNamed(page, label) });
  }
  const sum = items.reduce((total, item) => total + item.value, 0);
  return items.length >= MIN_LINES && Math.abs(sum - (net.value as number)) < 1 ? items.reverse() : undefined;
}

function premiumFieldNamed(page: PageIndex, label: Segment): Target | undefined {
  const reading = page.readingsOf(label).find((candidate) => candidate.from === 0);
  return reading?.targets.find(({ target }) => SIDE_OF[target])?.target;
}

function partsOfTheNet(page: PageIndex, candidates: readonly Candidate[], odBasic: Item, sides: Map<Side, Item[]>): Candidate[] {
  const onItem = (candidate: Candidate, item: Item) => candidate.span.parts.some((part) => part.segment === item.amount);
  const totalsOnBasic = candidates.filter((candidate) => candidate.target === 'total_od_premium' && onItem(candidate, odBasic));
  const best = Math.max(0, ...totalsOnBasic.map((candidate) => candidate.score));
  const added: Candidate[] = [];
  const offerSum = (target: Target, items: Item[], score: number) => {
    const value = Math.round(items.reduce((sum, item) => sum + Math.abs(item.value), 0) * 100) / 100;
    const parts = items.map((item) => ({ segment: item.amount, from: 0, to: page.wordsOf(item.amount).length }));
    const label = items.length === 1 ? { text: items[0].label.text, box: items[0].label } : undefined;
    added.push({ target, value, score, placement: 'right', span: page.span(parts), label, group: -1 - added.length });
  };
  if (best > 0) offerSum('basic_od_premium', [odBasic], best);
  const tpAddOns = sides.get('tpAddOn') ?? [];
  const addOnScore = Math.max(0, ...candidates.filter((candidate) => candidate.target === 'total_tp_add_on_premium' && tpAddOns.some((item) => onItem(candidate, item))).map((candidate) => candidate.score));
  if (tpAddOns.length > 1 && addOnScore > 0) offerSum('total_tp_add_on_premium', tpAddOns, addOnScore);
  const unnamed = sides.get('unnamed') ?? [];
  if (unnamed.length && unnamed.every((item) => item.value >= 0)) offerSum('total_od_add_on_premium', unnamed, UNNAMED_AS_OD_ADD_ONS);
  const demoted = candidates.map((candidate) => (totalsOnBasic.includes(candidate) ? { ...candidate, score: candidate.score * PART_NOT_TOTAL } : candidate));
  return [...demoted, ...added];
}
