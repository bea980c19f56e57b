/**
 * The insured's address printed under their name with no label of its own, as a letter's addressee or a statement's
 * account holder is ("Policyholder" / "Amruta Sachin Gokhale" / "A-1102, Hiranandani Haven" / "Sector 20, Kharghar" /
 * "Navi Mumbai, Maharashtra - 410210"): the runs starting where the name does, down to the one ending in a PIN code. Offered
 * on little evidence, where no address was read at least half surely (a label's, a letter's addressee's).
 */
import type { Segment } from '../page/pageModel';
import { endsInPin } from '../values/address';
import type { CandidateCollector } from './candidates';
import { ALIGN, type PageIndex } from './pageIndex';

/** A name read at least this surely may have its address under it. */
const SURE_NAME = 0.5;
/** An address no label gives is the insured's on this little evidence, below the bar of review. */
const UNDER_NAME_SCORE = 0.5;
/** Lines of an address at most. */
const ADDRESS_LINES = 5;
/** Lines of one block are at most this many text heights apart, top to top. */
const NEXT_LINE = 2;
/** A run reading as a label this well ends the address ("Mobile: 9769023381"). */
const LABEL_RUN = 0.7;

/**
 * The runs under `name` starting where it does, down to one ending in a PIN code; none if no PIN ends them. A line with a
 * run left of the name is a grid's next row (its label left, its value under the name), no line of an address.
 */
export function addressUnder(page: PageIndex, name: Segment): Segment[] {
  const address: Segment[] = [];
  let above = name;
  for (const line of page.model.lines.slice(name.line + 1, name.line + 1 + ADDRESS_LINES)) {
    const run = line.segments.find((segment) => Math.abs(segment.x - name.x) <= ALIGN);
    if (!run || line.page !== name.page || run.y - above.y > NEXT_LINE * above.height || line.segments.some((segment) => segment.x < name.x - ALIGN)) return [];
    if (run.text.includes('@') || page.readingsOf(run).some((reading) => reading.from === 0 && reading.strength >= LABEL_RUN)) return [];
    address.push(run);
    if (endsInPin(run.text)) return address;
    above = run;
  }
  return [];
}

export function offerAddressUnderName(page: PageIndex, collector: CandidateCollector) {
  if (collector.readAsSurely('customer_address', UNDER_NAME_SCORE)) return;
  const names = collector.candidates.filter(
    (candidate) => candidate.target === 'customer_name' && candidate.score >= SURE_NAME && candidate.span.parts.length === 1 && candidate.span.parts[0].from === 0,
  );
  const seen = new Set<Segment>();
  for (const name of names) {
    const { segment, to } = name.span.parts[0];
    if (seen.has(segment) || to !== page.wordsOf(segment).length) continue;
    seen.add(segment);
    const address = addressUnder(page, segment);
    if (!address.length) continue;
    const span = page.span(
      address.map((run) => ({ segment: run, from: 0, to: page.wordsOf(run).length })),
      address.map((run) => run.text).join('\n'),
    );
    collector.offer('customer_address', { ...span, labelishness: 0 }, { labelScore: UNDER_NAME_SCORE, placement: 'below' });
  }
}
