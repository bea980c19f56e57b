/** A line of parts parted by bars, each part saying what it is by itself. */
import { BUSINESS_TYPE_ALONE } from '../normalise';
import type { CandidateCollector } from './candidates';
import type { PageIndex } from './pageIndex';

const BAR = /^[|•·]$/;
/** A part of such a line says less than a label. */
const PART_SHARE = 0.5;

/** "Policy No. KSG/MOT/26/8104476 | Renewal | Comprehensive | Issued 16 Apr 2026": a part that is a business type alone is the policy's. */
export function offerBusinessTypeAmongParts(page: PageIndex, collector: CandidateCollector) {
  for (const segment of page.model.segments) {
    const words = page.wordsOf(segment);
    const parts = page.partsOfRun(segment, 0, words.length, BAR);
    if (parts.length < 3) continue;
    for (const [from, to] of parts) {
      const span = page.span([{ segment, from, to }]);
      if (BUSINESS_TYPE_ALONE.test(span.text)) collector.offer('business_type', { ...span, labelishness: 0 }, { labelScore: PART_SHARE, placement: 'prose' });
    }
  }
}
