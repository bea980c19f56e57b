/**
 * A broker's pack may open with the quotes it compared before the policy was bought ("MOTOR INSURANCE - QUOTATION
 * COMPARISON" over three insurers' premiums), each column as well labelled as the schedule that follows; an insurer's, with
 * the cover note that held the car covered until the policy was issued ("MOTOR COVER NOTE - PRIVATE CAR", its own number,
 * issue date and provisional premium). A quote is an offer and a cover note provisional, not the policy: where the document
 * has pages of its own besides, what such a page holds counts less.
 */
import type { Line, PageModel } from '../page/pageModel';
import type { Candidate } from './candidates';
import type { PageIndex } from './pageIndex';
import { TITLE_AREA } from './prose';

/** A title naming quotes: "QUOTATION COMPARISON", "QUOTES OBTAINED", "PREMIUM QUOTE". */
const QUOTATION_TITLE = /\bquot(?:ations?|es?)\b/i;
/** A title naming a cover note, not one printed with the schedule ("POLICY SCHEDULE CUM COVER NOTE"). */
const COVER_NOTE_TITLE = /\bcover\s+note\b/i;
const WITH_SCHEDULE = /\b(?:schedule|certificate|cum)\b/i;
/** What a value on a provisional page counts for. */
const PROVISIONAL_SHARE = 0.6;

/** A title: alone on its line, in capitals, a few words without figures or a sentence's marks. */
const isTitle = (text: string) => text === text.toUpperCase() && /\p{Lu}{3}/u.test(text) && !/[\d:.]/.test(text) && text.trim().split(/\s+/).length <= 8;

/** A line's title: its one run, or its runs parted by dashes alone ("MOTOR COVER NOTE" | "-" | "PRIVATE CAR"); not a row of headers. */
function titleOf(line: Line): string | undefined {
  const dashes = line.segments.filter((_, index) => index % 2 === 1);
  if (line.segments.length % 2 === 0 || !dashes.every((segment) => /^[-–—]$/.test(segment.text))) return undefined;
  const text = line.segments.filter((_, index) => index % 2 === 0).map((segment) => segment.text).join(' ');
  return isTitle(text) ? text : undefined;
}

/** Pages whose title names quotes or a cover note. */
function provisionalPages(model: PageModel): Set<number> {
  const pages = new Set<number>();
  for (const line of model.lines) {
    const { height } = model.pages[line.page - 1];
    const title = line.y <= height * TITLE_AREA ? titleOf(line) : undefined;
    if (title && (QUOTATION_TITLE.test(title) || (COVER_NOTE_TITLE.test(title) && !WITH_SCHEDULE.test(title)))) pages.add(line.page);
  }
  return pages;
}

/** The candidates, those read on a quotation's or cover note's page counting less where other pages hold the policy. */
export function awayFromProvisionalPages(page: PageIndex, candidates: readonly Candidate[]): Candidate[] {
  const provisional = provisionalPages(page.model);
  const onProvisional = (candidate: Candidate) => candidate.span.parts.every((part) => provisional.has(part.segment.page));
  // (Only where the policy's values are read elsewhere: a page of terms alone besides holds none.)
  if (!provisional.size || candidates.every(onProvisional)) return [...candidates];
  return candidates.map((candidate) => (onProvisional(candidate) ? { ...candidate, score: candidate.score * PROVISIONAL_SHARE } : candidate));
}
