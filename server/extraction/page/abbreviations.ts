/**
 * A page that labels its fields in abbreviations and prints their legend ("Abbreviations: PN Policy Number; RN Registration
 * Number; …") is read with the legend: a run opening with an abbreviation it explains reads as the words it stands for.
 */
import { isWholeRegistration } from '../normalise';
import { type PageModel, segmentOf, type Segment, type Word } from './pageModel';

/** Where a legend starts: "Abbreviations:", "Legend:", "Abbr.:". */
const LEGEND_START = /^(?:abbreviations?(?:\s+used)?|legend|abbr\.?)\s*[:：-]\s*/i;
/** One entry of a legend: the abbreviation (perhaps with figures or a dash), then what it stands for. */
const ENTRY = /^([A-Z][A-Za-z0-9-]{0,7})\s*[-–=:]?\s+([A-Za-z].*)$/;
/** What an abbreviation stands for is a label's few words; more is the text after the legend run on. */
const MEANING_WORDS = 6;
/** A legend runs over this many lines at most. */
const LEGEND_LINES = 10;
/** …each at most this many of its heights under the one before. */
const LEGEND_LINE_GAP = 2.5;

/** A word as an abbreviation would be printed: capitals, figures and dashes, its closing mark aside. */
const asAbbreviation = (text: string) => (/^[A-Z][A-Z0-9-]*[.:：]?$/.test(text) ? text.replace(/[.:：]$/, '') : undefined);

/** The legend's lines and its abbreviations, in capitals, to what they stand for. */
function legendOf(model: PageModel): { lines: Set<number>; meanings: Map<string, string> } | undefined {
  const start = model.lines.find((line) => line.segments.some((segment) => LEGEND_START.test(segment.text)));
  if (!start) return undefined;
  const lines = new Set<number>();
  const texts: string[] = [];
  for (let index = start.index; index < Math.min(model.lines.length, start.index + LEGEND_LINES); index++) {
    const line = model.lines[index];
    const previous = model.lines[index - 1];
    if (index > start.index && (line.page !== start.page || line.y - previous.y > LEGEND_LINE_GAP * previous.height)) break;
    lines.add(index);
    texts.push(line.segments.map((segment) => segment.text).join(' '));
  }
  const meanings = new Map<string, string>();
  for (const entry of texts.join(' ').replace(LEGEND_START, '').split(/[;•·]/)) {
    // (The legend's last entry ends at its full stop, whatever text runs on after it.)
    const match = ENTRY.exec(entry.trim().split(/\.\s+/)[0].replace(/\.$/, ''));
    if (match && match[2].trim().split(/\s+/).length <= MEANING_WORDS) meanings.set(match[1].toUpperCase(), match[2].trim());
  }
  return meanings.size ? { lines, meanings } : undefined;
}

/** A word in its stead: the words it stands for, sharing its box by their letters. */
function spelledOut(word: Word, meaning: string): Word[] {
  // (A colon after the abbreviation closes the words it stands for: "PN:" is "Policy Number:".)
  const parts = meaning.split(/\s+/).map((part, index, all) => (index === all.length - 1 && /[:：]$/.test(word.text) ? `${part}:` : part));
  const letters = parts.reduce((sum, part) => sum + part.length, 0);
  let x = word.x;
  return parts.map((part, index) => {
    const width = (word.width * part.length) / letters;
    const spelled = { ...word, text: part, x, width, breakAfter: index === parts.length - 1 ? word.breakAfter : undefined };
    x += width;
    return spelled;
  });
}

/** The page with each run opening with abbreviations its legend explains read as what they stand for. */
export function withAbbreviationsExpanded(model: PageModel): PageModel {
  const legend = legendOf(model);
  if (!legend) return model;
  const meaningOf = (word: Word) => {
    const abbreviation = asAbbreviation(word.text);
    return abbreviation === undefined ? undefined : legend.meanings.get(abbreviation);
  };
  // Only the abbreviations opening a run are its label's, and a registration number's state may spell one ("OD 02 AB 1234").
  const expand = (segment: Segment): Segment => {
    if (legend.lines.has(segment.line) || isWholeRegistration(segment.text)) return segment;
    const leading = segment.words.findIndex((word) => !meaningOf(word));
    const count = leading < 0 ? segment.words.length : leading;
    if (!count) return segment;
    const words = [...segment.words.slice(0, count).flatMap((word) => spelledOut(word, meaningOf(word)!)), ...segment.words.slice(count)];
    return segmentOf(words, segment.id, segment.line);
  };
  const expanded = new Map(model.segments.map((segment) => [segment.id, expand(segment)]));
  const segments = model.segments.map((segment) => expanded.get(segment.id)!);
  const lines = model.lines.map((line) => ({ ...line, segments: line.segments.map((segment) => expanded.get(segment.id)!) }));
  return { ...model, lines, segments };
}
