/**
 * What OCR makes of ink that is no English text: the English model reads a Hindi label, a stamp
 * or a smudge as a few letters it is unsure of ("dear", "qt", "HEAT"). Left in, they sit over a
 * label as if it had a line above, or run on after a value. A short run of letters OCR was unsure
 * of is taken out unless it is a word labels are made of ("No", "TP", "cc"); so is a run of a few short lower-case
 * words OCR all but guessed.
 */
import { labelWordShare } from '../lexicon/match';
import { BILINGUAL_SEPARATOR, buildPageModel, type PageModel, type Segment, type Word } from '../page/pageModel';

/** Runs this long or shorter may be debris, however they are spelt (longer ones only as GUESSED_WORDS). */
const MAX_DEBRIS_LENGTH = 4;
/** Below this OCR confidence (0–1) for every word, a short run is doubtful. */
const DOUBTFUL_CONFIDENCE = 0.75;

/**
 * A word of one to three small letters alone, no label's, is a Hindi word OCR read as Latin ("af" of "निर्माण वर्ष" at
 * 0.80) unless OCR was surer than this, or one a value may be ("nil", "na", "yes", "kg").
 */
const SHORT_LOWER_CASE = /^(?!(?:nil|na|yes|ok|kg|hp)$)\p{Ll}{1,3}$/u;
const SHORT_LOWER_CASE_CONFIDENCE = 0.85;

/** Dots, commas or quote marks alone: specks, however sure OCR was of them. */
const SPECKS = /^[.,'‘’`"“”\s]+$/u;

/**
 * Below this OCR confidence for every word, a run of a few short words in lower case or of a few capitals is what OCR
 * made of a Hindi label ("get divas", "HEX HT"); one word alone may be a value it read badly ("Petrol"), and values are
 * printed capitalised or in longer capitals ("Rahul Das", "KIA SONET").
 */
const GUESSED_CONFIDENCE = 0.5;
const GUESSED_WORDS = /^(?:[a-z]{1,6}(?: [a-z]{1,6}){1,2}|[A-Z]{1,3}(?: [A-Z]{1,3}){1,2})$/;

export function isOcrDebris({ text, words }: Pick<Segment, 'text' | 'words'>): boolean {
  if (SPECKS.test(text)) return true;
  if (/\d/.test(text) || !/\p{L}/u.test(text) || labelWordShare(text) > 0) return false;
  const unsureBelow = (confidence: number) => words.every((word) => word.confidence !== undefined && word.confidence < confidence);
  if (SHORT_LOWER_CASE.test(text)) return unsureBelow(SHORT_LOWER_CASE_CONFIDENCE);
  if (text.length <= MAX_DEBRIS_LENGTH) return unsureBelow(DOUBTFUL_CONFIDENCE);
  return GUESSED_WORDS.test(words.map((word) => word.text).join(' ')) && unsureBelow(GUESSED_CONFIDENCE);
}

/** A bilingual label's slash OCR read as a bracket ("WET [ Vehicle" of "पंजीकरण संख्या / Vehicle"). */
const SLASH_READ_AS_BRACKET = '[';

/** A bilingual label's Hindi half OCR read as a few words is this far from the run's start, at most. */
const MAX_HINDI_WORDS = 3;

/**
 * A run opening with what OCR made of a bilingual label's Hindi half ("1 / No Claim Bonus" of "नो क्लेम बोनस / No
 * Claim Bonus", "Fe wd ifaw | Net OD Premium": words all unsure before the slash or bar, label words after it) with
 * the slash in their place (a bracket OCR read for it too), boxed from where the Hindi starts as the label is (see
 * englishWordsOfLine). Left in, a lone figure there reads as a value of the row above. Undefined for any other run.
 */
export function withoutHindiHalf(segment: Segment): Word[] | undefined {
  const slash = segment.words.findIndex((word) => BILINGUAL_SEPARATOR.test(word.text) || word.text === SLASH_READ_AS_BRACKET);
  if (slash < 1 || slash > MAX_HINDI_WORDS) return undefined;
  const [first, ...before] = segment.words.slice(0, slash);
  // Before a bar, which may be a table's rule, figures are a value ("500 | Net OD Premium"); before a slash, Hindi read as figures.
  const hindiLike = (word: Word) => word.confidence !== undefined && word.confidence < DOUBTFUL_CONFIDENCE && word.text.length <= MAX_DEBRIS_LENGTH && (segment.words[slash].text === '/' || !/\d/.test(word.text));
  if (![first, ...before].every(hindiLike)) return undefined;
  const after = segment.words.slice(slash + 1);
  if (labelWordShare(after.map((word) => word.text).join(' ')) === 0) return undefined;
  const mark = segment.words[slash];
  const text = mark.text === SLASH_READ_AS_BRACKET ? '/' : mark.text;
  return [{ ...mark, text, x: first.x, width: mark.x + mark.width - first.x }, ...after];
}

/** What OCR made of a Hindi word before a label with no slash: this many characters at most ("Ia", "3"). */
const MAX_HINDI_MARKS = 3;
/** Words of a label OCR read after its Hindi half with no slash between: at least this many. */
const MIN_LABEL_WORDS_AFTER = 2;

/**
 * A run opening with a bilingual label's Hindi half OCR made a few unsure letters of, with no slash after
 * them ("Ia af OD Premium", "3 No Claim Bonus", "[ Engine No." where the slash read as a bracket): the label words after
 * them, all of them label words.
 * Undefined for any other run.
 */
function withoutUnslashedHindi(segment: Segment): Word[] | undefined {
  for (let count = 1; count <= Math.min(MAX_HINDI_WORDS, segment.words.length - MIN_LABEL_WORDS_AFTER); count++) {
    const word = segment.words[count - 1];
    // Not past a slash or bar: withoutHindiHalf reads those, or they part a value from its label ("3 | Net OD Premium").
    if (BILINGUAL_SEPARATOR.test(word.text)) return undefined;
    // Nor a rate ("20 % No Claim Bonus").
    if (word.confidence === undefined || word.confidence >= DOUBTFUL_CONFIDENCE || word.text.length > MAX_HINDI_MARKS || labelWordShare(word.text) > 0 || /%/.test(word.text + segment.words[count].text)) return undefined;
    const after = segment.words.slice(count);
    if (!/^\p{L}/u.test(after[0].text) || labelWordShare(after.map((other) => other.text).join(' ')) !== 1) continue;
    // Boxed from where the Hindi starts, as a label with its slash is (see withoutHindiHalf); not from a speck's place.
    if (segment.words.slice(0, count).every((other) => SPECKS.test(other.text))) return after;
    const [label, ...rest] = after;
    return [{ ...label, x: segment.x, width: label.x + label.width - segment.x }, ...rest];
  }
  return undefined;
}

/**
 * A run ending in bars that part nothing ("… | MALAUM428KG985006 |", a table's rule), or bars alone: without them, and
 * none of it if what is left is debris ("ifaw |"). Undefined for any other run.
 */
function withoutClosingBars(words: Word[]): Word[] | undefined {
  let end = words.length;
  while (end > 0 && words[end - 1].text === '|') end--;
  if (end === words.length) return undefined;
  const kept = words.slice(0, end);
  return kept.length && isOcrDebris({ text: kept.map((word) => word.text).join(' '), words: kept }) ? [] : kept;
}

/** The page model of an OCR reading without its debris. */
export function withoutOcrDebris(model: PageModel): PageModel {
  let changed = false;
  const words = model.segments.flatMap((segment) => {
    const opened = isOcrDebris(segment) ? [] : withoutHindiHalf(segment) ?? withoutUnslashedHindi(segment);
    const kept = withoutClosingBars(opened ?? segment.words) ?? opened;
    changed ||= kept !== undefined;
    return kept ?? segment.words;
  });
  return changed ? buildPageModel(words, model.pages, true) : model;
}
