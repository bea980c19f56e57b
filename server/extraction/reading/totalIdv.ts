/**
 * The policy's IDV is its total: the vehicle's own IDV plus its accessories' and kits' (the spec's
 * configuration keeps it as totalIdv). A schedule printing "IDV of Vehicle 1,99,500", "Non-Elec. Acc.
 * IDV 19,000" and "Total Sum Insured 2,18,500" gives both readings of the field; where a total adds
 * up the vehicle's and the parts' printed values, the total is the IDV and the vehicle's own the lesser
 * reading. (A PA cover's "Total Sum Insured" adds up no IDV and is left alone.)
 */
import { labelTokens } from '../lexicon/tokens';
import type { Candidate } from './candidates';

const PART_WORDS = new Set(['accessories', 'accessory', 'acc', 'kit', 'cng', 'lpg', 'electrical', 'elec', 'trailer']);
/** What the vehicle's own IDV keeps of its score once a total is proved the policy's. */
const VEHICLE_ALONE = 0.6;

const tokensOf = (candidate: Candidate) => labelTokens(candidate.label?.text ?? '');
const isPart = (candidate: Candidate) => tokensOf(candidate).some((token) => PART_WORDS.has(token));
const isTotal = (candidate: Candidate) => tokensOf(candidate).includes('total') && !isPart(candidate);

export function totalIdvOfParts(candidates: readonly Candidate[]): Candidate[] {
  const idvs = candidates.filter((candidate) => candidate.target === 'vehicle_idv' && typeof candidate.value === 'number' && candidate.label);
  const parts = [...new Map(idvs.filter(isPart).map((part) => [part.label!.text, part.value as number])).values()];
  const vehicles = idvs.filter((candidate) => !isPart(candidate) && !isTotal(candidate));
  const adds = (total: Candidate, vehicle: Candidate) =>
    parts.some((value) => value > 0) && Math.abs((vehicle.value as number) + parts.reduce((sum, value) => sum + value, 0) - (total.value as number)) < 1;
  const proved = idvs.filter(isTotal).flatMap((total) => vehicles.filter((vehicle) => adds(total, vehicle)).map((vehicle) => [total, vehicle] as const));
  if (!proved.length) return [...candidates];
  const totals = new Set(proved.map(([total]) => total));
  const alone = new Set(proved.map(([, vehicle]) => vehicle.value));
  const best = Math.max(...proved.map(([total, vehicle]) => Math.max(total.score, vehicle.score)));
  return candidates.map((candidate) => {
    if (totals.has(candidate)) return { ...candidate, score: best };
    if (candidate.target === 'vehicle_idv' && alone.has(candidate.value) && !totals.has(candidate)) return { ...candidate, score: candidate.score * VEHICLE_ALONE };
    return candidate;
  });
}
