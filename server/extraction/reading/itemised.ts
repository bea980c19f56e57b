/**
 * A premium printed as its lines without subtotals ("Own Damage Premium", "Less: No Claim Bonus", "Tyre Protect", …,
 * "Basic Liability Premium", "PA Cover For Owner-Driver", "Net Premium"). Where the amounts over the net premium's,
 * in its column, add up to it, every line is a part of it: a line reading as a section's total or its basic ("Own
 * Damage Premium") is the basic, the TP add-on lines add up to the TP add-ons, and the lines no field names are the
 * OD add-ons. The sums over those then decide, as anywhere else (see chooseValues).
 */
import type { Target } from '../lexicon/concepts';
import { right, type Segment } from '../page/pageModel';
import { isAmountAlone, parseAmount } from '../normalise';
import { BASE_AS_TOTAL, printedTakenOff } from './bonusBase';
import { EXACT } from './checks';
import type { Candidate } from './candidates';
import { ALIGN, type PageIndex } from './pageIndex';

/** What the lines no field names count for as the OD add-ons. */
const UNNAMED_AS_OD_ADD_ONS = 0.75;
/** Fewer lines (OD, TP, net) are the sections' totals, which the checks read as they are. */
const MIN_LINES = 4;

interface Item {
  label: Segment;
  amount: Segment;
  /** Negative for a line taken off ("Less: No Claim Bonus"). */
  value: number;
  /** The premium line its label names best. */
  field?: Target;
}

/** Which part of the premium a line is: a section's own premium (its label may call it the section's total), the bonus taken off, add-ons. */
type Part = 'odOwn' | 'ncb' | 'tpOwn' | 'tpAddOn' | 'unnamed';

const PART_OF: Partial<Record<Target, Part>> = {
  total_od_premium: 'odOwn',
  basic_od_premium: 'odOwn',
  ncb: 'ncb',
  basic_tp_premium: 'tpOwn',
  total_tp_premium: 'tpOwn',
  total_tp_add_on_premium: 'tpAddOn',
};

export function itemisedPremium(page: PageIndex, candidates: readonly Candidate[]): Candidate[] {
  for (const net of candidates.filter((candidate) => candidate.target === 'net_premium' && candidate.placement !== 'table' && candidate.label)) {
    const items = itemsOver(page, net);
    const parts = items && partsOf(items);
    if (parts) return partsOfTheNet(page, candidates, parts);
  }
  return [...candidates];
}

/**
 * The items by part, when they read as one: a line each for the sections' own premiums, and lines no field names only in
 * the OD block (from its own line to the TP's), so they are its add-ons; a line of the TP section the lexicon does not know
 * ("Unnamed Passengers (IMT 16)") leaves the lines unread as parts.
 */
function partsOf(items: Item[]): Map<Part, Item[]> | undefined {
  const parts = new Map<Part, Item[]>();
  for (const item of items) {
    const part = (item.field && PART_OF[item.field]) ?? 'unnamed';
    parts.set(part, [...(parts.get(part) ?? []), item]);
  }
  if (parts.get('odOwn')?.length !== 1 || parts.get('tpOwn')?.length !== 1) return undefined;
  const [odAt, tpAt] = [items.indexOf(parts.get('odOwn')![0]), items.indexOf(parts.get('tpOwn')![0])];
  const inOdBlock = (item: Item) => items.indexOf(item) > odAt && (tpAt < odAt || items.indexOf(item) < tpAt);
  return (parts.get('unnamed') ?? []).every(inOdBlock) ? parts : undefined;
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
    const inBlock = line.segments.filter((segment) => segment.x >= labelX - ALIGN && segment.x < right(amountRun) + ALIGN);
    // (A line of another column only, printed a little higher or lower, comes between.)
    if (!inBlock.length) continue;
    // Each line a label under the net premium's and an amount alone in its column; the first that is not ends the lines.
    const [label, amount] = inBlock;
    const printed = inBlock.length === 2 && Math.abs(label.x - labelX) <= ALIGN && inColumn(amount) && isAmountAlone(amount.text) ? parseAmount(amount.text) : undefined;
    if (printed === undefined) break;
    const value = printedTakenOff(amount.text, label.text) ? -Math.abs(printed) : printed;
    items.push({ label, amount, value, field: premiumFieldNamed(page, label) });
  }
  const sum = items.reduce((total, item) => total + item.value, 0);
  return items.length >= MIN_LINES && Math.abs(sum - (net.value as number)) < 1 ? items.reverse() : undefined;
}

function premiumFieldNamed(page: PageIndex, label: Segment): Target | undefined {
  const reading = page.readingsOf(label).find((candidate) => candidate.from === 0);
  return reading?.targets.find(({ target }) => PART_OF[target])?.target;
}

function partsOfTheNet(page: PageIndex, candidates: readonly Candidate[], parts: Map<Part, Item[]>): Candidate[] {
  const [odOwn] = parts.get('odOwn')!;
  const onItem = (candidate: Candidate, item: Item) => candidate.span.parts.some((part) => part.segment === item.amount);
  const added: Candidate[] = [];
  const offerSum = (target: Target, items: Item[], score: number) => {
    const value = Math.round(items.reduce((sum, item) => sum + item.value, 0) * 100) / 100;
    const spanParts = items.map((item) => ({ segment: item.amount, from: 0, to: page.wordsOf(item.amount).length }));
    const label = items.length === 1 ? { text: items[0].label.text, box: items[0].label } : undefined;
    added.push({ target, value, score, placement: 'right', span: page.span(spanParts), label, group: -1 - added.length });
  };
  const bestOn = (target: Target, items: Item[]) => Math.max(0, ...candidates.filter((candidate) => candidate.target === target && items.some((item) => onItem(candidate, item))).map((candidate) => candidate.score));
  // With neither a bonus nor an add-on, the OD line is its total and its basic alike.
  const odTakesMore = parts.has('ncb') || parts.has('unnamed');
  const totalScore = bestOn('total_od_premium', [odOwn]);
  if (odTakesMore && totalScore > 0) offerSum('basic_od_premium', [odOwn], totalScore);
  const tpAddOns = parts.get('tpAddOn') ?? [];
  const addOnScore = bestOn('total_tp_add_on_premium', tpAddOns);
  if (tpAddOns.length > 1 && addOnScore > 0) offerSum('total_tp_add_on_premium', tpAddOns, addOnScore);
  const unnamed = parts.get('unnamed') ?? [];
  if (unnamed.length && unnamed.every((item) => item.value >= 0)) offerSum('total_od_add_on_premium', unnamed, UNNAMED_AS_OD_ADD_ONS);
  const isTotalOnOd = (candidate: Candidate) => odTakesMore && candidate.target === 'total_od_premium' && onItem(candidate, odOwn);
  return [...candidates.map((candidate) => (isTotalOnOd(candidate) ? { ...candidate, score: candidate.score * BASE_AS_TOTAL } : candidate)), ...added];
}

/** The add-on fields whose lines a schedule may print with their sum after them. */
const SUMMED_ADD_ONS: ReadonlySet<string> = new Set<Target>(['total_tp_add_on_premium', 'total_od_add_on_premium']);
/** Premium lines no add-on line is. */
const NO_ADD_ON: ReadonlySet<string> = new Set<Target>(['basic_od_premium', 'basic_tp_premium', 'total_od_premium', 'total_tp_premium', 'net_premium', 'total_premium']);
/** A sum of lines over it is that much surer a total than they are; the lines as the total, that much less sure. */
const SUM_OF_LINES = 1.05;
const LINE_AS_SUM = 0.5;

/**
 * Add-on lines with their sum after them, amounts alone in one column ("PA Cover for Owner-Driver  320", "Legal Liability
 * to Paid Driver  50", "PA for Unnamed Passengers  350", "PA & LL Premium  720"): the line that two or more lines right
 * over it add up to is the add-ons' total, and those lines are its parts.
 */
export function addOnsWithTheirSum(page: PageIndex, candidates: readonly Candidate[]): Candidate[] {
  const rescored = new Map<Candidate, number>();
  for (const total of candidates.filter((candidate) => SUMMED_ADD_ONS.has(candidate.target) && candidate.span.parts.length === 1 && typeof candidate.value === 'number' && candidate.value > 0)) {
    // (Lines of nothing, "0.00", add up to any other nothing.)
    const amounts = amountsOver(page, total.span.parts[0].segment).filter(({ value }) => value > 0);
    let sum = 0;
    for (const [index, { value }] of amounts.entries()) {
      sum += value;
      if (index < 1 || Math.abs(sum - (total.value as number)) > EXACT) continue;
      const summed = new Set(amounts.slice(0, index + 1).map(({ segment }) => segment));
      const on = (candidate: Candidate) => candidate.span.parts.some((part) => summed.has(part.segment));
      // (Lines read well as a section's basic or total are no add-ons: "BASE PREMIUM 3,059.55" and "ADD-ON COVERS 1,049.00"
      // over an OD column's total.)
      if (candidates.some((candidate) => NO_ADD_ON.has(candidate.target) && candidate.score >= 0.5 && on(candidate))) break;
      const parts = candidates.filter((candidate) => candidate.target === total.target && on(candidate));
      rescored.set(total, Math.min(0.97, Math.max(total.score, ...parts.map((part) => part.score)) * SUM_OF_LINES));
      for (const part of parts) rescored.set(part, part.score * LINE_AS_SUM);
      break;
    }
  }
  return candidates.map((candidate) => (rescored.has(candidate) ? { ...candidate, score: rescored.get(candidate)! } : candidate));
}

/** A basic line read this surely may head its section's lines. */
const SURE_BASIC = 0.5;

/**
 * The TP section's lines over its total, the basic first ("Basic Third Party Premium 2,094", "PA Cover - Owner Driver
 * 375", "LL to Paid Driver 50" over "Liability Premium (B) 2,519"): where the basic line and the lines under it add up to
 * the total, those under the basic are the add-ons, and their sum is offered as the TP add-ons as surely as the basic is read.
 */
export function addOnsOverTheirSection(page: PageIndex, candidates: readonly Candidate[]): Candidate[] {
  const added: Candidate[] = [];
  for (const total of candidates.filter((candidate) => candidate.target === 'total_tp_premium' && candidate.span.parts.length === 1 && typeof candidate.value === 'number' && candidate.value > 0)) {
    const amounts = amountsOver(page, total.span.parts[0].segment);
    let sum = 0;
    for (const [index, { segment, value }] of amounts.entries()) {
      sum += value;
      if (index < 2 || Math.abs(sum - (total.value as number)) > EXACT) continue;
      const basic = candidates.find((candidate) => candidate.target === 'basic_tp_premium' && candidate.score >= SURE_BASIC && candidate.span.parts.some((part) => part.segment === segment));
      if (!basic) break;
      const lines = amounts.slice(0, index);
      const addOns = Math.round(lines.reduce((all, line) => all + line.value, 0) * 100) / 100;
      const span = page.span(lines.map((line) => ({ segment: line.segment, from: 0, to: page.wordsOf(line.segment).length })));
      added.push({ target: 'total_tp_add_on_premium', value: addOns, score: basic.score, placement: 'right', span, group: -1000 - added.length });
      break;
    }
  }
  return [...candidates, ...added];
}

/** The amounts alone on the lines right over a run, nearest first, ending where its own ends, up to a line with none. */
function amountsOver(page: PageIndex, run: Segment): { segment: Segment; value: number }[] {
  const over: { segment: Segment; value: number }[] = [];
  for (let index = run.line - 1; index >= 0; index--) {
    const line = page.model.lines[index];
    const amount = line.page === run.page ? line.segments.find((segment) => Math.abs(right(segment) - right(run)) <= ALIGN && isAmountAlone(segment.text)) : undefined;
    const value = amount && parseAmount(amount.text);
    if (!amount || value === undefined) break;
    over.push({ segment: amount, value });
  }
  return over;
}
