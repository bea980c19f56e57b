/**
 * A party's phone and e-mail printed as one contact, the e-mail alone on the line under the phone: "Broker contact |
 * 033-40657788" over "motor@gangotribrokers.com". The e-mail is that party's, as the label names its phone.
 */
import type { Target } from '../lexicon/concepts';
import { EMAIL_ADDRESS } from '../normalise';
import { right, type Segment } from '../page/pageModel';
import type { CandidateCollector } from './candidates';
import { ALIGN, type PageIndex } from './pageIndex';

const EMAIL_ALONE = new RegExp(`^${EMAIL_ADDRESS.source}$`);
/** The e-mail of the party whose phone a label names. */
const EMAIL_OF_PHONE: Partial<Record<Target, Target>> = { broker_phone: 'broker_email', customer_phone: 'customer_email' };
/** An e-mail under the phone counts for less than one beside a label of its own. */
const UNDER_PHONE_SHARE = 0.9;
/** The e-mail's line is at most this many text heights under the phone's, top to top. */
const NEXT_LINE = 2;

/** The run on the line above that starts where `segment` does. */
function runAbove(page: PageIndex, segment: Segment): Segment | undefined {
  const line = page.model.lines[segment.line - 1];
  if (!line || line.page !== segment.page || segment.y - line.y > NEXT_LINE * segment.height) return undefined;
  return line.segments.find((other) => Math.abs(other.x - segment.x) <= ALIGN);
}

export function pairEmailUnderContact(page: PageIndex, collector: CandidateCollector) {
  for (const segment of page.model.segments) {
    if (!EMAIL_ALONE.test(segment.text.trim())) continue;
    const phone = runAbove(page, segment);
    const label = phone && page.model.lines[phone.line].segments.filter((other) => right(other) <= phone.x + 1).at(-1);
    const reading = label && page.readingsOf(label).find((candidate) => candidate.from === 0 && candidate.to === page.wordsOf(label).length);
    const named = reading?.targets[0];
    const email = named && EMAIL_OF_PHONE[named.target];
    if (!email) continue;
    const span = page.span([{ segment, from: 0, to: page.wordsOf(segment).length }]);
    collector.offer(email, span, { labelScore: named.score, placement: 'below', factor: UNDER_PHONE_SHARE, label: { text: reading.text, box: reading.box } });
  }
}
