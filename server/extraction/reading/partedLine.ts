/** A line of parts parted by bars or bullets, each part saying what it is by itself. */
import type { Target } from '../lexicon/concepts';
import { BUSINESS_TYPE_ALONE, FUEL_ALONE } from '../normalise';
import type { CandidateCollector } from './candidates';
import type { PageIndex } from './pageIndex';

const BAR = /^[|•·]$/;
/** A part of such a line says less than a label. */
const PART_SHARE = 0.5;
/** What a part that is a field's own word alone is the value of. */
const PARTS_ALONE: { alone: RegExp; target: Target }[] = [
  { alone: BUSINESS_TYPE_ALONE, target: 'business_type' },
  { alone: FUEL_ALONE, target: 'fuel_type' },
];

/**
 * "Policy No. KSG/MOT/26/8104476 | Renewal | Comprehensive | Issued 16 Apr 2026", "Petrol · 1497 cc · 5 seater · 2022 model":
 * a part that is a business type's or a fuel's own word alone is the policy's.
 */
export function offerPartsAlone(page: PageIndex, collector: CandidateCollector) {
  for (const segment of page.model.segments) {
    const words = page.wordsOf(segment);
    const parts = page.partsOfRun(segment, 0, words.length, BAR);
    if (parts.length < 3) continue;
    for (const [from, to] of parts) {
      const span = page.span([{ segment, from, to }]);
      const named = PARTS_ALONE.find(({ alone }) => alone.test(span.text));
      if (named) collector.offer(named.target, { ...span, labelishness: 0 }, { labelScore: PART_SHARE, placement: 'prose' });
    }
  }
}
