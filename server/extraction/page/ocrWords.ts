/**
 * The words of a document without a text layer (a scan, or a photo wrapped by `imageToPdf`),
 * read by Tesseract: each page image (its own JPEG, or rendered) is straightened and cleaned
 * (`prepareScan`) and read twice at once, in two modes (see `recognise`), by two Tesseract workers that stay up between
 * documents; the next page is made ready meanwhile. Words come back in points of the straightened page, with the
 * page's skew kept so a word's box can be shown where it is printed. Runs offline: the English model is read from the
 * @tesseract.js-data/eng package.
 */
// pdf.js 5 calls ArrayBuffer.prototype.transferToFixedLength, which Node 20 lacks (it renders blank pages without it).
import 'core-js/actual/array-buffer/transfer-to-fixed-length.js';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Image, loadImage } from '@napi-rs/canvas';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { renderPageAsImage } from 'unpdf';
import { openPdf } from './openPdf';
import { BILINGUAL_SEPARATOR, type PageSize, UNREAD_HINDI_MARK, type Word } from './pageModel';
import { pageJpegs } from './pageImages';
import { lostFigures } from './lostFigures';
import { FIGURES, SURE_WORD } from './ocrConfidence';
import { hangsFromHeadline, type PixelBox, type PreparedScan, pgmOf, prepareScan } from './scanImage';
import { EMAIL_ADDRESS } from '../normalise';
import { isLexiconWord } from '../lexicon/tokens';

/** Pages read by OCR: a schedule is one to three pages; the rest of a long scan is terms and conditions. */
export const OCR_MAX_PAGES = 4;
/** Pages are read this many pixels wide (300 dpi on A4, a scan's own resolution): 7 pt print loses letters any smaller. */
const RENDER_WIDTH_PX = 2480;
/** Words below this Tesseract confidence (0–100) that hold no letter or digit are noise. */
const DEBRIS_CONFIDENCE = 60;
/**
 * Below this, a word is what the English model makes of Hindi, a stamp or a smudge: left out,
 * unless it holds this many digits (Tesseract can give a blurred chassis number a confidence of 0).
 */
const JUNK_CONFIDENCE = 30;
const DIGITS_NEVER_JUNK = 4;
/**
 * Nor is a code's part of capitals and figures cut at a dash or a bracket (Tesseract gives "H4K-)" of "H4K-J P40275"
 * a confidence of 0 where a J is set apart); Hindi read as Latin ("3TT") has neither.
 */
const CODE_PART = /^(?=.*\d)(?=.*[A-Z])(?=.*[-)\]])[A-Z\d][A-Z\d\-/)\]]{2,}$/;
/** An e-mail address is never junk: Hindi read as Latin never looks like one ("service@unnatirisk.in" read at 23). */
const EMAIL_SHAPE = new RegExp(`^${EMAIL_ADDRESS.source}$`);
/**
 * Nor is a label's word spelt out ("Chassis" read at 11, a speck beside it), its separator after it or none: five letters
 * or more the lexicon lists (its Hindi words printed in Latin letters too, "Sankhya"), as Devanagari misread as Latin
 * never spells.
 */
const spellsLabelWord = (text: string) => {
  const word = text.replace(/[.:,/]$/, '');
  return /^\p{L}{5,}$/u.test(word) && isLexiconWord(word);
};
/**
 * Nor is a word of four capitals or more both readings gave alike, going on in capitals to a word Tesseract was sure of
 * (it can give a clean "TATA MOTORS LTD" a confidence of 0 for TATA and MOTORS). Both readings are the same model's of
 * the same ink, so alike they still read Hindi as Latin ("YHIVIYS" for "मोबाइल नंबर"): alone, or beside other unsure words.
 */
const CAPITALS_WORD = /^[A-Z]{4,}$/;
/** A figure, a dash or slash and perhaps a figure ("3-0", "1/"): what the English model may make of a Hindi word. */
const FIGURES_WITH_A_MARK = /^\d[-/]\d?$/;
/** Text whose ink is told Hindi or not by a headline: letters, or FIGURES_WITH_A_MARK; not figures, dates or amounts. */
export const mayBeDevanagari = (text: string) => /\p{L}/u.test(text) || FIGURES_WITH_A_MARK.test(text.trim());
/** A word the whole-line reading read alike at least this surely is no junk, however unsure the sparse reading was. */
const SURE_IN_WHOLE_LINES = 85;
/** Below this, a word whose ink hangs from a headline is what the English model makes of Devanagari. */
const DEVANAGARI_CONFIDENCE = 75;

const require = createRequire(import.meta.url);
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** One worker per reading of a page (see `recognise`): sparse text, and whole lines (Tesseract's automatic mode). */
interface OcrWorkers {
  sparse: Worker;
  wholeLines: Worker;
}

let workers: Promise<OcrWorkers> | undefined;

async function ocrWorker(mode: PSM): Promise<Worker> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, cacheMethod: 'none', gzip: true });
  await worker.setParameters({ tessedit_pageseg_mode: mode, tessedit_do_invert: '0', debug_file: '/dev/null' } as never);
  return worker;
}

function ocrWorkers(): Promise<OcrWorkers> {
  workers ??= Promise.all([ocrWorker(PSM.SPARSE_TEXT), ocrWorker(PSM.AUTO)])
    .then(([sparse, wholeLines]) => ({ sparse, wholeLines }))
    .catch((error: unknown) => {
      workers = undefined; // the next document tries again
      throw error;
    });
  return workers;
}

/** Stops the OCR workers (the next OCR starts them again). */
export async function closeOcr(): Promise<void> {
  const running = workers;
  workers = undefined;
  if (running) await Promise.all(Object.values(await running).map((worker) => worker.terminate()));
}

export interface OcrWord {
  text: string;
  confidence: number;
  x0: number;
  x1: number;
  top: number;
  bottom: number;
}

interface TesseractWord {
  text: string;
  confidence: number;
  /** The whole-line reading gave the same box the same text (in one word or a few, as "CC" ":" for "CC:"), this surely. */
  readAlike?: { confidence: number };
  bbox: { x0: number; x1: number; y0: number; y1: number };
}

export interface TesseractLine {
  words: TesseractWord[];
  baseline: { y0: number; y1: number };
  rowAttributes: { rowHeight: number; descenders: number };
}

/**
 * The words of one line Tesseract read that are English text, boxed with the line they make. A
 * word's own box is its ink (a hyphen is a sliver): words take their line's top and height, as PDF
 * text runs do. That line is the kept words' own: Tesseract's box for it reaches over the headline
 * and vowel signs of Hindi left out, and would set a label a line apart from its value beside it.
 * A speck of noise above or below a word stretches its box too, so the line stays within a row's
 * height of its baseline, and it always reaches as far below its baseline as the row's descenders. A label printed in Hindi and English ("पॉलिसी संख्या / Policy No.") starts
 * where its Hindi does: the first English word after Hindi (or other ink it could not read) left out
 * takes that place too, so the label stays over the value printed under the whole of it. Hindi left out that stands
 * apart from English comes back as one mark (see unreadHindiMark).
 */
export function englishWordsOfLine(line: TesseractLine, hangs: (word: TesseractWord) => boolean): OcrWord[] {
  const isDevanagari = devanagariOfLine(line, hangs);
  const apart = (gap: number) => gap > line.rowAttributes.rowHeight;
  // Capitals going on from the word at `index`, either way, up to one Tesseract was sure of.
  const sureCapitalsBeside = (index: number) =>
    [-1, 1].some((step) => {
      for (let at = index + step; at >= 0 && at < line.words.length; at += step) {
        const [word, before] = [line.words[at], line.words[at - step]];
        if (!/^[A-Z][A-Z.,&]*$/.test(word.text.trim()) || apart(step > 0 ? word.bbox.x0 - before.bbox.x1 : before.bbox.x0 - word.bbox.x1)) return false;
        if (word.confidence >= DEVANAGARI_CONFIDENCE) return true;
      }
      return false;
    });
  // A bilingual label's slash or bar, however unsure, with ink just before it and a sure word just after ("ifaw | Net OD").
  const labelSeparator = (index: number) => {
    const [before, word, after] = [line.words[index - 1], line.words[index], line.words[index + 1]];
    return Boolean(before && after) && BILINGUAL_SEPARATOR.test(word.text.trim()) && !apart(word.bbox.x0 - before.bbox.x1) && !apart(after.bbox.x0 - word.bbox.x1) && after.confidence >= DEVANAGARI_CONFIDENCE && /\p{L}/u.test(after.text);
  };
  const isEnglish = (word: TesseractWord, index: number) => {
    const text = word.text.trim();
    if (labelSeparator(index)) return true;
    const unsureCapitals = word.readAlike && CAPITALS_WORD.test(text) && sureCapitalsBeside(index);
    // (The sparse reading can give a clean "999" or "CC:" a confidence of 0 where the whole-line one read it alike surely.)
    const sureInWholeLines = (word.readAlike?.confidence ?? 0) >= SURE_IN_WHOLE_LINES;
    const notJunk =
      word.confidence >= JUNK_CONFIDENCE || (text.match(/\d/g) ?? []).length >= DIGITS_NEVER_JUNK || CODE_PART.test(text) || EMAIL_SHAPE.test(text) || spellsLabelWord(text) || unsureCapitals || sureInWholeLines;
    return text && notJunk && (/[\p{L}\p{N}]/u.test(text) || word.confidence >= DEBRIS_CONFIDENCE) && !isDevanagari(word);
  };
  const kept: { word: TesseractWord; x0: number }[] = [];
  const marks: OcrWord[] = [];
  let leftOut: { x0: number; x1: number; words: TesseractWord[] } | undefined;
  const markLeftOut = () => {
    const before = kept.at(-1)?.word.bbox.x1;
    if (leftOut && (before === undefined || apart(leftOut.x0 - before))) marks.push(...unreadHindiMark(leftOut.words.filter(isDevanagari)));
  };
  for (const [index, word] of line.words.entries()) {
    // The Hindi half of a bilingual label ("मॉडल / Model-Variant") read as an unsure Latin word before the slash ("Hise").
    const hindiBeforeSlash = line.words[index + 1]?.text.trim() === '/' && word.confidence < DEVANAGARI_CONFIDENCE && !/\d/.test(word.text);
    // A few unsure letters inside the box of ink left out just before it are that ink read twice ("af" inside "frwfor", of
    // "निर्माण वर्ष"); a figure, a longer word, a sure one or a slash is printed there (the sparse reading may box Hindi,
    // slash and English as one word).
    const readTwice =
      leftOut !== undefined && word.bbox.x1 <= leftOut.x1 && word.confidence < SURE_WORD && /^\p{L}{1,3}$/u.test(word.text.trim()) && !labelSeparator(index);
    // So is an unsure lone figure amid ink left out on both sides ("ST ea 6 fafa" of "जारी करने की तिथि"), or starting
    // the line before ink left out ("3 &HAT" of "घन क्षमता": a value stands after its label, not before).
    const next = line.words[index + 1];
    const amidLeftOut =
      (leftOut !== undefined ? !apart(word.bbox.x0 - leftOut.x1) : index === 0) &&
      /^\d$/.test(word.text.trim()) &&
      word.confidence < DEVANAGARI_CONFIDENCE &&
      next !== undefined &&
      !isEnglish(next, index + 1) &&
      !apart(next.bbox.x0 - word.bbox.x1);
    if (!isEnglish(word, index) || hindiBeforeSlash || readTwice || amidLeftOut) {
      leftOut = { x0: leftOut?.x0 ?? word.bbox.x0, x1: Math.max(leftOut?.x1 ?? 0, word.bbox.x1), words: [...(leftOut?.words ?? []), word] };
      continue;
    }
    const joinsLeftOut = leftOut && !apart(word.bbox.x0 - leftOut.x1);
    if (!joinsLeftOut) markLeftOut();
    kept.push({ word, x0: joinsLeftOut ? leftOut!.x0 : word.bbox.x0 });
    leftOut = undefined;
  }
  markLeftOut();
  if (!kept.length) return marks;
  const [inkTop, inkBottom] = [Math.min(...kept.map(({ word }) => word.bbox.y0)), Math.max(...kept.map(({ word }) => word.bbox.y1))];
  const baseline = (line.baseline.y0 + line.baseline.y1) / 2;
  const onBaseline = baseline > inkTop && baseline <= inkBottom;
  const top = onBaseline ? Math.max(inkTop, baseline - line.rowAttributes.rowHeight) : inkTop;
  // A line of capitals has no ink below its baseline: its box still reaches where descenders would,
  // as a PDF run's does, so its height is its type's whatever its letters (a wrapped label or value is
  // told by its lines' distance in heights: "ASHOKA RAKSHA GENERAL" / "INSURANCE CO. LTD." was cut).
  const bottom = onBaseline ? baseline + Math.abs(line.rowAttributes.descenders) : inkBottom;
  const english = joinSplitCapitals(kept.map(({ word, x0 }) => ({ text: withCForEuro(withoutAccents(withoutStrayQuotes(word.text.trim()))), confidence: word.confidence / 100, x0, x1: word.bbox.x1, top, bottom })));
  return [...marks, ...english].sort((a, b) => a.x0 - b.x0);
}

/**
 * Which words of a line are Devanagari: those whose ink hangs from a headline, and an unsure word of at most one
 * figure between two of them (a word whose headline broke, a vowel sign, "१").
 */
function devanagariOfLine(line: TesseractLine, hangs: (word: TesseractWord) => boolean): (word: TesseractWord) => boolean {
  const hanging = line.words.map(hangs);
  const unsure = (word: TesseractWord) => word.confidence < DEVANAGARI_CONFIDENCE && !/\d{2}/.test(word.text);
  const devanagari = new Set(
    line.words.filter((word, index) => {
      if (hanging[index]) return true;
      return unsure(word) && hanging[index - 1] === true && hanging[index + 1] === true;
    }),
  );
  return (word) => devanagari.has(word);
}

/**
 * Hindi the English model cannot read, standing apart from any English ("निर्माता" printed over "MFR.:", "बीमित का नाम"
 * left of the name under it), as one mark over its ink: the English label under it is that label's other half, and the
 * value printed beside the Hindi stays beside their label, as on a page with a text layer.
 */
function unreadHindiMark(hindi: readonly TesseractWord[]): OcrWord[] {
  if (!hindi.length) return [];
  const box = { x0: Math.min(...hindi.map((word) => word.bbox.x0)), x1: Math.max(...hindi.map((word) => word.bbox.x1)), top: Math.min(...hindi.map((word) => word.bbox.y0)), bottom: Math.max(...hindi.map((word) => word.bbox.y1)) };
  return [{ text: UNREAD_HINDI_MARK, confidence: 0, ...box }];
}

/**
 * A speck at a word's edge Tesseract read as a quote mark ("'VPC21229419218", "Limited\"", "Name:'Dhwaja" where the
 * label's colon touches the value) or an exclamation mark after an l, its stroke read twice ("General!"; elsewhere it
 * may be an l misread, "Goya!"): schedules quote no values and exclaim in none.
 * (A possessive's closing apostrophe, "Owners'", goes too; no label or value needs it.) One between two words of capitals
 * is the space they were printed with ("INDIA'LTD", "MOTOR'INDIA"; not "MAKER'S").
 */
export const withoutStrayQuotes = (text: string) =>
  text
    .replace(/(?<=^|[:：])['‘’`"“”]+(?=[\p{L}\p{N}])/gu, '')
    .replace(/(?<=[\p{L}\p{N}).])['‘’`"“”]+$|(?<=l)!$/u, '')
    .replace(/(?<=\p{Lu}{3})['‘’`"“”](?=\p{Lu}{2})/gu, ' ');

/** A C Tesseract read as a euro sign before capitals ("€GST @9%" of "CGST @9%"): schedules print no euro; before figures it is a rupee sign misread. */
export const withCForEuro = (text: string) => text.replace(/€(?=\p{Lu}{2})/gu, 'C');

/** A speck over a letter Tesseract read as an accent ("Télangana"): English schedules print none. */
export const withoutAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');

/**
 * Tesseract sets a wide capital apart from the rest of its word ("J harkhand", "Y ogesh"): a lone
 * capital other than the words A and I, followed by a word in small letters, is that word's first letter.
 */
export function joinSplitCapitals(words: OcrWord[]): OcrWord[] {
  const joined: OcrWord[] = [];
  for (const word of words) {
    const before = joined.at(-1);
    if (before && /^[B-HJ-Z]$/.test(before.text) && /^\p{Ll}/u.test(word.text)) {
      joined[joined.length - 1] = { ...word, text: before.text + word.text, x0: before.x0, confidence: Math.min(before.confidence, word.confidence) };
    } else joined.push(word);
  }
  return joined;
}

/** Pixels a word's box may differ by between Tesseract's two readings and still be the same word. */
const SAME_BOX = 4;
/**
 * Stops the sparse reading leaves off a word's end ("Ltd" for "Ltd.", its box ending before the stop); after a figure
 * the whole-line reading's stop is more often a speck.
 */
const CLOSING_STOP = /^[.,;:]$/;

const linesOf = (page: { blocks: { paragraphs: { lines: TesseractLine[] }[] }[] | null }) =>
  (page.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));

/**
 * The lines of the sparse reading, each word with the text the whole-line reading gave the same box where that one was
 * surer. It keeps the sparse reading's confidence (what tells Hindi read as Latin, and how sure a value is) and its
 * capitals (the whole-line reading may give "Ritu Agarwal" for "RITU AGARWAL"); a word both gave alike is marked so.
 * A word the whole-line reading gives to the same start with its closing stop, or reaching further, takes that text and
 * end: the stop's width is what sets it apart from the next word ("Pvt. Ltd." read as "Pvt." and "Ltd" a gap apart).
 * Words it cut apart are joined (see joinedAsOneWord).
 */
export function withSurerTexts(sparse: readonly TesseractLine[], wholeLines: readonly TesseractWord[]): TesseractLine[] {
  const capitals = (text: string) => /\p{Lu}{2}/u.test(text) && !/\p{Ll}/u.test(text);
  const near = (a: number, b: number, pixels = SAME_BOX) => Math.abs(a - b) <= pixels;
  // (A speck or the line above inked into one reading's box makes it taller: a box within the other's rows is the same word's,
  // "service@unnatiis.n" read at 23 where the whole-line reading gave "service@unnatirisk.in" at 89.)
  const within = (a: TesseractWord, b: TesseractWord) => a.bbox.y0 >= b.bbox.y0 && a.bbox.y1 <= b.bbox.y1;
  const startsTogether = (a: TesseractWord, b: TesseractWord) => near(a.bbox.x0, b.bbox.x0) && (near(a.bbox.y0, b.bbox.y0, 2 * SAME_BOX) || within(a, b) || within(b, a));
  // The whole-line reading's words from the start of `word` to its end, read as its text.
  const readAlikeIn = (word: TesseractWord) => {
    const first = wholeLines.find((candidate) => startsTogether(candidate, word));
    if (!first) return undefined;
    const parts = wholeLines.filter((candidate) => candidate.bbox.x0 >= first.bbox.x0 && candidate.bbox.x1 <= word.bbox.x1 + SAME_BOX && (near(candidate.bbox.y0, first.bbox.y0, 2 * SAME_BOX) || within(candidate, word)));
    const ends = parts.length > 0 && near(Math.max(...parts.map((part) => part.bbox.x1)), word.bbox.x1);
    return ends && parts.map((part) => part.text).join('') === word.text ? { confidence: Math.min(...parts.map((part) => part.confidence)) } : undefined;
  };
  const surerText = (word: TesseractWord): TesseractWord => {
    const other = wholeLines.find((candidate) => startsTogether(candidate, word) && near(candidate.bbox.x1, word.bbox.x1));
    const alike = readAlikeIn(word);
    if (alike) return { ...word, readAlike: alike };
    const surer = other && other.confidence > word.confidence && !(capitals(word.text) && /\p{Ll}/u.test(other.text));
    return surer ? { ...word, text: other.text } : word;
  };
  // The whole-line reading's word starting where `word` does, one reading its letters first ("|" may start there too).
  const wholeWordAt = (word: TesseractWord) => {
    const starting = wholeLines.filter((candidate) => startsTogether(candidate, word));
    return starting.find((candidate) => candidate.text.startsWith(word.text)) ?? starting[0];
  };
  const withClosingStop = (word: TesseractWord, next: TesseractWord | undefined): TesseractWord => {
    // An unsure word may be Hindi, which is told by the ink under its box as read (see recognise).
    if (word.confidence < DEVANAGARI_CONFIDENCE) return word;
    const other = wholeWordAt(word);
    // Not where the sparse reading has the stop, or the next word, within the other's box ("No" ":" read as "No:").
    if (!other || other.bbox.x1 <= word.bbox.x1 || (next && next.bbox.x0 < other.bbox.x1)) return word;
    const stop = other.text.slice(word.text.length);
    if (!other.text.startsWith(word.text) || !(stop === '' || (CLOSING_STOP.test(stop) && /\p{L}$/u.test(word.text)))) return word;
    return { ...word, text: other.text, bbox: { ...word.bbox, x1: other.bbox.x1 } };
  };
  const read = sparse.map((line) => {
    const words = line.words.flatMap((word) => splitAsWholeLines(word, line.words, wholeLines)).map(surerText);
    return { ...line, words: words.map((word, index) => withClosingStop(word, words[index + 1])) };
  });
  return joinedAsOneWord(read, wholeWordAt);
}

/**
 * A word the sparse reading ran together out of a bilingual label's Hindi, slash and English ("fafa/p.0.1:" of
 * "जारी करने की तिथि / D.O.I.:"), unsure enough to be left out whole, as the whole-line reading's words inside its box
 * ("fafd", "/", "D.O.1.:"), where that reading split it from end to end at a slash: each is then kept or left out on
 * its own confidence (Hindi alone split into Latin-looking words would pass for a value: "HIT HT UHR").
 */
function splitAsWholeLines(word: TesseractWord, lineWords: readonly TesseractWord[], wholeLines: readonly TesseractWord[]): TesseractWord[] {
  const within = (other: TesseractWord) => other.bbox.x0 >= word.bbox.x0 - SAME_BOX && other.bbox.x1 <= word.bbox.x1 + SAME_BOX;
  // (Words of its own line inside its box were read apart already: "fifa" over "1 8 | NAME".)
  if (word.confidence >= JUNK_CONFIDENCE || lineWords.some((other) => other !== word && within(other))) return [word];
  const inside = wholeLines
    .filter((other) => within(other) && Math.abs(other.bbox.y0 - word.bbox.y0) <= 2 * SAME_BOX)
    .sort((a, b) => a.bbox.x0 - b.bbox.x0);
  const endToEnd = inside.length > 1 && Math.abs(inside[0].bbox.x0 - word.bbox.x0) <= SAME_BOX && Math.abs(inside.at(-1)!.bbox.x1 - word.bbox.x1) <= SAME_BOX;
  return endToEnd && inside.slice(0, -1).some((other) => other.text.trim() === '/') ? inside : [word];
}

/**
 * Words the sparse reading cut apart ("RENAULT IN DIA", "GAU RAV SINGH": a gap narrower than a space), at times into two
 * lines ("Ashi" ending one, "rwad Complex," starting the next), that the whole-line reading read as one word of just their
 * letters: one word, boxed from the first's start to the last's end, never surer than its least sure part.
 */
function joinedAsOneWord(lines: TesseractLine[], wholeWordAt: (word: TesseractWord) => TesseractWord | undefined): TesseractLine[] {
  const taken = new Set<TesseractWord>();
  const sameRow = (a: TesseractWord, b: TesseractWord) => Math.abs(a.bbox.y0 - b.bbox.y0) <= 2 * SAME_BOX;
  // The words a cut word may go on in: the rest of its line, then a line starting right after it on the same row.
  const wordsAfter = (line: TesseractLine, index: number, whole: TesseractWord) => {
    const rest = line.words.slice(index + 1);
    const last = rest.at(-1) ?? line.words[index];
    const next = lines.find((other) => other !== line && other.words[0] && sameRow(other.words[0], last) && other.words[0].bbox.x0 > last.bbox.x0 && other.words[0].bbox.x0 < whole.bbox.x1);
    return [...rest, ...(next?.words ?? [])];
  };
  const read = lines.map((line) => {
    const words: TesseractWord[] = [];
    for (const [index, first] of line.words.entries()) {
      if (taken.has(first)) continue;
      const whole = wholeWordAt(first);
      const parts = [first];
      if (whole && whole.text.length > first.text.length && whole.text.startsWith(first.text)) {
        for (const next of wordsAfter(line, index, whole)) {
          const text = parts.map((part) => part.text).join('');
          // Cut inside a word, between letters or figures: "15," and "2023" read as "15,2023" are two words.
          if (text.length >= whole.text.length || !whole.text.startsWith(text) || !/[\p{L}\p{N}]$/u.test(text) || !/^[\p{L}\p{N}]/u.test(next.text)) break;
          // Each part starts inside the whole word, and none is another join's.
          if (next.bbox.x0 >= whole.bbox.x1 || taken.has(next)) break;
          parts.push(next);
        }
      }
      if (!whole || parts.length === 1 || parts.map((part) => part.text).join('') !== whole.text) {
        words.push(first);
        continue;
      }
      for (const part of parts) taken.add(part);
      const bbox = { x0: first.bbox.x0, x1: parts.at(-1)!.bbox.x1, y0: Math.min(...parts.map((part) => part.bbox.y0)), y1: Math.max(...parts.map((part) => part.bbox.y1)) };
      words.push({ text: whole.text, confidence: Math.min(...parts.map((part) => part.confidence)), bbox });
    }
    return { ...line, words };
  });
  // A line read before the one whose join took its first words gave them as they were.
  return read.map((line) => ({ ...line, words: line.words.filter((word) => !taken.has(word)) }));
}

const lineReading = async (worker: Worker, image: Buffer) => linesOf((await worker.recognize(image, {}, { blocks: true, text: false })).data);

/**
 * A prepared page, read twice at once: in sparse-text mode, which finds every cell of a table but reads each as short
 * text out of its line (S for 5, "Ltd" for "Ltd."), and in automatic mode, which reads whole lines but runs cells of
 * neighbouring columns together. The words are the sparse reading's, with the surer text of the two (see
 * withSurerTexts).
 */
async function recognise({ sparse, wholeLines }: OcrWorkers, scan: PreparedScan): Promise<OcrWord[]> {
  const image = pgmOf(scan, undefined, scan.bands);
  const [pageLines, lines] = await Promise.all([lineReading(sparse, image), lineReading(wholeLines, image)]);
  const sparseLines = [...pageLines, ...(await bandLines(sparse, scan))];
  const missed = figuresMissed(sparseLines, lines);
  // (A figure only the whole-line reading gave, unsurely, is ink lostFigures reads again alone; a dash's ink counts as read.)
  const unsure = new Set(missed.filter(({ word }) => word.confidence < SURE_WORD && FIGURES.test(word.text.trim())).map(({ word }) => word));
  const lost = await lostFiguresOf(sparse, scan, [...sparseLines, ...lines].flatMap((line) => line.words).filter((word) => !unsure.has(word)));
  // Hindi labels printed beside English ones come out as short Latin gibberish that would pass for values, or as a figure
  // or two with a mark ("3-0" of "ई-मेल"). (Not figures alone, nor a date or an amount: a 5's top bar is a headline.)
  const hangs = (word: TesseractWord) => word.confidence < DEVANAGARI_CONFIDENCE && mayBeDevanagari(word.text) && hangsFromHeadline(scan, word.bbox);
  const read = [...withSurerTexts(sparseLines, lines.flatMap((line) => line.words)), ...surely(missed), ...lost.map(lineOfItsOwn)];
  return read.flatMap((line) => englishWordsOfLine(line, hangs));
}

/** Pixels of paper round a band read alone. */
const BAND_MARGIN = 12;

/**
 * The lines of the page's filled bands (a table's header row, a title bar), their letters turned dark: each band read
 * alone, so that OCR's own threshold over the page is not moved by them (pale labels elsewhere would fade).
 */
async function bandLines(worker: Worker, scan: PreparedScan): Promise<TesseractLine[]> {
  const lines: TesseractLine[] = [];
  for (const band of scan.bands) {
    // (With a margin of paper round it: Tesseract finds no box in an image its letters touch the edges of.)
    const crop = { x0: Math.max(0, band.x0 - BAND_MARGIN), y0: Math.max(0, band.y0 - BAND_MARGIN), x1: Math.min(scan.width, band.x1 + BAND_MARGIN), y1: Math.min(scan.height, band.y1 + BAND_MARGIN) };
    const outside = [
      { ...crop, y1: band.y0 },
      { ...crop, y0: band.y1 },
      { ...crop, x1: band.x0 },
      { ...crop, x0: band.x1 },
    ];
    const shift = ({ x0, y0, x1, y1 }: PixelBox) => ({ x0: x0 + crop.x0, y0: y0 + crop.y0, x1: x1 + crop.x0, y1: y1 + crop.y0 });
    for (const line of await lineReading(worker, pgmOf(scan, crop, outside))) {
      lines.push({ ...line, words: line.words.map((word) => ({ ...word, bbox: shift(word.bbox) })), baseline: { y0: line.baseline.y0 + crop.y0, y1: line.baseline.y1 + crop.y0 } });
    }
  }
  return lines;
}

/** The figures both readings lost (see lostFigures), each read alone by the sparse reading's worker, idle by then, set to one line meanwhile. */
async function lostFiguresOf(worker: Worker, scan: PreparedScan, words: readonly TesseractWord[]): Promise<TesseractWord[]> {
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE });
  try {
    return await lostFigures(scan, words, async (crop) => (await lineReading(worker, crop)).flatMap((line) => line.words));
  } finally {
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT });
  }
}

/** A word found apart from both readings as a line of its own, its row as tall as its ink and a quarter more for descenders. */
function lineOfItsOwn(word: TesseractWord): TesseractLine {
  const height = word.bbox.y1 - word.bbox.y0;
  return { words: [word], baseline: { y0: word.bbox.y1, y1: word.bbox.y1 }, rowAttributes: { rowHeight: height, descenders: height / 4 } };
}

/**
 * Figures alone the sparse reading passed over (a seating capacity's lone "5" beside its label's Hindi), and dashes
 * it dropped as specks between two words of a value ("Maharashtra - 422090"), that the whole-line reading read surely
 * where the sparse one has no word at all: each a line of its own, in its line's rows.
 * (Whether ink hangs from a headline tells no Hindi here: a 5's top bar is one.)
 */
export function sureFiguresMissed(sparse: readonly TesseractLine[], wholeLines: readonly TesseractLine[]): TesseractLine[] {
  return surely(figuresMissed(sparse, wholeLines));
}

interface MissedFigure {
  word: TesseractWord;
  line: TesseractLine;
}

/** Those read surely, each a line of its own in its line's rows. */
const surely = (missed: readonly MissedFigure[]): TesseractLine[] => missed.filter(({ word }) => word.confidence >= SURE_WORD).map(({ word, line }) => ({ ...line, words: [word] }));

/**
 * The whole-line reading's words of figures alone, and its dashes between two words of its line the sparse reading
 * has too, where the sparse reading has no word at all, with their lines.
 */
function figuresMissed(sparse: readonly TesseractLine[], wholeLines: readonly TesseractLine[]): MissedFigure[] {
  const sparseWords = sparse.flatMap((line) => line.words);
  const overlaps = (a: TesseractWord, b: TesseractWord) => a.bbox.x0 < b.bbox.x1 && b.bbox.x0 < a.bbox.x1 && a.bbox.y0 < b.bbox.y1 && b.bbox.y0 < a.bbox.y1;
  const readBySparse = (word: TesseractWord | undefined) => word !== undefined && sparseWords.some((other) => overlaps(other, word));
  const missed = (word: TesseractWord, index: number, words: TesseractWord[]) =>
    !readBySparse(word) && (FIGURES.test(word.text.trim()) || (LONE_DASH.test(word.text.trim()) && readBySparse(words[index - 1]) && readBySparse(words[index + 1])));
  // A dash's ink is a sliver: it is boxed as tall as the words beside it, as a figure's ink is.
  const boxed = (word: TesseractWord, index: number, words: TesseractWord[]) => {
    if (!LONE_DASH.test(word.text.trim())) return word;
    const [before, after] = [words[index - 1].bbox, words[index + 1].bbox];
    return { ...word, bbox: { ...word.bbox, y0: Math.min(before.y0, after.y0), y1: Math.max(before.y1, after.y1) } };
  };
  return wholeLines.flatMap((line) => line.words.flatMap((word, index, words) => (missed(word, index, words) ? [{ word: boxed(word, index, words), line }] : [])));
}

/** A dash standing alone between words, as printed between an address's state and its PIN code. */
const LONE_DASH = /^[-–—]$/;

/** The page as an image: its JPEG when it is one (a scan), else rendered by pdf.js. */
async function pageImage(document: Awaited<ReturnType<typeof openPdf>>, jpeg: Uint8Array | undefined, number: number, width: number): Promise<Image> {
  if (jpeg) return loadImage(Buffer.from(jpeg));
  const rendered = await renderPageAsImage(document, number, { canvasImport: () => import('@napi-rs/canvas'), scale: RENDER_WIDTH_PX / width });
  return loadImage(Buffer.from(rendered));
}

/** The words of the first pages of a PDF, read by OCR, in points of each straightened page. */
export async function readOcrWords(pdf: Uint8Array): Promise<{ words: Word[]; pages: PageSize[] }> {
  const jpegs = await pageJpegs(pdf, OCR_MAX_PAGES).catch(() => []);
  const document = await openPdf(pdf.slice());
  const pageCount = Math.min(document.numPages, OCR_MAX_PAGES);
  const prepare = async (number: number) => {
    const viewport = (await document.getPage(number)).getViewport({ scale: 1 });
    return { viewport, scan: prepareScan(await pageImage(document, jpegs[number - 1], number, viewport.width), RENDER_WIDTH_PX) };
  };
  let next: ReturnType<typeof prepare> | undefined;
  try {
    const readers = await ocrWorkers();
    const words: Word[] = [];
    const pages: PageSize[] = [];
    for (let number = 1; number <= pageCount; number++) {
      const { viewport, scan } = await (next ?? prepare(number));
      const scale = scan.width / viewport.width;
      pages.push({ width: viewport.width, height: viewport.height, skew: scan.angle || undefined });
      const read = recognise(readers, scan);
      // The main thread is free while the workers read: the next page is made ready meanwhile (its error comes when awaited).
      next = number < pageCount ? prepare(number + 1) : undefined;
      next?.catch(() => undefined);
      for (const word of await read) {
        const height = (word.bottom - word.top) / scale;
        words.push({ text: word.text, page: number, x: word.x0 / scale, y: word.top / scale, width: (word.x1 - word.x0) / scale, height, size: height / 1.15, style: 'ocr', confidence: word.confidence });
      }
    }
    return { words, pages };
  } finally {
    await next?.catch(() => undefined); // a page still being made ready when a reading failed
    await document.destroy();
  }
}
