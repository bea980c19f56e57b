/** Values a unit names wherever they stand ("998 cc", "5 Seater", "1197 cc / 5 seats"): little evidence, below the bar of review. */
import type { Target } from '../lexicon/concepts';
import type { CandidateCollector } from './candidates';
import type { PageIndex } from './pageIndex';

/** A figure and the unit after it that says its field. */
const UNITS: { figure: RegExp; unit: RegExp; target: Target }[] = [
  { figure: /^\d{2,4}$/, unit: /^cc[.,;)]?$/i, target: 'cc' },
  { figure: /^\d{1,2}$/, unit: /^(?:seater|seats?|persons)[.,;)]?$/i, target: 'seating_capicity' },
  // "2022 model", as a car's year is spoken of.
  { figure: /^(?:19|20)\d{2}$/, unit: /^model[.,;)]?$/i, target: 'manufacturing_year' },
];
/** A unit names a value surely, a label more surely. */
const UNIT_SHARE = 0.85;

/** "998 cc", "5 Seater", "2021 / 1197 cc / 5 seats", "2022 model": a figure its unit names, wherever it stands. */
export function offerValuesByUnit(page: PageIndex, collector: CandidateCollector) {
  for (const segment of page.model.segments) {
    const words = page.wordsOf(segment);
    words.forEach((word, index) => {
      const next = words[index + 1];
      if (!next) return;
      const named = UNITS.find(({ figure, unit }) => figure.test(word.text) && unit.test(next.text));
      if (!named) return;
      const span = page.span([{ segment, from: index, to: index + 2 }]);
      collector.offer(named.target, { ...span, labelishness: 0 }, { labelScore: UNIT_SHARE, placement: 'prose' });
    });
  }
}
