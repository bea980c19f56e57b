/**
 * Reading a document with a layout learned from a configuration's sample or from a reviewed
 * document. A layout applies when the document prints most of the phrases its sample printed
 * (labels, headings, the insurer's name); each rule then finds its printed label (the printing
 * nearest to where the sample had it) and takes the value where the sample's value sat by it.
 * Its readings join the others as strong candidates; keys without a policy field are kept as
 * printed.
 */
import type { LearnedLayout, LearnedRule } from '../../../resources/policyConfigurations/declaration';
import { CONCEPTS, FREE_TEXT_KINDS, kindOfField, type Target } from '../lexicon/concepts';
import { labelWordShare } from '../lexicon/match';
import { type Box, right, type Segment } from '../page/pageModel';
import type { CandidateCollector } from '../reading/candidates';
import { MARK_JOINER, type PageIndex, type Part, SEPARATOR_WORD, type ValueSpan } from '../reading/pageIndex';
import { textOf, valueTextOf } from '../reading/runs';
import { readValue } from '../values/readValue';
import { partOfCell } from './makeModelCell';
import { compact, editSimilarity, labelKey, leadingKey, rowKey, sectionOfColumnOver, stackedRuns } from './samplePlaces';

export interface LayoutTemplate {
  /** What the extraction shows it matched: a configuration's name, or a learned layout's. */
  name: string;
  kind: 'configuration' | 'learned';
  id?: string;
  learned: LearnedLayout;
}

/** Share of a layout's phrases a document must print to be read with it. */
const MATCH_THRESHOLD = 0.6;
const MAX_PHRASES = 300;
/** How far (points) a value may sit from where the sample had it, beyond its line's height. */
const SLACK = 14;

/** Text that may identify a layout: words without digits (values carry digits), long enough to mean something. */
function phraseOf(text: string): string | undefined {
  const phrase = text.toLowerCase().replace(/[^\p{L}\s]/gu, ' ').replace(/\s+/g, ' ').trim();
  return !/\d/.test(text) && phrase.replace(/\s/g, '').length >= 4 ? phrase : undefined;
}

/** The phrases a layout's sample prints outside its values (`valueWords`: "segment:word" of the values). */
export function fingerprintOf(page: PageIndex, valueWords: ReadonlySet<string> = new Set()): string[] {
  const phrases = new Set<string>();
  for (const segment of page.model.segments) {
    const words = page.wordsOf(segment);
    if (words.some((_, index) => valueWords.has(`${segment.id}:${index}`))) continue;
    const phrase = phraseOf(segment.text);
    if (phrase) phrases.add(phrase);
  }
  return [...phrases].slice(0, MAX_PHRASES);
}

function matchScore(page: PageIndex, layout: LearnedLayout): number {
  if (!layout.fingerprint.length) return 0;
  const printed = new Set(fingerprintOf(page));
  return layout.fingerprint.filter((phrase) => printed.has(phrase)).length / layout.fingerprint.length;
}

/** The best-matching layout of each kind: a configuration and a learned layout may both apply. */
export function matchLayouts(page: PageIndex, layouts: readonly LayoutTemplate[]): LayoutTemplate[] {
  const best = new Map<string, { layout: LayoutTemplate; score: number }>();
  for (const layout of layouts) {
    const score = matchScore(page, layout.learned);
    if (score >= MATCH_THRESHOLD && score > (best.get(layout.kind)?.score ?? 0)) best.set(layout.kind, { layout, score });
  }
  return [...best.values()].map((entry) => entry.layout);
}

/** A Hindi label is known again by nearly the same letters: a conjunct may come out of the PDF as a stray glyph. */
const sameLabel = (key: string, wanted: string) =>
  key === wanted || (/[^a-z0-9]/.test(wanted) && wanted.length >= 4 && editSimilarity(key, wanted) >= HINDI_SIMILARITY);
const HINDI_SIMILARITY = 0.8;
/** A printing on another page ranks after every printing on the sample's page. */
const PAGE_AWAY = 10_000;

const byReadingOrder = (a: { box: Box }, b: { box: Box }) => a.box.page - b.box.page || a.box.y - b.box.y || a.box.x - b.box.x;

/** A printing of a label: the word range it starts with, and its later lines when it is printed over several. */
interface LabelPrinting {
  parts: Part;
  box: Box;
  rest?: Segment[];
}

/** Printings of a rule's label: word ranges of runs that read as it, nearest the sample's place first. */
function labelPrintings(page: PageIndex, rule: LearnedRule): LabelPrinting[] {
  const wanted = labelKey(rule.label ?? '');
  const wantedLatin = /^[a-z0-9]+$/.test(wanted);
  const found: LabelPrinting[] = [];
  for (const segment of page.model.segments) {
    const words = page.wordsOf(segment);
    // A label printed before its value in a run of its own begins its run: "NCB" is not the end of "Previous NCB".
    const starts = rule.placement === 'inline' ? words.length : Math.min(1, words.length);
    for (let from = 0; from < starts; from++) {
      for (let to = from + 1; to <= words.length; to++) {
        const text = textOf(words, from, to);
        // A label beside or over its value that goes on in label words is another, longer label ("Total" / "Total Value (IDV):",
        // "Email" / "Email of Intermediary").
        const goesOn = rule.placement !== 'inline' && to < words.length && /^\p{L}/u.test(words[to].text) && labelWordShare(textOf(words, to, words.length)) > 0;
        if (sameLabel(labelKey(text), wanted) && !goesOn) found.push({ parts: { segment, from, to }, box: page.span([{ segment, from, to }]).box });
        // Longer ranges cannot read as the label once they print as many of its letters (Hindi before English ones aside).
        if ((wantedLatin ? compact(text).replace(/[^a-z0-9]/g, '') : compact(text)).length >= wanted.length) break;
      }
    }
  }
  // Labels printed over several lines are known by the reading of the whole, at their first line, or by their lines' text.
  for (const segment of page.model.segments) {
    const first = labelKey(segment.text);
    // (A first line in Hindi alone says nothing of the English key: "पता" over "Correspondence Address".)
    const opens = segment.hindiOnly || (first.length >= 3 && first.length < wanted.length && wanted.startsWith(first));
    if (!wantedLatin || !opens) continue;
    const stack = stackedRuns(page, segment);
    for (let lines = 2; lines <= stack.length; lines++) {
      if (labelKey(stack.slice(0, lines).map((run) => run.text).join(' ')) === wanted) found.push({ parts: { segment, from: 0, to: page.wordsOf(segment).length }, box: segment, rest: stack.slice(1, lines) });
    }
  }
  for (const reading of page.readings) {
    if (reading.rest?.length && sameLabel(labelKey(reading.text), wanted)) {
      found.push({ parts: { segment: reading.segment, from: 0, to: reading.to }, box: reading.segment, rest: reading.rest });
    }
  }
  // On the sample's page first: a longer document may have pushed the label onto the next page.
  const distance = (box: Box) => Math.abs(box.page - rule.page) * PAGE_AWAY + Math.hypot(box.x - rule.labelX, box.y - rule.labelY);
  const nearest = found.sort((a, b) => distance(a.box) - distance(b.box));
  // A label printed as often as on the sample ("TOTAL" under OD, under TP, and at the end): the printing the sample's was, in
  // reading order, and no other (the others are the sample's other rows: a net premium's line is no OD column's total).
  const inOrder = [...found].sort(byReadingOrder);
  const same = rule.occurrence && rule.occurrence.count > 1 && inOrder.length === rule.occurrence.count ? inOrder[rule.occurrence.index] : undefined;
  return same ? [same] : nearest;
}

/** Which printing of its label, in reading order, a rule's label was on the sample, of how many. */
export function occurrenceOf(page: PageIndex, rule: LearnedRule): LearnedRule['occurrence'] {
  if (!rule.label) return undefined;
  const printings = labelPrintings(page, { ...rule, occurrence: undefined });
  const index = [...printings]
    .sort(byReadingOrder)
    .findIndex((printing) => printing.box.page === rule.page && Math.abs(printing.box.x - rule.labelX) < 1 && Math.abs(printing.box.y - rule.labelY) < 1);
  return printings.length > 1 && index >= 0 ? { index, count: printings.length } : undefined;
}

/** Values cut anywhere by a narrow column, their end joined without a space. */
const IDENTIFIER_KINDS = new Set(['code', 'email']);

/**
 * The run right after the label, when the sample's value was that run and this document's starts
 * before where the sample's did (a column narrower here: what lies at the sample's place is then the
 * next cell), or after it but ending within the sample's reach (a value set right or centred, shorter
 * here: the sample's place is empty on the label's line; a run far beyond is another column's).
 */
function firstRightOf(page: PageIndex, rule: LearnedRule, label: Segment, x: number): Segment | undefined {
  if (!rule.nextToLabel) return undefined;
  const next = page.nextRight(label);
  const shiftedRight = next !== undefined && next.x > x + SLACK && right(next) <= x + rule.width * RIGHT_SHIFT_REACH + SLACK;
  return next && (next.x < x - SLACK || shiftedRight) && page.labelStart(next) > 0 ? next : undefined;
}
/** How far right of the sample's place (in the sample value's widths) a value set right may end. */
const RIGHT_SHIFT_REACH = 1.5;

/**
 * Values of the field's kind in two or more runs between the label and where the sample's value
 * ended: a table with more columns than the sample's (OD and TP beside the TP-only sample's one
 * amount). Which column is the field's the sample cannot say.
 */
function moreColumnsThanSample(page: PageIndex, rule: LearnedRule, label: Segment, x: number): boolean {
  if (!rule.nextToLabel || kindOfField(rule.policyField) !== 'amount') return false;
  const between = page.model.lines[label.line].segments.filter((other) => other.x > right(label) - 1 && other.x < x + rule.width + SLACK);
  return between.length >= 2 && between.every((run) => readValue(rule.policyField as Target, run.text, rule.label) !== undefined);
}

/**
 * Whether a run is under a header naming the rule's column section: not the same label's line outside the table
 * ("Total Premium (A+B):"), under no header; but a table run on onto another page than the sample's may leave its
 * header too far to be told (a footer or letterhead between).
 */
function inSectionColumn(page: PageIndex, run: Segment, rule: LearnedRule): boolean {
  const section = sectionOfColumnOver(page, run);
  return section === rule.columnSection || (section === undefined && run.page !== rule.page);
}

/** A date in a sentence the printer wrapped ("valid till 6 April" / "2024."): its end is the next line's first words. */
function wrappedDate(page: PageIndex, rule: LearnedRule, first: ValueSpan): ValueSpan | undefined {
  const target = rule.policyField as Target;
  if (kindOfField(rule.policyField) !== 'date' || readValue(target, first.text, rule.label) !== undefined) return undefined;
  const { segment } = first.parts[0];
  const next = page.alignedBelow(segment, (other) => Math.abs(other.x - segment.x) <= SLACK);
  const nextWords = next ? page.wordsOf(next) : [];
  for (let to = 1; next && to <= Math.min(3, nextWords.length); to++) {
    const span = page.span([...first.parts, { segment: next, from: 0, to }], `${first.text} ${valueTextOf(nextWords, 0, to)}`);
    if (readValue(target, span.text, rule.label) !== undefined) return span;
  }
  return undefined;
}

/** Joiners valueParts goes on past at a line's end (a comma closing a line ends the value instead). */
const joinedAtLineEnd = (joiner: string | undefined) => joiner === undefined || SEPARATOR_WORD.test(joiner);

/** A run opening with the sample's next row's first word (layouts learned before `rowKey` kept the row's leading words). */
const startsRow = (text: string, nextRow: string) => rowKey(text) === nextRow || leadingKey(text) === nextRow;

/** "2000054014)." without the bracket a label opened before it (and the full stop after that). */
const withoutUnopenedBracket = (text: string) => (/^[^(]*\)\.?$/.test(text) ? text.replace(/\)\.?$/, '') : text);

/** The value a rule points at from one printing of its label: the run where the sample's value sat, from there to its next label. */
function valueAt(page: PageIndex, rule: LearnedRule, label: LabelPrinting): ValueSpan | undefined {
  const printed = label.parts;
  // A value opening the line after its sentence's label is read as if it followed the label in one run.
  const below = rule.valueOnNextLine && printed.to === page.wordsOf(printed.segment).length ? page.alignedBelow(printed.segment, (other) => Math.abs(other.x - printed.segment.x) <= SLACK) : undefined;
  if (rule.valueOnNextLine && !below) return undefined;
  const [segment, to] = below ? [below, 0] : [printed.segment, printed.to];
  const words = page.wordsOf(segment);
  let first: ValueSpan | undefined;
  if (rule.placement === 'inline') {
    // After its label in the run, up to the next label, or the end of its clause in a sentence ("…, issued on").
    const nextLabel = page.readingsOf(segment).filter((reading) => reading.from > to && reading.separated).map((reading) => reading.from)[0] ?? words.length;
    // An address runs over its commas, a date may hold one ("October 1, 2025"), and so may a make and model ("Kia, Seltos").
    const clauseEnd = ['address', 'date'].includes(kindOfField(rule.policyField)) || rule.cell ? -1 : words.findIndex((word, index) => index >= to && /[,;]$/.test(word.text));
    // A part ("From X to Y": X) is taken from what the sample split, up to the run's next label.
    let end = rule.part ? Math.min(page.labelStart(segment, to), words.length) : Math.min(nextLabel, clauseEnd >= 0 ? clauseEnd + 1 : words.length);
    const before = rule.wordAfter ? words.findIndex((word, index) => index > to && word.text.toLowerCase() === rule.wordAfter) : -1;
    // A part is split out of the whole clause, as on the sample; the word after it ends a value taken whole.
    if (before > 0 && !rule.part) end = Math.min(end, before);
    // A number or date in a sentence is about as wide as the sample's was ("vehicle MH-14-KL-7471 is insured under …"); names vary.
    if (to < end) {
      const beyond = !rule.part && !FREE_TEXT_KINDS.has(kindOfField(rule.policyField)) ? words.findIndex((word, index) => index > to && index < end && word.x > words[to].x + rule.width * 1.3 + SLACK) : -1;
      if (beyond > 0) end = beyond;
      // A sentence's full stop after a code or figure is not the value's ("licence code 2000054014."); a name keeps its "LTD."
      // unless the sample's name was followed by the sentence's ("… LTD.." for "… LTD.", "… LLP." for "… LLP").
      // Nor is the bracket its label opened ("(code 2000054014).").
      const text = withoutUnopenedBracket(valueTextOf(words, to, end));
      const wrapping = FREE_TEXT_KINDS.has(kindOfField(rule.policyField));
      first = page.span([{ segment, from: to, to: end }], !wrapping || (rule.sentenceStop && end === words.length) ? text.replace(/(?<=[\w.])\.$/, '') : text);
      if (end === words.length) first = wrappedDate(page, rule, first) ?? first;
    }
  } else {
    const x = label.box.x + rule.dx;
    const y = label.box.y + rule.dy;
    const near = page.model.segments.filter((other) => other.page === segment.page && Math.abs(other.y - y) <= SLACK && other.x < x + rule.width + SLACK && right(other) > x - SLACK);
    const nearer = firstRightOf(page, rule, segment, x);
    const run = nearer ?? near.sort((a, b) => Math.abs(a.y - y) - Math.abs(b.y - y) || Math.abs(a.x - x) - Math.abs(b.x - x))[0];
    // Under a column header, the row the sample's value was in: a TP-only schedule prints its TP row where the sample's OD row was.
    if (rule.rowLabel && !(run && page.model.lines[run.line].segments.some((other) => other.x < run.x && labelKey(other.text) === rule.rowLabel))) return undefined;
    // Right of its row's label, the amount in the sample's section's column: a TP-only schedule prints TP where the sample's OD was.
    if (rule.columnSection && run && !inSectionColumn(page, run, rule)) return undefined;
    if (run) {
      const runWords = page.wordsOf(run);
      // From where the sample's value started, or the run's start when the run is the value's alone: a name printed
      // after a shorter or longer honorific than the sample's ("Mr." / "Mrs.") starts left or right of it.
      // A longer amount set against its column's right edge starts left of where the sample's did: from the word reaching into its place.
      const startsAt = runWords.findIndex((word) => word.x >= x - SLACK);
      const rightAligned = startsAt < 0 && kindOfField(rule.policyField) === 'amount';
      const at = rightAligned ? runWords.findIndex((word) => word.x + word.width >= x) : startsAt;
      const from = rule.part || nearer || (run !== segment && at > 0 && page.labelStart(run) === runWords.length && !page.readingsOf(run).some((reading) => reading.from === 0 && reading.strength >= 0.5)) ? 0 : at;
      const end = Math.min(page.labelStart(run), runWords.length);
      if (from >= 0 && from < end) first = page.span([{ segment: run, from, to: end }]);
    }
  }
  if (first && rule.part) {
    const [{ segment: run, from, to }] = first.parts;
    // Split as the sample was; where this document's value has joiners of its own in a part ("MAHINDRA AND MAHINDRA / THAR"), at marks only.
    // (Joined as the sample's were: "MAHINDRA AND MAHINDRA LTD," is not a make and a model where the sample joined them by a comma.)
    const joinedAlike = (candidate: [number, number][]) => !rule.part!.joiner || page.partJoiners(run, candidate).every((joiner) => joiner === rule.part!.joiner);
    const parts = [page.partsOfRun(run, from, to), page.partsOfRun(run, from, to, MARK_JOINER)].find((candidate) => candidate.length === rule.part!.count && joinedAlike(candidate));
    // A value whose last part went on to the next line after its joiner ("15BRTQCV2092680 &" over "MATH98L87MK909857").
    const wrapped = parts || !joinedAtLineEnd(rule.part.joiner) ? undefined : page.valueParts(first, rule.part.count);
    // A run that does not split as the sample's did holds the part somewhere the rule cannot tell: the reader's own pairing decides.
    if (!parts && !wrapped) return undefined;
    first = parts ? page.span([{ segment: run, from: parts[rule.part.index][0], to: parts[rule.part.index][1] }]) : wrapped![rule.part.index];
  }
  if (!first) return undefined;
  const kind = kindOfField(rule.policyField);
  // A part before another ends at its joiner: a make does not wrap onto the model's next line.
  const lastPart = !rule.part || rule.part.index === rule.part.count - 1;
  // Free text may wrap over more lines on another document of the layout, however many it took on the sample.
  const lines = FREE_TEXT_KINDS.has(kind) && lastPart ? Math.max(rule.lineCount, 5) : rule.lineCount;
  const labelLines = label.rest ?? page.readingsOf(segment).find((reading) => reading.rest?.length)?.rest ?? (rule.labelLines && rule.labelLines > 1 ? stackedRuns(page, segment).slice(1, rule.labelLines) : undefined);
  // A value with words after it in its run (a sentence's next words, the next pair) does not wrap.
  const last = first.parts.at(-1)!;
  const endsRun = last.to === page.wordsOf(last.segment).length;
  // A rule placed by position has no printed label, and so no label font.
  const labelStyle = label.parts.to > 0 ? segment.style : undefined;
  // An identifier or e-mail address a narrower column cut ("…@rediffmail.co" / "m") ends on the next line, as the reader joins it.
  const joined = endsRun && IDENTIFIER_KINDS.has(kind) ? page.wrappedIdentifier(first, { box: label.box, rest: labelLines }, rule.policyField!) : first;
  const value = joined !== first ? joined : lines > 1 && endsRun ? page.continuation(first, { maxLines: lines, label: label.box, labelLines, target: rule.policyField, rowsAtLabel: rule.labelLines, labelStyle, wrapsToRunStart: true, startsNextRow: rule.nextRow ? (run) => startsRow(run.text, rule.nextRow!) : undefined }) : first;
  return rule.cell ? partOfCell(page, value, rule.cell) : value;
}

/** A rule's value, and whether the sample can vouch for it (not where the row has more columns than the sample's). */
function readRule(page: PageIndex, rule: LearnedRule): { span: ValueSpan; unsure: boolean } | undefined {
  if (rule.placement === 'position') {
    const box: Box = { page: rule.page, x: rule.dx, y: rule.dy, width: rule.width, height: 0 };
    const span = valueAt(page, { ...rule, placement: 'below', dx: 0, dy: 0 }, { parts: { segment: page.model.segments[0], from: 0, to: 0 }, box });
    return span && { span, unsure: false };
  }
  // The nearest printing whose value reads as the field's: a nearer "From" may head a line that prints no date.
  const reads = (span: ValueSpan) => !rule.policyField || !(rule.policyField in CONCEPTS) || readValue(rule.policyField as Target, span.text, rule.label) !== undefined;
  for (const printing of labelPrintings(page, rule)) {
    const span = valueAt(page, rule, printing);
    if (span && reads(span)) return { span, unsure: rule.placement === 'right' && moreColumnsThanSample(page, rule, printing.parts.segment, printing.box.x + rule.dx) };
  }
  return undefined;
}

/** What a reading the sample cannot vouch for counts for: below what is marked sure. */
const UNSURE_SCORE = 0.5;

/** Candidates of the layouts the document matches, and their keys without a policy field. */
export function layoutCandidates(page: PageIndex, collector: CandidateCollector, layouts: readonly LayoutTemplate[]) {
  const matched = matchLayouts(page, layouts);
  if (!matched.length) return undefined;
  const otherFields: Record<string, string> = {};
  for (const layout of matched) {
    for (const rule of layout.learned.rules) {
      const reading = readRule(page, rule);
      if (!reading) continue;
      const { span, unsure } = reading;
      if (!rule.policyField || !(rule.policyField in CONCEPTS)) {
        otherFields[rule.key] ??= span.text.replace(/\s+/g, ' ').trim();
        continue;
      }
      // A rule bound to a label that matched the typed one (or named the field) reads as surely as the reader; a weak binding less.
      const labelScore = unsure ? UNSURE_SCORE : 0.6 + 0.4 * (rule.labelScore ?? 1);
      collector.offer(rule.policyField as Target, { ...span, labelishness: 0 }, { labelScore, placement: 'layout', label: rule.label ? { text: rule.label, box: span.box } : undefined });
    }
  }
  return { otherFields, layouts: matched.map(({ kind, name, id }) => ({ kind, name, id })) };
}
