/**
 * Label readings: every place a run of text may begin a label, with the targets it may name and
 * the words after it in the same run (its value, when the run holds both). A run with colons is
 * cut into its pairs, each label taken as the words before its colon that read best as a label;
 * a run without one is tried at every word ("Policy No 12345").
 */
import type { Section, TargetScore } from '../lexicon/match';
import { labelVocabularyShare, labelWordShare, NO_SECTION, scoreLabel } from '../lexicon/match';
import { CONCEPTS, contextOf, FREE_TEXT_KINDS, type Target } from '../lexicon/concepts';
import { isUnknownHindi, labelTokens } from '../lexicon/tokens';
import { type Box, hasDevanagari, isUnreadHindi, type PageModel, right, type Segment, union } from '../page/pageModel';
import { ENDS_IN_PIN_LABEL } from '../values/address';
import { firmNameGoesOn, firmWordsFrom, isFirmsNameAlone } from '../values/firmName';
import { printsMakeAndModel } from '../values/makes';
import { BUSINESS_TYPE_ALONE, endsOpen, findDates, LEFT_OPEN, periodLeftOpen, TERM } from '../normalise';
import { readValue } from '../values/readValue';
import { ENDS_VALUE, ITEM_NUMBER_WORD, pieces, type RunWord, runWords, textOf } from './runs';
import { printedLarger, type SectionFinder } from './sections';

export interface LabelReading {
  id: number;
  segment: Segment;
  words: RunWord[];
  /** The label's words. */
  from: number;
  to: number;
  /** The value's words in the same run, when it has some. */
  value?: [number, number];
  /** A colon or dash follows the label. */
  separated: boolean;
  text: string;
  box: Box;
  targets: TargetScore[];
  /** How sure the words are a label at all (its best target's score). */
  strength: number;
  /** The later lines of a label printed over several. */
  rest?: Segment[];
}

/** A note in brackets, in small letters, after a label: how its value is written ("(in block letters)", "(as per RC)"). */
const LABELS_NOTE = /^\((?:[a-z][^()]*)\)$/;
/** Words in one pair of brackets. */
const BRACKETED = /^\([^()]*\)$/;

/** The value read after a label is a note in brackets closing the run: perhaps the label's own ("Cover Start (00:00 hrs)"). */
export const noteClosesRun = (words: readonly RunWord[], value: readonly [number, number] | undefined) =>
  value !== undefined && value[1] === words.length && BRACKETED.test(textOf(words, ...value));

/** Words [start, to) leave a bracket open that a later word of the run closes. */
function bracketOpenAt(words: readonly RunWord[], start: number, to: number, end: number): boolean {
  const text = textOf(words, start, to);
  const open = (text.match(/\(/g) ?? []).length > (text.match(/\)/g) ?? []).length;
  return open && /\)/.test(textOf(words, to, end));
}

/** Labels are at most this many words. */
const MAX_LABEL_WORDS = 9;
/** A target this far below the label's best is not what it names. */
const TARGET_SPREAD = 0.45;
const MIN_SCORE = 0.2;
/** A tax rate ending a label: "9 %", "(9.00%)", "18% in Rs.". */
const RATE_TAIL = /^\(?\d{1,2}(?:\.\d+)?\s*%\s*\)?\s*(?:in\s+(?:rs\.?|inr|₹))?$/i;
/** A rate in a label or a header: "NCB @ 0 %". */
export const RATE_IN_LABEL = /@?\s*\d{1,2}(?:\.\d+)?\s*%/g;
/** A cover's term in brackets, as a label names it: "(3 Years)", "(1 Yr)". */
const TERM_IN_LABEL = new RegExp(String.raw`\(\s*${TERM.source}\s*\)`, 'gi');
/** The cover a period's label names. */
const COVER_PARTS: Partial<Record<Target, 'od' | 'tp'>> = { od_period: 'od', tp_period: 'tp' };
/** A rate whose bracket a label's line leaves open, its percent sign on the next line ("Less: NCB (25" over "%)"). */
const RATE_OPEN_AT_END = /\(\s*\d{1,2}(?:\.\d+)?\s*$/;
/** A label left open at its line's end goes on ("Name of the", "Month &"); values' own are LEFT_OPEN (normalise.ts). */
const JOINING_WORD_AT_END = /(?:\b(?:of|the|and|for)|&)\s*$/i;
/**
 * So does one whose next line starts with one ("VEHICLE MAKE" over "& MODEL", "Date" over "of Issue") or is a preposition
 * alone ("POLICY ISSUED" over "ON"). (An "&" before Hindi is a vowel sign the PDF's text mapped to it: "& दनांक".)
 */
const JOINING_WORD_AT_START = /^\s*(?:&\s*[A-Za-z]|(?:and|of)\b|(?:on|in)\s*[:：]?\s*$)/i;
/**
 * So does one ending in a preposition with no value beside it ("NCB on" over "Previous Policy"); not a row's label
 * whose value stands beside it ("Policy Starts On | 01/04/2024", "Total Add On | 1,500.00"), nor one after a verb's
 * participle ("Policy Issued On").
 */
const PREPOSITION_AT_END = /(?<!\wed)\s(?:on|in|with)\s*$/i;
/** A currency alone on its line, a label's unit ("(Rs.)", "in INR"): the label's, not a value. */
const CURRENCY_ALONE = /^\(?\s*(?:in\s+)?(?:rs\.?|inr|₹)\s*\)?$/i;
/** A label's lines are at most this many text heights apart, top to top. */
const LABEL_LINE_STEP = 1.7;
/** OCR boxes a line by its ink, this much shorter than a PDF boxes its type (see the OCR word's size): steps measured in them are longer. */
const OCR_BOX_SHORTFALL = 1.15;
/** Label readings this close in strength name their field as well as each other (a Hindi side's score is lowered a little). */
const SAME_STRENGTH = 0.05;
/** What a Hindi-only label counts for when some of its words are not known. */
const UNREAD_HINDI = 0.75;

const isDistractor = (target: string | undefined) => target !== undefined && CONCEPTS[target as keyof typeof CONCEPTS].kind === 'none';

/** A label's Hindi wording and the English one printed after it without a slash ("तृतीय पक्ष ऐड-ऑन प्रीमियम PA & LL Premium"). */
function languageSides(text: string): string[] {
  const sides = /^([\u0900-\u097f\u200c\u200d\s.,:–-]*[\u0900-\u097f][\u0900-\u097f\u200c\u200d\s.,:–-]*?)\s+([A-Za-z].*)$/.exec(text.trim());
  return sides ? [sides[1], sides[2]] : [text];
}

const textScores = new Map<string, TargetScore[]>();

/**
 * Scores a label, by its whole text, by each side of a slash and by each language's wording ("Taxable
 * Value / Net Premium"); `closed` by its separator. Kept, as scoreLabel's are: a page asks the same
 * texts again and again (every prefix of a run, every line it may join), and schedules repeat labels.
 */
function scoreText(text: string, section: Section, closed = false): TargetScore[] {
  const key = `${closed ? 1 : 0}|${section.context ?? ''}|${section.tokens.join(' ')}|${text}`;
  const cached = textScores.get(key);
  if (cached) return cached;
  const scored = rankText(text, section, closed);
  if (textScores.size >= 50_000) textScores.clear();
  textScores.set(key, scored);
  return scored;
}

/** A note of two words or more in small letters: "(as per RC)"; not a word that qualifies the label, "(basic)". */
const TRAILING_NOTE = /\s*\([a-z][^()]*\s[^()]*\)\s*$/;

function rankText(text: string, section: Section, closed: boolean): TargetScore[] {
  const scores = new Map(scoreLabel(labelTokens(text), section).map((entry) => [entry.target, entry.score]));
  const sideTexts = text
    .split('/')
    .flatMap(languageSides)
    .filter((side) => /[\p{L}\p{M}]{2}/u.test(side));
  const sides = sideTexts.map((side) => scoreLabel(labelTokens(side), section));
  // Sides naming one thing twice ("Taxable Value / Net Premium") count for it; sides naming two fields
  // ("Make / Model") are two labels, each taking its part of the value (see offerSlashSides).
  const named = new Set(sides.map((side) => side[0]).filter((best) => best && best.score >= 0.7).map((best) => best.target));
  // In a label printed in both languages the English side says where it ends: its Hindi side, naming the field by
  // itself, does not carry value words run on after the English ("मध्यस्थ का नाम / INTERMEDIARY NAME Anchor"). A label
  // its separator closes has none ("स्वयं क्षति अवधि / OWN :" over "DAMAGE COVER").
  const counted = sides.filter((_, index) => closed || hasEnglish(sideTexts[index]) || !sideTexts.some(hasEnglish));
  // A note in brackets closing the label says how its value is written, not what it is ("Full name of the proposer (as per RC)").
  // So does a cover's term in brackets, how long it runs, not what it is ("Basic Third Party Premium (3 Years) (₹)").
  const note = TRAILING_NOTE.exec(text);
  const termless = text.replace(TERM_IN_LABEL, ' ');
  const withoutNote = [
    ...(note && note.index > 0 ? [scoreLabel(labelTokens(text.slice(0, note.index)), section)] : []),
    ...(termless !== text && /\p{L}{2}/u.test(termless) ? [scoreLabel(labelTokens(termless), section)] : []),
  ];
  if ((sides.length > 1 && named.size <= 1) || withoutNote.length) {
    for (const side of [...(sides.length > 1 && named.size <= 1 ? counted : []), ...withoutNote]) {
      for (const { target, score } of side) {
        if (score * 0.97 > (scores.get(target) ?? 0)) scores.set(target, score * 0.97);
      }
    }
  }
  // A label printed in Hindi alone with words the lexicon does not know may name more than it reads ("निर्माता / मॉडल"
  // whose first word came out of the PDF broken reads as "मॉडल" alone).
  const unread = !hasEnglish(text) && labelTokens(text).some(isUnknownHindi) ? UNREAD_HINDI : 1;
  const ranked = [...scores].map(([target, score]) => ({ target, score: score * unread })).sort((a, b) => b.score - a.score);
  const best = ranked[0]?.score ?? 0;
  // A label that best names something schedules print besides the policy ("Nominee Name") names no field.
  const kept = ranked.filter((entry) => entry.score >= MIN_SCORE && entry.score >= best - TARGET_SPREAD);
  return isDistractor(kept[0]?.target) && best >= 0.6 ? kept.filter((entry) => entry.score >= best - 0.1) : kept;
}

export interface FieldSide {
  text: string;
  target: Target;
  score: number;
}

/**
 * The sides of a label naming two or more fields ("Engine No. / Chassis No.", "Engine-Chassis No.",
 * "Engine and chassis number"), each with the field it names; undefined unless every side names a
 * different field well. Where the Hindi wording repeats the English one's fields, the English sides count.
 */
export function fieldSides(text: string, section: Section): FieldSide[] | undefined {
  const sidesOf = (wording: string) => wording.split(/[/&,]|\s+and\s+|(?<=\p{L})-(?=\p{L})/iu).filter((side) => /[\p{L}\p{M}]{2}/u.test(side));
  // The English wording's sides, when it names two ("इंजन / चेसिस संख्या Engine & Chassis No."); else the label's own.
  const english = sidesOf(text.replace(/[\u0900-\u097F]+/g, ' '));
  const sides = english.length >= 2 ? english : sidesOf(text);
  if (sides.length < 2) return undefined;
  const read = sides.map((side) => ({ text: side.trim(), ...scoreLabel(labelTokens(side), section)[0] }));
  const wellNamed = read.every((side) => side.target && side.score >= 0.7 && CONCEPTS[side.target].kind !== 'none');
  return wellNamed && new Set(read.map((side) => side.target)).size === sides.length ? (read as FieldSide[]) : undefined;
}

/** How well a label's text names a field, or two fields side by side. */
const strengthOf = (text: string, section: Section) => Math.max(scoreText(text, section)[0]?.score ?? 0, Math.min(...(fieldSides(text, section)?.map((side) => side.score) ?? [0])));

/** A run closing its line after a value: figures, or few label words ("ananya@… | E-mail", "Hyundai | Make"). */
function valueBefore(model: PageModel, segment: Segment): boolean {
  const segments = model.lines[segment.line].segments;
  const before = segments[segments.indexOf(segment) - 1];
  return segments.at(-1) === segment && before !== undefined && (/\d/.test(before.text) || labelWordShare(before.text) < 0.5);
}

/**
 * The later lines of a label printed over several ("पिछली पॉलिसी की समाप्ति" / "तिथि / Previous policy" /
 * "expiry date:"): runs right under its first line, in its column, up to the one ending with a colon,
 * or without a colon when the lines read as one label better than the first alone ("Previous" / "Insurer Name").
 */
function wrappedLabelRest(model: PageModel, segment: Segment, section: Section, words: readonly RunWord[]): Segment[] {
  if (isUnreadHindi(segment)) return englishUnderUnreadHindi(model, segment);
  // A label that ends in a colon is whole; one followed by its value in the run too.
  // (A rate opened at its end goes on: "Less: NCB (25" over "%)".)
  if (/[:：]\s*$/.test(segment.text) || isNote(segment) || /\d/.test(segment.text.replace(RATE_OPEN_AT_END, ''))) return [];
  if (holdsValue(words) && !dashedWordGoesOnUnder(model, segment, words)) return [];
  // A colon printed apart ("Engine Capacity   :   1493") ends the label as one printed with it would.
  const next = model.lines[segment.line].segments.find((other) => other.x > right(segment));
  if (next && /^[:：]$/.test(next.text.trim())) return [];
  // A label going on beside itself in its other language ("कुल स्वयं क्षति प्रीमियम" | "/ Own Damage Premium (A):")
  // is not also wrapped under itself: the line under it is the next row's label.
  if (next && /^\s*\//.test(next.text) && next.x - right(segment) < 3 * segment.height) return [];
  const beside = model.lines[segment.line].segments.find((other) => other.x > right(segment) && !other.hindiOnly);
  // (A figure makes it a value whatever words it holds: "13/03/2025 (00:00 Hrs) to"; so does a business type's word,
  // "ROLLOVER (OTHER INSURER)".)
  const readsAsValue = (other: Segment) => (labelWordShare(other.text) < 0.5 || /\d/.test(other.text) || BUSINESS_TYPE_ALONE.test(other.text)) && !/[:：]\s*$/.test(other.text);
  const besideIsValue = beside && readsAsValue(beside);
  const runUnderBeside = (line: number, label: Segment) => beside && model.lines[line].segments.find((other) => other !== label && other.x < right(beside) + 10 && right(other) > beside.x - 10);
  const valueBeside = (line: number, label: Segment) => runUnderBeside(line, label) !== undefined;
  // A label of its own names a field, or is all label words though it names none ("PREVIOUS POLICY START DATE :"); not a
  // word cut at the line's end ("Make/Model/Vari" over "ant:").
  const namesOrSpellsLabel = (text: string) => (scoreText(text, section)[0]?.score ?? 0) >= 0.5 || (labelTokens(text).length >= 2 && labelWordShare(text) === 1);
  /**
   * A label of its own ending in a colon under a label with its value beside it, where OCR lost the first line's colon
   * ("Date Of First Registration  27/6/2024" over "Engine No:  D4FE-TG62312"): not where the two lines read as one label
   * at least as well as the first alone ("MANUFACTURER" | "TOYOTA KIRLOSKAR" over "NAME:" | "MOTOR"; "Engine No. / Chassis"
   * over "No.:"), unless each line names a field of its own whole and together they name none ("/ CHASIS NO." over
   * "/ CUBIC CAPACITY:", which read as one label of two fields; not "INSURED" over "ADDRESS:"), nor where the label or
   * its value is left open ("OWN" | "13/Dec/2025 00:00 Hrs -" over "DAMAGE VALIDITY:").
   */
  const namesAnotherFieldWhole = (text: string) => {
    const [first, next, together] = [segment.text, text, `${segment.text} ${text}`].map((line) => scoreText(line, section)[0]);
    const apart = first !== undefined && next !== undefined && first.score >= 0.9 && next.score >= 0.9 && first.target !== next.target;
    return apart && (together?.score ?? 0) < 0.9;
  };
  // Nor where the line under it says all the first says and more ("/ INSURED" over "ADDRESS OF INSURED:"): joined, the words
  // repeat. (Not a label's Hindi over its English, "मॉडल" over "Model-Variant:", whose values are the model's two lines.)
  // (The words as printed: "Round" over "Off Amount:" is one label, though the lexicon reads both as the same word.)
  const saysItAll = (text: string) => {
    const [first, under] = [printedWords(segment.text), new Set(printedWords(text))];
    return !hasDevanagari(segment.text) && first.length > 0 && under.size > first.length && first.every((word) => under.has(word));
  };
  const colonRowUnder = (next: Segment, value: Segment) =>
    /[:：]\s*$/.test(next.text) &&
    namesOrSpellsLabel(next.text) &&
    (strengthOf(`${segment.text} ${next.text}`, section) < strengthOf(segment.text, section) - SAME_STRENGTH || namesAnotherFieldWhole(next.text) || saysItAll(next.text)) &&
    !JOINING_WORD_AT_END.test(segment.text) &&
    !endsOpen(value.text);
  // A label's next line starts where it does, or is centred under it as a header cell's in a row of labels is ("Seating" over
  // "Cap. incl." over "Driver").
  const cells = model.lines[segment.line].segments;
  const inHeaderRow = cells.length >= 3 && cells.every((cell) => !/\d/.test(cell.text));
  const centre = (run: Segment) => run.x + run.width / 2;
  // (Or it ends where the label does, labels set right against their values: "Insured's Declared" over "Value (IDV)".)
  const setRight = beside !== undefined && !inHeaderRow && Math.abs(beside.x - right(segment)) < 3 * segment.height;
  const underItsStart = (other: Segment) =>
    Math.abs(other.x - segment.x) <= 3 || (inHeaderRow && Math.abs(centre(other) - centre(segment)) <= 2) || (setRight && Math.abs(right(other) - right(segment)) <= 2);
  const rest: Segment[] = [];
  let previous = segment;
  for (let index = segment.line + 1; index < model.lines.length && rest.length < 3; index++) {
    const line = model.lines[index];
    // On a scan, a line with no value beside it may be as far under as a PDF's type would put it (not a heading's tall box
    // over a label's short one; nor a row with its own value, "PREV. POLICY NO." over "PREVIOUS POLICY START DATE :").
    const bare = line.segments.find((other) => Math.abs(other.x - segment.x) <= 3);
    const height = typeHeight(model, previous);
    const stepHeight = Math.max(height, model.byOcr && bare && !valueRightOf(model, bare) ? OCR_BOX_SHORTFALL * Math.min(height, line.height) : 0);
    if (line.page !== segment.page || line.y - previous.y > LABEL_LINE_STEP * stepHeight) break;
    // A rate closing a label's line is the label's ("Goods and Services" over "Tax @ 18%:").
    // (Nor is a line holding its own value after its label's separator: "निर्माता" over "MAKE:- Hyundai".)
    // (Nor is a term in brackets a figure: "Basic Third Party" over "Premium (3 Years) (₹)".)
    const next = line.segments.find(
      (other) => underItsStart(other) && !/\d/.test(other.text.replace(RATE_IN_LABEL, '').replace(TERM_IN_LABEL, '')) && other.words.length <= 6 && !holdsValue(runWords(other)),
    );
    // A line of the other column, printed a little higher or lower, comes between the label's lines.
    if (!next && !line.segments.some((other) => other.x < right(segment) && right(other) > segment.x)) continue;
    // (The mark of a Hindi line OCR could not read under a label is the next row's label.)
    if (!next || isUnreadHindi(next)) break;
    // A note in brackets under the first line ends the label; one in a label's words with nothing beside it is the label's
    // own ("SUM INSURED" over "(IDV)"; not "(MM/YYYY)", "(in Rs.)", nor "Add-on Premium" over "(Zero Depreciation) | 800.00").
    if (isNote(next)) {
      if (rest.length === 0 && isLabelNote(next) && !valueBeside(index, next)) return [next];
      break;
    }
    // With the value beside the first line, a line with a value of its own beside it is the next row ("Type of fuel  Electric"),
    // and so is a label of its own ending in a colon right under the first (see colonRowUnder).
    if (besideIsValue && (rest.length || colonRowUnder(next, beside)) && valueBeside(index, next)) break;
    // …as is one with its own value before it, under a label with one: a ledger's values printed left of their labels.
    if (valueBefore(model, segment) && valueBefore(model, next)) break;
    // A unit alone under a label's later line closes it and is decided on with it (see unitUnder).
    if (rest.length && CURRENCY_ALONE.test(next.text)) break;
    rest.push(next);
    // A line with a figure beside it ends the label there, or is the label under a heading ("VEHICLE DETAILS" over
    // "Vehicle Registration No  GJ 05QE5645", "वाहन विवरण / VEHICLE INFORMATION" over "पंजीकरण संख्या  GJ05 RW 8913").
    if (!besideIsValue && valueRightOf(model, next)) {
      if (headingOver(model, segment, next)) return [];
      break;
    }
    // A heading over a label of two lines has the value beside the label's first line ("Customer" | "Ms. Nandini …" over "Name:").
    if (/[:：]\s*$/.test(next.text)) return rest.some((line) => headingOver(model, segment, line)) ? [] : rest;
    previous = next;
  }
  // A line ending in a slash goes on in the other language ("निर्माता / मॉडल /" over "Make/Model/Variant").
  if (rest.length && /\/\s*$/.test(segment.text)) return rest.slice(0, 1);
  // So does a word or two starting with one under a label of words joined by slashes ("MAKE/MODEL" over "/VARIANT"), not
  // itself a line going on so ("/ Registration No." over "/ Engine No." are two rows' English; so are "MAKE OF VEHICLE" over
  // "/ MODEL", whose Hindi OCR left out).
  const slashList = /\S\s*\/\s*\S/.test(segment.text) && !/^\s*\//.test(segment.text);
  if (rest.length && /^\s*\//.test(rest[0].text) && slashList && rest[0].words.length <= 2) return rest.slice(0, 1);
  // On a scan, a line of no label's words with no value beside it is a value, not a label's first line, over a label whose
  // Hindi OCR left out ("KIA" over "/ Registration Date") or lost with its slash ("TOYOTA" over "Registration Date"). (With
  // a value beside it, it is that label's Hindi read as Latin: "hl" | "Renewal Business" over "Type Of Business".)
  const labelUnderValue = () => /^\s*\//.test(rest[0].text) || fieldNamedAlone(rest[0].text) !== undefined;
  if (model.byOcr && rest.length && !besideIsValue && !hasDevanagari(segment.text) && labelWordShare(segment.text) === 0 && labelUnderValue()) return [];
  // So is a note in label words opened on the label's next line and closed on the one after ("VEHICLE IDV" over "(EXCL." and
  // "ACCESSORIES)").
  if (rest.length >= 2 && /^\s*\([^)]*$/.test(rest[0].text) && /^[^(]*\)\s*$/.test(rest[1].text) && isLabelNote(rest[0])) return rest.slice(0, 2);
  // A label's bracket left open closes on the next line ("No. of Passengers (incl." over "Driver)"); a value's ("ROLLOVER
  // (OTHER" over "INSURER)") is no label's.
  if (rest.length && /\([^)]*$/.test(segment.text) && /^[^(]*\)/.test(rest[0].text) && strengthOf(segment.text, section) >= 0.7) return rest.slice(0, 1);
  const allText = [segment, ...rest].map((line) => line.text).join(' ');
  // Label lines only: in the label's font, with no value of their own beside them (see below).
  const labelLinesOnly = rest.every((line) => !valueBeside(line.line, line) && line.words[0].style === segment.words.at(-1)!.style);
  // A header cell's lines in a row of labels: in the label's font, beside nothing but the next header's lines (see below).
  const headersPrint = (line: Segment) => line.words[0].style === segment.words.at(-1)!.style && (runUnderBeside(line.line, line)?.style ?? segment.style) === segment.style;
  const headerCellLines = () => inHeaderRow && !besideIsValue && rest.every(headersPrint) && labelWordShare(rest.map((line) => line.text).join(' ')) >= 0.5;
  // A label ending in a joining word goes on, whatever stands beside its next line: "Name of the" over "Insured Person",
  // "Address of the" | "828, Gokul Dham" over "Insured" | "Civil Lines".
  // (Not a next line with a value of its own beside it: "& Date of Issue" | "07/08/2024" under "Policy No." | "3001/…".)
  // (Unless the two lines name make and model beside a value printing both: "VEHICLE MAKE" | "KIA INDIA / SONET" over "& MODEL" | "HTE".)
  const makeAndModelBeside = () =>
    besideIsValue && (printsMakeAndModel(beside.text) || /\/\s*$/.test(beside.text)) && scoreText(`${segment.text} ${rest[0].text}`, section)[0]?.target === 'make_model';
  const startsJoined = rest.length > 0 && JOINING_WORD_AT_START.test(rest[0].text) && (!(besideIsValue && valueBeside(rest[0].line, rest[0])) || makeAndModelBeside());
  if (rest.length && (JOINING_WORD_AT_END.test(segment.text) || startsJoined || (!besideIsValue && PREPOSITION_AT_END.test(segment.text)))) {
    // (A header cell over three lines goes on to its last where that names a field more nearly: "Period of" over
    // "Insurance" over "From".)
    const [two, all] = [`${segment.text} ${rest[0].text}`, allText].map((text) => scoreText(text, section)[0]);
    const nearer = all !== undefined && all.score >= 0.7 && (all.score > (two?.score ?? 0) || all.target !== two?.target);
    return rest.length > 1 && headerCellLines() && nearer ? rest : rest.slice(0, 1);
  }
  // So does one ending in whose it is ("NAME OF PREVIOUS" | "Sindhu Kavach General" over "INSURER" | "Insurance Ltd."), when
  // the two lines name a field and the second names none alone ("NCB in Expiring" | "20%" over "Policy No" is two rows).
  if (rest.length && labelTokens(segment.text).at(-1) === 'previous' && strengthOf(`${segment.text} ${rest[0].text}`, section) >= 0.7 && !fieldNamedAlone(rest[0].text)) {
    return rest.slice(0, 1);
  }
  // A label over three lines or more beside its value's one ("CUBIC" | "999 CC" over "CAPACITY /" and "WATTS", "BROKER" |
  // "help@…" over "CONTACT" and "EMAIL", "NET" | "3,841.00" over "THIRD PARTY" and "PREMIUM"): label words in the label's
  // font with no value of their own beside them. Not rows of their own left blank under a label the value beside reads as
  // ("POLICY NO" | "3001/…" over a new car's "PREVIOUS POLICY NO" and "PREVIOUS INSURER").
  const wholeLabel = (text: string) => fieldNamedAlone(text, 0.9, section);
  const blankRowsUnder = () => {
    const first = wholeLabel(segment.text);
    return first !== undefined && readValue(first, beside!.text, segment.text) !== undefined && rest.every((line) => wholeLabel(line.text) !== undefined);
  };
  if (rest.length > 1 && besideIsValue && labelLinesOnly && !blankRowsUnder() && labelWordShare(rest.map((line) => line.text).join(' ')) >= 0.75 && strengthOf(allText, section) >= 0.7) return rest;
  // So is a header cell of a row of labels over three lines, nothing beside it ("Seating" over "Cap. incl." over "Driver").
  if (rest.length > 1 && headerCellLines() && strengthOf(allText, section) >= Math.max(0.7, strengthOf(segment.text, section) - SAME_STRENGTH)) return rest;
  // Label lines share a font where they meet (a Hindi wording before the English one may be in another), or the next
  // line is in the font of the labels beside the first where that is printed in its Hindi's font ("इंजन / चेसिस संख्या /
  // ENGINE" over "NO./CHASSIS NO." beside "COLOUR").
  const nextFont = rest[0]?.words[0].style;
  const labelsFont = hasDevanagari(segment.text) && model.lines[segment.line].segments.some((other) => other !== segment && other.words[0].style === nextFont);
  if (rest.length !== 1 || (nextFont !== segment.words.at(-1)!.style && !labelsFont)) return [];
  const [firstAlone, restAlone, togetherBest] = [segment.text, rest[0].text, `${segment.text} ${rest[0].text}`].map((text) => scoreText(text, section)[0]);
  const [alone, together] = [strengthOf(segment.text, section), strengthOf(`${segment.text} ${rest[0].text}`, section)];
  // A label wrapped under itself, its value beside its first line ("… / Total  ₹ 1,099.00" over "Add-on Premium"):
  // the second line is label words with no value of its own beside it.
  // (Where a label stands beside the first line, what stands beside the second is that label's second line unless it reads
  // as a value: "PREVIOUS" | "EXPIRY DATE OF" over "POLICY NO" | "PREVIOUS POLICY", "ENGINE" | "CUBIC CAPACITY /" over
  // "NO./CHASSIS NO." | "WATTS".)
  const besideSecond = runUnderBeside(rest[0].line, rest[0]);
  // (So is a line that makes a row by itself, a label naming a field whole and a value of that field beside it, wherever it
  // stands: "AMOUNT" | "22,879.41" | … in a premium table over "NCB APPLICABLE" | "20%", the colon OCR lost.)
  const valueBesideRest = (besideSecond !== undefined && (besideIsValue || readsAsValue(besideSecond))) || (besideIsValue && isRowOfItsOwn(model, rest[0], restAlone));
  // Its unit alone ("Rs.", "in Rs.") has no label words but is the label's too.
  const restTokens = labelTokens(rest[0].text);
  if (besideIsValue && !valueBesideRest && together >= 0.7 && (!restTokens.length || labelVocabularyShare(restTokens) >= 0.75)) return rest;
  // A label naming two fields wrapped between them ("इंजन / चेसिस संख्या / Engine" over "No./Chassis No.") is one.
  if (!valueBesideRest && !fieldSides(segment.text, section) && fieldSides(`${segment.text} ${rest[0].text}`, section)) return rest;
  // A value beside the first line left open ("MAHINDRA AND", "10 Jul 2025 to 09 Jul") that goes on beside the second, where it starts, makes
  // the two lines one label, as the value takes two too ("Manufacturer" / "Name" beside "MAHINDRA AND" / "MAHINDRA LTD");
  // so does a firm's name going on beside the second ("HONDA CARS INDIA" / "LTD", "LOHIT GENERAL" / "INSURANCE CO. LTD."),
  // which is no value of its own.
  // (Where the value starts: after a separator its run opens with, ": From 2023-11-29 00:00 Hrs To" over "2024-11-28 23:59 Hrs".)
  const valueStart = besideIsValue ? (beside.words.find((word) => !/^[:：\-–]$/.test(word.text)) ?? beside).x : undefined;
  const besideRest = besideIsValue ? model.lines[rest[0].line].segments.find((other) => Math.abs(other.x - beside.x) <= 3 || Math.abs(other.x - valueStart!) <= 3) : undefined;
  // (So does a value ending in a slash, naming two things over the lines: "Kavach Insurance Broking Pvt. Ltd. /" over "IRDA/DB/712/18"
  // beside "Intermediary" over "Name/Code".)
  const valueGoesOn = besideRest !== undefined && (LEFT_OPEN.test(beside!.text) || /\/\s*$/.test(beside!.text) || periodLeftOpen(beside!.text) || firmNameGoesOn(beside!.text, besideRest.text));
  if (valueGoesOn && together >= 0.7 && together >= alone - 0.05) return rest;
  // A first line whose value beside it reads as the two lines' field and not as its own makes one label with the second
  // ("Insured" | "731, Sunrise Heights, Law Garden" over "address" | "Vadodara, Gujarat - 390094": a value over two
  // lines beside a label over two).
  const readsAs = (target: Target) => besideIsValue && (readValue(target, beside!.text, segment.text)?.quality ?? 0) >= 0.5;
  const valueOfBoth = (first: TargetScore, both: TargetScore) =>
    both.score >= 0.9 && both.target !== first.target && FREE_TEXT_KINDS.has(CONCEPTS[both.target].kind) && !isDistractor(first.target) && readsAs(both.target) && !readsAs(first.target);
  if (firstAlone && togetherBest && valueOfBoth(firstAlone, togetherBest)) return rest;
  // A second line adding only a weak word to the first's field ("Manufacturer" / "Name", "मॉडल / Model" / "Name") beside the
  // one-word tail of a value wrapped over two lines ("TOYOTA KIRLOSKAR" / "MOTOR") is that label's end. (A whole value beside
  // it, "Model | CRETA SX" over "Name | RAHUL SHARMA", makes it a row of its own.)
  const weakEnd = restAlone !== undefined && restAlone.score < 0.9 && restTokens.length > 0 && labelVocabularyShare(restTokens) === 1;
  const valueTail = besideSecond !== undefined && besideSecond.words.length === 1;
  if (valueTail && weakEnd && firstAlone && togetherBest?.target === firstAlone.target && together >= alone) return rest;
  // Otherwise two labels of different fields, the first adding nothing to what the second names, are two rows
  // ("Manufacture" over "VIN / Chassis No."); "Previous" over "Insurer Name" makes a third thing of the two and is one label.
  if (firstAlone && restAlone && firstAlone.score >= 0.5 && restAlone.score >= 0.7 && firstAlone.target !== restAlone.target && togetherBest?.target === restAlone.target) return [];
  // A label of another field with a value beside it is the next row ("Broker Mobile  080-4279 6000", "Type of Fuel  Petrol").
  // So is any line with its value beside it under a label with its own ("Colour  WHITE" over "Total IDV  16,41,600.00"), and
  // one naming two fields of its own ("MODEL & VARIANT" | "Carens Premium" over "ENGINE NO./CHASSIS NO." | "G4FL… | MZB4…").
  const restNamesOwn = (restAlone && restAlone.score >= 0.7 && restAlone.target !== togetherBest?.target) || fieldSides(rest[0].text, section) !== undefined;
  const nextRow = valueBesideRest && (besideIsValue || restNamesOwn);
  if (!nextRow && together >= 0.7 && together >= alone + 0.2) return rest;
  // A header cell of a grid printed over two lines: nothing of its own to its right, its second line label words too.
  return !besideIsValue && !nextRow && together >= 0.7 && together >= alone - 0.05 && labelWordShare(rest[0].text) >= 0.5 ? rest : [];
}

/**
 * A run's type height. On a scan a speck or a rule touching its ink makes a box taller than its type ("TOTAL PREMIUM" boxed
 * 12 high beside amounts 7 high): there the line's usual height is, when smaller.
 */
function typeHeight(model: PageModel, segment: Segment): number {
  if (!model.byOcr) return segment.height;
  const heights = model.lines[segment.line].segments.map((other) => other.height).sort((a, b) => a - b);
  return Math.min(segment.height, heights[Math.floor(heights.length / 2)]);
}

/**
 * A word or two after a dash that are no label words alone but make one with the run right under the label: the
 * label's, wrapped ("Total Premium - Own" over "Damage"), not a value after its separator. (Not "Policy Type - Third
 * Party" over "Policy Period", a value of label words; nor "Zone - A" over "Cubic Capacity", whose "A" names nothing.)
 */
function dashedWordGoesOnUnder(model: PageModel, segment: Segment, words: readonly RunWord[]): boolean {
  const dash = words.findIndex((word) => word.separator === 'dash');
  if (dash < 0 || words.some((word) => word.separator === 'colon') || words.length - dash - 1 > 2) return false;
  const after = words.slice(dash + 1).map((word) => word.text).join(' ');
  const under = runUnder(model, segment);
  if (!under || under.hindiOnly || !labelTokens(after).length || labelWordShare(after) > 0) return false;
  const joined = `${after} ${under.text}`;
  // One phrase across the break: joined, the words make fewer tokens than apart ("own" + "damage" = "od").
  return labelWordShare(joined) === 1 && labelTokens(joined).length < labelTokens(after).length + labelTokens(under.text).length;
}

/** The run starting at a segment's x on the first line under it that holds one, within a label's line step. */
function runUnder(model: PageModel, segment: Segment): Segment | undefined {
  for (let index = segment.line + 1; index < model.lines.length; index++) {
    const line = model.lines[index];
    if (line.page !== segment.page || line.y - segment.y > LABEL_LINE_STEP * segment.height) return undefined;
    const run = line.segments.find((other) => Math.abs(other.x - segment.x) <= 3);
    if (run) return run;
  }
  return undefined;
}

/**
 * Whether a run holds a label's value after its separator ("Model Name : Harrier", "Vehicle Model - Verna").
 * ("Less: No Claim Bonus" over "50%:" does not: a colon after "Less" is the label's own.)
 * A dash ending the run leads to the value beside it, or to the label's next line ("Total Premium -" over "Own Damage:").
 */
function holdsValue(words: readonly RunWord[]): boolean {
  const body = /^[-–—]$/.test(words.at(-1)?.text ?? '') ? words.slice(0, -1) : words;
  return body.slice(0, -1).some((word) => word.separator !== undefined && /[A-Za-z]/.test(word.text) && !/^(?:less|add|deduct)$/i.test(word.text));
}

/**
 * The English half of a label printed under its Hindi, where OCR could not read the Hindi (a mark over "MFR.:"): the run
 * right under the mark, whatever stands beside the English too (an address beside both is the label's value). Not where
 * only the English has something beside it (it is a label of its own), nor where the run holds a value of its own
 * ("Vehicle make; SKODA", "Insured Name Faisal Khan": not words labels are made of).
 */
function englishUnderUnreadHindi(model: PageModel, mark: Segment): Segment[] {
  for (let index = mark.line + 1; index < model.lines.length; index++) {
    const line = model.lines[index];
    if (line.page !== mark.page) break;
    const english = line.segments.find((other) => other.x < right(mark) && right(other) > mark.x);
    // (The mark is as tall as the Hindi's ink, short where no vowel sign stands over it, "पता": the English type's height
    // measures the step too.)
    if (line.y - mark.y > LABEL_LINE_STEP * Math.max(mark.height, english?.height ?? 0)) break;
    if (!english) continue;
    const hasBeside = (segment: Segment) => model.lines[segment.line].segments.some((other) => other.x > right(segment) && !other.hindiOnly);
    if (!hasBeside(mark) && hasBeside(english)) return [];
    const labelWords =
      !english.hindiOnly && !/\d/.test(english.text.replace(RATE_IN_LABEL, '')) && !holdsValue(runWords(english)) && labelWordShare(english.text) >= 0.6;
    return labelWords ? [english, ...closingLineUnder(model, english, hasBeside)] : [];
  }
  return [];
}

/**
 * The line closing a label left open under an unread Hindi mark ("/ Previous Policy" over "Expiry Date:", the value beside
 * the mark): at its x, ending in a colon, or under a line left open ("Expiry Date of" over "Previous Policy"), with nothing
 * beside it; none where the label's line ends in its colon.
 */
function closingLineUnder(model: PageModel, english: Segment, hasBeside: (segment: Segment) => boolean): Segment[] {
  if (/[:：]\s*$/.test(english.text)) return [];
  const under = runUnder(model, english);
  const closes =
    under && (/[:：]\s*$/.test(under.text) || LEFT_OPEN.test(english.text)) && !under.hindiOnly && !/\d/.test(under.text) && labelWordShare(under.text) >= 0.6 && !hasBeside(under);
  return closes ? [under] : [];
}

/** A label naming a field whole with a value of that field beside it on its line: a row by itself. */
function isRowOfItsOwn(model: PageModel, label: Segment, named: TargetScore | undefined): boolean {
  const value = model.lines[label.line].segments.find((other) => other.x > right(label) && !other.hindiOnly);
  return named !== undefined && named.score >= 0.9 && value !== undefined && readValue(named.target, value.text, label.text) !== undefined;
}

/** A run reading as the value of the label just before it on its line ("TYPE OF POLICY" | "PACKAGE POLICY"): no label's first line. */
function valueOfLabelBefore(model: PageModel, segment: Segment, section: Section): boolean {
  const before = model.lines[segment.line].segments.filter((other) => right(other) < segment.x).at(-1);
  const target = before && fieldNamedAlone(before.text.replace(/[:：]\s*$/, ''), 0.9, section);
  // (Free text reads any words as a value: "Model" | "Cubic" over "Capacity" is a header row's wrapped cell. A run naming a
  // field of its own is a label, whatever figure it holds: "Basic OD Premium" | "Less: NCB (25" over "%)".)
  const valueOf = (field: Target) => !FREE_TEXT_KINDS.has(CONCEPTS[field].kind) && readValue(field, segment.text, before!.text) !== undefined;
  return target !== undefined && valueOf(target) && fieldNamedAlone(segment.text, 0.7, section) === undefined;
}

/**
 * The field a label names by itself, at least this well (not only something schedules print besides the policy, as
 * "Insurer"); outside any section unless one is given.
 */
function fieldNamedAlone(text: string, least = 0.7, section: Section = NO_SECTION): Target | undefined {
  const best = scoreText(text, section)[0];
  return best && best.score >= least && !isDistractor(best.target) ? best.target : undefined;
}

/** A unit on a line of its own under a label's last line ("Applicable" | "4093.78" over "Taxes 18.00%" over "in Rs."). */
function unitUnder(model: PageModel, first: Segment, last: Segment): Segment[] {
  const line = model.lines[last.line + 1];
  if (!line || line.page !== last.page || line.y - last.y > LABEL_LINE_STEP * last.height) return [];
  return line.segments.filter((other) => Math.abs(other.x - first.x) <= 3 && CURRENCY_ALONE.test(other.text));
}

const valueRightOf = (model: PageModel, segment: Segment) =>
  model.lines[segment.line].segments.some((other) => other.x > right(segment) && !other.hindiOnly && /\d/.test(other.text) && labelWordShare(other.text) < 0.5);

/** A note in brackets that says what the label names, in label words ("(IDV)", "(Excl. Accessories)"), not how its value is written. */
const isLabelNote = (segment: Segment) => !/\d/.test(segment.text) && labelWordShare(segment.text) >= 0.5;

/** A line wholly in brackets under a label says how its value is written ("(MM/YYYY)", "(Petrol/Diesel/CNG)"): it ends the label. */
export const isNote = (segment: Segment) => /^\(.*\)$/.test(segment.text.trim());

/** A heading over a label ("Previous Policy Details" over "Previous Insurer :"): nothing right of it, a value right of the label. */
function headingOver(model: PageModel, first: Segment, label: Segment): boolean {
  const valueRight = (segment: Segment) => model.lines[segment.line].segments.some((other) => other.x > right(segment) && other.x - right(segment) < 300 && !other.hindiOnly);
  return !valueRight(first) && valueRight(label);
}

/** The label run a value run belongs to: the run left of it when the value opens with a colon or a lone colon stands between. */
function labelOfValueRun(model: PageModel, segment: Segment): Segment | undefined {
  const before = model.lines[segment.line].segments.filter((other) => other !== segment && right(other) <= segment.x + 1);
  const [left, colon] = /^\s*[:：]/.test(segment.text) ? [before.at(-1), undefined] : [before.at(-2), before.at(-1)];
  return colon === undefined || /^[:：]$/.test(colon.text.trim()) ? left : undefined;
}

/** A form's item number printed as a run of its own. */
const ITEM_NUMBER_RUN = new RegExp(String.raw`^\s*(?:${ITEM_NUMBER_WORD}|\d{1,2})\s*$`);

/** The run just left of a run opening with a firm's name, when it reads whole as a label: "19 | Intermediary | Malabar … Ltd. | Code: …". */
function labelLeftOf(model: PageModel, segment: Segment, words: readonly RunWord[], readsAsLabel: (run: Segment) => boolean): Segment | undefined {
  const [first] = pieces(words);
  if (!first || !isFirmsNameAlone(textOf(words, ...first))) return undefined;
  const before = model.lines[segment.line].segments.filter((other) => other !== segment && right(other) <= segment.x + 1 && !ITEM_NUMBER_RUN.test(other.text));
  const left = before.at(-1);
  return left && before.length === 1 && readsAsLabel(left) ? left : undefined;
}

/** Lines of a value under its first at most. */
const VALUE_LINES_UNDER = 3;

/** The run left of the value whose later lines `segment` begins: on the first line up, in its column, with a run left of it. */
function labelOfValueAbove(model: PageModel, segment: Segment, readsAsLabel: (run: Segment) => boolean): Segment | undefined {
  // (A line of the value holds it alone; where runs stand right of it, it is a row of a grid.)
  const alone = (run: Segment) => model.lines[run.line].segments.every((other) => other === run || right(other) <= run.x + 1);
  if (model.lines[segment.line].segments.length > 1) return undefined;
  let below = segment;
  for (let line = segment.line - 1; line >= Math.max(0, segment.line - VALUE_LINES_UNDER); line--) {
    const above = model.lines[line].segments.find((other) => Math.abs(other.x - segment.x) <= 3);
    // (A label in the column is a row of its own: the other column of a page, "Less: … membership | -200.00".)
    if (!above || !alone(above) || above.page !== segment.page || below.y - above.y > LABEL_LINE_STEP * below.height || readsAsLabel(above)) return undefined;
    const left = model.lines[line].segments.filter((other) => right(other) <= above.x + 1).at(-1);
    if (left) return readsAsLabel(left) ? left : undefined;
    below = above;
  }
  return undefined;
}

/**
 * Words of a party's code that say not whose it is: "Code", "Licence No.". (Not "Mobile" or "E-mail": a grid's next
 * cell is as often the customer's; only in a row of labels after an intermediary's are they its, see CONTACT_TOKENS.)
 */
const BARE_TOKENS = new Set(['code', 'id', 'number', 'licence']);
/** Words of a contact label: whose it is, a row of labels says ("Intermediary Code | Phone | E-mail"). */
const CONTACT_TOKENS = new Set(['phone', 'email', 'contact', 'id', 'number']);

const isContactLabel = (text: string) => {
  const tokens = labelTokens(text);
  return tokens.length > 0 && tokens.length <= 2 && tokens.every((token) => CONTACT_TOKENS.has(token)) && (tokens.includes('phone') || tokens.includes('email'));
};
const isBareLabel = (text: string) => {
  const tokens = labelTokens(text);
  return tokens.length > 0 && tokens.length <= 2 && tokens.every((token) => BARE_TOKENS.has(token));
};

/**
 * The section later pieces of a run are in: the party the piece just read names, if the section
 * has none or the piece names another party by itself ("Intermediary: … | Code: …" under the
 * previous policy is still the broker's).
 */
function sectionAfter(section: Section, pieceReadings: readonly LabelReading[]): Section {
  const best = [...pieceReadings].sort((a, b) => b.strength - a.strength)[0];
  if (!best) return section;
  const inSection = best.strength >= 0.7 ? contextOf(best.targets[0].target) : undefined;
  const alone = scoreText(best.text, NO_SECTION)[0];
  const byItself = alone && alone.score >= 0.7 ? contextOf(alone.target) : undefined;
  const context = section.context ? (byItself !== section.context ? byItself : undefined) : inSection;
  return context ? { context, tokens: [...section.tokens, context] } : section;
}

/** A label's words as printed, in lower case, without its marks. */
const printedWords = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** A label naming its field this well is the field's own, not an item's of it. */
const NAMES_ITSELF = 0.9;
/** A cover's term or an hour in brackets opening a text: "(3 Years)", "(1 Yr)", "(00:00 hrs)". */
const BRACKETED_TERM_OPENS = /^\(\s*(?:\d{1,2}\s*(?:yrs?|years?|months?)\.?|\d{1,2}[:.]\d{2}\s*(?:hrs?\.?|hours)?)\s*\)/i;
const namesPeriod = (text: string, section: Section) => {
  const named = scoreText(text, section)[0]?.target;
  return named !== undefined && (CONCEPTS[named].kind === 'period' || CONCEPTS[named].kind === 'date');
};

/** Where a label starting at `start` may end at the latest: its Hindi words and slashes do not count toward its length. */
function labelReach(words: readonly RunWord[], start: number, end: number): number {
  let counted = 0;
  let index = start;
  for (; index < end && counted < MAX_LABEL_WORDS; index++) if (!/^(?:[\u0900-\u097f]+|[/|])$/.test(words[index].text)) counted += 1;
  return index;
}

/** Letters, all capitals ("PROPOSER DETAILS", "CHANNEL PARTNER"). */
export const inCapitals = (text: string) => /\p{Lu}{2}/u.test(text) && text === text.toUpperCase();

/** English words in a text: two Latin letters or more. */
const hasEnglish = (text: string) => /[A-Za-z]{2}/.test(text);

/** A label's English wording after its Hindi one ("पिछला बीमाकतार् / Previous Insurance Company" → "Previous Insurance Company"). */
const englishAfterHindi = (text: string) => /^[\u0900-\u097f\u200c\u200d\s]+\/\s*(.*[A-Za-z]{2}.*)$/.exec(text)?.[1];

/** Two letters or more ("D.O.I." counts), without a number or an e-mail address. */
const labelLike = (text: string) => (text.match(/[\p{L}\p{M}]/gu)?.length ?? 0) >= 2 && !/\d{3}|\S@\S/.test(text);

/** Where a label in brackets opens after other words, before the colon at `colon` ("… Pvt. Ltd. (Code:"). */
function asideStart(words: readonly RunWord[], start: number, colon: number): number | undefined {
  for (let index = colon; index > start; index--) {
    if (words[index].text.includes(')')) return undefined;
    // (A value before it, no label's words: "Period of Insurance (From:" is one label.)
    if (words[index].text.startsWith('(')) return isFirmsNameAlone(textOf(words, start, index)) || labelWordShare(textOf(words, start, index)) === 0 ? index : undefined;
  }
  return undefined;
}

/** A label that starts another pair inside a run names its field this surely at least… */
const PAIR_LABEL = 0.9;
/** …or this surely after a slash parting pairs ("… 2025 / BRANCH Indore"). */
const PAIR_LABEL_AFTER_SLASH = 0.7;

/** Words holding a value: figures, or Latin words no label has. */
const holdsValueWords = (text: string) => /\d/.test(text) || (!hasDevanagari(text) && labelVocabularyShare(labelTokens(text)) < 1);

/**
 * The pairs of a run of pairs without colons, as word ranges: a later pair starts at a label naming its field surely, in
 * label words only, capitalised — after a word a value ends in (figures, an e-mail address: "Mobile
 * 9825118840 E-mail farzana@…"), or after a slash that follows a value ("POLICY NO MBG/SAOD/2025/7720184 / ISSUED 08 April 2025").
 */
function pairsWithin(words: readonly RunWord[], start: number, end: number, section: Section, valueBeside = false): [number, number][] {
  const pairs: [number, number][] = [];
  let from = start;
  const labelAt = (index: number, least: number) => {
    for (let to = index + 1; to <= Math.min(end, index + 3); to++) {
      const text = textOf(words, index, to);
      if (labelLike(text) && labelVocabularyShare(labelTokens(text)) === 1 && (scoreText(text, section)[0]?.score ?? 0) >= least) return true;
    }
    return false;
  };
  const labelClosesRun = (index: number) => labelLike(textOf(words, index, end)) && (scoreText(textOf(words, index, end), section)[0]?.score ?? 0) >= PAIR_LABEL;
  for (let index = from + 1; index < end; index++) {
    // (A label opens with a capital, not after a sentence's end: "to" in a period, "Your registered mobile" in a letter, are none.)
    if (!/^\p{Lu}/u.test(words[index].text)) continue;
    // (A pair takes two words at least; a run may open with a value alone, the last pair's run on from the run before, where
    // the run closes with a label whose value is beside it: "9894412078 Email" | "karthik@…". Not "23-DEC-2024 To 22-DEC-2025".)
    const valueAlone = index === from + 1;
    if (valueAlone && (from > start || !valueBeside)) continue;
    const previous = words[index - 1].text;
    // (After a slash, a pair ends only where a value came before it: "Engine No. / Chassis No. …", "निर्माता / Vehicle Make" are one label.)
    // (A label's rate after '@' or note of words in brackets is no value: "Net Premium / IGST @18% / Total Premium", "Engine
    // (Motor) No. / Chassis No."; a bare rate may be, "NCB 25% / PREVIOUS NCB 20%", and an amount in brackets is, "(1,873.40)".)
    const beforeSlash = textOf(words, from, index - 1).replace(/@\s*\d{1,2}(?:\.\d+)?\s*%?/g, ' ').replace(/\([^()\d]*\)/g, ' ');
    const slash = !valueAlone && previous === '/' && holdsValueWords(beforeSlash) && labelAt(index, PAIR_LABEL_AFTER_SLASH);
    // (A label closing the run after a slash has its value on the next line; after a value, words must follow it, or a run
    // beside it on its line, its value: "9894412078 Email" | "karthik@…".)
    const afterValue = (valueAlone ? labelClosesRun(index) : index < end - 1 || valueBeside) && ENDS_VALUE.test(previous) && !/[.,;]$/.test(previous) && labelAt(index, PAIR_LABEL);
    if (!slash && !afterValue) continue;
    pairs.push([from, slash ? index - 1 : index]);
    from = index;
  }
  return [...pairs, [from, end]];
}

/** A run of labels parted by bars, each naming another field: its text with slashes for bars, and its first side's field. */
function barredLabels(words: readonly RunWord[], section: Section): { text: string; targets: TargetScore[] } | undefined {
  // (The first bar may have been read as a separator: "Fuel |" as "Fuel:".)
  const ranges = pieces(words, { atSeparators: true });
  if (ranges.length < 2 || !words.some((word) => word.pieceEnd)) return undefined;
  const text = ranges.map(([from, to]) => textOf(words, from, to)).join(' / ');
  const sides = fieldSides(text, section);
  if (!sides || sides.length !== ranges.length) return undefined;
  return { text, targets: [{ target: sides[0].target, score: Math.min(...sides.map((side) => side.score)) }] };
}

/** A door's old and new numbers opening an address, as Chennai's are written ("Old No. 14, New No. 27, …"): no label. */
const doorNumber = (text: string, next: RunWord | undefined) => /^(?:old|new)\s+no\.?$/i.test(text) && /^\d{1,4}[A-Z]?,?$/.test(next?.text ?? '');

export function labelReadings(model: PageModel, sectionOf: SectionFinder): { readings: LabelReading[]; runs: Map<number, RunWord[]> } {
  const readings: LabelReading[] = [];
  const runs = new Map<number, RunWord[]>();
  /** Runs whose label goes on over the next lines: read whole, they are that longer label, not a label of their own. */
  const wrappedLabels = new Set<number>();
  const add = (segment: Segment, words: RunWord[], from: number, to: number, value: [number, number] | undefined, section: Section) => {
    if (wrappedLabels.has(segment.id) && from === 0 && to === words.length) return;
    const text = textOf(words, from, to);
    if (!labelLike(text) || doorNumber(text, words[to])) return;
    const separated = Boolean(words[to - 1].separator);
    const targets = scoreText(text, section, separated);
    if (!targets.length) return;
    readings.push({ id: readings.length, segment, words, from, to, value, separated, text, box: union(words.slice(from, to)), targets, strength: targets[0].score });
    // A note in brackets closing a name's label may be the label's, the name printed apart ("Intermediary Name (IRDAI Lic. No.
    // 412)" over the broker's name): read so too.
    // (So may one of words and a figure closing an amount's label: "Basic TP Premium (up to 1000 cc)" | "Rs. 2,094/-"; an
    // amount in brackets is a value, "(6,775.02)". A term only where the label names its field itself, "Basic Third Party
    // liability premium (3 years)": not "PA Owner-Driver (3 yrs)", an item priced for the cover's years.)
    const note = value === undefined ? '' : textOf(words, ...value);
    const wordyNote = /\p{L}{2}/u.test(note) && /\d/.test(note) && (!BRACKETED_TERM_OPENS.test(note) || targets[0].score >= NAMES_ITSELF);
    if (noteClosesRun(words, value) && !separated && (FREE_TEXT_KINDS.has(CONCEPTS[targets[0].target].kind) || wordyNote)) {
      readings.push({ id: readings.length, segment, words, from, to: words.length, separated, text, box: union(words.slice(from)), targets, strength: targets[0].score });
    }
  };

  /**
   * A run without a colon read at every word: "Policy No 12345". Where label and value run on in
   * one font ("Name of Insured Ms. Jyoti Nair"), the label is the longest prefix that reads as well
   * as a shorter one, so "Name" does not take "of Insured" for its value.
   */
  const addPrefixes = (segment: Segment, words: RunWord[], start: number, end: number, section: Section, first = start + 1) => {
    const prefixes: { to: number; score: number; english?: number; withRate?: boolean }[] = [];
    for (let to = first; to <= labelReach(words, start, end); to++) {
      // A rate closing the run may be the label's own ("Central GST 9 %", "Tax @ 18% in Rs."), the value right of it,
      // or the value ("NCB Percentage 20%"): both readings are kept.
      const withRate = /\d/.test(words[to - 1].text) && to < end && RATE_TAIL.test(textOf(words, to - 1, end));
      // A figure after "@" is the label's rate, percent sign or not ("GST Payable @ 18  Rs. 5,084.88/-", "@18").
      const rateAfterAt = (words[to - 2]?.text === '@' && /^\d{1,2}(?:\.\d+)?%?$/.test(words[to - 1].text)) || /^@\d{1,2}(?:\.\d+)?%?$/.test(words[to - 1].text);
      // A period's term or a date's hour in brackets is its label's too ("Third Party cover (3 Years)" over the period, "Period
      // From (00:00 hrs)"; not "PA Owner-Driver (3 yrs)", an item priced beside it).
      const periodsTerm = BRACKETED_TERM_OPENS.test(textOf(words, to - 1, end)) && namesPeriod(textOf(words, start, to - 1), section);
      if (withRate) to = end;
      else if (/\d/.test(words[to - 1].text) && to < end && !rateAfterAt && !periodsTerm) break;
      const text = textOf(words, start, to);
      const english = englishAfterHindi(text);
      prefixes.push({
        to,
        score: labelLike(text) ? (scoreText(text, section)[0]?.score ?? 0) : 0,
        english: english !== undefined ? (scoreText(english, section)[0]?.score ?? 0) : undefined,
        withRate,
      });
    }
    for (const [index, { to, score, english }] of prefixes.entries()) {
      const separated = Boolean(words[to - 1].separator);
      // Past the label's colon a dash is the value's own ("Make / Model : MG MOTOR INDIA - ZS EV"), not a label's end,
      // and words no label has are the value ("Make/Model: SKODA AUTO VOLKSWAGEN INDIA -").
      const afterColon = first > start + 1 ? labelTokens(textOf(words, first - 1, to)) : [];
      if (first > start + 1 && (words[to - 1].separator === 'dash' || (afterColon.length > 0 && labelVocabularyShare(afterColon) < 0.5))) continue;
      // Nor does a figure closing the run ("Licensed Carrying Capacity 5") outgrow the label before it: it may be its value.
      // Nor the word opening a period printed after its label ("VALIDITY From (00:00 Hrs) of 11 Oct 2024 to … 10 Oct 2025"),
      // its second date perhaps on the next line ("Policy Duration From 00:00 Hrs of 09-11-2024 to 23:59 Hrs of" / "08-11-2025").
      const periodAfter = (text: string) => findDates(text).length >= 2 || periodLeftOpen(text);
      const opensPeriod = (prefix: { to: number }) => words.slice(to, prefix.to).some((word) => /^from$/i.test(word.text)) && periodAfter(textOf(words, prefix.to, end));
      const longer = prefixes.slice(index + 1).filter((prefix) => !prefix.withRate && !/\d/.test(words[prefix.to - 1].text) && !opensPeriod(prefix));
      // A label runs on to its separator over label words, whatever they add ("Model Description - URBAN CRUISER").
      const toSeparator = (prefix: { to: number; score: number }) =>
        words[prefix.to - 1].separator !== undefined && prefix.score > 0 && labelWordShare(textOf(words, to, prefix.to)) >= 0.5;
      // After a Hindi wording naming the field by itself, the English one is what outgrows ("पिछला बीमाकतार् / Previous" by
      // "… / Previous Insurance Company").
      const englishOutgrows = (prefix: { english?: number }) => english !== undefined && prefix.english !== undefined && prefix.english > 0 && prefix.english >= english - 0.02;
      // A note in brackets saying how the value is written is the label's ("Name of Insured (in block letters)").
      const throughNote = (prefix: { to: number; score: number }) => prefix.score > 0 && LABELS_NOTE.test(textOf(words, to, prefix.to));
      // (An initial outgrows nothing: "Address H. No. 1187" is "Address" and its value. Words joining a label's do, "Address of
      // the" over "Insured", and so does a mark, "PREVIOUS /" over "LINKED POLICIES".)
      const addsWords = (prefix: { to: number }) => !words.slice(to, prefix.to).every((word) => /^\p{L}\.$/u.test(word.text));
      const outgrown =
        !separated && to < end && longer.some((prefix) => (prefix.score >= score - 0.02 && prefix.score > 0 && addsWords(prefix)) || englishOutgrows(prefix) || toSeparator(prefix) || throughNote(prefix));
      // (Nor does a label end inside it.)
      const insideNote = bracketOpenAt(words, start, to, end);
      if (!outgrown && !insideNote) add(segment, words, start, to, to < end ? [to, end] : undefined, section);
    }
  };

  // A bare label after another party's label and value on its line is that party's ("AGENT/BROKER | Punjab Kesari … | CODE |
  // IRDA/DB-219/09"), as pieces parted by bars are, under no heading saying whose (the line may cross two columns' parts);
  // under one, only in a row of labels (headerRowSection). (A party's: the customer's "E-mail" may follow the previous
  // policy's number in a row.)
  const rowSection = (segment: Segment, words: readonly RunWord[], section: Section) => {
    const part = coverPartOver(segment);
    if (part) return { ...section, tokens: [...section.tokens, part] };
    if (section.context) return headerRowSection(segment) ?? section;
    // A label inside another's value names its field in that label's part ("Previous Insurance | : Policy No. 2002/… of Tata AIG …").
    // …and so does one in the value's later lines under it ("Previous Policy | Konark General Insurance Ltd." over "Policy No. OG-…").
    const readsAsLabel = (run: Segment) => readings.some((reading) => reading.segment === run && reading.from === 0 && reading.strength >= 0.5);
    // …and so does one in a value right of a run that is all label ("19 | Intermediary | Malabar … Ltd. | Code: BRC0013377").
    const wholeLabel = (run: Segment) => readings.some((reading) => reading.segment === run && reading.from === 0 && reading.to === reading.words.length && reading.strength >= 0.5);
    const valueOf = labelOfValueRun(model, segment) ?? labelOfValueAbove(model, segment, readsAsLabel) ?? labelLeftOf(model, segment, words, wholeLabel);
    if (valueOf) return sectionAfter(section, readings.filter((reading) => reading.segment === valueOf));
    const headerRow = headerRowSection(segment);
    if (headerRow) return headerRow;
    if (!isBareLabel(segment.text)) return section;
    const before = readings.filter((reading) => reading.segment.line === segment.line && reading.segment.x < segment.x);
    const row = sectionAfter(section, before.filter((reading) => reading.segment === before.at(-1)?.segment));
    return row.context && row.context !== 'previous' ? row : section;
  };
  /**
   * The cover whose column a label heads, where a grid names the cover over its labels ("Third Party Cover" over "Period
   * From" | "Period To" beside "Own Damage Cover" over the same): a label alone right over it in its print, naming that
   * cover's period and nothing else.
   */
  const coverPartOver = (segment: Segment): 'od' | 'tp' | undefined => {
    const over = model.lines[segment.line - 1]?.segments.find((other) => Math.abs(other.x - segment.x) <= 3 && other.words[0].style === segment.words[0].style);
    if (!over || over.page !== segment.page || segment.y - (over.y + over.height) > segment.height) return undefined;
    const whole = readings.find((reading) => reading.segment === over && reading.from === 0 && reading.to === reading.words.length && reading.value === undefined);
    const part = whole ? COVER_PARTS[whole.targets[0].target] : undefined;
    return part && whole!.strength >= 0.9 && !labelTokens(segment.text).some((token) => token === 'od' || token === 'tp') ? part : undefined;
  };
  /** The party's section each label in a row of labels was read in, where one of them named its party. */
  const headerRowSections = new Map<number, Section>();
  /**
   * A contact or bare label right after another party's label, no value between, in a row of labels: that party's ("Intermediary
   * Name | Intermediary Code | Phone | E-mail" over the broker's values, though under the previous policy's heading).
   */
  const headerRowSection = (segment: Segment): Section | undefined => {
    if (!isContactLabel(segment.text) && !isBareLabel(segment.text)) return undefined;
    const left = model.lines[segment.line].segments.filter((other) => right(other) <= segment.x + 1).at(-1);
    if (!left) return undefined;
    const leftReadings = readings.filter((reading) => reading.segment === left);
    if (!leftReadings.some((reading) => reading.from === 0 && reading.to === reading.words.length)) return undefined;
    const inherited = headerRowSections.get(left.id);
    const party = inherited ?? sectionAfter(NO_SECTION, leftReadings);
    // (A contact label after a nominee's or a financier's label may be the insured's: only an intermediary's is sure.)
    if (!party.context || party.context === 'previous' || (isContactLabel(segment.text) && party.context !== 'broker')) return undefined;
    headerRowSections.set(segment.id, party);
    return party;
  };

  /** Later lines of labels printed over several: part of those labels, not labels of their own. */
  const continuationLines = new Set<number>();
  for (const segment of model.segments) {
    const words = runWords(segment);
    runs.set(segment.id, words);
    if (!words.length || continuationLines.has(segment.id)) continue;
    // A firm's name read without its separator is a value, though it holds label words ("SAHAJ POLICY BROKERS PVT").
    if (!words.some((word) => word.separator) && isFirmsNameAlone(segment.text)) continue;
    const section = rowSection(segment, words, sectionOf(segment));
    // A heading printed larger than the line under it is no label's first line, whatever stands beside it ("Proposer
    // Details" | "Motor Vehicle Details" over "INSURED PERSON:").
    const wrapped = valueOfLabelBefore(model, segment, section) ? [] : wrappedLabelRest(model, segment, section, words);
    // Nor is one over a label whose other language OCR left out ("Policy Particulars" over "/ Certificate Cum"), a row's start,
    // nor one in capitals over a label that is not ("PROPOSER DETAILS" over "Name of the Insured:").
    const headingOverLabel =
      wrapped.length &&
      sectionOf.isHeading(segment) &&
      (printedLarger(segment.words[0].size, wrapped[0].words[0].size) || /^\s*\//.test(wrapped[0].text) || (inCapitals(segment.text) && !inCapitals(wrapped[0].text)));
    const lines = headingOverLabel ? [] : wrapped;
    // (A run holding its value or ending its label with a colon takes no unit under it.)
    const unitLabel = lines.length > 0 || !/\d|[:：]\s*$/.test(segment.text);
    const rest = [...lines, ...(unitLabel ? unitUnder(model, segment, lines.at(-1) ?? segment) : [])];
    if (rest.length) {
      const first = isUnreadHindi(segment) ? [] : [textOf(words, 0, words.length)];
      const text = [...first, ...rest.map((part) => part.text)].join(' ').replace(/[:：]\s*$/, '');
      const targets = scoreText(text, section);
      if (targets.length) {
        readings.push({ id: readings.length, segment, words, from: 0, to: words.length, separated: true, text, box: union([segment, ...rest]), targets, strength: targets[0].score, rest });
        for (const line of rest) continuationLines.add(line.id);
        wrappedLabels.add(segment.id);
      }
    }
    // A row of labels parted by bars names as many fields as its value has pieces ("Fuel | Cubic Capacity | Seats" beside
    // "Diesel | 1493 cc | 5"): read whole, as a slash would part it, each side takes its piece (offerSlashSides).
    const barred = barredLabels(words, section);
    if (barred) readings.push({ id: readings.length, segment, words, from: 0, to: words.length, separated: false, text: barred.text, box: union(words), targets: barred.targets, strength: barred.targets[0].score });
    // Pieces set apart by bars share the first one's part of the schedule ("Intermediary: … | Code: …" is the broker's code).
    let pieceSection = section;
    for (const [start, end] of pieces(words)) {
      const before = readings.length;
      // A PIN's label after a value is the value's ("Registered address - 22/26, …, Bihar, Pin Code: 800073").
      const pinInValue = (colon: number) => ENDS_IN_PIN_LABEL.test(textOf(words, Math.max(start, colon - 1), colon + 1).replace(/[:：]\s*$/, '')) && /\d/.test(textOf(words, start, Math.max(start, colon - 1)));
      const colons: number[] = [];
      for (let index = start; index < end; index++) if (words[index].separator === 'colon' && !pinInValue(index)) colons.push(index);
      if (!colons.length) {
        // (A firm's name alone in its piece is a value, as in a run of its own: "Malabar Insurance Brokers Pvt. Ltd. | Code: …".)
        if (isFirmsNameAlone(textOf(words, start, end))) continue;
        const valueBeside = end === words.length && model.lines[segment.line].segments.some((other) => other.x >= right(segment));
        for (const [from, to] of pairsWithin(words, start, end, pieceSection, valueBeside)) addPrefixes(segment, words, from, to, pieceSection);
        pieceSection = sectionAfter(pieceSection, readings.slice(before));
        continue;
      }
      // Each colon ends a label; the label starts where its words read best as one (the rest before it is the previous value).
      // The first label is the piece's start ("CENTRAL GST @9%"), unless a value comes first.
      const starts = colons.map((colon, index) => {
        // A label in brackets after a value is an aside of it ("Sarathi Insurance Brokers Pvt. Ltd. (Code: SIB/MUM/00417)").
        const aside = index === 0 ? asideStart(words, start, colon) : undefined;
        if (aside !== undefined) return { from: aside, score: 1 };
        if (index === 0 && !/\d/.test(textOf(words, start, colon).replace(/@?\s*\d+(?:\.\d+)?\s*%/g, ''))) return { from: start, score: 1 };
        const earliest = index === 0 ? start : colons[index - 1] + 2;
        // A PIN's label names no field of its own: the PIN ends the address before it ("Assam, Pin Code: 781079").
        if (index > 0 && ENDS_IN_PIN_LABEL.test(textOf(words, Math.max(earliest, colon - 1), colon + 1))) return { from: colon, score: 0 };
        let best = { from: Math.max(earliest, colon + 1 - MAX_LABEL_WORDS), score: -1 };
        for (let from = Math.max(earliest, colon + 1 - MAX_LABEL_WORDS); from <= colon; from++) {
          // (A label opens with words labels have, "SANTOSH KUMAR SINHA / CUST CODE:" holding the name before "CUST CODE", and
          // runs over a slash only from label words: "Engine No. / Chassis No.:", not "ALTO K10 VXI / MFG:".)
          const opening = textOf(words, from, Math.min(from + 2, colon + 1));
          if (from < colon && hasEnglish(words[from].text) && labelWordShare(opening) === 0) continue;
          // (Nor inside a firm's name: "HDFC ERGO GENERAL INSURANCE / PREV POLICY:", "SHRIRAM INSURANCE BROKERS / CODE:".)
          const firmFrom = firmWordsFrom(words.slice(earliest, from + 1).map((word) => word.text));
          if (from > earliest && firmFrom > 0 && firmFrom <= from - earliest) continue;
          const slash = words.slice(from, colon).findLastIndex((word) => word.text === '/');
          if (slash > 0 && labelWordShare(textOf(words, from, from + slash)) < 1) continue;
          const text = textOf(words, from, colon + 1);
          const score = labelLike(text) ? (scoreText(text, pieceSection)[0]?.score ?? 0) : -0.5;
          if (score > best.score + 0.05) best = { from, score };
        }
        return best;
      });
      // A later colon after words that name no field is part of the value ("Karnataka, PIN: 560067").
      const labels = colons.map((colon, index) => ({ colon, from: starts[index].from })).filter((_, index) => index === 0 || starts[index].score > 0);
      // "Less: No Claim Bonus @ 25%": a label may hold a colon of its own.
      addPrefixes(segment, words, start, end, pieceSection, colons[0] + 2);
      labels.forEach(({ colon, from }, index) => {
        const valueEnd = index + 1 < labels.length ? labels[index + 1].from : end;
        add(segment, words, from, colon + 1, colon + 1 < valueEnd ? [colon + 1, valueEnd] : undefined, pieceSection);
      });
      pieceSection = sectionAfter(pieceSection, readings.slice(before));
    }
  }
  return { readings, runs };
}
