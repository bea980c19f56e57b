/**
 * An e-mail address whose domain spells a firm's name printed on the page ("sales@shreeganeshhyundai.in" beside
 * "Shree Ganesh Hyundai") is that firm's — a dealer's, a broker's, an insurer's — not the customer's.
 */
import type { PageModel } from '../page/pageModel';
import type { Candidate } from './candidates';

/** What a customer's e-mail a firm's domain names keeps of its score. */
const FIRMS_SHARE = 0.5;
/** A firm's name is read over this many words at most, two at least (one word may be anyone's). */
const [MIN_WORDS, MAX_WORDS] = [2, 5];

const lettersOf = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** The page's runs of two to five words, each as its letters alone ("shreeganeshhyundai"). */
function namesOnPage(model: PageModel): Set<string> {
  const names = new Set<string>();
  for (const segment of model.segments) {
    const words = segment.text.split(/\s+/).filter((word) => !word.includes('@')).map(lettersOf);
    for (let from = 0; from < words.length; from++) {
      for (let count = MIN_WORDS; count <= MAX_WORDS && from + count <= words.length; count++) {
        const run = words.slice(from, from + count);
        if (run.every((word) => word.length > 1)) names.add(run.join(''));
      }
    }
  }
  return names;
}

export function firmsEmails(model: PageModel, candidates: Candidate[]): Candidate[] {
  const emails = candidates.filter((candidate) => candidate.target === 'customer_email');
  if (!emails.length) return candidates;
  const names = namesOnPage(model);
  const firms = (email: string) => names.has(lettersOf(email.slice(email.indexOf('@') + 1).split('.')[0]));
  return candidates.map((candidate) => (candidate.target === 'customer_email' && firms(String(candidate.value)) ? { ...candidate, score: candidate.score * FIRMS_SHARE } : candidate));
}
