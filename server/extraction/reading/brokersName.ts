/**
 * A broker's name printed without a label that names it: in a letterhead, a footer ("for Anand Rathi Motor Brokers LLP"),
 * a mail's signature or a sentence ("arranged through Utkal Insurance Brokers Pvt. Ltd."). A firm's name that says it
 * is a broker ("Brokers", "Broking", "Advisors") and ends in its legal form is offered as the broker's on little evidence, where no name was read as
 * the broker's as surely: a label's value wins.
 */
import type { CandidateCollector } from './candidates';
import type { PageIndex } from './pageIndex';
import type { Segment } from '../page/pageModel';
import { textOf } from './runs';

/** A name no label gives the broker is the broker's on this little evidence. */
const BROKERS_NAME_SCORE = 0.5;
/** A label read this surely before a name is no part of it. */
const SURE_LABEL = 0.9;
/** A firm's name is read over this many words at most, its legal form among them. */
const MAX_WORDS = 9;

/** A word that says the firm is a broker. */
const BROKING = /^(?:brokers?|broking|advisors|intermediar(?:y|ies))$/i;
/** The last word of a firm's legal form. */
const LEGAL_FORM_END = /^(?:ltd\.?|limited|llp)[,.]?$/i;
/** A word of a firm's name: a capital's, a figure's or an ampersand. */
const NAME_WORD = /^(?:[\p{Lu}\d][\p{L}\d&'.-]*|&)$/u;
/** Words a name may follow but never opens with ("For Sarthi Insurance Brokers LLP", "M/s. Kayal …"). */
const BEFORE_NAME = /^(?:for|by|through|via|from|of|to|and|the|with|m\/s\.?|dear|regards)$/i;

/**
 * The firms' names in a run that end in a legal form and say they are brokers, as word ranges [from, to): a name
 * starts after a sure label before it ("INTERMEDIARY Samruddhi Insurance Brokers Pvt. Ltd.").
 */
function brokersNamesIn(page: PageIndex, segment: Segment): [number, number][] {
  const words = page.wordsOf(segment);
  const names: [number, number][] = [];
  for (let to = 1; to <= words.length; to++) {
    if (!LEGAL_FORM_END.test(words[to - 1].text)) continue;
    let from = to - 1;
    while (from > 0 && to - from < MAX_WORDS && NAME_WORD.test(words[from - 1].text) && !words[from - 1].separator && !words[from - 1].pieceEnd) from--;
    for (const reading of page.readingsOf(segment)) if (reading.strength >= SURE_LABEL && reading.from <= from && reading.to > from && reading.to < to) from = reading.to;
    while (from < to && BEFORE_NAME.test(words[from].text)) from++;
    if (words.slice(from + 1, to).some((word) => BROKING.test(word.text.replace(/[,.]$/, '')))) names.push([from, to]);
  }
  return names;
}

export function offerBrokersNames(page: PageIndex, collector: CandidateCollector) {
  if (collector.candidates.some((candidate) => candidate.target === 'broker_name' && candidate.score >= BROKERS_NAME_SCORE)) return;
  for (const segment of page.model.segments) {
    for (const [from, to] of brokersNamesIn(page, segment)) {
      // (A sentence's full stop after "Ltd." is no part of the name.)
      const name = textOf(page.wordsOf(segment), from, to).replace(/\.{2,}$/, '.').replace(/,$/, '');
      collector.offer('broker_name', page.span([{ segment, from, to }], name), { labelScore: BROKERS_NAME_SCORE, placement: 'layout' });
    }
  }
}
