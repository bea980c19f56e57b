/**
 * The policy's IDV is its total: the vehicle's own IDV plus its accessories' and kits' (the spec's
 * configuration keeps it as totalIdv). A schedule printing "IDV of Vehicle 1,99,500", "Non-Elec. Acc.
 * IDV 19,000" and "Total Sum Insured 2,18,500" gives both readings of the field; where a total adds
 * up the vehicle's and the parts' printed values, the total is the IDV and the vehicle's own the lesser
 * reading. (A PA cover's "Total Sum Insured" adds up no IDV and is left alone.)
 */
import { labelTokens } from '../lexicon/tokens';
import type { Candidate } from './candidates';

const PART_WORDS = new Set(['accessories', 'accessory', 'acc', 'kit', 'cng', 'lpg', 'electrical', 'elec', 'trailer', 'sidecar']);
/** What the vehicle's own IDV keeps of its score once a total is proved the policy's. */
const VEHICLE_ALONE = 0.6;

/** A label's words before what it includes or leaves out ("Total IDV (incl. Accessories)" is a total). */
const headTokens = (candidate: Candidate) => labelTokens((candidate.label?.text ?? '').split(/\b(?:incl|excl|including|excluding|inclusive|exclusive|with|without)\b/i)[0]);
const isTotal = (candidate: Candidate) => headTokens(candidate).includes('total');
const isPart = (candidate: Candidate) => !isTotal(candidate) && headTokens(candidate).some((token) => PART_WORDS.has(token));
/** A printed value's words: one print read under two labels (beside its label, and as a table's cell) is one part. */
const printOf = (candidate: Candidate) => candidate.span.parts.map((part) => `${part.segment.id}:${part.from}-${part.to}`).join(' ');

export function totalIdvOfParts(candidates: readonly Candidate[]): Candidate[] {
  const idvs = candidates.filter((candidate) => candidate.target === 'vehicle_idv' && typeof candidate.value === 'number' && candidate.label);
  const sums = partSums(idvs.filter(isPart));
  const vehicles = idvs.filter((candidate) => !isPart(candidate) && !isTotal(candidate));
  const adds = (total: Candidate, vehicle: Candidate) => sums.some((sum) => sum > 0 && Math.abs((vehicle.value as number) + sum - (total.value as number)) < 1);
  const proved = idvs.filter(isTotal).flatMap((total) => vehicles.filter((vehicle) => adds(total, vehicle)).map((vehicle) => [total, vehicle] as const));
  if (!proved.length) return [...candidates];
  const totals = new Set(proved.map(([total]) => total));
  const alone = new Set(proved.map(([, vehicle]) => vehicle.value));
  const best = Math.max(...proved.map(([total, vehicle]) => Math.max(total.score, vehicle.score)));
  return candidates.map((candidate) => {
    if (totals.has(candidate)) return { ...candidate, score: best };
    if (candidate.target === 'vehicle_idv' && alone.has(candidate.value)) return { ...candidate, score: candidate.score * VEHICLE_ALONE };
    return candidate;
  });
}

/** Up to this many prints of parts, every reading of each is tried; past it (no schedule prints so many), the first. */
const MAX_PARTS = 6;

/**
 * What the parts may add up to: each print at each of its readings ("27,000.00" is 27,000, or 7,000 where its first
 * figure is a rupee sign OCR misread), the sum of every choice of one reading per print.
 */
function partSums(parts: readonly Candidate[]): number[] {
  const readings = new Map<string, number[]>();
  for (const part of parts) readings.set(printOf(part), [...(readings.get(printOf(part)) ?? []), part.value as number]);
  const choices = [...readings.values()].map((values) => (readings.size > MAX_PARTS ? values.slice(0, 1) : [...new Set(values)]));
  return choices.reduce<number[]>((sums, values) => sums.flatMap((sum) => values.map((value) => sum + value)), [0]);
}
