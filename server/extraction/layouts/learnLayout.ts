/**
 * Learns a layout from one document and the values a person says it prints: for each key, the
 * place its value is printed whose label best matches the label the person typed (not the first
 * place the text appears), and from that place a rule, "the value sits right of / under / after
 * the printed label L", to read other documents of the layout. The same learning serves a
 * configuration (key / label / sample value rows) and a reviewed extraction (the saved fields,
 * with the labels the reader found). Keys found in several places that the label cannot tell
 * apart are reported with their places, so the person can say which one is meant.
 */
import type { LearnedLayout, LearnedRule, SamplePlace, SampleReport } from '../../../resources/policyConfigurations/declaration';
import { kindOfField } from '../lexicon/concepts';
import { labelWordShare, scoreLabel } from '../lexicon/match';
import { labelTokens } from '../lexicon/tokens';
import { type Box, type PageModel, right, wrapsOnto } from '../page/pageModel';
import { pageIndexOf } from '../readPolicy';
import { ALIGN, MARK_JOINER, type PageIndex } from '../reading/pageIndex';
import { textOf } from '../reading/runs';
import { compact, editSimilarity, findPlaces, labelKey, rowKey, sectionOfColumnOver, type Place, type PlaceLabel, type ValueTest, valueOrItsStartTest, valueTest } from './samplePlaces';
import { cellRules, printedInOneCell } from './makeModelCell';
import { fingerprintOf, occurrenceOf } from './readLayout';

export interface SampleRow {
  key: string;
  /** The label as the person typed it; empty when learning from a saved policy. */
  label: string;
  value: string;
  /** The policy field the key fills, if any. */
  policyField?: string;
}

/** A label the lexicon says names the field counts this much against one matching the typed label. */
const TYPED_FIRST = 0.9;
/** Values (rows and the record's others) enough to tell a grid's values by them. */
const KNOWN_RECORD = 8;
/** Two places whose labels match the typed one within this are both what the person may mean. */
const TIE = 0.12;
/** A printed label this like the typed one is the person's label, whatever its font. */
const TYPED_MATCH = 0.8;
/** A label matching the typed one this well settles which place is meant. */
const CLEAR_MATCH = 0.5;

/** How well a printed label matches the typed one: the same tokens, or nearly the same letters. */
export function labelSimilarity(printed: string, typed: string): number {
  const [a, b] = [new Set(labelTokens(printed)), new Set(labelTokens(typed))];
  const shared = [...a].filter((token) => b.has(token)).length;
  const tokens = a.size && b.size ? shared / Math.max(a.size, b.size) : 0;
  return Math.max(tokens, editSimilarity(compact(printed), compact(typed)));
}

/**
 * Each place with the label by it that best matches the label the person typed, or names the
 * policy field the key fills (what the reader's lexicon says of it). Without a typed label (a
 * reviewer's correction) the nearest label wins unless a farther one clearly names the field; a
 * text beside the value in the value's own font is another value (a grid's next cell), not its label.
 * Places ranked by their label's score.
 */
function rankPlaces(places: Place[], row: SampleRow): { place: Place; label?: PlaceLabel; score: number }[] {
  const typed = row.label.trim();
  const named = (label: PlaceLabel) => (row.policyField ? (scoreLabel(labelTokens(label.text)).find((entry) => entry.target === row.policyField)?.score ?? 0) : 0);
  const scoreOf = (place: Place, label: PlaceLabel, index: number) => {
    // The label the person typed first (even in the value's font, where it would pass for a grid's other value);
    // what the lexicon says a label names only where the typed one is not printed.
    if (typed) {
      const similarity = labelSimilarity(label.text, typed);
      if (label.anotherValue && similarity < TYPED_MATCH) return 0;
      return Math.max(similarity, TYPED_FIRST * named(label)) - index * 0.01;
    }
    if (label.anotherValue) return 0;
    const fieldScore = named(label);
    return Math.max(fieldScore >= 0.8 ? fieldScore : 0, NEAREST - index * 0.05);
  };
  const ranked = places.map((place) => {
    const scored = place.labels.map((label, index) => ({ label, score: scoreOf(place, label, index) }));
    const best = scored.sort((a, b) => b.score - a.score)[0];
    return { place, label: best?.label, score: best ? Math.max(0, best.score) : 0 };
  });
  return ranked.sort((a, b) => b.score - a.score || a.place.box.page - b.place.box.page || a.place.box.y - b.place.box.y);
}

/** The nearest label's score when nothing was typed: a match no label beats unless it names the field. */
const NEAREST = 0.5;

/**
 * Which part of its run's value a place is, when the run prints several ("X to Y"); of a value
 * wrapped onto the lines under it, which part its first line is ("KIA INDIA PVT LTD, Carens" / "Prestige").
 */
function partOf(page: PageIndex, place: Place, label: PlaceLabel | undefined, kind: string): LearnedRule['part'] {
  const { segment, from, to } = place.parts[0];
  if (place.parts.length > 1 && from === 0) return undefined;
  const start = label?.placement === 'inline' ? from : 0;
  const [runFrom, runTo] = [Math.min(start, from), Math.min(page.labelStart(segment, label?.placement === 'inline' ? from : -1), page.wordsOf(segment).length)];
  // Split at every joiner, or at marks only when a part holds a joiner word of its own ("Mahindra & Mahindra / Scorpio-N").
  for (const parts of [page.partsOfRun(segment, runFrom, runTo), page.partsOfRun(segment, runFrom, runTo, MARK_JOINER)]) {
    // The one part the place covers (the place may take the joiner before it: "- KWID RXL(O)"); a date may be read
    // out of the words around it in its part ("From (00:00 Hrs) of 01-Jun-2025", "10-Feb-2026 Midnight").
    const overlapping = parts.map(([partFrom, partTo], index) => (partFrom < to && partTo > from ? index : -1)).filter((index) => index >= 0);
    if (parts.length < 2 || overlapping.length !== 1) continue;
    const [partFrom, partTo] = parts[overlapping[0]];
    if ((partFrom >= from && partTo <= to) || kind === 'date') return { index: overlapping[0], count: parts.length, joiner: soleJoiner(page.partJoiners(segment, parts)) };
  }
  return undefined;
}

/** The one word joining every part, when they are joined alike ("," / "&"): another document's value is split there only. */
const soleJoiner = (joiners: readonly string[]) => (joiners.length && joiners.every((joiner) => joiner && joiner === joiners[0]) ? joiners[0] : undefined);

/** The sample's value was the first run right of its label: on another document it is too, wherever that run starts. */
function nextToLabel(page: PageIndex, place: Place, label: PlaceLabel | undefined): true | undefined {
  if (label?.placement !== 'right') return undefined;
  const labelRun = page.model.segments.find((segment) => segment.page === label.box.page && Math.abs(segment.y - label.box.y) < 1 && segment.x <= label.box.x + 1 && right(segment) >= label.box.x + label.box.width - 1);
  return labelRun && page.nextRight(labelRun)?.id === place.parts[0].segment.id ? true : undefined;
}

/** The lines of a value's label, counted beside the value: a run where the label starts on a line of the value is the label's own. */
function labelLinesBeside(page: PageIndex, place: Pick<Place, 'parts' | 'box'>, labelX: number): number {
  const lineHolds = (part: Place['parts'][number]) =>
    page.model.lines[part.segment.line].segments.some((segment) => Math.abs(segment.x - labelX) <= ALIGN && right(segment) <= place.box.x);
  const beyond = place.parts.slice(1).findIndex((part) => !lineHolds(part));
  return beyond < 0 ? place.parts.length : beyond + 1;
}

/**
 * What the line after a value opens with in its column, when it opens with words (the next row's
 * label: "Mobile Number = …"): on another document a longer value stops there, whether or not the
 * reader knows the words.
 */
function nextRowAfter(page: PageIndex, place: Place, label: PlaceLabel | undefined, isValue?: ValueTest): string | undefined {
  const last = place.parts.at(-1)!.segment;
  const line = page.model.lines[last.line + 1];
  if (!line || !wrapsOnto(last, line)) return undefined;
  const from = Math.min(place.box.x, label?.box.x ?? place.box.x);
  const run = line.segments.find((segment) => segment.x >= from - ALIGN && segment.x <= right(place.box));
  const key = run ? rowKey(run.text) : '';
  // The label's own next line ("Name of the" under "बीमित का नाम /") says nothing of where the value ends, nor does another value.
  if (key.length < 3 || (label && compact(label.text).includes(compact(run!.text))) || isValue?.(run!.text)) return undefined;
  return key;
}

/** The sample's value ended its run and a full stop printed after it was the sentence's ("… LTD.." for "… LTD.", "… LLP." for "… LLP"). */
function sentenceStopAfter(page: PageIndex, place: Place, value: string): true | undefined {
  const { segment, to } = place.parts.at(-1)!;
  const printed = textOf(page.wordsOf(segment), place.parts[0].from, to);
  // Only where the value was typed as printed but for that stop: a value typed without any of its dots ("… Pvt Ltd") says nothing.
  const asPrinted = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  return place.parts.length === 1 && to === page.wordsOf(segment).length && printed.endsWith('.') && asPrinted(printed.slice(0, -1)) === asPrinted(value) ? true : undefined;
}

/** The word a sentence prints right after a name ("… LTD. under policy no."), where the next document's name ends too. */
function wordAfter(page: PageIndex, place: Place): string | undefined {
  if (place.parts.length !== 1) return undefined;
  const { segment, to } = place.parts[0];
  const next = page.wordsOf(segment)[to]?.text;
  return next && /^\(?\p{L}{2,}$/u.test(next) ? next.toLowerCase() : undefined;
}

const labelWording = (text: string) => labelWordShare(text) >= 0.5;

/**
 * The label of the table row a value under a column header sits in ("Own Damage" under "Total Premium"):
 * the nearest run left of the header printed as a label is (a label font or, opening the line in the
 * values' font, label words; no figure; not one of the record's values: not a grid's other value, "Roll
 * Over", a broker's name), known by its English words.
 */
function tableRowLabel(page: PageIndex, place: Place, label: PlaceLabel, isValue?: ValueTest): string | undefined {
  const valueStyle = place.parts[0].segment.style;
  const runs = page.model.lines[place.parts[0].segment.line].segments;
  // In the values' font, only the line's first run: another run there is a grid's other value ("Comprehensive Cover").
  const lead = runs
    .filter((run) => right(run) <= label.box.x + 1 && !run.hindiOnly && (run.style !== valueStyle || (run === runs[0] && labelWording(run.text))) && !/\d/.test(run.text) && !isValue?.(run.text))
    .at(-1);
  const key = lead && labelWording(lead.text) ? labelKey(lead.text) : '';
  return key.length >= 2 ? key : undefined;
}

/** The section a premium of one section (OD or TP) was printed under: an IDV or a total under an OD header is of no section. */
function columnSectionOf(page: PageIndex, box: Box, policyField: string | undefined): LearnedRule['columnSection'] {
  const own = /_(od|tp)_/.exec(policyField ?? '')?.[1];
  return own && sectionOfColumnOver(page, box) === own ? own : undefined;
}

function ruleFor(page: PageIndex, row: SampleRow, place: Place, label: PlaceLabel | undefined, labelScore: number, isValue?: ValueTest): LearnedRule {
  const { box } = place;
  const base = {
    key: row.key,
    policyField: row.policyField,
    page: box.page,
    width: box.width,
    lineCount: place.parts.length,
    labelScore: Math.round(labelScore * 100) / 100,
    part: partOf(page, place, label, kindOfField(row.policyField)),
    nextToLabel: nextToLabel(page, place, label),
    labelLines: label?.placement === 'right' ? labelLinesBeside(page, place, label.box.x) : undefined,
    nextRow: nextRowAfter(page, place, label, isValue),
    wordAfter: label?.placement === 'inline' && ['name', 'text'].includes(kindOfField(row.policyField)) ? wordAfter(page, place) : undefined,
    sentenceStop: label?.placement === 'inline' ? sentenceStopAfter(page, place, row.value) : undefined,
    valueOnNextLine: label?.nextLine,
    rowLabel: label?.placement === 'below' ? tableRowLabel(page, place, label, isValue) : undefined,
    columnSection: label?.placement === 'right' ? columnSectionOf(page, box, row.policyField) : undefined,
  };
  if (!label) return { ...base, placement: 'position', labelX: 0, labelY: 0, dx: box.x, dy: box.y };
  const rule: LearnedRule = { ...base, label: label.text, placement: label.placement, labelX: label.box.x, labelY: label.box.y, dx: box.x - label.box.x, dy: box.y - label.box.y };
  return { ...rule, occurrence: occurrenceOf(page, rule) };
}

const asPlace = (place: Place, label: PlaceLabel | undefined): SamplePlace => ({
  text: place.text.replace(/\s+/g, ' '),
  label: label?.text ?? '',
  page: place.box.page,
  box: [place.box.x, place.box.y, place.box.width, place.box.height].map((value) => Math.round(value)) as SamplePlace['box'],
});

/**
 * The layout a document teaches. `choices` says, for a key found in several places, which place
 * (its index in the report) the person chose.
 */
export function learnLayout(
  model: PageModel,
  rows: readonly SampleRow[],
  choices: Record<string, number> = {},
  recordValues: readonly string[] = [],
): { learned: LearnedLayout; report: SampleReport } {
  const page = pageIndexOf(model);
  // Knowing most of the record's values, a run left of a value is another value only if the record holds it.
  const values = [...rows.map((row) => row.value), ...recordValues];
  const isValue = new Set(values.map(compact)).size >= KNOWN_RECORD ? valueTest(values) : undefined;
  const isValueOrItsStart = isValue && valueOrItsStartTest(values);
  const rules: LearnedRule[] = [];
  const places = new Map<LearnedRule, Place>();
  const report: SampleReport = { found: [], missing: [], ambiguous: [] };
  const valueWords = new Set<string>();
  for (const row of rows) {
    const ranked = rankPlaces(findPlaces(page, row.value, isValue), row);
    if (!ranked.length) {
      report.missing.push(row.key);
      continue;
    }
    // Places by the same printed label (a header repeated on page 2) are one place to a rule. Where no
    // label matches well, every place is one the person may mean.
    const labelOf = (entry: { label?: PlaceLabel }) => compact(entry.label?.text ?? '');
    const close = ranked[0].score < CLEAR_MATCH ? ranked : ranked.filter((entry) => entry.score >= ranked[0].score - TIE);
    const ties = close.filter((entry, index) => close.findIndex((other) => labelOf(other) === labelOf(entry)) === index);
    const chosen = Math.min(Math.max(choices[row.key] ?? 0, 0), ties.length - 1);
    const { place, label, score } = ties[chosen];
    // A key printed in several places stays reported as such, with the place the person chose, so a check after a choice still shows the choice.
    if (ties.length > 1) report.ambiguous.push({ key: row.key, places: ties.map((entry) => asPlace(entry.place, entry.label)), chosen });
    else report.found.push(row.key);
    for (const part of place.parts) for (let word = part.from; word < part.to; word++) valueWords.add(`${part.segment.id}:${word}`);
    // A value printed in one place only is bound for sure, whichever label it is read by (a label, not another value).
    const rule = ruleFor(page, row, place, label, ranked.length === 1 && label && score > 0 ? 1 : score, isValueOrItsStart);
    rules.push(rule);
    places.set(rule, place);
  }
  return { learned: { rules: withMakeModelCell(page, rows, rules, places), fingerprint: fingerprintOf(page, valueWords), title: titleOf(model) }, report };
}

/** A make and model the sample printed in one cell are read from it whole. */
function withMakeModelCell(page: PageIndex, rows: readonly SampleRow[], rules: LearnedRule[], places: Map<LearnedRule, Place>): LearnedRule[] {
  const [make, model] = ['make', 'model'].map((field) => rules.find((rule) => rule.policyField === field));
  if (!make || !model || !printedInOneCell(page, places.get(make)!, places.get(model)!)) return rules;
  // Labels typed apart ("Make", "Model") say the two are rows of their own, whatever marks end the make.
  const [makeLabel, modelLabel] = [make, model].map((rule) => compact(rows.find((row) => row.key === rule.key)?.label ?? ''));
  if (makeLabel && modelLabel && makeLabel !== modelLabel) return rules;
  const parts = [...places.get(make)!.parts, ...places.get(model)!.parts];
  // The cell's lines beside its label, counted as a right-placed value's are.
  const labelLines = make.placement === 'right' ? labelLinesBeside(page, { parts: parts.filter((part, index) => index === 0 || part.segment !== parts[index - 1].segment), box: places.get(make)!.box }, make.labelX) : undefined;
  const [makeCell, modelCell] = cellRules(make, model, labelLines);
  return rules.map((rule) => (rule === make ? makeCell : rule === model ? modelCell : rule));
}

/** The text printed largest on the first page: usually the insurer's name, to name a learned layout by. */
function titleOf(model: PageModel): string | undefined {
  const first = model.segments.filter((segment) => segment.page === 1 && /\p{L}{3}/u.test(segment.text));
  const largest = first.sort((a, b) => b.words[0].size - a.words[0].size || a.y - b.y)[0];
  return largest?.text.slice(0, 120);
}
