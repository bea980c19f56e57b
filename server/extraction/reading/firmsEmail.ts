/**
 * An e-mail address whose domain spells a firm's name printed on the page ("sales@shreeganeshhyundai.in" beside
 * "Shree Ganesh Hyundai", "contact@malabarbrokers.in" beside "Malabar Insurance Brokers Pvt. Ltd.") is that firm's — a
 * dealer's, a broker's, an insurer's — not the customer's; and one spelling an insurer's name ("renewals@aravaligic.co.in"
 * beside "Aravali General Insurance Company Limited") is not the broker's.
 */
import { EMAIL_ADDRESS } from '../normalise';
import { BROKER_WORD, INSURER_WORDS, SELLER_WORD } from '../values/firmName';
import type { PageModel } from '../page/pageModel';
import type { Candidate, CandidateCollector } from './candidates';
import type { PageIndex } from './pageIndex';

/** What an e-mail another party's domain names keeps of its score. */
const FIRMS_SHARE = 0.5;
/** An e-mail no label gives the broker, its domain spelling a broker's name, is the broker's on this little evidence. */
const BROKERS_EMAIL_SCORE = 0.5;
/** A firm's name is read over this many words at most. */
const MAX_WORDS = 6;
/** A domain spelling one word alone spells a firm's name only when this long ("shreeganesh" is; "gmail" is not). */
const ONE_WORD_LETTERS = 6;


const lettersOf = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
const domainOf = (email: string) => lettersOf(email.slice(email.indexOf('@') + 1).split('.')[0]);

/**
 * Whether `domain` spells the words from the first: the first whole, each later one whole, by its initial ("gic" for
 * "General Insurance Company") or left out ("malabarbrokers" for "Malabar Insurance Brokers").
 */
function spells(domain: string, words: readonly string[]): boolean {
  const [first, ...rest] = words;
  if (!first || !domain.startsWith(first)) return false;
  if (domain === first) return first.length >= ONE_WORD_LETTERS;
  const from = (at: number, index: number): boolean => {
    if (at === domain.length) return true;
    if (index === rest.length) return false;
    const word = rest[index];
    return (domain.startsWith(word, at) && from(at + word.length, index + 1)) || (domain[at] === word[0] && from(at + 1, index + 1)) || from(at, index + 1);
  };
  return from(first.length, 0);
}

interface FirmsName {
  words: string[];
  insurer: boolean;
  broker: boolean;
}

/** The page's runs of words that a name may start at, each as its words' letters, with what kind of firm it names. */
function namesOnPage(model: PageModel): FirmsName[] {
  const names: FirmsName[] = [];
  for (const segment of model.segments) {
    const words = segment.text.split(/\s+/).filter((word) => !word.includes('@'));
    for (let from = 0; from < words.length; from++) {
      const run = words.slice(from, from + MAX_WORDS);
      const letters = run.map(lettersOf);
      if (letters[0].length < 2) continue;
      const text = run.join(' ');
      names.push({ words: letters.filter(Boolean), insurer: INSURER_WORDS.test(text) && !SELLER_WORD.test(text), broker: BROKER_WORD.test(text) });
    }
  }
  return names;
}

export function firmsEmails(model: PageModel, candidates: Candidate[]): Candidate[] {
  if (!candidates.some((candidate) => candidate.target === 'customer_email' || candidate.target === 'broker_email')) return candidates;
  const names = namesOnPage(model);
  // Each domain is looked for once, whatever the number of candidates naming it.
  const firms = new Map<string, { any: boolean; insurer: boolean }>();
  const firmOf = (domain: string) => {
    if (!firms.has(domain)) {
      const spelling = names.filter((name) => spells(domain, name.words));
      firms.set(domain, { any: spelling.length > 0, insurer: spelling.some((name) => name.insurer) });
    }
    return firms.get(domain)!;
  };
  const spelt = (email: string, insurerOnly: boolean) => (insurerOnly ? firmOf(domainOf(email)).insurer : firmOf(domainOf(email)).any);
  return candidates.map((candidate) => {
    const another = (candidate.target === 'customer_email' && spelt(String(candidate.value), false)) || (candidate.target === 'broker_email' && spelt(String(candidate.value), true));
    return another ? { ...candidate, score: candidate.score * FIRMS_SHARE } : candidate;
  });
}

/**
 * Every e-mail on the page whose domain spells a broker's name printed there ("care@coverkart.in" beside "CoverKart Insurance
 * Brokers Pvt. Ltd.", under "Write to us" or in a letterhead) is offered as the broker's, on little evidence, where no e-mail
 * was read as the broker's at least half surely: its staff's and grievance officer's e-mails share the domain. (A label
 * giving it to the customer, "E-mail" in the broker's block, does not stop it: firmsEmails demotes that reading.)
 */
export function offerBrokersEmails(page: PageIndex, collector: CandidateCollector) {
  if (collector.readAsSurely('broker_email', BROKERS_EMAIL_SCORE)) return;
  const brokers = namesOnPage(page.model).filter((name) => name.broker);
  const spellsBroker = new Map<string, boolean>();
  const isBrokers = (domain: string) => {
    if (!spellsBroker.has(domain)) spellsBroker.set(domain, brokers.some((name) => spells(domain, name.words)));
    return spellsBroker.get(domain);
  };
  for (const segment of page.model.segments) {
    for (const [index, word] of page.wordsOf(segment).entries()) {
      const email = EMAIL_ADDRESS.exec(word.text)?.[0];
      if (!email || !isBrokers(domainOf(email))) continue;
      collector.offer('broker_email', page.span([{ segment, from: index, to: index + 1 }]), { labelScore: BROKERS_EMAIL_SCORE, placement: 'prose' });
    }
  }
}
