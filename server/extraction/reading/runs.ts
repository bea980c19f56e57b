/**
 * The parts of one printed run: where a label ends and its value begins. A run may hold a label
 * alone ("Policy No."), a label and its value with or without a separator ("Policy No: 123",
 * "Policy No 123", "Policy No - 123"), or several pairs ("Policy No: 123 | Issue Date: 12/03/2024",
 * "Insured: A. Rao Mobile: 98450 12345"). Words are split at colons so "No:123" is two words.
 */
import type { Segment, Word } from '../page/pageModel';
import { isFirmsNameAlone } from '../values/firmName';
import { labelVocabularyShare, labelWordShare, scoreLabel } from '../lexicon/match';
import { labelTokens } from '../lexicon/tokens';
import { readValue } from '../values/readValue';
import { isWholeRegistration } from '../normalise';
import { namesMaker } from '../values/makes';
import { CONCEPTS, FREE_TEXT_KINDS } from '../lexicon/concepts';

export interface RunWord extends Word {
  /** A colon (or dash, equals sign) follows the word: what comes after is its value. */
  separator?: 'colon' | 'dash';
  /** A bar or semicolon follows the word: the next words start a new pair. */
  pieceEnd?: boolean;
}

/** A label naming its field surely at most this many words long, then words no label has: "Make Hyundai", a pair without its colon. */
const PAIR_LABEL_WORDS = 3;
const NAMES_SURELY = 0.9;
function labelThenValue(words: readonly RunWord[]): boolean {
  for (let to = 1; to < words.length && to <= PAIR_LABEL_WORDS; to++) {
    const [named] = scoreLabel(labelTokens(textOf(words, 0, to)));
    // (Words, not a label's note or unit: "Liability premium (B); INR 6,762", "Prev. NCB %; 20%" lead to their values.)
    const rest = textOf(words, to, words.length);
    // (Nor a word of the label's own the lexicon lacks: "NCB Applicable | 45%". The rest reads as the field's value, one that
    // is no free text: "Insured Name in English |", "Address as per Aadhaar |" say which name or address follows.)
    if (!named || named.score < NAMES_SURELY || !/\p{L}{2}/u.test(rest) || /[()%]/.test(rest) || labelWordShare(rest) > 0 || !readValue(named.target, rest)) continue;
    if (named.target === 'make' ? namesMaker(rest) : !FREE_TEXT_KINDS.has(CONCEPTS[named.target].kind)) return true;
  }
  return false;
}

/** Words ending a label that say which of its party's values it names: number, code, date, id, e-mail. */
const LABEL_TAIL_TOKENS = new Set(['number', 'code', 'date', 'id', 'email']);
/** At most this many words of a label before the one a hyphen joins to its value ("POL" before "NO-30062605MC004412"). */
const DASHED_LABEL_WORDS = 3;

/**
 * A label joined to its value by a hyphen, as a core system prints its pairs ("POL NO-30062605MC004412", "INSD-RAJESH",
 * "EMAIL-rajesh@…"): the word with a colon for that hyphen. The head names its field surely in label words only, and the tail
 * is no label's word (not "Add-on", "Owner-Driver"), opening with a capital, a figure or an e-mail address.
 */
function dashAsColon(before: readonly RunWord[], text: string, aloneInRun: boolean): string {
  // (Not an identifier printed alone, "IMD-3100421"; nor one after its whole label, "Broker Code BRK-09263"; nor a registration
  // number, "CH-01-NY-1451".)
  if (aloneInRun || before.length > DASHED_LABEL_WORDS || before.some((word) => word.separator) || isWholeRegistration(text)) return text;
  const beforeNamesField = before.length > 0 && (scoreLabel(labelTokens(textOf(before, 0, before.length)))[0]?.score ?? 0) >= NAMES_SURELY;
  for (let at = text.lastIndexOf('-'); at > 0; at = text.lastIndexOf('-', at - 1)) {
    const [head, tail] = [text.slice(0, at), text.slice(at + 1)];
    // (Nor a code's parts: "BRK-KL-00871".)
    if (!/^\p{L}[\p{L}./&-]*\p{L}\.?$/u.test(head) || !/^(?:\d|\p{Lu}|[\w.+-]+@)/u.test(tail) || /^\p{L}{1,4}-/u.test(tail) || labelWordShare(tail) > 0) continue;
    // (After a label naming its field, only a word saying which of its values: "ENG NO-K15…", "AGT CD-BR0001529".)
    if (beforeNamesField && !labelTokens(head).every((token) => LABEL_TAIL_TOKENS.has(token))) continue;
    const tokens = labelTokens([...before.map((word) => word.text), head].join(' '));
    const [named] = scoreLabel(tokens);
    if (named && named.score >= NAMES_SURELY && labelVocabularyShare(tokens) === 1) return `${head}:${tail}`;
  }
  return text;
}

/** Splits "No:123" and "No.:" at the colon, and turns lone separator words into marks on the word before. */
export function runWords(segment: Segment): RunWord[] {
  const out: RunWord[] = [];
  // A bar or semicolon ends a pair ("A: 1 | B: 2"), or leads from a label to its value where the pair
  // has no colon ("Regn. no.; JH01 SZ 7021", "POL. NO. | 1-ORAB2J8M").
  /** Where the pair being read starts: after the last word a bar or semicolon ended. */
  const pieceStart = () => {
    let index = out.length - 1;
    while (index >= 0 && !out[index].pieceEnd) index--;
    return index + 1;
  };
  const endsPair = () => out.slice(pieceStart()).some((word) => word.separator === 'colon');
  /** Words followed by a bar in a pair led to its value by a dash ("Engine no./chassis no. - L15Z937728 | MAKB…"). */
  const barsAfterDash = new Set<RunWord>();
  const afterDash = () => {
    // (Not a dash inside a Hindi word the PDF broke: "इर् - मेल / BROKER EMAIL ID; motor@…".)
    for (let index = out.length - 2; index >= 0 && !out[index].pieceEnd; index--) if (out[index].separator === 'dash' && /[A-Za-z]/.test(out[index].text)) return true;
    return false;
  };
  /** Words a bar follows that was taken for a label's colon. */
  const barColons = new Set<RunWord>();
  /** Whether the run prints a label joined to its value by a hyphen (dashAsColon). */
  let dashedPairs = false;
  /** Whether a bar ended a pair without a colon: the run's later bars end theirs too. */
  let barsEndPairs = false;
  const markBar = (word: RunWord) => {
    // (A firm's name before a bar, no colon before it, is a value, no label: "Malabar Insurance Brokers Pvt. Ltd. | Code: BRC0013377";
    // so are a label and its value before it, "Make Hyundai | Model Venue SX(O) | …".)
    if (endsPair() || barsEndPairs || isFirmsNameAlone(textOf(out, 0, out.length))) word.pieceEnd = true;
    else if (afterDash()) barsAfterDash.add(word);
    else if (labelThenValue(out.slice(pieceStart()))) word.pieceEnd = barsEndPairs = true;
    else {
      word.separator = 'colon';
      barColons.add(word);
    }
  };
  /** Identifiers a bar parts within one value, its label not set off ("Engine No./Chassis No. 2GD339541 | MBJUR…"). */
  const partsCodes = (word: RunWord, index: number) => barColons.has(word) && CODE.test(word.text) && CODE.test(out[index + 1]?.text ?? '') && !out.slice(0, index).some((other) => other.separator);
  /**
   * A semicolon after a pair's value with no label after it in the run is a comma (OCR reads one so): "Address : H.No. 8,
   * MG Road; Nashik, Maharashtra" is one address.
   */
  const commaInValue = (mark: string, wordIndex: number) =>
    mark === ';' && !dashedPairs && endsPair() && !segment.words.slice(wordIndex + 1).some((later) => /[:：|;]/.test(later.text));
  const aloneInRun = segment.words.filter((other) => /[\p{L}\d]/u.test(other.text)).length === 1;
  for (const [wordIndex, word] of segment.words.entries()) {
    // "No:123" and "D.O.I.:12/03/2024" are a label and its value; "e:HEV" (a model name) and "00:00" (a time) are one word.
    // "Bonus (%):- 0": a label may end in its unit.
    const text = dashAsColon(out.slice(pieceStart()), word.text, aloneInRun);
    // (A run of such pairs parts them by semicolons, its values' words too: "MODEL-ERTIGA VXI CNG; BODY-MPV".)
    if (text !== word.text) dashedPairs = true;
    const parts = text.split(/(?<=(?:[\p{L}\p{M}]{2}|\p{L}\.|%\))[.)]?[:：])|(?<=\d[:：])(?=\D)/u).filter(Boolean);
    const charWidth = word.width / Math.max(1, word.text.length);
    let offset = 0;
    for (const part of parts) {
      const piece: RunWord = { ...word, text: part, x: word.x + offset * charWidth, width: part.length * charWidth };
      offset += part.length;
      const previous = out.at(-1);
      // An equals sign leads to a value as a colon does ("Model Description = Elevate"): no value prints one.
      if (/^[:：=]$/.test(part.trim())) {
        // (After a figure, an equals sign ends a sum's part: "Net Premium ₹14,091.25 + GST ₹2,536.43 = Total Premium ₹16,627.68".)
        if (previous && part.trim() === '=' && /\d$/.test(previous.text)) previous.pieceEnd = true;
        else if (previous) previous.separator = 'colon';
        continue;
      }
      // A dash stays a word (addresses print "Pune - 411001"); after a label it leads to the value.
      if (/^[-–—]$/.test(part.trim()) && previous) previous.separator ??= 'dash';
      // A bullet between pairs always ends the one before ("Make HYUNDAI • Model i20 • Fuel Petrol").
      if (BULLET.test(part.trim())) {
        if (previous) previous.pieceEnd = true;
        continue;
      }
      if (/^[|;]$/.test(part.trim())) {
        if (previous && commaInValue(part.trim(), wordIndex)) previous.text += ',';
        else if (previous) markBar(previous);
        continue;
      }
      if (/[:：]$/.test(part)) {
        piece.text = part.replace(/[:：]+$/, '');
        piece.separator = 'colon';
      } else if (/[|;]$/.test(part)) {
        piece.text = part.replace(/[|;]+$/, '');
        if (piece.text && commaInValue(part.at(-1)!, wordIndex)) piece.text += ',';
        else if (piece.text) {
          out.push(piece);
          markBar(piece);
          continue;
        }
      }
      if (piece.text) out.push(piece);
      else if (previous && piece.separator) previous.separator ??= piece.separator;
    }
  }
  // A plus between a figure and a word starts the sum's next part ("₹14,091.25 + GST @18% ₹2,536.43"), not between figures.
  for (let index = out.length - 2; index >= 1; index--) {
    if (out[index].text !== '+' || !/\d$/.test(out[index - 1].text) || !/^\p{L}/u.test(out[index + 1].text)) continue;
    out[index - 1].pieceEnd = true;
    out.splice(index, 1);
  }
  // A form's item number opening the run ("6. Name of Insured", "(12) Engine No.") is no word of its label, though in its box.
  if (ITEM_NUMBER.test(out[0]?.text ?? '') && /^\p{L}/u.test(out[1]?.text ?? '')) intoLabelAfter(out, 0);
  // A later item number ends the pair before it: "9822145630 4. E-mail ID prashant@…", "1197 13. Seating Cap.".
  for (let index = out.length - 2; index >= 1; index--) {
    if (!ITEM_NUMBER.test(out[index].text) || !/^\p{Lu}/u.test(out[index + 1].text) || /[,:]$/.test(out[index - 1].text)) continue;
    intoLabelAfter(out, index);
    out[index - 1].pieceEnd = true;
  }
  for (const [index, word] of out.entries()) {
    if (partsCodes(word, index)) {
      word.separator = undefined;
      barsAfterDash.add(word);
    } else if (barColons.has(word) && ENDS_VALUE.test(word.text)) {
      // A bar after a value's figures or e-mail address ends its pair: no label ends in them ("Mobile 9846071255 | E-mail …").
      word.separator = undefined;
      word.pieceEnd = true;
    }
  }
  return barsAfterDash.size ? withBarsAfterDash(out, barsAfterDash) : out;
}

/** Takes the item number at `index` into the box of the label word after it, no word of its own. */
function intoLabelAfter(words: RunWord[], index: number) {
  const [number, first] = words.splice(index, 2);
  words.splice(index, 0, { ...first, x: number.x, width: first.x + first.width - number.x });
}

const BULLET = /^[•·▪◦●]$/;

/** A numbered form's item number: "6.", "12)", "(3)", a question's "Q14.". */
export const ITEM_NUMBER_WORD = String.raw`(?:Q\.?)?(?:\d{1,2}[.)]|\(\d{1,2}\))`;
const ITEM_NUMBER = new RegExp(`^${ITEM_NUMBER_WORD}$`);
const OPENING_ITEM_NUMBER = new RegExp(String.raw`^\s*${ITEM_NUMBER_WORD}\s+(?=\p{L})`, 'u');
/** A run's text without the item number opening it ("14. Make" → "Make"). */
export const withoutItemNumber = (text: string) => text.replace(OPENING_ITEM_NUMBER, '');

/** A word holding what ends a value: three figures, an e-mail address. */
export const ENDS_VALUE = /\d{3}|@/;

/** An identifier: letters and digits, no spaces ("L15Z937728", "MAKB3G1JXPS768349"). */
const CODE = /^(?=.*\d)(?=.*[A-Z])[A-Z\d/-]{5,}$/i;
/** A place and its PIN closing an address ("Pune - 411038"). */
const PLACE_AND_PIN = /^[A-Za-z .]+ - \d{6}$/;

/**
 * A bar after a value led to by a dash: between two identifiers it parts one label's two values and
 * stays in the value as their mark ("Engine no./chassis no. - L15Z937728 | MAKB3G1JXPS768349"); before
 * a place and its PIN it is an address's comma ("… Kothrud | Pune - 411038"); otherwise it ends the
 * pair ("Name - A. Rao | Mobile - 98450…", "Insured Name - Asha Rao | Self").
 */
function withBarsAfterDash(words: RunWord[], bars: ReadonlySet<RunWord>): RunWord[] {
  const out: RunWord[] = [];
  words.forEach((word, index) => {
    out.push(word);
    if (!bars.has(word)) return;
    const next = words.slice(index + 1);
    if (!next.length) return;
    const nextEnd = next.findIndex((other) => other.pieceEnd || bars.has(other));
    const nextPiece = textOf(next, 0, nextEnd < 0 ? next.length : nextEnd + 1);
    if (CODE.test(word.text) && CODE.test(next[0].text)) out.push({ ...word, text: '|', x: word.x + word.width, width: 0 });
    else if (PLACE_AND_PIN.test(nextPiece)) out[out.length - 1] = { ...word, text: `${word.text},` };
    else word.pieceEnd = true;
  });
  return out;
}

/** The run's pieces: word ranges between bars and semicolons (and, given `atSeparators`, after a colon or dash too). */
export function pieces(words: readonly RunWord[], { atSeparators = false } = {}): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  words.forEach((word, index) => {
    if (word.pieceEnd || (atSeparators && word.separator) || index === words.length - 1) {
      ranges.push([start, index + 1]);
      start = index + 1;
    }
  });
  return ranges.filter(([from, to]) => to > from);
}

export const textOf = (words: readonly RunWord[], from: number, to: number) =>
  words
    .slice(from, to)
    .map((word) => word.text)
    .join(' ')
    .trim();

/** A value's text: what follows a label, without the dash or equals sign that led to it, and without Hindi (values are printed in English). */
export const valueTextOf = (words: readonly RunWord[], from: number, to: number) =>
  words
    .slice(from, to)
    .filter((word) => !/^[\u0900-\u097f\u200c\u200d]+$/.test(word.text))
    .map((word) => word.text)
    .join(' ')
    .trim()
    .replace(/^[-–—=]\s*/, '');
