/**
 * Values a schedule written as clauses names inside its sentences ("… bearing Registration Mark AS-01-EF-2290, first
 * registered on 9th September 2021, … model Creta SX 1.5 CRDi, … with Engine No. D4FCMM654321 and Chassis No. …"). They
 * are little evidence: a sentence's label only fills a field nothing else offers a value for, below the bar of review.
 */
import { CONCEPTS, FREE_TEXT_KINDS, type Target, type ValueKind } from '../lexicon/concepts';
import { labelVocabularyShare, scoreLabel } from '../lexicon/match';
import { labelTokens } from '../lexicon/tokens';
import type { CandidateCollector } from './candidates';
import { ALIGN, PARAGRAPH_LEADING, type PageIndex, type Part } from './pageIndex';
import type { Segment } from '../page/pageModel';
import { documentText, type PlacedWord } from './prose';
import { readValue } from '../values/readValue';

/** A run of at least this many words is a sentence's, not a cell's. */
const SENTENCE_WORDS = 8;
/** A label inside a sentence is at most this many words ("manufactured in the year"). */
const LABEL_WORDS = 4;
/** A value after it is at most this many words: a model's several ("Creta SX 1.5 CRDi"), an identifier's one ("3001/2417/", not "3001/2417/ dated"). */
const VALUE_WORDS: Partial<Record<ValueKind, number>> = { text: 6, fuelType: 2, date: 4, registration: 4, phone: 3 };
/** How well the words must name their field. */
const NAMED_SURELY = 0.9;
/** What a label in a sentence counts for against one set beside its value. */
const IN_SENTENCE_SHARE = 0.9;
/** A field offered a value this surely needs none from a sentence's label (whose score is at most about 0.72). */
const OFFERED_SURELY = 0.5;
/** Kinds a sentence's label is followed by: a value its field's reading tells from the words after it. */
const KINDS_AFTER_LABEL = new Set<ValueKind>(['code', 'registration', 'date', 'year', 'count', 'text', 'fuelType', 'email', 'phone']);
/** Kinds one word may label in a sentence ("model", "fuel", "mobile", "e-mail"): others need two ("Engine No.", "first registered on"). */
const ONE_WORD_KINDS = new Set<ValueKind>(['text', 'fuelType', 'email', 'phone']);
/** A word closing its clause: a comma, a semicolon, a bracket, a full stop that is no abbreviation's ("No."). */
const CLOSES_CLAUSE = /(?:[,;:)]|(?<!\b(?:No|Co|Ltd|Pvt|Rs|Regd|Sr|Nos)|\b\p{L})\.)$/u;
/** A word a label cannot hold: figures, marks of a value. */
const NO_LABEL_WORD = /[\d@]/;

const bracketsOpen = (text: string) => (text.match(/\(/g) ?? []).length - (text.match(/\)/g) ?? []).length;

/** A value without the marks closing its clause; a bracket it opened itself stays closed ("model Creta SX(O), running on"). */
function strip(value: string): string {
  let text = value.replace(/[,;:.]+$/, '');
  while (text.endsWith(')') && bracketsOpen(text) < 0) text = text.slice(0, -1).replace(/[,;:.]+$/, '');
  return text;
}

/**
 * An identifier of letters and figures mixed, eight at least ("K12MN4451876,"; not "LPT1613", nor a capacity "1197CC"), named by
 * the one word of its field's own wording ("engine", "chassis": its score 1, not a word it shares with another field).
 */
const IDENTIFIER = /^(?=[A-Z0-9/-]*\d)(?=[A-Z0-9/-]*[A-Z])(?![A-Z0-9/-]*\dCC[,;.]?$)[A-Z0-9/-]{8,}[,;.]?$/;
const namesCodeAfter = (named: { target: Target; score: number }, word: string) => CONCEPTS[named.target].kind === 'code' && named.score >= 1 && IDENTIFIER.test(word);

/** The field a label ending before word `at` names surely, read from its longest wording that names it best. */
function labelBefore(text: string, words: readonly PlacedWord[], at: number): { target: Target; score: number } | undefined {
  let best: { target: Target; score: number } | undefined;
  const nextWord = text.slice(words[at].start, words[at].end);
  for (let from = at - 1; from >= Math.max(0, at - LABEL_WORDS); from--) {
    const word = text.slice(words[from].start, words[from].end);
    // (A clause's mark inside the label's words ends it: "…, model" is a label, "2021, model" holds none.)
    if (NO_LABEL_WORD.test(word) || (from < at - 1 && CLOSES_CLAUSE.test(word))) break;
    const phrase = text.slice(words[from].start, words[at - 1].end).replace(/[:]$/, '');
    const tokens = labelTokens(phrase);
    if (!tokens.length || labelVocabularyShare(tokens) < 1) continue;
    const [named] = scoreLabel(tokens);
    // (One word names a field inside a sentence only as a noun would: "model Creta SX", "engine K12MN4451876", not "until
    // 13-10-2028".)
    if (named && tokens.length < 2 && !ONE_WORD_KINDS.has(CONCEPTS[named.target].kind) && !namesCodeAfter(named, nextWord)) continue;
    if (named && named.score >= NAMED_SURELY && named.score > (best?.score ?? 0) && KINDS_AFTER_LABEL.has(CONCEPTS[named.target].kind)) best = named;
  }
  return best;
}

/**
 * The words after a label, up to its clause's end or a bar, read as the field's: free text to the clause's end ("Creta SX
 * 1.5 CRDi,"), any other value as its shortest best reading ("Petrol", not "Petrol 998 cc").
 */
function valueAfter(page: PageIndex, text: string, words: readonly PlacedWord[], at: number, target: Target): { to: number; text: string } | undefined {
  const wordy = CONCEPTS[target].kind === 'text';
  let found: { to: number; text: string; quality: number } | undefined;
  for (let to = at + 1; to <= Math.min(words.length, at + (VALUE_WORDS[CONCEPTS[target].kind] ?? 1)); to++) {
    const last = text.slice(words[to - 1].start, words[to - 1].end);
    const printed = text.slice(words[at].start, words[to - 1].end);
    const value = strip(printed);
    const reading = readValue(target, value);
    if (reading && (reading.quality > (found?.quality ?? 0) || (wordy && reading.quality === found?.quality))) found = { to, text: value, quality: reading.quality };
    const { part } = words[to - 1];
    // (A bracket the value opened and closes ends no clause: "Venue SX(O) 1.0 Turbo DCT".)
    const ownBracket = last.endsWith(')') && bracketsOpen(printed) >= 0;
    if ((CLOSES_CLAUSE.test(last) && !ownBracket) || last.startsWith('(') || page.wordsOf(part.segment)[part.from].pieceEnd) break;
  }
  return found;
}

/**
 * A run after its label's colon, or right of a run that reads whole as the label of words (a name, an address, text). A
 * caption naming a value of another kind is a paragraph's ("The Vehicle" beside "The vehicle insured is a motor car of …").
 */
function besideItsLabel(page: PageIndex, segment: Segment): boolean {
  const left = page.model.lines[segment.line].segments.filter((other) => other.x < segment.x).at(-1);
  if (/^\s*[:：]/.test(segment.text) || /[:：]\s*$/.test(left?.text ?? '')) return true;
  return (
    left !== undefined &&
    page
      .readingsOf(left)
      .some((reading) => reading.from === 0 && reading.to === page.wordsOf(left).length && reading.strength >= 0.5 && FREE_TEXT_KINDS.has(CONCEPTS[reading.targets[0].target].kind))
  );
}

/** A run starting where a sentence's run on the line just above starts: the paragraph's last line. */
function endsParagraph(page: PageIndex, segment: Segment, sentences: ReadonlySet<Segment>): boolean {
  const line = page.model.lines[segment.line];
  const above = page.model.lines[segment.line - 1];
  if (above?.page !== line.page || line.y - above.y > PARAGRAPH_LEADING * above.height) return false;
  return above.segments.some((run) => sentences.has(run) && Math.abs(run.x - segment.x) <= ALIGN);
}

/** A document other than the policy, whose own dates and numbers a sentence may give ("Licence No. 492, valid till …"). */
const ANOTHER_DOCUMENT = /\b(?:licen[cs]e|permit|PUC|fitness\s+certificate)\b/i;
/** Words a sentence says a document in before its label's value: the same run, this many words back at most. */
const DOCUMENT_REACH = 8;

/** Whether the words before word `at`, in its run, name another document than the policy, and not the policy too. */
function aboutAnotherDocument(text: string, words: readonly PlacedWord[], at: number): boolean {
  const segment = words[at - 1].part.segment;
  const inRun = words.slice(0, at).filter((word) => word.part.segment === segment);
  const near = inRun.slice(-DOCUMENT_REACH);
  // (Not where the run names the policy too: "This policy, held under licence from IRDAI, is valid till …".)
  const policyNamed = /\bpolic(?:y|ies)\b/i.test(text.slice(inRun[0].start, words[at - 1].end));
  return ANOTHER_DOCUMENT.test(text.slice(near[0].start, words[at - 1].end)) && !policyNamed;
}

/** Labels the lexicon knows surely inside sentences, each with the value after it, for fields nothing else offers one surely. */
export function offerLabelsInSentences(page: PageIndex, collector: CandidateCollector) {
  const offered = new Set(collector.candidates.filter((candidate) => candidate.score >= OFFERED_SURELY).map((candidate) => candidate.target));
  const { text, words } = documentText(page);
  // (Not a long value beside its label: "Previous Insurance | : Policy No. 3115…, Tata AIG …, valid up to …" is the expiring policy's.)
  const long = new Set(page.model.segments.filter((segment) => page.wordsOf(segment).length >= SENTENCE_WORDS && !besideItsLabel(page, segment)));
  // A paragraph's last line is its sentence's, however few its words ("… and chassis" / "number MZ7A1SC52MA073316.").
  const sentences = new Set([...long, ...page.model.segments.filter((segment) => endsParagraph(page, segment, long))]);
  const inSentence = (word: PlacedWord) => sentences.has(word.part.segment);
  for (let at = 1; at < words.length; at++) {
    if (!inSentence(words[at - 1])) continue;
    // (A label's last word closes no clause: "… cubic capacity, propelled by Diesel".)
    if (/[,;)]$/.test(text.slice(words[at - 1].start, words[at - 1].end))) continue;
    const label = labelBefore(text, words, at);
    if (!label || offered.has(label.target) || aboutAnotherDocument(text, words, at)) continue;
    const value = valueAfter(page, text, words, at, label.target);
    if (!value) continue;
    const parts: Part[] = words.slice(at, value.to).map((word) => word.part);
    collector.offer(label.target, { ...page.span(parts, value.text), labelishness: 0 }, { labelScore: label.score, placement: 'prose', factor: IN_SENTENCE_SHARE });
  }
}
