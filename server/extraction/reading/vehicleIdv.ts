/**
 * The vehicle's IDV is its own, without its accessories' and kits'. A schedule printing "IDV of
 * Vehicle 1,99,500", "Non-Elec. Acc. IDV 19,000" and "Total IDV 2,18,500" gives both readings of the
 * field; where a total adds up the vehicle's and the parts' printed values, the vehicle's own is the
 * IDV and the total the lesser reading. Where only a total is printed, it is the IDV. (A PA cover's
 * "Total Sum Insured" adds up no IDV and is left alone.) A configuration that names the total
 * (the spec's totalIdv row, labelled "Total IDV") still reads the total: it binds its own place.
 */
import { labelTokens } from '../lexicon/tokens';
import { isAmountAlone, parseAmount } from '../normalise';
import type { Candidate } from './candidates';
import type { PageIndex } from './pageIndex';
import type { Segment } from '../page/pageModel';

const PART_WORDS = new Set(['accessories', 'accessory', 'acc', 'kit', 'cng', 'lpg', 'electrical', 'elec', 'trailer', 'sidecar']);
/** What a total keeps of its score once the vehicle's own IDV is proved beside its parts. */
const TOTAL_OF_PARTS = 0.6;

/** A label's words before what it includes or leaves out ("Total IDV (incl. Accessories)" is a total). */
const headTokens = (candidate: Candidate) => labelTokens((candidate.label?.text ?? '').split(/\b(?:incl|excl|including|excluding|inclusive|exclusive|with|without)\b/i)[0]);
const isTotal = (candidate: Candidate) => headTokens(candidate).includes('total');
const isPart = (candidate: Candidate) => !isTotal(candidate) && headTokens(candidate).some((token) => PART_WORDS.has(token));
/** A printed value's words: one print read under two labels (beside its label, and as a table's cell) is one part. */
const printOf = (candidate: Candidate) => candidate.span.parts.map((part) => `${part.segment.id}:${part.from}-${part.to}`).join(' ');

export function vehicleIdvBesideParts(page: PageIndex, candidates: readonly Candidate[]): Candidate[] {
  return ownBesideLabelledParts(candidates) ?? ownInTotalsRow(page, candidates) ?? ownBesideTotal(candidates);
}

/** A total read this well is an IDV's, not a premium table's "Total" taken for one. */
const READ_AS_IDV = 0.5;

/** What a total keeps of its score beside a vehicle's own IDV it is not proved to add up: the two stay close, in doubt. */
const TOTAL_UNPROVED = 0.9;

/**
 * A "Total IDV" beside a "Vehicle IDV" of most of it, with parts the page names in words the reader does not take for
 * an IDV ("CNG Kit Value"): the vehicle's own is the likelier reading, not a sure one.
 */
function ownBesideTotal(candidates: readonly Candidate[]): Candidate[] {
  const idvs = candidates.filter((candidate) => candidate.target === 'vehicle_idv' && typeof candidate.value === 'number' && candidate.label);
  const totals = idvs.filter(isTotal);
  const lesser = (total: Candidate) => idvs.some((own) => !isTotal(own) && !isPart(own) && (own.value as number) < (total.value as number) && (own.value as number) > (total.value as number) / 2);
  const outweighed = new Set(totals.filter(lesser).map((total) => total.value));
  return candidates.map((candidate) => (candidate.target === 'vehicle_idv' && outweighed.has(candidate.value) ? { ...candidate, score: candidate.score * TOTAL_UNPROVED } : candidate));
}

function ownBesideLabelledParts(candidates: readonly Candidate[]): Candidate[] | undefined {
  const idvs = candidates.filter((candidate) => candidate.target === 'vehicle_idv' && typeof candidate.value === 'number' && candidate.label);
  const sums = partSums(idvs.filter(isPart));
  const vehicles = idvs.filter((candidate) => !isPart(candidate) && !isTotal(candidate));
  const adds = (total: Candidate, vehicle: Candidate) => sums.some((sum) => sum > 0 && Math.abs((vehicle.value as number) + sum - (total.value as number)) < 1);
  const proved = idvs.filter(isTotal).flatMap((total) => vehicles.filter((vehicle) => adds(total, vehicle)).map((vehicle) => [total, vehicle] as const));
  if (!proved.length) return undefined;
  const own = new Set(proved.map(([, vehicle]) => vehicle));
  const totals = new Set(proved.map(([total]) => total.value));
  const best = Math.max(...proved.map(([total, vehicle]) => Math.max(total.score, vehicle.score)));
  return candidates.map((candidate) => {
    if (own.has(candidate)) return { ...candidate, score: best };
    if (candidate.target === 'vehicle_idv' && totals.has(candidate.value)) return { ...candidate, score: candidate.score * TOTAL_OF_PARTS };
    return candidate;
  });
}

/**
 * A total IDV at the end of a row of figures that add up to it, under headers that need not say IDV ("For the Vehicle" |
 * "Non-Electrical Accessories" | "CNG/LPG Kit" | "Total IDV" over "8,12,500.00" | "15,000.00" | "0.00" | "8,37,500.00"):
 * the row's largest other figure, most of the total, is the vehicle's own.
 */
function ownInTotalsRow(page: PageIndex, candidates: readonly Candidate[]): Candidate[] | undefined {
  const totals = candidates.filter((candidate) => candidate.target === 'vehicle_idv' && candidate.label && isTotal(candidate) && candidate.score >= READ_AS_IDV && candidate.span.parts.length === 1);
  for (const total of totals) {
    const cell = total.span.parts[0].segment;
    const figures = page.model.lines[cell.line].segments.filter((other) => other.x < cell.x && isAmountAlone(other.text)).map((other) => ({ segment: other, value: parseAmount(other.text) ?? NaN }));
    const sum = figures.reduce((added, figure) => added + figure.value, 0);
    if (figures.length < 2 || Math.abs(sum - (total.value as number)) >= 1) continue;
    const own = figures.reduce((largest, figure) => (figure.value > largest.value ? figure : largest));
    const span = page.valueOfRun(own.segment);
    if (!span || own.value <= (total.value as number) / 2) continue;
    const header = headerOver(page, own.segment);
    const vehicle: Candidate = { ...total, value: own.value, span, label: header ? { text: header.text, box: header } : undefined };
    return [...candidates.map((candidate) => (candidate.target === 'vehicle_idv' && candidate.value === total.value ? { ...candidate, score: candidate.score * TOTAL_OF_PARTS } : candidate)), vehicle];
  }
  return undefined;
}

/** The nearest run above a cell, over its width, within three lines: its column's header. */
function headerOver(page: PageIndex, cell: Segment): Segment | undefined {
  for (let index = cell.line - 1; index >= Math.max(0, cell.line - 3); index--) {
    const header = page.model.lines[index].segments.find((other) => other.x < cell.x + cell.width && other.x + other.width > cell.x);
    if (header) return header;
  }
  return undefined;
}

/** Up to this many prints of parts, every reading of each is tried; past it (no schedule prints so many), the first. */
const MAX_PARTS = 6;

/**
 * What the parts may add up to: each print at each of its readings ("27,000.00" is 27,000, or 7,000 where its first
 * figure is a rupee sign OCR misread) or left out (a figure read under a part's label by mistake), the sum of every
 * choice of one reading or none per print.
 */
function partSums(parts: readonly Candidate[]): number[] {
  const readings = new Map<string, number[]>();
  for (const part of parts) readings.set(printOf(part), [...(readings.get(printOf(part)) ?? []), part.value as number]);
  const choices = [...readings.values()].map((values) => [0, ...(readings.size > MAX_PARTS ? values.slice(0, 1) : new Set(values))]);
  return choices.reduce<number[]>((sums, values) => sums.flatMap((sum) => values.map((value) => sum + value)), [0]);
}
