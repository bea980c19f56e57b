/**
 * A broker's pack may open with the quotes it compared before the policy was bought ("MOTOR INSURANCE - QUOTATION
 * COMPARISON" over three insurers' premiums), each column as well labelled as the schedule that follows; an insurer's, with
 * the cover note that held the car covered until the policy was issued ("MOTOR COVER NOTE - PRIVATE CAR", its own number,
 * issue date and provisional premium). A quote is an offer and a cover note provisional, not the policy: where the document
 * has pages of its own besides, what such a page holds counts less.
 */
import type { PageModel } from '../page/pageModel';
import type { Candidate } from './candidates';
import type { PageIndex } from './pageIndex';
import { TITLE_AREA } from './prose';

/** A title naming quotes ("QUOTATION COMPARISON", "QUOTES OBTAINED", "PREMIUM QUOTE") or a cover note, not one with the schedule. */
const PROVISIONAL_TITLE = /\bquot(?:ations?|es?)\b|\bcover\s+note\b(?!.*\b(?:schedule|certificate|cum)\b)/i;
/** What a value on a quotation's page counts for. */
const QUOTATION_SHARE = 0.6;

/** A title: alone on its line, in capitals, a few words without figures or a sentence's marks. */
const isTitle = (text: string) => text === text.toUpperCase() && /\p{Lu}{3}/u.test(text) && !/[\d:.]/.test(text) && text.trim().split(/\s+/).length <= 8;

/** Pages whose title (a line of its own, its runs parted by a dash or not at all) names quotes or a cover note. */
function quotationPages(model: PageModel): Set<number> {
  const pages = new Set<number>();
  for (const line of model.lines) {
    const { height } = model.pages[line.page - 1];
    const text = line.segments.map((segment) => segment.text).join(' ');
    if (line.y <= height * TITLE_AREA && isTitle(text.replace(/\s[-–]\s/g, ' ')) && PROVISIONAL_TITLE.test(text)) pages.add(line.page);
  }
  return pages;
}

/** The candidates, those read on a quotation's page counting less where other pages hold the policy. */
export function awayFromQuotations(page: PageIndex, candidates: readonly Candidate[]): Candidate[] {
  const quoted = quotationPages(page.model);
  const onQuotation = (candidate: Candidate) => candidate.span.parts.every((part) => quoted.has(part.segment.page));
  // (Only where the policy's values are read elsewhere: a page of terms alone besides holds none.)
  if (!quoted.size || candidates.every(onQuotation)) return [...candidates];
  return candidates.map((candidate) => (onQuotation(candidate) ? { ...candidate, score: candidate.score * QUOTATION_SHARE } : candidate));
}
