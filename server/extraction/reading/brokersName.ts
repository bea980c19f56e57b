/**
 * A broker's name printed without a label that names it: in a letterhead, a footer ("for Anand Rathi Motor Brokers LLP"),
 * a mail's signature or a sentence ("arranged through Utkal Insurance Brokers Pvt. Ltd."). A firm's name that says it is a
 * broker ("Brokers", "Broking", "Advisors") and ends in its legal form is offered as the broker's on little evidence, where
 * no name was read as the broker's at least half surely: a label's value wins.
 */
import type { Segment } from '../page/pageModel';
import { BROKER_WORD, ENDS_IN_LEGAL_FORM } from '../values/firmName';
import type { CandidateCollector } from './candidates';
import { type PageIndex, SURE_LABEL } from './pageIndex';
import { textOf } from './runs';

/** A name no label gives the broker is the broker's on this little evidence. */
const BROKERS_NAME_SCORE = 0.5;
/** A firm's name is read over this many words at most, its legal form among them. */
const MAX_WORDS = 9;

/** A word of a firm's name: a capital's, a figure's, an ampersand or a private company's "(P)". */
const NAME_WORD = /^(?:[\p{Lu}\d][\p{L}\d&'.-]*|&|\(P\))$/u;
/** Words a name may follow but never holds: "Policy Serviced By | Anand Rathi …", "For | Sarthi Insurance Brokers LLP". */
const BEFORE_NAME = /^(?:for|by|through|via|from|of|to|and|the|with|dear|regards)$/i;
/** The word closing a firm's legal form, its sentence's or bracket's mark aside ("Ltd..", "Pvt.Ltd.", "LLP,", "Ltd)"). */
const closesLegalForm = (word: string) => ENDS_IN_LEGAL_FORM.test(word.replace(/[,.;)]+$/, ''));

/**
 * The firms' names in a run that end in a legal form and say they are brokers, as word ranges [from, to): a name
 * starts after a sure label before it ("INTERMEDIARY Samruddhi Insurance Brokers Pvt. Ltd.").
 */
function brokersNamesIn(page: PageIndex, segment: Segment): [number, number][] {
  const words = page.wordsOf(segment);
  const names: [number, number][] = [];
  for (let to = 1; to <= words.length; to++) {
    if (!closesLegalForm(words[to - 1].text)) continue;
    let from = to - 1;
    const joins = (word: (typeof words)[number]) => NAME_WORD.test(word.text) && !BEFORE_NAME.test(word.text) && !word.separator && !word.pieceEnd;
    while (from > 0 && to - from < MAX_WORDS && joins(words[from - 1])) from--;
    // (A sure label before it is no part of it: "INTERMEDIARY Samruddhi …".)
    for (const reading of page.readingsOf(segment)) if (reading.strength >= SURE_LABEL && reading.from <= from && reading.to > from && reading.to < to) from = reading.to;
    if (words.slice(from + 1, to).some((word) => BROKER_WORD.test(word.text))) names.push([from, to]);
  }
  return names;
}

export function offerBrokersNames(page: PageIndex, collector: CandidateCollector) {
  if (collector.readAsSurely('broker_name', BROKERS_NAME_SCORE)) return;
  for (const segment of page.model.segments) {
    for (const [from, to] of brokersNamesIn(page, segment)) {
      // (A sentence's full stop after "Ltd." is no part of the name.)
      const name = textOf(page.wordsOf(segment), from, to).replace(/\.{2,}$/, '.').replace(/[,;)]$/, '');
      collector.offer('broker_name', page.span([{ segment, from, to }], name), { labelScore: BROKERS_NAME_SCORE, placement: 'prose' });
    }
  }
}
