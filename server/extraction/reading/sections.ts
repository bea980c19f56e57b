/**
 * Section headings and what they cover. A heading stands alone in its column, names a part of
 * the schedule ("Previous Policy Details", "Intermediary", "वाहन विवरण / Vehicle Details") or is
 * printed apart from the labels (larger, another font, capitals), and is followed by labels, not
 * by its own value: a lone label with its value under it is not a heading. A heading covers the
 * labels below it in its column until the next heading there, also over a page break, so a
 * two-column page keeps the sections of each column apart.
 */
import { CONCEPTS, type Context, contextOf } from '../lexicon/concepts';
import { labelVocabularyShare, labelWordShare, NO_SECTION, type Section, scoreLabel } from '../lexicon/match';
import { labelTokens } from '../lexicon/tokens';
import { LEFT_OPEN } from '../normalise';
import { isFirmsName, isFirmsNameAlone } from '../values/firmName';
import { withoutItemNumber } from './runs';
import { horizontalOverlap, type Line, type PageModel, right, type Segment, verticalOverlap } from '../page/pageModel';

/** A size a heading is printed in against the text it heads: a step larger, not a rounding apart. */
export const printedLarger = (size: number, than: number) => size > than * 1.08;

interface Heading {
  segment: Segment;
  section: Section;
  from: number;
  /** Where its column ends, from a height down: another column's heading beside or under it ends it from that heading's line. */
  ends: { x: number; y: number }[];
}

/** Where a heading's column ends at a run's height (on a later page, where it ended last). */
const columnEnd = (heading: Heading, segment: Segment) =>
  Math.min(Infinity, ...heading.ends.filter((end) => segment.page > heading.segment.page || end.y <= segment.y + 1).map((end) => end.x - 5));

/** Words that name a part of a schedule. */
const SECTION_WORDS = new Set(['details', 'idv', 'bonus', 'previous', 'broker', 'nominee', 'financier', 'insured', 'vehicle', 'premium', 'policy', 'od', 'tp', 'cover', 'tax', 'period', 'insurer']);
const CONTEXTS: Context[] = ['previous', 'broker', 'nominee', 'financier'];
/** Heading words a label under it may borrow. */
const BORROWABLE = new Set(['previous', 'broker', 'nominee', 'financier', 'insured', 'vehicle', 'policy', 'od', 'tp']);
/** A neighbour closer than this (points) on the same line means the text is not alone in its column. */
const ALONE_GAP = 90;
/** A section's number before its heading: "1. ", "iv) ", "B. ", "SECTION 3 - ", "Part B: ". */
const SECTION_NUMBER = String.raw`(?:(?:\d{1,2}|[ivx]{1,4}|[a-h])[.)]|(?:section|part)\s+(?:\d{1,2}|[ivx]{1,4}|[a-h])\s*[-–—:.]?)\s+`;
const NUMBERED = new RegExp(String.raw`^${SECTION_NUMBER}\S`, 'i');
const SECTION_NUMBERS = new RegExp(String.raw`(?:^|(?<=\s))${SECTION_NUMBER}`, 'gi');
/** Lines over a policy's title a line announcing it as the expiring policy's copy may stand (its insurer's name between). */
const ANNOUNCING_LINES = 3;
/** A line alone announcing a copy of the expiring policy: "COPY OF EXPIRING POLICY — attached by …", "Previous year's policy". */
const EXPIRING_COPY = /^(?:(?:a\s+)?copy\s+of\s+)?(?:the\s+)?(?:expiring|expired|previous|prior|last\s+year'?s?)\b[^.]{0,30}\bpolic/i;
/**
 * A policy document's title names it: "CERTIFICATE OF INSURANCE CUM POLICY SCHEDULE", "CERTIFICATE OF INSURANCE AND
 * SCHEDULE"; not "Schedule of Premium".
 */
const namesPolicyDocument = (text: string) =>
  /\bcertificate\s+of\s+insurance\b|\binsurance\s+certificate\b/i.test(text) || (/\bpolic(?:y|ies)\b/i.test(text) && /\b(?:schedule|certificate)\b/i.test(text));
/** Another column's heading starts at least this far to the right. */
const COLUMN_GAP = 150;

/** Parts of this policy a heading may name beside another's ("VEHICLE AND PREVIOUS INSURANCE"): then it heads both, neither alone. */
const THIS_POLICYS_PARTS = ['vehicle', 'insured', 'premium'];

function sectionOf(tokens: string[]): Section {
  const named = CONTEXTS.find((name) => tokens.includes(name));
  const context = named && THIS_POLICYS_PARTS.some((part) => tokens.includes(part)) ? undefined : named;
  const borrowed = tokens.length <= 5 ? tokens.filter((token) => BORROWABLE.has(token)) : tokens.filter((token) => token === context);
  // "Premium (OD + TP)" names both parts: neither helps a label under it.
  const parts = borrowed.filter((token) => token === 'od' || token === 'tp');
  return { context, tokens: parts.length > 1 ? borrowed.filter((token) => token !== 'od' && token !== 'tp') : borrowed };
}

function bodyStyle(model: PageModel): { style: string; size: number } {
  // Counted by runs, not words: a page of small print (notices, the insurer's address) has many words in few runs.
  const counts = new Map<string, { count: number; size: number }>();
  for (const segment of model.segments) {
    const word = segment.words[0];
    const entry = counts.get(word.style) ?? { count: 0, size: word.size };
    entry.count += 1;
    counts.set(word.style, entry);
  }
  const [style, { size }] = [...counts].sort((a, b) => b[1].count - a[1].count)[0] ?? ['', { size: 0 }];
  return { style, size };
}

/** Words naming a part of the schedule, without a figure or a colon: a section's heading. */
function namesPart(text: string): boolean {
  if (/\d|[:：]/.test(text)) return false;
  const tokens = labelTokens(text);
  return tokens.some((token) => SECTION_WORDS.has(token) && token !== 'insurer') && labelVocabularyShare(tokens) >= 0.5;
}
const COMPANY = /\b(?:ltd|limited|company|co)\b\.?/i;

/** Nothing printed beside it but another column's label or heading: a heading has no value of its own. */
function standsApart(model: PageModel, segment: Segment, body: { size: number }): boolean {
  const others = model.lines[segment.line].segments.filter((other) => other !== segment && !other.hindiOnly && !(right(other) <= segment.x && partedByGutter(model, segment, other)));
  const left = others.filter((other) => right(other) <= segment.x).sort((a, b) => right(b) - right(a))[0];
  const next = others.filter((other) => other.x >= right(segment)).sort((a, b) => a.x - b.x)[0];
  // Numbered headings side by side in one style ("6. NOMINEE FOR OWNER-DRIVER PA" | "7. SERVICING INTERMEDIARY") head two columns.
  const numberedPair = (neighbour: Segment) => NUMBERED.test(segment.text) && NUMBERED.test(neighbour.text) && neighbour.style === segment.style;
  // So do headings side by side in a style of their own, larger than the labels' ("PREVIOUS POLICY" | "DISTRIBUTION PARTNER").
  // (Not the insurer's name beside the schedule's title.)
  const headingPair = (neighbour: Segment) =>
    neighbour.style === segment.style && neighbour.words[0].size === segment.words[0].size && printedLarger(segment.words[0].size, body.size) && namesPart(neighbour.text) && !COMPANY.test(neighbour.text);
  // And a heading printed larger than the body beside another column's value: under its label (see underItsLabel), beside
  // it ("RELATION WITH | : Brother" beside "8. Intermediary Details"), or the last line of one wrapped ("Prayag General
  // Insurance" / "Ltd." beside "मध्यस्थ विवरण / Broker Details").
  const valueBeside = (neighbour: Segment) => underItsLabel(model, neighbour) || besideItsLabel(model, neighbour) || continuesTextAbove(model, neighbour);
  // (Printed as the labels are, only across a column's gutter: "2023" beside "Manufacturing year" | "PREVIOUS INSURANCE".)
  const gutterApart = (neighbour: Segment) => right(neighbour) <= segment.x && segment.x - right(neighbour) > ALONE_GAP;
  const gridValueBeside = (neighbour: Segment) => (printedLarger(segment.words[0].size, body.size) || gutterApart(neighbour)) && valueBeside(neighbour);
  // (A label left open on its left, "Name of" | "SAHAJ POLICY" over "Intermediary" | "BROKERS PVT LTD", has it as its value.)
  if (left && LEFT_OPEN.test(left.text)) return false;
  return [left, next].every(
    (neighbour) => !neighbour || (((looksLikeLabel(neighbour) && !isFirmsName(neighbour.text)) || numberedPair(neighbour) || headingPair(neighbour) || gridValueBeside(neighbour)) && Math.min(Math.abs(neighbour.x - right(segment)), Math.abs(segment.x - right(neighbour))) > ALONE_GAP / 3),
  );
}

/** The narrowest gutter between a side panel and the page's body (points). */
const GUTTER_WIDTH = 24;

const gutterCache = new WeakMap<PageModel, Map<number, [number, number][]>>();
/** A page's gutters: bands at least GUTTER_WIDTH wide that nothing printed on it crosses, left to right. */
function guttersOf(model: PageModel, page: number): [number, number][] {
  const byPage = gutterCache.get(model) ?? new Map<number, [number, number][]>();
  gutterCache.set(model, byPage);
  let gutters = byPage.get(page);
  if (!gutters) {
    gutters = [];
    let free = -Infinity;
    for (const segment of model.segments.filter((other) => other.page === page).sort((a, b) => a.x - b.x)) {
      if (segment.x - free >= GUTTER_WIDTH && Number.isFinite(free)) gutters.push([free, segment.x]);
      free = Math.max(free, right(segment));
    }
    byPage.set(page, gutters);
  }
  return gutters;
}

/** Whether a gutter of the page parts two runs of a line (a side panel beside the page's body; a grid's columns have wider rows across them somewhere). */
function partedByGutter(model: PageModel, a: Segment, b: Segment): boolean {
  const [from, to] = a.x < b.x ? [right(a), b.x] : [right(b), a.x];
  return guttersOf(model, a.page).some(([start, end]) => start >= from - 1 && end <= to + 1);
}

/**
 * A grid's value under its own label beside a heading is another column's ("Rs. 5799.36/-" under
 * "Own Damage" / "Premium" beside "पिछली पॉलिसी का विवरण / PREVIOUS POLICY").
 */
function underItsLabel(model: PageModel, value: Segment, isItsLabel = (other: Segment) => horizontalOverlap(other, value) > 0 && looksLikeLabel(other)): boolean {
  const above = lineAbove(model, value);
  if (above !== undefined && above.segments.some(isItsLabel)) return true;
  // (Past another column's line between them, printed a little off this one's: "MAKE" over "Maruti Suzuki" with the premium
  // column's "BASIC THIRD PARTY PREMIUM" set between in height.)
  const over = model.lines[value.line - 2];
  const between = model.lines[value.line - 1];
  return (
    over !== undefined &&
    between?.page === value.page &&
    over.page === value.page &&
    !between.segments.some((other) => horizontalOverlap(other, value) > 0) &&
    value.y - over.y <= 1.8 * value.height &&
    over.segments.some(isItsLabel)
  );
}

/** A run printed as a label's value: beside it on its line or under it on the line above. */
export const isLabelsValue = (model: PageModel, segment: Segment) => besideItsLabel(model, segment) || underItsLabel(model, segment);

/**
 * A value under its label printed smaller ("Insured's Name" in 6-point grey over "Ananya Deshpande" in 8.5): larger than the
 * page's body, and over a label of the next row, yet no heading.
 */
function underSmallerLabel(model: PageModel, segment: Segment): boolean {
  // (A label alone: not a line of small print saying what it lists, "Add-ons included: Zero Dep (INR 8,325), …".)
  const smallerLabelAlone = (other: Segment) =>
    Math.abs(other.x - segment.x) <= 3 && !/\d|[:：]\s*\S/.test(withoutItemNumber(other.text)) && looksLikeLabel(other) && other.words[0].size < segment.words[0].size * 0.9;
  return !looksLikeLabel(segment) && underItsLabel(model, segment, smallerLabelAlone);
}

/** A value with its label just left of it on its line. */
function besideItsLabel(model: PageModel, value: Segment): boolean {
  const left = model.lines[value.line].segments.filter((other) => right(other) <= value.x).at(-1);
  return left !== undefined && value.x - right(left) < ALONE_GAP && looksLikeLabel(left) && !looksLikeLabel(value);
}

/**
 * A value printed right of a label half a line up or down, their boxes overlapping ("Vikram Singh Rathore" a little over
 * "Name of Insured", under its Hindi "बीमाधारक का नाम"): the label's, and the label no heading.
 */
function valueHalfALineOff(model: PageModel, segment: Segment): boolean {
  return [segment.line - 1, segment.line + 1].some((index) => {
    const line = model.lines[index];
    // (Not a side panel's, far off past a gutter.)
    const panels = (other: Segment) => other.x - right(segment) > ALONE_GAP && partedByGutter(model, segment, other);
    return line?.page === segment.page && line.segments.some((other) => other.x > right(segment) && !other.hindiOnly && !looksLikeLabel(other) && verticalOverlap(other, segment) >= 0.3 * segment.height && !panels(other));
  });
}

/** The first text under the segment in its column, within a few lines; on a scan, past Hindi that reads as nothing (its marks for a label's Hindi). */
function textBelow(model: PageModel, segment: Segment): Segment | undefined {
  for (let index = segment.line + 1; index < model.lines.length; index++) {
    const line = model.lines[index];
    if (line.page !== segment.page || line.y - segment.y > 4 * segment.height + 12) return undefined;
    const under = line.segments.filter((other) => other.x < right(segment) + 10 && right(other) > segment.x - 10);
    const below = under.sort((a, b) => Math.abs(a.x - segment.x) - Math.abs(b.x - segment.x))[0];
    if (below && !(model.byOcr && below.hindiOnly && !looksLikeLabel(below))) return below;
  }
  return undefined;
}

/** The line just above a run, if it is close enough to be read with it. */
function lineAbove(model: PageModel, segment: Segment) {
  return spaceAbove(model, segment) <= 1.8 * segment.height ? model.lines[segment.line - 1] : undefined;
}

/** How far the run is under the line above it (a page's first line is far from anything). */
function spaceAbove(model: PageModel, segment: Segment): number {
  const above = model.lines[segment.line - 1];
  return above && above.page === segment.page ? segment.y - above.y : Infinity;
}

const lineSpaces = new WeakMap<PageModel, number>();
/** The median distance between a line and the next on its page. */
function usualLineSpace(model: PageModel): number {
  let space = lineSpaces.get(model);
  if (space === undefined) {
    const spaces = model.lines.slice(1).flatMap((line, index) => (line.page === model.lines[index].page ? [line.y - model.lines[index].y] : [])).sort((a, b) => a - b);
    space = spaces[Math.floor(spaces.length / 2)] ?? 0;
    lineSpaces.set(model, space);
  }
  return space;
}

/** The later line of a wrapped value or label ("Deccan Assurance General" / "Insurance Ltd."), not a heading. */
function continuesTextAbove(model: PageModel, segment: Segment): boolean {
  const above = lineAbove(model, segment);
  if (!above) return false;
  // The heading's Hindi printed over its English ("मध्यस्थ विवरण" over "Intermediary") is the same heading.
  // A line in another size over it (the page's running title over the first heading) is not the same text going on.
  // (OCR's sizes are too rough to tell.)
  const sameSize = (other: Segment) => segment.words[0].confidence !== undefined || Math.abs(other.words[0].size - segment.words[0].size) <= 0.5;
  return above.segments.some((other) => !other.hindiOnly && Math.abs(other.x - segment.x) < 6 && !/[:：]\s*$/.test(other.text) && sameSize(other));
}

/** The English half of a label whose Hindi, printed over it, has a value beside it ("पॉलिसी संख्या  9554…" over "Policy Number"). */
function englishUnderHindiLabel(model: PageModel, segment: Segment): boolean {
  const above = lineAbove(model, segment);
  if (!above) return false;
  const hindi = above.segments.find((other) => other.hindiOnly && Math.abs(other.x - segment.x) < 6);
  const beside = hindi && above.segments.find((other) => other.x > right(hindi) && !other.hindiOnly);
  return Boolean(beside && beside.x - right(hindi!) < ALONE_GAP * 2 && !looksLikeLabel(beside));
}

const namesField = (text: string) => (scoreLabel(labelTokens(text))[0]?.score ?? 0) >= 0.5 || labelWordShare(text) >= 0.75;

/** A label starting a run without a separator ("Name of Intermediary Vishwas Insurance…"): its first words name a field well. */
function startsWithLabel(text: string): boolean {
  const words = text.split(/\s+/);
  // "From 11-10-2023 to …" is a period's value, not a label.
  if (/^(?:from|to|till|until|upto|valid)$/i.test(words[0])) return false;
  for (let count = 1; count <= Math.min(words.length - 1, 6); count++) {
    if (/\d/.test(words[count - 1])) return false;
    if ((scoreLabel(labelTokens(words.slice(0, count).join(' ')))[0]?.score ?? 0) >= 0.7) return true;
  }
  return false;
}

/** A run that is a label, or starts with one ("Intermediary Name: Prabal Insurance…", "Regn. no.; JH01…", "Broker Name - Parivar…"). */
function looksLikeLabel(segment: Segment): boolean {
  // An answer ("No", "Yes", "Nil") is a value, though "No" also abbreviates a label's "Number".
  if (/^(?:yes|no|nil)$/i.test(segment.text.trim())) return false;
  // A run that ends at its colon is a label whatever its words ("Fuel Propellant:"); one going on past it is when its words name a field.
  if (/^[^:：\d]{2,60}[:：]\s*$/.test(segment.text)) return true;
  const beforeSeparator = /^([^:：;|=]{2,60}?)(?:[:：;|=]|\s[-–—]\s)/.exec(segment.text)?.[1];
  if (beforeSeparator && !/\d/.test(beforeSeparator)) return namesField(beforeSeparator);
  if (/\d{3}|\d[/.-]\d/.test(segment.text)) return startsWithLabel(segment.text);
  const tokens = labelTokens(segment.text);
  // A short run of label words names no field alone but is a table's column header ("Particulars", "Premium Component").
  const labelWords = tokens.length > 0 && tokens.length <= 3 && labelVocabularyShare(tokens) === 1;
  return /[:：]\s*$/.test(segment.text) || (scoreLabel(tokens)[0]?.score ?? 0) >= 0.5 || labelWords || startsWithLabel(segment.text);
}

/** A table's header row: three cells or more, none with a figure, most of them labels ("Particulars | Own Damage | Third Party | Total"). */
function startsHeaderRow(model: PageModel, segment: Segment): boolean {
  const cells = model.lines[segment.line].segments.filter((other) => !other.hindiOnly);
  return cells.length >= 3 && cells.every((cell) => !/\d/.test(cell.text)) && cells.filter(looksLikeLabel).length * 2 > cells.length;
}

/**
 * A box naming a party without labelling it: a firm's name, then its particulars each after its label ("EXPIRING FLEET
 * POLICY" over "Konark General Insurance Co. Ltd." / "Policy No. KGI/MF/2425/…"; "INTERMEDIARY" over a broker's name and
 * "Broker Code: …"). (Not a grid's label over its value: the row under that is labels alone.)
 */
function headsNamedParty(model: PageModel, segment: Segment, below: Segment): boolean {
  // (A label of a name over its firm is the name's: "INSURANCE BROKER" over "Ignite Insurance Brokers Pvt. Ltd.".)
  // (Not so the expiring policy's: "PREVIOUS INSURANCE" over "Aravali General …" / "Policy 1101/…, expiring …" heads its particulars.)
  const tokens = labelTokens(segment.text);
  const named = scoreLabel(tokens)[0];
  if (named && named.score >= 0.7 && CONCEPTS[named.target].kind === 'name' && !tokens.includes('previous')) return false;
  const next = isFirmsNameAlone(below.text) ? textBelow(model, below) : undefined;
  return next !== undefined && /\d/.test(next.text) && startsWithLabel(next.text);
}

function isHeading(model: PageModel, segment: Segment, body: { style: string; size: number }): boolean {
  // Numbered headings: "1. Vehicle Details", "पॉलिसी विवरण / 1. POLICY SUMMARY".
  // (A firm's name after a dash is the heading's aside: "2. YOUR RENEWED POLICY — Vindhya Assurance General Insurance Ltd.")
  const text = segment.text.replace(SECTION_NUMBERS, '').replace(/\s[—–-]\s(.+)$/, (aside, firm: string) => (isFirmsNameAlone(firm) ? '' : aside));
  const latin = text.replace(/[\u0900-\u097f]+/g, ' ').trim();
  // (Nor is a firm's name, though printed or read larger: "SAHAJ POLICY BROKERS PVT" beside its label.)
  const below = textBelow(model, segment);
  // (A document's title may run longer: "CERTIFICATE OF INSURANCE CUM POLICY SCHEDULE - PRIVATE CAR PACKAGE POLICY" under a
  // proposal's last part starts the policy's own.)
  const words = latin.split(/\s+/).length;
  const fitsTitle = words <= 8 || (words <= 16 && namesPolicyDocument(latin));
  if (!latin || /\d|[:：]/.test(latin) || !fitsTitle || isFirmsNameAlone(latin) || !(standsApart(model, segment, body) || panelCaption(model, segment, below))) return false;
  // A lone label with its value under it ("Address of Insured" over the address) is not a heading; one over labels or a table's header row is.
  if (valueHalfALineOff(model, segment) || underSmallerLabel(model, segment)) return false;
  const namedParty = below !== undefined && headsNamedParty(model, segment, below);
  // (A document's title spans the rows under it: the first run of the line under it says what they are.)
  const rowUnderTitle = below !== undefined && words > 8 && looksLikeLabel(model.lines[below.line].segments[0]);
  if (!below || !(looksLikeLabel(below) || startsHeaderRow(model, below) || namedParty || rowUnderTitle) || continuesTextAbove(model, segment) || englishUnderHindiLabel(model, segment)) {
    return false;
  }
  const size = segment.words[0].size;
  // A heading is not printed smaller than what it heads: a column's label is ("Name of previous insurer" over the name).
  // (OCR's sizes are too rough to tell. A box's caption over a party's particulars may be.)
  if (!model.byOcr && !namedParty && size < below.words[0].size * 0.95) return false;
  const tokens = labelTokens(text);
  const named = tokens.some((token) => SECTION_WORDS.has(token)) && labelVocabularyShare(tokens) >= 0.5;
  const larger = printedLarger(size, body.size);
  const capitals = latin === latin.toUpperCase() && /[A-Z]{3}/.test(latin);
  const otherFont = segment.style !== below.style;
  // A scan's words carry no font: there a heading needs none of its own if all its words are label words and space
  // parts it from the text above ("Intermediary"): more than a wrapped line's (see lineAbove) and than the page's lines'.
  const partOnly = model.byOcr && labelVocabularyShare(tokens) === 1 && spaceAbove(model, segment) > Math.max(1.8 * segment.height, 1.2 * usualLineSpace(model));
  const documentsTitle = words > 8 && namesPolicyDocument(latin) && capitals && otherFont;
  if (words > 8 && !(larger || documentsTitle)) return false;
  return larger || documentsTitle || (named && (capitals || otherFont || tokens.includes('details') || partOnly || headsPairs(model, segment, below)));
}

/** A panel is at least this far from what is left of it (points). */
const PANEL_GAP = 10;

/** A panel's caption over its rows of pairs, beside another table's row ("13,843.98" | "Previous Policy"): its heading all the same. */
function panelCaption(model: PageModel, segment: Segment, below: Segment | undefined): boolean {
  const left = model.lines[segment.line].segments.filter((other) => right(other) <= segment.x);
  return below !== undefined && left.length > 0 && left.every((other) => right(other) < segment.x - PANEL_GAP) && headsPairs(model, segment, below);
}

/**
 * A part's name alone on its line over rows of labels and their values in its own print ("Intermediary" over "Name |
 * Suraksha Setu …" and "Code | SSIB-RJ-0092"): their heading, though printed as they are.
 */
function headsPairs(model: PageModel, segment: Segment, below: Segment): boolean {
  const alone = model.lines[segment.line].segments.every((other) => other === segment || right(other) <= segment.x);
  const value = model.lines[below.line].segments.find((other) => other.x >= right(below));
  return alone && Math.abs(below.x - segment.x) <= 2 && below.style === segment.style && value !== undefined && value.x - right(below) < ALONE_GAP && value.style !== below.style;
}

export function findHeadings(model: PageModel): Heading[] {
  const body = bodyStyle(model);
  const found = model.segments.filter((segment) => !segment.hindiOnly && isHeading(model, segment, body));
  const headings = found.map((segment) => {
    // Another column is one with a heading beside this one, between the headings over and under it in its own column
    // (a one-column part of the page under a two-column one is not cut by the other column's headings above it), or one
    // whose grid's value stands beside it on its line ("PREVIOUS POLICY" | "Rs. 5799.36/-" under "SCHEDULE OF PREMIUM").
    const samePage = found.filter((other) => other.page === segment.page);
    const inColumn = samePage.filter((other) => other !== segment && Math.abs(other.x - segment.x) < COLUMN_GAP);
    const over = Math.max(-Infinity, ...inColumn.filter((other) => other.y < segment.y).map((other) => other.y));
    const under = Math.min(Infinity, ...inColumn.filter((other) => other.y > segment.y).map((other) => other.y));
    // (Not the right half's heading of a part above, printed on one line with its left half's: "SECTION I - OWN DAMAGE" |
    // "SECTION II - LIABILITY" well over "PREVIOUS POLICY DETAILS" ends no column of this part.)
    const halfOfPartAbove = (other: Segment) => other.y < segment.y && model.lines[other.line].segments.some((cell) => Math.abs(cell.x - segment.x) < COLUMN_GAP / 5);
    const headed = samePage.filter((other) => other.x > segment.x + COLUMN_GAP && other.y > over && other.y < under && !halfOfPartAbove(other));
    const gridBeside = printedLarger(segment.words[0].size, body.size) ? model.lines[segment.line].segments.filter((other) => other.x > segment.x + COLUMN_GAP && underItsLabel(model, other)) : [];
    // (A heading further down starts its column there: the rows above it span the page, "24. Expiry date" right of "23. Name of
    // previous insurer" under "PREVIOUS INSURANCE" over "PREMIUM COMPUTATION" set right.)
    const ends = [...headed.map((other) => ({ x: other.x, y: other.y })), ...gridBeside.map((other) => ({ x: other.x, y: segment.y }))];
    return { segment, section: sectionOf(labelTokens(segment.text)), from: segment.x - 30, ends };
  });
  // A copy of the expiring policy has its own title under the line saying what it is ("COPY OF EXPIRING POLICY — attached
  // by …" over the insurer's name and "MOTOR INSURANCE CERTIFICATE CUM POLICY SCHEDULE — …"): that title heads the
  // expiring policy's particulars.
  for (const heading of headings) {
    const { line } = heading.segment;
    const announces = (above: Line) => above.page === heading.segment.page && above.segments.length === 1 && !/[\d:]/.test(above.segments[0].text) && EXPIRING_COPY.test(above.segments[0].text);
    const announced = model.lines.slice(Math.max(0, line - ANNOUNCING_LINES), line).some(announces);
    if (namesPolicyDocument(heading.segment.text) && !heading.section.context && announced) heading.section = { context: 'previous', tokens: ['previous'] };
  }
  // A heading's subtitle, the line right under it set smaller, in small letters and naming no part itself ("LAST YEAR" over
  // "moved to new insurer"), goes on with its part. (Not a heading of its own under an empty band: "Policy Details".)
  for (const [index, heading] of headings.entries()) {
    const [over, sub] = [headings[index - 1]?.segment, heading.segment];
    const closeUnder = over && over.page === sub.page && sub.line === over.line + 1 && sub.y - (over.y + over.height) <= SUBTITLE_GAP * over.height;
    const subtitle = closeUnder && sub.height < over.height && horizontalOverlap(over, sub) > 0 && /^\p{Ll}/u.test(sub.text);
    if (subtitle && headings[index - 1].section.context && !heading.section.context) heading.section = { ...headings[index - 1].section };
  }
  return headings;
}

/** A subtitle is at most this many of its heading's heights under it. */
const SUBTITLE_GAP = 1.5;

/** The section of a run, and whether the run is a heading itself. */
export type SectionFinder = ((segment: Segment) => Section) & { isHeading: (segment: Segment) => boolean };

/** What a run names, if it reads as a label of some field (not a value: "02-Nov-2023 to 01-Nov-2024" names no end date). */
const fieldNamed = (text: string) => {
  if (/\d/.test(text)) return undefined;
  const [best] = scoreLabel(labelTokens(text));
  return best && best.score >= 0.5 ? best.target : undefined;
};

/** The runs of a page's column that carry on the section its column before ended with, and that section. */
interface Flow {
  runs: Set<number>;
  section: Section;
}

/**
 * A page whose text flows from column to column like a newspaper's: the right column opens without a heading, level with the
 * left column's first heading, and repeats labels the left column gave before its last heading ("Policy No.", "Period" at
 * the top right after "PREVIOUS POLICY" | "Insurer" closed the left column). The right column's top goes on with that last
 * heading's part. (Labels not repeated, a headless top right holding this policy's number, stay this policy's.)
 */
function columnFlows(model: PageModel, headings: readonly Heading[]): Flow[] {
  const flows: Flow[] = [];
  for (const heading of headings) {
    const { page, x, y } = heading.segment;
    const onPage = headings.filter((other) => other.segment.page === page);
    const columnOf = (at: Segment) => onPage.filter((other) => Math.abs(other.segment.x - at.x) < COLUMN_GAP);
    // (The columns this heading ends: their `ends` hold its own x and y, copied, so equal exactly.)
    const leftColumn = onPage.filter((other) => other.ends.some((end) => end.x === x && end.y === y));
    const firstInColumn = !columnOf(heading.segment).some((other) => other.segment.y < y);
    if (!leftColumn.length || !firstInColumn) continue;
    const top = model.segments.filter((segment) => segment.page === page && segment.x >= heading.from && segment.y < y - 1);
    const opening = top.sort((a, b) => a.y - b.y)[0];
    const levelHeading = opening && leftColumn.find((other) => Math.abs(other.segment.y - opening.y) <= 2);
    if (!levelHeading) continue;
    const last = columnOf(levelHeading.segment).sort((a, b) => b.segment.y - a.segment.y)[0];
    if (!last.section.context || last === levelHeading) continue;
    const leftLabels = new Set(
      model.segments
        .filter((segment) => segment.page === page && segment.x < heading.from && segment.y > levelHeading.segment.y && segment.y < last.segment.y)
        .map((segment) => fieldNamed(segment.text)),
    );
    // (Repeating a label the ending part has a field of its own for: "Policy No." under "PREVIOUS POLICY", not "Mobile".)
    const namesEndingPartsField = (segment: Segment) => {
      const [best] = scoreLabel(labelTokens(segment.text), last.section);
      return best !== undefined && contextOf(best.target) === last.section.context;
    };
    if (top.some((segment) => { const field = fieldNamed(segment.text); return field !== undefined && leftLabels.has(field) && namesEndingPartsField(segment); })) {
      flows.push({ runs: new Set(top.map((segment) => segment.id)), section: last.section });
    }
  }
  return flows;
}

/** The section each label falls in: the nearest heading above it in its column, this page or the one before. */
export function sectionFinder(model: PageModel): SectionFinder {
  const headings = findHeadings(model);
  const headingIds = new Set(headings.map((heading) => heading.segment.id));
  const flows = columnFlows(model, headings);
  const sectionOf = (segment: Segment): Section => {
    const flow = flows.find((candidate) => candidate.runs.has(segment.id));
    if (flow) return flow.section;
    const inColumn = headings.filter((heading) => segment.x >= heading.from && segment.x < columnEnd(heading, segment));
    const above = inColumn.filter((heading) => heading.segment.page === segment.page && heading.segment.y < segment.y - 1);
    const nearest = above.sort((a, b) => b.segment.y - a.segment.y)[0];
    if (nearest) return nearest.section;
    // (A column goes on over a page break onto a page of its size: a landscape annexure after a portrait page is laid out anew.)
    const sameSize = (page: number) => model.pages[page - 1].width === model.pages[segment.page - 1].width;
    const earlier = inColumn.filter((heading) => heading.segment.page < segment.page).sort((a, b) => b.segment.page - a.segment.page || b.segment.y - a.segment.y)[0];
    return earlier && sameSize(earlier.segment.page) ? earlier.section : NO_SECTION;
  };
  return Object.assign(sectionOf, { isHeading: (segment: Segment) => headingIds.has(segment.id) });
}
