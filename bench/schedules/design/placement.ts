/** Where a family places values and sections: placements, section order, one or two columns. */
import type { SectionId } from '../lexicon';
import type { Random } from '../random';
import type { Band, Placement, PremiumStyle, SectionPlan } from './types';

export function drawPlacement(rng: Random, half: boolean): Placement {
  const kind = rng.weighted(half ? ([['list', 6], ['inline', 2], ['stacked', 1]] as const) : ([['list', 4], ['pairs', 4], ['inline', 2], ['stacked', 3]] as const));
  switch (kind) {
    case 'list':
      return {
        kind,
        valueAt: rng.weighted([['near', 3], ['far', 5], ['right', 2]] as const),
        colon: rng.weighted([['afterLabel', 5], ['column', 2], ['none', 3]] as const),
        farFraction: rng.int(half ? 40 : 28, half ? 52 : 42) / 100,
      };
    case 'pairs':
      return { kind, perRow: rng.chance(0.7) ? 2 : 3, colon: rng.chance(0.6) ? 'afterLabel' : 'none', labelFraction: rng.int(40, 52) / 100 };
    case 'inline':
      return { kind, perRow: half ? 1 : rng.pick([1, 2, 2, 3] as const), separator: rng.pick([': ', ' : ', ' - ', ' | ', '; ', ' = ', ' ', ':- ']) };
    case 'stacked':
      return { kind, perRow: half ? 2 : rng.pick([2, 3, 3, 4] as const), boxed: rng.chance(0.6), shaded: rng.chance(0.5) };
  }
}

/** Pairs sections side by side in two-column families; the premium table always spans the page. */
export function drawBands(rng: Random, order: SectionId[], basePlacement: (half: boolean) => Placement, premiumStyle: PremiumStyle, columns: 1 | 2): Band[] {
  const plan = (id: SectionId, half: boolean): SectionPlan => ({ id, placement: basePlacement(half) });
  if (columns === 1) return order.map((id) => ({ full: plan(id, false) }));
  const bands: Band[] = [];
  let pending: SectionId[] = [];
  const flush = () => {
    if (pending.length === 1) bands.push({ full: plan(pending[0], false) });
    else if (pending.length > 1) {
      const split = Math.ceil(pending.length / 2);
      bands.push({ left: pending.slice(0, split).map((id) => plan(id, true)), right: pending.slice(split).map((id) => plan(id, true)) });
    }
    pending = [];
  };
  let size = rng.pick([2, 2, 2, 4]);
  for (const id of order) {
    if (id === 'premium' && (premiumStyle === 'matrix' || premiumStyle === 'transposed')) {
      flush();
      bands.push({ full: plan(id, false) });
    } else {
      pending.push(id);
      if (pending.length === size) {
        flush();
        size = rng.pick([2, 2, 2, 4]);
      }
    }
  }
  flush();
  return bands;
}

export function sectionOrder(rng: Random, ownPeriod: boolean): SectionId[] {
  const head: SectionId[] = rng.chance(0.8) ? ['policy'] : [];
  const people: SectionId[] = rng.shuffle(['insured', 'vehicle'] as const);
  const middle: SectionId[] = ownPeriod ? (rng.chance(0.5) ? ['period', ...people] : [...people, 'period']) : people;
  const tail: SectionId[] = rng.shuffle(['previous', 'activeTp', 'nominee'] as const);
  const order = [...head, ...middle, ...(head.length ? [] : ['policy' as const])];
  const premiumFirst = rng.chance(0.7);
  const rest: SectionId[] = premiumFirst ? ['premium', ...tail] : [...tail, 'premium'];
  return [...order, ...rest, 'intermediary'];
}
