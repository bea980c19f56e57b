/**
 * Candidate values for every target: for each label reading, the value in its own run, the run
 * to its right, and the run under it; for each value in a table, its row label read together
 * with its column header ("Basic Premium" × "Own Damage"). Every pairing is kept with a score
 * from its evidence (how well the label names the target, how well the text reads as its kind,
 * where it sits, whether it reads as a label itself); the choice among them is made later, for
 * all fields together. A helper target is turned into the fields it fills here.
 */
import { CONCEPTS, contextOf, FREE_TEXT_KINDS, type Target, WORDY_KINDS } from '../lexicon/concepts';
import { labelVocabularyShare, labelWordShare, scoreLabel, type Section } from '../lexicon/match';
import { labelTokens } from '../lexicon/tokens';
import { bottom, type Box, fontOf, hasDevanagari, horizontalOverlap, right, type Segment, union, wrapsOnto } from '../page/pageModel';
import { BUSINESS_TYPE_ALONE, findDates, TERM } from '../normalise';
import { FIRM_FIELDS, firmNameAndCode, firmNameGoesOn, firmWordsFrom } from '../values/firmName';
import { splitMakeModel } from '../values/makes';
import { ocrRereading, REPAIRED_SHARE, VIN } from '../values/ocrMisreadings';
import { FIGURES_BESIDE, readValue } from '../values/readValue';
import { fieldSides, inCapitals, isNote, type LabelReading, noteClosesRun, RATE_IN_LABEL } from './labels';
import { isOption, optionsIn, optionsRow } from './tickedOption';
import { cellUnderHeader, valuesUnder } from './headerColumns';
import { ALIGN, isPageFurniture, type PageIndex, type ValueSpan } from './pageIndex';
import { valueTextOf } from './runs';
import { captionRows, valueOverCaption } from './captions';

export type Placement = 'inline' | 'right' | 'left' | 'below' | 'above' | 'table' | 'prose' | 'layout';

export interface Candidate {
  target: Target;
  value: string | number;
  score: number;
  placement: Placement;
  span: ValueSpan;
  label?: { text: string; box: Box };
  /** Candidates of one group were read together (a period's two dates) and may share their words. */
  group: number;
  /** An OCR misreading mended (O for 0): sure only when a check proves it. */
  repaired?: boolean;
  /** Another reading of a label, kept only where a check proves it (a "Total Premium (A+B)" that is the premium before tax). */
  onlyIfProven?: boolean;
}

const PLACEMENT: Record<Placement, number> = { inline: 1, right: 0.97, left: 0.93, below: 0.93, above: 0.93, table: 0.96, prose: 0.8, layout: 1 };
/** A business type printed as a part of the policy type's value counts for a little less than one beside its own label. */
const TYPE_AND_BUSINESS_SHARE = 0.9;

/** The expiring policy's NCB noted in brackets after this one's counts for a little less than one beside its own label. */
const NCB_ASIDE_SHARE = 0.9;
/** "35% (expiring policy 25%)", "20% (previous year 0%)", "50% (NCB on the expiring policy: 45%)". */
const PREVIOUS_NCB_ASIDE = /\d\s*%[^()]*\([^()]*\b(?:expiring|previous|prev|last|earlier|old)\b[^()\d]*(\d{1,2})\s*%\s*\)/i;

function previousNcbAside(text: string): number | undefined {
  const match = PREVIOUS_NCB_ASIDE.exec(text);
  return match ? Number(match[1]) : undefined;
}

/** An insurer's name among the expiring policy's particulars says less than one beside its own label. */
const INSURER_PART_SHARE = 0.8;
/**
 * An insurer's name whole, in capitals or not: its own words, each a capital's, then "General Insurance Co. Ltd.",
 * "Assurance Company Limited", "INSURANCE LTD." ("issued by Bajaj …" is a sentence, no name).
 */
const INSURERS_NAME = /^(?:\p{Lu}[\p{L}.'-]*\s+|&\s+){1,5}(?:(?:General|GENERAL)\s+)?(?:Insurance|INSURANCE|Assurance|ASSURANCE)(?:\s+(?:Co\.?|CO\.?|Company|COMPANY))?\s+(?:Ltd\.?|LTD\.?|Limited|LIMITED)$/u;

/** The insurer's name the expiring policy's particulars hold as a part set off by a comma, slash, bar or brackets. */
function insurersNamePart(text: string): string | undefined {
  return partReadAs('previous_insurer_name', text.split(/[,;|()]|\s[-–/]\s/), INSURERS_NAME);
}

/** The first of a value's parts `looksLike` matches, read as `target`'s value. */
function partReadAs(target: Target, parts: readonly string[], looksLike: RegExp): string | undefined {
  const part = parts.map((piece) => piece.trim()).find((piece) => looksLike.test(piece));
  return part ? (readValue(target, part)?.value as string | undefined) : undefined;
}

/** The business type a policy type's value holds as a part set off by a dash, slash, comma or bracket. */
function businessTypePart(text: string): string | undefined {
  return partReadAs('business_type', text.split(/\s[-–]\s|[/,|()]|\.\s/).slice(1), BUSINESS_TYPE_ALONE);
}

/** Lines a value of the kind may wrap over. */
const WRAP_LINES: Partial<Record<string, number>> = { address: 5, name: 2, text: 3, period: 2 };
const CUT_KINDS = new Set(['policyType', 'businessType', 'registration', 'date']);

/** The value with its later lines, as its kind wraps. */
function wrapped(page: PageIndex, span: ValueSpan, target: Target, reading: LabelReading, width?: number): ValueSpan {
  const kind = CONCEPTS[target].kind;
  if (kind === 'code' || kind === 'email') return page.wrappedIdentifier(span, reading, target);
  // A value another label follows in its run ends there: its next line is that label's ("…, E-mail:" over the address).
  const last = span.parts.at(-1)!;
  const runWords = page.wordsOf(last.segment);
  if (last.to < runWords.length && page.labelishness(last.segment, last.to, runWords.length) >= 0.5) return span;
  // …as does one a bar or a bullet ends with more of its run after it ("Broker Ekam … Ltd. • Broker Code …").
  if (last.to < runWords.length && runWords[last.to - 1].pieceEnd) return span;
  // A choice's wording, a registration number or a date may wrap too ("Standalone Own" / "Damage", "23BH" / "2150 PG",
  // "21" / "February 2026"): its next line is read only when the first reads as nothing of its kind.
  // (Not a run read as a label: "To (midnight)" beside "From (00:00 hrs)" is the next header, nothing going on under it.)
  const [first] = span.parts;
  const readAsLabel = page.readingsOf(first.segment).some((other) => other.from === first.from && other.to === first.to && other.strength >= 0.5);
  const cut = CUT_KINDS.has(kind) && !readValue(target, span.text, reading.text) && !readAsLabel;
  const maxLines = cut ? 2 : WRAP_LINES[kind];
  // A line in the font of a label that is a run of its own, not the value's, is the next row's label, known or not ("Battery (kWh)").
  const labelStyle = reading.value ? undefined : reading.segment.style;
  return maxLines ? page.continuation(span, { maxLines, label: reading.box, labelLines: reading.rest, target, width, labelStyle }) : span;
}
/** What a label read inside another label's value keeps of its score. */
const IN_ANOTHERS_VALUE = 0.5;
/** The run comes right after a colon printed as a run of its own. */
const afterLoneColon = (page: PageIndex, segment: Segment) =>
  /^[:：]$/.test(page.model.lines[segment.line].segments.filter((other) => right(other) <= segment.x + 1 && other !== segment).at(-1)?.text.trim() ?? '');
/** A value's centre this close to its header's (points) is centred under it. */
const CENTRED = 3;
/** What a value a line above its label (beside the label's unread upper line) counts for. */
const RAISED_VALUE = 0.85;
/** What the next cell of a row of labels over their values counts for as the first cell's value. */
const LABELS_ROW = 0.6;
/** What the run right of such a label, past that value, counts for. */
const RIGHT_PAST_RAISED = 0.8;
/** What a value under a heading counts for against one beside a label. */
const HEADING_OVER_VALUE = 0.6;
/** A value under its label is at most this many text heights lower (a label may take two lines). */
const BELOW_REACH = 3.2;

/** A code printed after a firm's name under a label naming both: as sure as the name, a little less. */
const NAME_AND_CODE_SHARE = 0.95;

/** Fields a helper target fills. */
const EXPANSIONS: Partial<Record<Target, [Target, Target | undefined]>> = {
  period: ['start_date', 'end_date'],
  od_period: ['od_start_date', 'od_end_date'],
  tp_period: ['tp_start_date', 'tp_end_date'],
  previous_period: [undefined as never, 'previous_policy_end_date'],
};

export class CandidateCollector {
  readonly candidates: Candidate[] = [];
  private groups = 0;

  /** Whether a value of `target` was read at least `least` surely: then a guess on little evidence has no place. */
  readAsSurely(target: Target, least: number): boolean {
    return this.candidates.some((candidate) => candidate.target === target && candidate.score >= least);
  }

  /** Reads `span` as a value of `target` and keeps it, with the fields a helper target fills. */
  offer(target: Target, span: ValueSpan, evidence: { labelScore: number; placement: Placement; factor?: number; label?: { text: string; box: Box } }) {
    const concept = CONCEPTS[target];
    if (concept.kind === 'none') return;
    const printed = readValue(target, span.text, evidence.label?.text ?? '');
    // OCR text read as no value, or only as figures with others beside them ("1" of "1 0,321 75"), may be one misread.
    const rereadable = span.ocr !== undefined && (!printed || printed.quality <= FIGURES_BESIDE);
    const ocrRepair = rereadable ? ocrRereading(target, concept.kind)?.(span.text) : undefined;
    const repairedReading = ocrRepair ? readValue(target, ocrRepair, evidence.label?.text ?? '') : undefined;
    const repaired = repairedReading !== undefined && (!printed || repairedReading.quality > printed.quality);
    const reading = repaired ? repairedReading : printed;
    if (!reading) return;
    const labelish = Math.max(0, span.labelishness - 0.3) / 0.7;
    const labelPenalty = 1 - (WORDY_KINDS.has(concept.kind) ? 0.35 : 0.85) * labelish;
    const score = Math.pow(evidence.labelScore, 0.8) * reading.quality * PLACEMENT[evidence.placement] * labelPenalty * (evidence.factor ?? 1) * (repaired ? REPAIRED_SHARE : 1);
    if (score < 0.05) return;
    const group = this.groups++;
    const keep = (field: Target, value: string | number, share = 1) =>
      this.candidates.push({ target: field, value, score: score * share, placement: evidence.placement, span, label: evidence.label, group, repaired: repaired || undefined });

    const expansion = EXPANSIONS[target];
    if (expansion) {
      const [start, end] = expansion;
      if (start) keep(start, reading.value, 0.98);
      if (end && reading.end) keep(end, reading.end, 0.98);
    } else if (target === 'make_model') {
      const { make, model } = splitMakeModel(String(reading.value));
      if (!/\p{L}{2}/u.test(make)) return;
      keep('make', make, 0.95);
      if (model) keep('model', model, 0.95);
    } else {
      keep(target, reading.value);
    }
    // "Comprehensive (Package) - Renewal", "Comprehensive / Rollover": a policy's type with its business type as a part of its own.
    const business = target === 'policy_type' ? businessTypePart(span.text) : undefined;
    if (business) keep('business_type', business, TYPE_AND_BUSINESS_SHARE);
    const previousNcb = target === 'ncb' ? previousNcbAside(span.text) : undefined;
    if (previousNcb !== undefined) keep('previous_ncb', previousNcb, NCB_ASIDE_SHARE);
    // "Expiring policy: GGI-MC-0324-1899342 (Godavari General Insurance Co. Ltd.), valid till 02/03/2025": its insurer too.
    const insurer = target === 'previous_policy_number' ? insurersNamePart(span.text) : undefined;
    if (insurer) keep('previous_insurer_name', insurer, INSURER_PART_SHARE);
    // "Agent/Broker Name & Code: Bhopal Bima Brokers Pvt. Ltd. (BBB-MP-118)": the code is the broker's code; so is one the
    // value names itself ("Agent: Padmavathi Insurance Agency, Licence / Code No. AG-0600214").
    const codeNamed = /\bcode\b/i.test(evidence.label?.text ?? '') || /\b(?:code|licen[cs]e)\b/i.test(span.text);
    const nameAndCode = target === 'broker_name' && codeNamed ? firmNameAndCode(span.text) : undefined;
    if (nameAndCode) keep('broker_code', nameAndCode.code, NAME_AND_CODE_SHARE);
    this.offerRateInLabel(target, span, evidence, score, group);
  }

  /** "GST @ 18%", "CGST @ 9%": the tax rate is printed in the label, not as a value. */
  private offerRateInLabel(target: Target, span: ValueSpan, evidence: { label?: { text: string; box: Box } }, score: number, group: number) {
    if (!evidence.label || !['taxes', 'cgst', 'sgst'].includes(target)) return;
    // A figure after "@" is a rate without its percent sign too ("GST Payable @ 18"). (A label's Hindi repeats its English's
    // rate: "आईजीएसटी @ 18% / IGST @ 18%" is one.)
    const sides = evidence.label.text.split('/');
    const english = sides.length > 1 && sides.some(hasDevanagari) ? sides.filter((side) => !hasDevanagari(side)).join(' ') : evidence.label.text;
    const percents = [...english.matchAll(/(\d{1,2}(?:\.\d+)?)\s*%|@\s*(\d{1,2}(?:\.\d+)?)\b(?![\d,.])/g)].map((match) => Number(match[1] ?? match[2]));
    if (!percents.length) return;
    const printed = percents.reduce((sum, value) => sum + value, 0);
    const rate = target === 'taxes' ? printed : percents.length === 1 ? printed * 2 : printed;
    this.candidates.push({ target: 'taxes_rate', value: Math.round(rate * 100) / 100, score: score * 0.97, placement: 'inline', span, label: evidence.label, group });
  }
}

const targetsOf = (reading: LabelReading) => reading.targets.filter(({ target }) => CONCEPTS[target].kind !== 'none');

/** How a value found for a label is offered: where it was, and what that says of it. */
interface Found {
  placement: Placement;
  factor: number;
  /** Per kind, a factor of its own (a free-text value run on after its label is doubtful). */
  kindFactor?: (target: Target) => number;
  /** The right run, for a period printed over two runs. */
  run?: Segment;
  /** The width of the grid cell the value sits in. */
  width?: number;
  /** A value whose later lines are other rows' (a ledger's values before their labels, each line its own label's). */
  oneLine?: boolean;
}

/** Words of an insurer's own contact line ("Toll Free: 1800 209 4545 | Email: care@… | GSTIN: …"), never the customer's. */
const INSURERS_CONTACT = /\b(?:toll[- ]?free|customer care|helpline|call us|regd\.?(?:\s*&\s*\w+\.?)?\s*office|registered office|corporate office|head office|irdai? (?:regn|reg)|cin\b|www\.)/i;
const CUSTOMERS_CONTACT = new Set<Target>(['customer_email', 'customer_phone', 'customer_address']);
/** What a customer's field read on the insurer's contact line keeps of its score. */
const ON_INSURERS_LINE = 0.4;

function offerFound(page: PageIndex, collector: CandidateCollector, reading: LabelReading, span: ValueSpan, found: Found) {
  const label = { text: reading.text, box: reading.box };
  // (The label's own run: a line may cross into another column's.)
  const insurersLine = INSURERS_CONTACT.test(reading.segment.text);
  for (const { target, score } of targetsOf(reading)) {
    const kind = CONCEPTS[target].kind;
    // The insured's name run on into the address, down to its PIN ("Insured: Priya Nair, TC 15/1182, …, Kerala - 695014").
    const nameAndAddress = target === 'customer_name' && span.parts.length === 1 && ENDS_IN_PIN.test(span.text) ? nameThenAddress(page, span, reading) : undefined;
    if (nameAndAddress) {
      const [name, address] = nameAndAddress;
      collector.offer('customer_name', name, { labelScore: score, placement: found.placement, factor: found.factor, label });
      collector.offer('customer_address', address, { labelScore: score, placement: found.placement, factor: found.factor * ADDRESS_AFTER_NAME, label });
      continue;
    }
    // A period goes on in the next run of its line, or else on its next line ("From 25-Nov-2024 00:00 Hrs To" / "24-Nov-2025 …").
    // A contact's number or address is the words holding it, not the rest of its run ("mobile 9447218865; e-mail …").
    const across = kind === 'period' && found.run ? periodAcross(page, found.run, span) : CONTACT_KINDS.has(kind) ? wordsHolding(page, span, target) : span;
    const value = across !== span || found.oneLine ? across : wrapped(page, span, target, reading, found.width);
    const insurers = insurersLine && CUSTOMERS_CONTACT.has(target) ? ON_INSURERS_LINE : 1;
    // (A date is its own words, not the rest of a sentence it ends: "first registered … on 12th August 2021. It bears …".)
    collector.offer(target, kind === 'period' || kind === 'date' ? page.datesOnly(value) : value, { labelScore: score, placement: found.placement, factor: found.factor * (found.kindFactor?.(target) ?? 1) * insurers, label });
  }
  offerSlashSides(page, collector, reading, span, found);
}

/**
 * "Engine No. / Chassis No.: DLA-NH32569 / MEXYDXN2GB617933": a label naming two fields (parted by a
 * slash, '&', 'and' or a dash between words) and a value of as many parts, each side taking its part.
 */
function offerSlashSides(page: PageIndex, collector: CandidateCollector, reading: LabelReading, span: ValueSpan, found: Found) {
  // A label whose wording names both fields at once ("Make / Model", "Period") is read by its own concept.
  const whole = targetsOf(reading)[0]?.target;
  if (whole && (whole === 'make_model' || EXPANSIONS[whole])) return;
  const sides = fieldSides(reading.text, page.sectionOf(reading.segment));
  if (!sides || span.parts.length !== 1) return;
  const nameAndAddress = sides.length === 2 && sides[0].target === 'customer_name' && sides[1].target === 'customer_address';
  const parts = page.valueParts(span, sides.length) ?? (nameAndAddress ? nameThenAddress(page, span, reading) : undefined);
  parts?.forEach((part, index) => {
    const { target, score, text } = sides[index];
    collector.offer(target, part, { labelScore: score, placement: found.placement, factor: found.factor, label: { text, box: reading.box } });
  });
}

/** Kinds of a contact's particulars: a few words of a longer run. */
const CONTACT_KINDS = new Set(['phone', 'email']);
/** The fewest words of a one-part span that read as its whole value. */
function wordsHolding(page: PageIndex, span: ValueSpan, target: Target): ValueSpan {
  const whole = readValue(target, span.text)?.value;
  if (span.parts.length !== 1 || whole === undefined) return span;
  const [{ segment, from, to }] = span.parts;
  for (let count = 1; count <= 3 && count < to - from; count++) {
    for (let start = from; start + count <= to; start++) {
      const part = page.span([{ segment, from: start, to: start + count }]);
      if (readValue(target, part.text)?.value === whole) return { ...part, labelishness: span.labelishness };
    }
  }
  return span;
}

/** A value ending in a PIN code. */
const ENDS_IN_PIN = /\b\d{3}\s?\d{3}\s*$/;
/** An address run on after the name its label names says a little less than one under its own label. */
const ADDRESS_AFTER_NAME = 0.9;

/** "Name & Address of Insured: Pooja Anil Joshi, 54-B, Scheme No. 78, …": the name up to its comma, the address after it. */
function nameThenAddress(page: PageIndex, span: ValueSpan, reading: LabelReading): ValueSpan[] | undefined {
  const [{ segment, from, to }] = span.parts;
  const words = page.wordsOf(segment);
  const comma = words.findIndex((word, index) => index >= from && index < to && /,$/.test(word.text));
  // (A name is two to five words without figures: not a surname before its comma, "JOSHI, POOJA ANIL, 54-B …".)
  const nameWords = comma + 1 - from;
  if (comma < from || comma + 1 >= to || nameWords < 2 || nameWords > 5 || words.slice(from, comma + 1).some((word) => /\d/.test(word.text))) return undefined;
  // The address goes on over the value's lines as any address does.
  const [, ...lines] = wrapped(page, span, 'customer_address', reading).parts;
  return [page.span([{ segment, from, to: comma + 1 }]), page.span([{ segment, from: comma + 1, to }, ...lines])];
}

/** Fields whose percentage a label may print beside the amount it takes off ("Less NCB 20%", "NCB Amount 50%"). */
const PERCENT_IN_LABEL = new Set<Target>(['ncb', 'previous_ncb']);
/** A percentage read from the label: as sure as a value beside it, a little less. */
const PERCENT_IN_LABEL_SHARE = 0.95;

/** The bonus's percentage printed in its own label, whatever value stands beside it (often the amount). */
function offerPercentInLabel(page: PageIndex, collector: CandidateCollector, reading: LabelReading) {
  const percents = [...reading.text.matchAll(/(?<![\d.])(\d{1,2}(?:\.\d+)?)\s*%/g)];
  if (percents.length !== 1) return;
  const span = { ...page.span([{ segment: reading.segment, from: reading.from, to: reading.to }], `${percents[0][1]}%`), labelishness: 0 };
  for (const { target, score } of targetsOf(reading)) {
    if (!PERCENT_IN_LABEL.has(target)) continue;
    collector.offer(target, span, { labelScore: score, placement: 'inline', factor: PERCENT_IN_LABEL_SHARE, label: { text: reading.text, box: reading.box } });
  }
}

/** A run in labels' words that is the value of the label beside it ("Policy Type | Standalone OD"): it labels nothing. */
function wordyValueBeside(page: PageIndex, segment: Segment): boolean {
  const left = page.model.lines[segment.line].segments.filter((other) => right(other) <= segment.x && !other.hindiOnly).at(-1);
  const label = left && page.readingsOf(left).find((reading) => reading.from === 0 && reading.to === page.wordsOf(left).length && reading.strength >= 0.9);
  const target = label?.targets[0]?.target;
  return target !== undefined && WORDY_KINDS.has(CONCEPTS[target].kind) && !/[:：|]/.test(segment.text) && readValue(target, segment.text)?.quality === 1;
}

/** A run of labels' words that a wordy field of the label reads whole as its value: the whole run, as a value. */
function wordyValueOf(page: PageIndex, reading: LabelReading, run: Segment): ValueSpan | undefined {
  const wordy = targetsOf(reading).some(({ target }) => WORDY_KINDS.has(CONCEPTS[target].kind) && readValue(target, run.text)?.quality === 1);
  return wordy ? { ...page.span([{ segment: run, from: 0, to: page.wordsOf(run).length }]), labelishness: 0 } : undefined;
}

/** A label's words closing on what its value is reckoned on: "… premium on IDV of Rs.", "… on sum insured of". */
const RECKONED_ON = /\b(?:on|of)\s+(?:(?:idv|sum\s+insured|si|value)\s+(?:of\s+)?)?(?:rs\.?|inr|₹)?\s*$/i;

/** The values of one label reading: in its run, to its right, under it. */
export function pairLabel(page: PageIndex, collector: CandidateCollector, reading: LabelReading) {
  const { segment } = reading;
  // A page's number and running head ("Hampi General … Limited - Policy Schedule (contd.)") label nothing.
  if (!targetsOf(reading).length || isPageFurniture(page.model.lines[segment.line]) || isOption(reading, segment) || (reading.from === 0 && wordyValueBeside(page, segment))) return;
  offerPercentInLabel(page, collector, reading);
  if (captionRows(page).has(segment.line)) return offerOverCaption(page, collector, reading);

  if (reading.value) {
    const [from, to] = reading.value;
    const first = page.span([{ segment, from, to }]);
    // Without a separator, free text is told from its label only by a change of font ("Insured Name  Ramesh Rao").
    // …or of case: a label in capitals before a value that is not ("CHANNEL PARTNER Dhwaja Insurance Brokers LLP").
    const styleChanges = reading.words[reading.to - 1].style !== reading.words[from].style || (inCapitals(reading.text) && !inCapitals(reading.words[from].text));
    // …or by a label that names its field well followed by words no label has ("Insured's Name HARISH MEHTA").
    const plainAfterLabel = reading.strength >= 0.9 && page.labelishness(segment, from, to) < 0.2;
    // …a firm's name too, by its own name's words: the firm's words closing it are labels' words as well ("Name of Previous
    // Insurer Narmada General Insurance Co.").
    const firmFrom = from + firmWordsFrom(reading.words.slice(from, to).map((word) => word.text));
    const firmAfterLabel = reading.strength >= 0.9 && firmFrom > from && firmFrom < to && page.labelishness(segment, from, firmFrom) < 0.2;
    // Label words after a label closing on a slash are its other side, not a name: "POSP / Sub-agent payout (internal)"
    // (not "Insured Name / Nitin Kumar Yadav").
    const slashClosed = reading.words[reading.to - 1].text === '/' && labelWordShare(valueTextOf(reading.words, from, to)) > 0;
    const kindFactor = (target: Target) => {
      const kind = CONCEPTS[target].kind;
      if (slashClosed && FREE_TEXT_KINDS.has(kind)) return 0;
      if (reading.separated) return 1;
      if (!FREE_TEXT_KINDS.has(kind)) return 0.9;
      return styleChanges ? 0.8 : plainAfterLabel || (firmAfterLabel && FIRM_FIELDS.has(target)) ? 0.7 : 0.3;
    };
    // A run after another label's colon printed apart ("16. Driver | : | Any person including the insured: Provided that …")
    // is that label's value: a colon in it is most likely its sentence's, and what follows no name.
    const inValue = reading.from === 0 && afterLoneColon(page, segment);
    const factor = (target: Target) => kindFactor(target) * (inValue && FREE_TEXT_KINDS.has(CONCEPTS[target].kind) ? IN_ANOTHERS_VALUE : 1);
    // A figure the label's words say the value is reckoned on is no value: the amount beside the run is ("Basic own damage
    // premium on IDV of Rs. 5,82,000" | "10,126.80").
    const reckonedOn = RECKONED_ON.test(segment.text.slice(0, Math.max(0, segment.text.search(/\d/)))) && page.nextRight(segment);
    const amountBeside = reckonedOn && page.valueOfRun(reckonedOn);
    if (reckonedOn && amountBeside && /^[\d,.()\s-]+$/.test(amountBeside.text)) {
      offerFound(page, collector, reading, amountBeside, { placement: 'right', factor: 1, run: reckonedOn });
      return;
    }
    offerFound(page, collector, reading, { ...first, labelishness: Math.max(first.labelishness, page.labelishness(segment, from, to)) }, { placement: 'inline', factor: 1, kindFactor: factor });
    return;
  }
  if (reading.to !== page.wordsOf(segment).length) return;

  const rightRun = page.nextRight(segment);
  // (A policy type is spelt in labels' words, and a run so spelt reads as no value: "Product Name /" | "Private Car - Standalone
  // Own Damage". Read whole as such a kind's value, it is its label's.)
  const rightSpan = rightRun && (page.valueOfRun(rightRun) ?? wordyValueOf(page, reading, rightRun));
  if (!rightRun) offerLeftOfLabel(page, collector, reading);
  // A heading ("Details of Insured") has no value raised beside it: the line over it is another part of the page. (On a
  // scan a label beside its unread Hindi line may pass for a heading: OCR's sizes are too rough to tell.)
  const printedHeading = !page.model.byOcr && page.sectionOf.isHeading(segment);
  // A value set a little lower beside the label is its own; a raised one is then the row above's.
  const lowered = rightRun ? undefined : page.loweredRight(segment, reading.targets[0]?.target);
  const loweredSpan = lowered && page.valueOfRun(lowered);
  if (loweredSpan && loweredSpan.labelishness < 0.85) offerFound(page, collector, reading, loweredSpan, { placement: 'right', factor: 1, run: lowered });
  const raised = lowered ? [] : page.raisedRight(segment, rightRun, reading.targets[0]?.target);
  if (raised.length) {
    const span = page.span(raised.map((run) => ({ segment: run, from: 0, to: page.wordsOf(run).length })), raised.map((run) => run.text).join(' '));
    // A policy type is spelt in label words ("Standalone Own Damage"), and its label in a section's words may pass for a
    // heading ("Policy Type"): a value of such a kind, read whole, is its label's all the same.
    const wordyValue = targetsOf(reading).some(({ target }) => WORDY_KINDS.has(CONCEPTS[target].kind) && readValue(target, span.text)?.quality === 1);
    if ((!printedHeading && span.labelishness < 0.85) || wordyValue) offerFound(page, collector, reading, span, { placement: 'right', factor: RAISED_VALUE });
  }
  // A heading beside a heading ("DESCRIPTION OF VEHICLE" | "CALCULATION OF PREMIUM") is no value; nor is a row of its own,
  // another thing's label and its value ("मॉडल" | "Vehicle variant N4", the next column's row).
  // (Nor the next column's header of a table setting two policies side by side: "Expiring Policy" | "This Policy".)
  // A row of the choice's options is read by its tick.
  const options = optionsRow(page, reading);
  if (options?.ticked) offerFound(page, collector, reading, options.ticked, { placement: 'right', factor: 1, kindFactor: (target) => (target === options.target ? 1 : 0) });
  if (!options && rightRun && rightSpan && !page.sectionOf.isHeading(rightRun) && !rowOfItsOwn(page, reading, rightSpan) && !policyOf(rightRun.text) && !amendmentOf(rightRun.text)) {
    // A value far from its label is less surely its value, unless the values of the list are set against the right margin.
    const gap = rightRun.x - (segment.x + segment.width);
    const farAndLoose = gap > 220 && !page.atRightEdge(rightRun);
    // A run past the value printed a line higher is the next column's.
    const pastRaised = raised.length ? RIGHT_PAST_RAISED : 1;
    const headerCell = inLabelsRow(page, segment, rightRun) ? LABELS_ROW : 1;
    // A figure in the expiring policy's column of a table setting it beside this one's is the expiring policy's.
    // (So is one in a year's column of a policy running several, beside the whole term's: a part of this one's.)
    // (A value an endorsement replaced is nobody's now.)
    const column = policyOfColumn(page, rightRun);
    const otherColumn = column === 'previous' || yearOfTerm(page, rightRun, column);
    const kindFactor = (target: Target) => ((otherColumn && contextOf(target) !== 'previous') || column === 'replaced' ? OTHER_POLICYS_COLUMN : 1);
    offerFound(page, collector, reading, rightSpan, { placement: 'right', factor: (farAndLoose ? 0.92 : 1) * pastRaised * headerCell, run: rightRun, kindFactor });
  }

  // Under the label: a value starting in its column that overlaps the label's own width (a value far
  // to the right under it belongs to the value printed right of the label, not to the label).
  // Without a run beside it, the column ends where the next column starts, if one is seen.
  // (A next column's label in Hindi alone starts it too: "SGST" | "कुल प्रीमियम" over "Total Payable".)
  // (Not the label's own Hindi printed just after it: "Make / Model  मेक / मॉडल"; a label printed with its Hindi has it.)
  const ownHindi = (other: Segment) => other.hindiOnly && !hasDevanagari(reading.text) && other.x - right(reading.box) < 12;
  const columnRun = page.model.lines[segment.line].segments.find((other) => other.x > right(reading.box) && !ownHindi(other) && /[\p{L}\p{N}]/u.test(other.text));
  // A header in a row of headers over amounts set right in their columns ("GST @18%" | "TOTAL PREMIUM" over "2,675.52" |
  // "17,539.52"): its value may start past its own end, its column running to the next header.
  const otherHeaders = page.model.lines[segment.line].segments.filter((other) => other !== segment && !other.hindiOnly);
  const wordyHeaders = otherHeaders.filter((other) => labelWordShare(other.text) >= 0.5).length;
  // (One header of a long row may be a word no label has alone: "Cubic" over "Capacity".)
  // (Nor need they where a row of values in another print is under them: "Registering" / "Authority".)
  const headersRow = otherHeaders.length >= 2 && (wordyHeaders >= otherHeaders.length - (otherHeaders.length >= 5 ? 1 : 0) || figuresUnderEach(page, segment) || valuesUnder(page, segment.line) !== undefined);
  // The last header's column is as wide as the one before it, its amount set right in it ("Net Premium | IGST @ 18% | Total
  // Premium" over "12,342.61 | 2,221.67 | 14,564.28", each amount past its header's end): the amount starts no next column.
  const columnBefore = headersRow && !columnRun ? segment.x - Math.max(...otherHeaders.filter((other) => right(other) <= segment.x).map((other) => other.x)) : 0;
  const nextColumn = columnRun ? columnRun.x : Math.max(page.nextColumnStart(reading.box, BELOW_REACH * segment.height), segment.x + columnBefore);
  // A header's cell in the row of values under a row of headers, paired by order and middles, starts its column; on its
  // own line the column runs to the next cell, on others (the headers' wrapped lines, the cell's own) to the next header.
  const cell = headersRow ? cellUnderHeader(page, segment) : undefined;
  const cellEnd = (cell && page.model.lines[cell.line].segments.find((other) => other.x > right(cell))?.x) ?? Infinity;
  const columnEnd = Number.isFinite(nextColumn) || cell ? Math.min(nextColumn, cellEnd) - 2 : Infinity;
  const labelEnd = headersRow ? columnEnd : Math.max(reading.box.x + reading.box.width, reading.box.x + 40) + 6;
  // A label with a value to its right is a row of a list: what is under it is usually the next row.
  const besideRight = rightSpan && rightSpan.labelishness < 0.5 ? 0.75 : 1;
  // (A later side of a slashed header in a row of headers owns no value under the header's start: "Net Premium / IGST @18% /
  // Total Premium" over "17,188.91 /" is the net premium's. A run's last label may have its value at the next line's start.)
  const laterSide = headersRow && reading.from > 0 && page.wordsOf(segment)[reading.from - 1]?.text === '/';
  const columnStart = cell ? cell.x - 1 : laterSide ? reading.box.x - ALIGN : labelColumnStart(page, segment) - 6;
  // (In a row of headers a value may be centred under its header, starting left of it: "Engine No." over "L15ZF1045873".)
  const headerBeforeEnd = Math.max(-Infinity, ...otherHeaders.filter((other) => right(other) <= segment.x).map(right));
  const centredUnder = (run: Segment) => headersRow && run.x < columnStart && run.x > headerBeforeEnd && Math.abs(run.x + run.width / 2 - (segment.x + segment.width / 2)) <= CENTRED;
  let lineNumber = 0;
  const over = reading.rest?.at(-1) ?? reading.box;
  for (const runs of page.linesBelow(headersRow ? headerRowFoot(page, segment, over) : over, columnStart, columnEnd, BELOW_REACH * segment.height)) {
    // A note under the label says how its value is written ("Seating Capacity" over "(Including Driver)"): the value is under
    // it. (A figure in brackets is a value: "LESS NCB" over "(45%)".)
    // So is the rest of a bracket the label leaves open ("Seating Capacity (Including" over "Driver)").
    const closesLabel = bracketLeftOpen(reading.text) && /^[^(]*\)$/.test(runs[0].text.trim());
    if (lineNumber === 0 && runs.length === 1 && (isNote(runs[0]) || closesLabel) && !/\d/.test(runs[0].text)) continue;
    lineNumber += 1;
    // Without a run beside the label, a column seen only on lines under the value ends nothing in it: an address printed
    // across the next column's start ("661, Royal Palms, … - 462054" over "MOB. | CUSTOMER ID") is whole.
    // (Under a row of headers over a row of figures only: a row label's figures are its table's cells.)
    const figuresRow = page.model.lines[runs[0].line].segments.every((run) => /\d/.test(run.text));
    const lineEnd = cell?.line === runs[0].line ? cellEnd - 2 : columnRun ? columnEnd : Math.max(columnEndDownTo(page, reading.box, runs[0]), figuresRow ? segment.x + columnBefore - 2 : -Infinity);
    const centred = runs.find(centredUnder);
    const span = valueInColumn(page, runs, centred ? centred.x : columnStart, lineEnd);
    if (!span || span.labelishness >= 0.85 || lineNumber > 2 || span.box.x > labelEnd || startsWithSameLabel(page, reading, span)) break;
    // A heading is no value under a label ("SERVICING INTERMEDIARY" under "मध्यस्थ विवरण", its Hindi); and it names what
    // follows, not a value under it ("SERVICING INTERMEDIARY" over "Name of Intermediary …"), nor a row of its own
    // ("Channel Details" over "CHANNEL PARTNER Dhwaja Insurance Brokers LLP").
    // (A header's own cell in the row of values under its row is its value, whatever its print: "Name of" / "Insured" over
    // "Hetal Jignesh Patel".)
    if (!page.model.byOcr && page.sectionOf.isHeading(span.parts[0].segment) && span.parts[0].segment !== cell) break;
    const isHeading = page.sectionOf.isHeading(segment);
    if (isHeading && startsWithOwnLabel(page, span)) break;
    if (nextRowInRun(page, reading, span) || labelledBeside(page, reading, span)) break;
    // In a list of rows, label | value, a run under a label with its value beside it and one beside itself in that value's
    // column is the next row's label ("Your advisor | Ritika S." over "Claims (insurer toll-free) | 1800-266-4410").
    if (!headersRow && besideRight < 1 && rightRun && nextRowOfList(page, segment, rightRun, span)) break;
    // A row of the choice's options under its label is read by its tick, as one beside it is.
    const optionsUnder = optionsIn(page, reading, runs);
    if (optionsUnder) {
      if (optionsUnder.ticked) offerFound(page, collector, reading, optionsUnder.ticked, { placement: 'below', factor: 1, kindFactor: (target) => (target === optionsUnder.target ? 1 : 0) });
      break;
    }
    const heading = isHeading ? HEADING_OVER_VALUE : 1;
    offerFound(page, collector, reading, span, { placement: 'below', factor: (lineNumber === 1 ? 1 : 0.85) * besideRight * heading, width: columnEnd - span.box.x });
    break;
  }
}

/**
 * A ledger's value printed before its label, the labels set right against the margin ("3362/51847209/00/000  …  Policy
 * Number"): the run left of a label closing its line, itself the first of the line, when the labels of the lines around
 * end where it ends. (In a row of pairs, "Policy No. | X | Issue Date", the run before the label is another label's value.)
 */
function offerLeftOfLabel(page: PageIndex, collector: CandidateCollector, reading: LabelReading) {
  const cells = page.model.lines[reading.segment.line].segments;
  if (cells.length !== 2 || cells[1] !== reading.segment || reading.from !== 0 || !page.setRight(reading.segment)) return;
  const span = page.valueOfRun(cells[0]);
  if (!span || span.labelishness >= 0.5 || page.readingsOf(cells[0]).some((other) => other.from === 0 && other.strength >= 0.5)) return;
  offerFound(page, collector, reading, span, { placement: 'left', factor: 1, oneLine: true });
}

/** A caption under its value (see captions.ts) names the value over it, not what is beside or under it. */
function offerOverCaption(page: PageIndex, collector: CandidateCollector, reading: LabelReading) {
  // (A note in brackets closing the caption is the caption's: "Cover Start (00:00 hrs)".)
  const whole = reading.to === reading.words.length || noteClosesRun(reading.words, reading.value);
  const span = whole ? valueOverCaption(page, reading.segment) : undefined;
  if (!span) return;
  for (const { target, score } of targetsOf(reading)) {
    collector.offer(target, CONCEPTS[target].kind === 'period' ? page.datesOnly(span) : span, { labelScore: score, placement: 'above', label: { text: reading.text, box: reading.box } });
  }
}

/**
 * A row of headers wrapped over lines ("Cubic" / "Capacity" / "(cc)"): its values start under its last line. (Words in the
 * headers' print only, or its font set smaller, "YEAR" / "OF": a row of values in words under them, "Tata" | "Nexon EV",
 * is no wrap.)
 */
function headerRowFoot(page: PageIndex, label: Segment, over: Box): Box {
  const inHeadersPrint = (index: number) =>
    page.model.lines[index].segments.every((segment) => segment.style === label.style || (fontOf(segment.style) === fontOf(label.style) && segment.height < label.height));
  let last = label.line;
  while (last + 1 < page.model.lines.length && wrapsHeaderRow(page, last + 1) && inHeadersPrint(last + 1)) last += 1;
  const [cell] = page.model.lines[last].segments;
  // (A cell's own label may go on a line lower than the row's others: "Seating" / "Cap. incl." / "Driver".)
  if (last === label.line || over.y >= cell.y) return over;
  return { ...over, y: cell.y, height: cell.height };
}

/**
 * A row of headers over a row of figures, one in each header's column ("VEHICLE IDV" | "ELECTRICAL ACC." | "BI-FUEL KIT"
 * over "8,80,000.00" | "12,000.00" | "0.00"), whatever the headers' words: a header's second line may come between.
 */
function figuresUnderEach(page: PageIndex, header: Segment): boolean {
  const headers = page.model.lines[header.line].segments.filter((other) => !other.hindiOnly);
  const columnOf = (cell: Segment) => headers.findLastIndex((other) => other.x - 6 <= cell.x);
  for (let index = header.line + 1; index <= header.line + 2; index++) {
    const line = page.model.lines[index];
    if (!line || line.page !== header.page || line.y - header.y > 2 * BELOW_REACH * header.height) return false;
    const cells = line.segments.filter((cell) => !cell.hindiOnly);
    if (cells.every((cell) => !/\d/.test(cell.text))) continue;
    return cells.length === headers.length && cells.every((cell, column) => columnOf(cell) === column && /\d/.test(cell.text));
  }
  return false;
}

/**
 * The run right of a label is the next cell of a row of labels over their values: label words without a
 * figure printed in the label's own font, where the line under both holds runs in another ("Name Of The Insured Person" |
 * "Active TP Policy No." over "Mrs. Sunita Sharma" | "1269/…"). Where labels and values share a font, this cannot be told.
 */
function inLabelsRow(page: PageIndex, label: Segment, rightRun: Segment): boolean {
  if (rightRun.style !== label.style || /\d/.test(rightRun.text)) return false;
  const next = page.model.lines[label.line + 1];
  if (!next || next.page !== label.page || next.y - label.y > BELOW_REACH * label.height) return false;
  const under = (cell: Segment) => next.segments.find((other) => Math.abs(other.x - cell.x) <= ALIGN && !other.hindiOnly);
  const [value, rightValue] = [under(label), under(rightRun)];
  if (value === undefined || rightValue === undefined || value.style === label.style) return false;
  // Two blocks' headings in capitals far apart, each over text in other type ("OWNER / INSURED" | "DEALER SALE INVOICE").
  const blockHeadings = inCapitals(label.text) && inCapitals(rightRun.text) && rightRun.x - right(label) > BLOCKS_APART && rightValue.style !== rightRun.style;
  return blockHeadings || (labelWordShare(rightRun.text) >= 0.5 && rightValue.style === value.style);
}
/** Headings of two blocks side by side are at least this far apart (points). */
const BLOCKS_APART = 90;

/**
 * A run under a label that starts with the same label in other words and goes on to its value ("पता" over
 * "Communication Address H.No. 8-8-260, …"): the value is read in the run, after its own label.
 */
function startsWithSameLabel(page: PageIndex, label: LabelReading, span: ValueSpan): boolean {
  // Only a Hindi label's: under an English one, a value may start with the label's word ("Model" over "Model Y RWD").
  const field = label.targets[0]?.target;
  return label.segment.hindiOnly && labelsStartingValue(page, span).some((reading) => reading.targets[0]?.target === field);
}

/** Labels of two words or more, without a figure (not "CH 01 CH 7187"), that start a value's run and go on to a value. */
const rowLabelsStarting = (page: PageIndex, span: ValueSpan) => labelsStartingValue(page, span).filter((reading) => reading.to - reading.from >= 2 && !/\d/.test(reading.text));

/** A run that starts with a label naming a field well, and goes on to its value. */
function startsWithOwnLabel(page: PageIndex, span: ValueSpan): boolean {
  return rowLabelsStarting(page, span).some((reading) => CONCEPTS[reading.targets[0].target].kind !== 'none');
}

/** A run that starts with a label naming another thing than `label` well, and goes on to its value: a row of its own. */
function rowOfItsOwn(page: PageIndex, label: LabelReading, span: ValueSpan): boolean {
  const field = label.targets[0]?.target;
  if (!field || WORDY_KINDS.has(CONCEPTS[field].kind)) return false;
  return rowLabelsStarting(page, span).some((reading) => reading.targets[0].target !== field);
}

/**
 * A run under a label with another field's label just left of it on its line is that label's value ("RECEIPT DATE" |
 * "05-JUN-2024" under "BROKER", the value of "BUSINESS SRC" beside it): in a grid of labels over values, the run left of
 * a value is another value.
 */
function labelledBeside(page: PageIndex, label: LabelReading, span: ValueSpan): boolean {
  const field = label.targets[0]?.target;
  const first = span.parts[0].segment;
  const left = page.model.lines[first.line].segments.filter((other) => right(other) <= first.x).at(-1);
  // (In the labels' font: a value in the values' font that reads as a label, "Comprehensive Package", is the next cell's value.)
  if (!field || !left || first.x - right(left) > 120 || left.style !== label.segment.style) return false;
  return page.readingsOf(left).some((reading) => reading.from === 0 && !reading.value && reading.to === page.wordsOf(left).length && reading.strength >= 0.7 && reading.targets[0].target !== field);
}

/**
 * Whether a run under `label` is printed as it is, with a run beside it printed as `value` is and in its column. (Not on
 * a scan: OCR gives no print, and a label misread as a value would make a row of labels a list.)
 */
function nextRowOfList(page: PageIndex, label: Segment, value: Segment, under: ValueSpan): boolean {
  const first = under.parts[0].segment;
  if (page.model.byOcr || first.style !== label.style) return false;
  return page.model.lines[first.line].segments.some((other) => other.x > right(first) && other.style === value.style && horizontalOverlap(other, value) > 0);
}

const bracketLeftOpen = (text: string) => (text.match(/\(/g) ?? []).length > (text.match(/\)/g) ?? []).length;

/**
 * Where a label's own run reads as a shorter label and its value ("Vehicle Make Toyota"), the rows are printed in runs:
 * a run under it starting with a label and its value is the next row ("Model Urban Cruiser Hyryder S"; under "Model
 * Slavia", "Vehicle Variant Style 1.5 TSI", though no field is the variant).
 */
function nextRowInRun(page: PageIndex, label: LabelReading, span: ValueSpan): boolean {
  const field = label.targets[0]?.target;
  if (!field) return false;
  // (The shorter label's value is words no label has: "Toyota", not "DURATION" of "बीमा अवधि / POLICY DURATION".)
  const ownRowInRun = page.readingsOf(label.segment).some(
    (reading) => reading !== label && reading.from === label.from && reading.value && reading.targets[0]?.target === field && reading.strength > label.strength && page.labelishness(label.segment, ...reading.value) < 0.5,
  );
  // A run under a period's or a date's label that reads as one is its value, though it opens with a label's word ("From 10/Dec/2024 To …").
  const readsAsOwnValue = !FREE_TEXT_KINDS.has(CONCEPTS[field].kind) && readValue(field, span.text, label.text) !== undefined;
  return ownRowInRun && !readsAsOwnValue && labelsStartingValue(page, span).length > 0;
}

/** Labels that name a field well at the start of a value's run, with words after them. */
function labelsStartingValue(page: PageIndex, span: ValueSpan): LabelReading[] {
  const { segment, from, to } = span.parts[0];
  return page.readingsOf(segment).filter((reading) => reading.from === from && reading.to < to && reading.strength >= 0.9);
}

/** Where the column of a label with nothing beside it ends, from the runs right of it down to a value's line. */
function columnEndDownTo(page: PageIndex, label: Box, value: Segment): number {
  const nextColumn = page.nextColumnStart(label, value.y - bottom(label) + 1);
  return Number.isFinite(nextColumn) ? nextColumn - 2 : Infinity;
}

/** Where a label's column starts: at its Hindi wording printed just before it as a run of its own ("मध्यस्थ ई-मेल" | "/ Partner Email"). */
function labelColumnStart(page: PageIndex, label: Segment): number {
  const hindi = page.model.lines[label.line].segments.find((other) => other.hindiOnly && right(other) <= label.x + 1 && label.x - right(other) < 12);
  return hindi?.x ?? label.x;
}

/**
 * Fields a value may fill by its kind alone, and the evidence that kind gives; `shape` is what the
 * value's text must be besides (a code that is a VIN is a chassis number). A field kept to a
 * part of the schedule (the broker's e-mail) is offered only under its heading.
 */
const BY_KIND: { kind: string; targets: Target[]; labelScore: number; shape?: RegExp }[] = [
  { kind: 'fuelType', targets: ['fuel_type'], labelScore: 0.55, shape: /^\D+$/ },
  // The type's own word, perhaps with what it qualifies: "New Business", "RENEWAL (SAME INSURER)"; not "New Delhi".
  { kind: 'businessType', targets: ['business_type'], labelScore: 0.5, shape: BUSINESS_TYPE_ALONE },
  { kind: 'policyType', targets: ['policy_type'], labelScore: 0.5 },
  { kind: 'date', targets: ['start_date', 'end_date', 'issue_date', 'registration_date'], labelScore: 0.3 },
  { kind: 'period', targets: ['period'], labelScore: 0.45 },
  // A mark with its figures: a labelled "New" is a new car's registration, an unlabelled one a place ("New Delhi").
  { kind: 'registration', targets: ['vehicle_number'], labelScore: 0.5, shape: /\d/ },
  { kind: 'code', targets: ['chasis_number'], labelScore: 0.5, shape: VIN },
  { kind: 'phone', targets: ['customer_phone'], labelScore: 0.45 },
  { kind: 'email', targets: ['customer_email', 'broker_email'], labelScore: 0.45 },
];

/**
 * Values beside a label no wording knows ("Fuel Propellant: Petrol", "Cover Operative From: …"): a
 * value whose kind tells its field (a fuel, a business type, a registration mark) is offered to it,
 * a date to the dates a policy has, all on little evidence, so a label in the lexicon always wins
 * and the checks (a policy period of a year, an issue before the start) choose among dates.
 */
export function pairUnlabelledValues(page: PageIndex, collector: CandidateCollector) {
  for (const segment of page.model.segments) {
    for (const { span, label } of unlabelledValuesOf(page, segment)) {
      const context = page.sectionOf(label.run).context;
      for (const { kind, targets, labelScore, shape } of BY_KIND) {
        // A date under a label of another date ("Receipt Date", "Payment Date") is that date, none of the policy's.
        if ((kind === 'date' && (findDates(span.text).length !== 1 || label.namesOther)) || (shape && !shape.test(span.text.trim()))) continue;
        for (const target of targets) {
          if (CONCEPTS[target].kind !== kind || contextOf(target) !== context) continue;
          collector.offer(target, span, { labelScore, placement: label.placement, label: { text: label.text, box: label.box } });
        }
      }
    }
  }
}

/** A run's value beside or under a label no wording knows, or after one in the run ("Vehicle Regn. Mark; MH04YZ7205"). */
function unlabelledValuesOf(page: PageIndex, segment: Segment): { span: ValueSpan; label: { text: string; box: Box; placement: Placement; run: Segment; namesOther?: boolean } }[] {
  const span = page.valueOfRun(segment);
  if (span && span.labelishness < 0.5 && span.parts[0].from === 0 && page.wordsOf(segment).length <= 8) {
    const label = unknownLabelBeside(page, segment);
    if (label) return [{ span, label: { text: label.segment.text, box: label.segment, placement: label.placement, run: label.segment, namesOther: label.namesOther } }];
  }
  const words = page.wordsOf(segment);
  const at = words.findIndex((word) => word.separator === 'colon');
  if (at < 0 || at >= words.length - 1 || at > 7 || words.slice(0, at + 1).some((word) => /\d/.test(word.text))) return [];
  if (page.readingsOf(segment).some((reading) => reading.from === 0 && reading.strength >= 0.5)) return [];
  const end = words.findIndex((word, index) => index > at && word.pieceEnd);
  const nextLabel = Math.min(...page.readingsOf(segment).filter((reading) => reading.from > at).map((reading) => reading.from));
  const to = Math.min(end < 0 ? words.length : end + 1, nextLabel);
  // A value its kind tells is a few words; a longer text (an office's address ending "New Delhi") is not one. (None when a
  // label follows the colon.)
  if (to === at + 1 || to - at - 1 > 6) return [];
  const value = page.span([{ segment, from: at + 1, to }]);
  return value.labelishness < 0.5 ? [{ span: value, label: { text: valueTextOf(words, 0, at + 1), box: union(words.slice(0, at + 1)), placement: 'inline', run: segment } }] : [];
}

/** A firm's name going on from the value on the line above ("Bharatvarsha General Insurance" / "Company Limited"): no label, no header. */
function continuesFirmsName(page: PageIndex, segment: Segment): boolean {
  const above = page.model.lines[segment.line - 1]?.segments.find((other) => Math.abs(other.x - segment.x) <= ALIGN);
  return above !== undefined && wrapsOnto(above, segment) && page.valueOfRun(above) !== undefined && firmNameGoesOn(above.text, segment.text);
}

/** The most words a label the lexicon does not know is printed in. */
const UNKNOWN_LABEL_WORDS = 12;

/** The label-like run left of a value or above it, when it names no field the lexicon knows. */
function unknownLabelBeside(page: PageIndex, value: Segment): { segment: Segment; placement: Placement; namesOther: boolean } | undefined {
  const left = page.model.lines[value.line].segments.filter((segment) => segment.x < value.x && !segment.hindiOnly).at(-1);
  const above = page.model.lines
    .slice(Math.max(0, value.line - 2), value.line)
    .reverse()
    .flatMap((line) => line.segments)
    .find((segment) => segment.page === value.page && segment.x <= value.x + 6 && segment.x + segment.width >= value.x - 6);
  for (const [segment, placement] of [[left, 'right'], [above, 'below']] as const) {
    // (A sentence is no label: "… claims for third party liability are not payable under this policy.")
    if (!segment || /\d{2}/.test(segment.text) || continuesFirmsName(page, segment) || segment.words.length > UNKNOWN_LABEL_WORDS) continue;
    const readings = page.readingsOf(segment).filter((reading) => reading.from === 0 && reading.to === page.wordsOf(segment).length);
    const known = readings.some((reading) => reading.strength >= 0.5 && CONCEPTS[reading.targets[0].target].kind !== 'none');
    const labelLike = /[:：]\s*$/.test(segment.text) || labelWordShare(segment.text) >= 0.4;
    const namesOther = readings.some((reading) => reading.strength >= 0.9 && CONCEPTS[reading.targets[0].target].kind === 'none');
    if (!known && labelLike) return { segment, placement, namesOther };
  }
  return undefined;
}

/** The value words of a line that start inside a column: a run printed across two columns gives each its words. */
function valueInColumn(page: PageIndex, runs: readonly Segment[], from: number, to: number): ValueSpan | undefined {
  // The first run with words in the column (a run of the column before may end inside it).
  const sorted = [...runs].sort((a, b) => a.x - b.x);
  const first = sorted.find((run) => page.wordsOf(run).some((word) => word.x >= from));
  if (!first) return undefined;
  const words = page.wordsOf(first);
  const end = Math.min(page.labelStart(first), words.length);
  const start = words.findIndex((word) => word.x >= from);
  let stop = start;
  while (stop >= 0 && stop < end && words[stop].x < to) stop++;
  if (start < 0 || stop <= start) return undefined;
  // Figures a box each ("1 7" | "0 8" | "2021" over "D D M M Y Y Y Y"): the groups of boxes in the column are one value.
  const groups: Segment[] = [];
  if (BOXED_FIGURES.test(valueTextOf(words, start, stop))) {
    for (const run of sorted.slice(sorted.indexOf(first) + 1)) {
      if (right(run) >= to || !FIGURE_GROUP.test(run.text)) break;
      groups.push(run);
    }
  }
  if (groups.length) return page.span([{ segment: first, from: start, to: stop }, ...groups.map((run) => ({ segment: run, from: 0, to: page.wordsOf(run).length }))], [valueTextOf(words, start, stop), ...groups.map((run) => run.text)].join(' '));
  return page.span([{ segment: first, from: start, to: stop }]);
}

/** Figures printed one a box, spaced apart ("1 7"); a group of such boxes or of figures ("2021", "0 8"). */
const BOXED_FIGURES = /^\d(?: \d)+$/;
const FIGURE_GROUP = /^\d+(?: \d+)*$/;

/** A period printed in two runs ("11/11/2024 | 10/11/2025"): the dates of the next runs joined. */
function periodAcross(page: PageIndex, first: Segment, span: ValueSpan): ValueSpan {
  // (A period whole in its run does not go on: "08-10-2023 To 07-10-2024" | "बीमित घोषित मूल्य" | "INR 1204900.00".)
  if (findDates(span.text).length >= 2) return span;
  const second = page.nextRight(first);
  const secondSpan = second && page.valueOfRun(second);
  if (!second || !secondSpan || !/\d/.test(secondSpan.text)) return span;
  // Not past another column's label in Hindi alone ("11-APR-2024 (00:00 Hrs) to" | "चेसिस संख्या" | "MATPBKDH2EK421438"); a
  // joiner in Hindi between the dates, words the lexicon knows only as a start or an end ("से", "तक"), is no label.
  const joiner = (other: Segment) => labelTokens(other.text).every((token) => token === 'start' || token === 'end');
  const hindiLabel = (other: Segment) => other.hindiOnly && !joiner(other) && page.readingsOf(other).some((reading) => reading.strength >= 0.5);
  if (page.model.lines[first.line].segments.some((other) => other.x > first.x && other.x < second.x && hindiLabel(other))) return span;
  return { ...page.span([...span.parts, ...secondSpan.parts], `${span.text} ${secondSpan.text}`), labelishness: span.labelishness };
}

/**
 * Values in a table read by their row label and column header together: the nearest label to the
 * left on the value's line (other values skipped) and the nearest label above in its column
 * (other rows' values skipped). The column is the header's extent up to the next header.
 */
export function pairTableCells(page: PageIndex, collector: CandidateCollector) {
  for (const segment of page.model.segments) {
    const span = page.valueOfRun(segment);
    if (!span || span.labelishness >= 0.5) continue;
    const row = rowLabel(page, segment);
    if (!row) continue;
    // A column naming whose figures it holds (the expiring policy's, this one's) is the row's section, not its words; its
    // cells may be words ("Insurer" | "ICICI Lombard …" | "Aravalli General …").
    const column = policyOfColumn(page, segment);
    if (yearOfTerm(page, segment, column) || column === 'replaced') continue;
    const policy = column === 'oneYear' ? 'current' : column;
    if (!policy && !/\d/.test(span.text)) continue;
    // (A value set off by a colon is its label's, not a cell under a table's header: ": 17,737" beside "Premium (Rounded)".)
    const header = policy ? { text: '' } : !/^\s*[:：]/.test(segment.text) && columnHeader(page, segment, row.segment);
    if (header) {
      const text = policy ? row.text : `${row.text} ${header.text}`;
      // A total column of a row naming no part, or a total row under rows that do ("OWN DAMAGE" / "THIRD PARTY" / "TOTAL"), sums the parts.
      const totalOf = (text: string) => namesNoPart(text) && labelTokens(text).includes('total');
      const sumOfParts = (totalOf(header.text) && namesNoPart(row.text)) || (totalOf(row.text) && namesNoPart(header.text) && partRowAbove(page, segment));
      // A column of what is paid ("Amount Payable") in a row naming a part, and nothing within it, holds that part's total.
      const partTotal = !namesNoPart(row.text) && !labelTokens(row.text).some((token) => WITHIN_PART.has(token)) && namesPayment(header.text);
      const section = policy === 'previous' ? EXPIRING_POLICYS : page.sectionOf(row.segment);
      const targets = scoreLabel(labelTokens(partTotal ? `${row.text} total premium` : text), section).filter(
        ({ target }) => CONCEPTS[target].kind !== 'none' && !(sumOfParts && ONE_PART.test(target)),
      );
      // (A column naming whose values it holds holds words too, wrapping in their cell: an address over two lines.)
      for (const { target, score } of targets.slice(0, 4)) {
        collector.offer(target, policy ? wrapped(page, span, target, row) : span, { labelScore: score, placement: 'table', label: { text, box: row.box } });
      }
    }
    offerPeriodRow(page, collector, row, segment, span);
  }
}

/**
 * A row naming a period ("Own Damage", "Third Party Liability", "Period of Insurance") with two
 * dates in it: the first is when it starts, the second when it ends, whatever the columns are called.
 */
function offerPeriodRow(page: PageIndex, collector: CandidateCollector, row: LabelReading, value: Segment, span: ValueSpan) {
  const period = row.targets.find(({ target }) => CONCEPTS[target].kind === 'period');
  if (!period || findDates(span.text).length !== 1) return;
  const dates = page.model.lines[value.line].segments.filter((segment) => segment.x > row.segment.x && findDates(segment.text).length === 1);
  if (dates.length !== 2 || dates[0] !== value) return;
  const second = page.valueOfRun(dates[1]);
  if (!second) return;
  const joined = { ...page.span([...span.parts, ...second.parts], `${span.text} ${second.text}`), labelishness: 0 };
  collector.offer(period.target, joined, { labelScore: period.score, placement: 'table', factor: 0.9, label: { text: row.text, box: row.box } });
}

function rowLabel(page: PageIndex, value: Segment): LabelReading | undefined {
  const line = page.model.lines[value.line].segments.filter((segment) => segment.x < value.x && !segment.hindiOnly).reverse();
  for (const segment of line) {
    const whole = page.readingsOf(segment).filter((reading) => reading.from === 0 && reading.to === page.wordsOf(segment).length);
    const best = whole.sort((a, b) => b.strength - a.strength)[0];
    // A row's first cell is its label even when it says little alone ("Basic", "Total"): the column header says the rest.
    const rowStart = segment === line.at(-1) && !/\d/.test(segment.text);
    if (best && best.strength >= (rowStart ? 0.1 : 0.3)) return best;
    if (!page.valueOfRun(segment)) return undefined;
  }
  return undefined;
}

/**
 * The header cell a value sits under: the one sharing its right edge (amounts right-aligned under
 * right-aligned headers) or its left edge, else the one it overlaps most, else the one whose column
 * (from its left edge to the next header's, the last of a row of headers to the page's edge) holds the value's centre.
 */
function headerOver(cells: readonly Segment[], value: Segment, centre: number): Segment | undefined {
  const edge = (a: number, b: number) => Math.abs(a - b) <= 6;
  return (
    cells.find((cell) => edge(cell.x + cell.width, value.x + value.width)) ??
    cells.find((cell) => edge(cell.x, value.x)) ??
    [...cells].sort((a, b) => horizontalOverlap(b, value) - horizontalOverlap(a, value)).find((cell) => horizontalOverlap(cell, value) > 0) ??
    // A row of headers' last column runs to the page's edge: amounts set against the right margin under a header printed further left.
    cells.find((cell, position) => cell.x - 6 <= centre && centre < (cells[position + 1]?.x ?? (cells.length > 1 ? Infinity : cell.x + cell.width + 80)) - 2)
  );
}

/** How much of a column header's text must be label words. */
const HEADER_WORDS = 0.7;

/** A header cell's text with the lines it wraps from above ("/ Section I - own" over "damage"). */
function stackedHeader(page: PageIndex, cell: Segment): string {
  const texts = [cell.text];
  let current = cell;
  for (let index = cell.line - 1; index >= 0 && texts.length < 3; index--) {
    const line = page.model.lines[index];
    if (line.page !== cell.page || current.y - line.y > 1.6 * current.height) break;
    const above = line.segments.find((segment) => !segment.hindiOnly && horizontalOverlap(segment, current) > 0 && !/\d/.test(segment.text));
    if (!above) break;
    texts.unshift(above.text);
    current = above;
  }
  return texts.join(' ');
}

/** Words of a row naming something within a part of the cover, not the part as a whole. */
const WITHIN_PART = new Set(['basic', 'ncb', 'addon', 'discount', 'legal', 'loading', 'pa']);

/** A column header naming what is paid ("Amount Payable", "Premium Paid"). */
function namesPayment(text: string): boolean {
  const tokens = labelTokens(text);
  const [best] = scoreLabel(tokens);
  return best?.target === 'total_premium' && best.score >= 0.9 && (tokens.includes('payable') || tokens.includes('paid'));
}

/** Fields of one part of the cover (OD or TP). */
const ONE_PART = /(?:^|_)(?:od|tp)(?:_|$)/;

/** A text that names neither part of the cover: a matrix's total column of a row such as "Basic Cover" sums the parts, so its cell is no one part's. */
function namesNoPart(text: string): boolean {
  const tokens = labelTokens(text);
  return !tokens.includes('od') && !tokens.includes('tp');
}

/** Whether a value on the line above, in the value's column, is in a row naming one part of the cover. */
function partRowAbove(page: PageIndex, value: Segment): boolean {
  const above = page.model.lines[value.line - 1]?.segments.find((segment) => segment.page === value.page && horizontalOverlap(segment, value) > 0);
  const row = above && rowLabel(page, above);
  return Boolean(row && !namesNoPart(row.text));
}

/** How far above a value a column's header may be printed (points). */
const HEADER_REACH = 260;

/** How far a line is above a value: on its page, or at the foot of the page before (a table broken over a page). */
function heightAbove(page: PageIndex, value: Segment, line: { page: number; y: number }): number {
  if (line.page === value.page) return value.y - line.y;
  if (line.page === value.page - 1) return value.y + page.model.pages[line.page - 1].height - line.y;
  return Infinity;
}

/** A run's text without a first word of figures and marks before a bar: OCR's reading of a bilingual header's Hindi half. */
const withoutHindiReadAsFigures = (text: string) => text.replace(/^[^\p{L}\s]{1,3}\s*\|\s*(?=\p{L})/u, '');

/** A header's unit on a line of its own: "%", "(₹)". */
const HEADER_UNIT_ALONE = /^\(?\s*[%₹]\s*\)?$/;

/**
 * A line of words only, each under a cell of the line just above: a header row's words wrapped onto a second line
 * (an English header row under its Hindi one is no wrap: a Hindi-only cell is passed over).
 */
function wrapsHeaderRow(page: PageIndex, index: number): boolean {
  const [above, line] = [page.model.lines[index - 1], page.model.lines[index]];
  // (Under one wide caption, "PREMIUM COMPUTATION (AMOUNT IN RUPEES)", a row of cells is the header row itself.)
  if (!above || above.page !== line.page || line.segments.length < 2 || above.segments.filter((cell) => !cell.hindiOnly).length < 2) return false;
  // Close under the cell: by the lines' tops, or by the cell's foot where OCR boxed the cell taller than the words
  // under it (its Hindi half read as a figure).
  const closeUnder = (segment: Segment, cell: Segment) => segment.y - above.y < 1.6 * segment.height || segment.y - (cell.y + cell.height) < 0.7 * segment.height;
  // (A wrapped header may end in its rate: "Less" / "NCB @ 0 %"; a rate alone is a row's value. Its unit alone is the
  // header's: "NCB" / "%".)
  return line.segments.every(
    (segment) =>
      !/\d/.test(segment.text.replace(RATE_IN_LABEL, '')) && (/\p{L}/u.test(segment.text) || HEADER_UNIT_ALONE.test(segment.text)) &&
      above.segments.some((cell) => !cell.hindiOnly && !/\d/.test(withoutHindiReadAsFigures(cell.text)) && horizontalOverlap(cell, segment) > 0 && closeUnder(segment, cell)),
  );
}

/** Figures in a cell, but for a term ("Liability (3 Yrs)") or OCR's reading of a bilingual header's Hindi half. */
const holdsFigures = (text: string) => /\d/.test(withoutHindiReadAsFigures(text).replace(TERM, ''));

/**
 * A cell holding a figure or a code ("2,793", "- 17,820.15", "CN61154968"), not a header with a rate or a term in it ("Less
 * NCB @ 50% (Rs.)", "Liability (3 Yrs)").
 */
const holdsFigureOrCode = (page: PageIndex, cell: Segment) =>
  holdsFigures(cell.text) && (page.valueOfRun(cell)?.labelishness ?? 1) < 0.5 && labelWordShare(cell.text) < 0.5;

/** The header of the column a value sits in: the nearest label above it, past other rows' values. */
function columnHeader(page: PageIndex, value: Segment, rowLabel: Segment): { text: string } | undefined {
  const centre = value.x + value.width / 2;
  // A row of a table: its label opening the line, then amounts only (not a grid's label / value pairs).
  const rowCells = page.model.lines[value.line].segments.filter((segment) => segment !== rowLabel);
  const tableRow = rowCells.length >= 2 && rowCells.every((segment) => segment.x > rowLabel.x && page.valueOfRun(segment) && /\d/.test(segment.text));
  const labelsColumn = tableRow ? rowLabel.x : undefined;
  let tail: Segment | undefined;
  for (let index = value.line - 1; index >= 0 && index >= value.line - 12; index--) {
    const line = page.model.lines[index];
    if (heightAbove(page, value, line) > HEADER_REACH) return undefined;
    // A table broken over a page: its header at the foot of the page before, past the page's number and running head.
    if (isPageFurniture(line)) continue;
    const cells = line.segments.filter((segment) => !segment.hindiOnly);
    // A lone header's English under its Hindi ("तृतीय पक्ष" over "ACT LIABILITY (₹)"): the English line heads the column.
    if (tail && line.segments.some((segment) => segment.hindiOnly && horizontalOverlap(segment, tail!) > 0) && namesHeader(tail.text)) return { text: tail.text };
    if (wrapsHeaderRow(page, index)) {
      // The header row's wrapped words ("COVER | SECTION" under "DAMAGE | LIABILITY") belong to the cell above them.
      tail ??= cells.find((cell) => horizontalOverlap(cell, value) > 0 || Math.abs(right(cell) - right(value)) <= 6);
      continue;
    }
    const cell = headerOver(cells, value, centre);
    if (!cell) continue;
    if (continuesFirmsName(page, cell)) return undefined;
    // Another row's label in the rows' label column ("Less NCB," whose cells OCR lost) heads no column right of it.
    if (labelsColumn !== undefined && right(cell) <= value.x && Math.abs(cell.x - labelsColumn) <= 6) continue;
    // Other rows' values, a dash for none among them, are passed over; not a header whose Hindi half OCR read as a
    // figure ("4 | SECTION | - OWN" for "स्वयं क्षति / SECTION I - OWN").
    if ((page.valueOfRun(cell) && holdsFigures(cell.text)) || !/[\p{L}\d]/u.test(cell.text)) continue;
    // A label with a figure beside it is a row's ("TOTAL PREMIUM  24,414.83" over a grid's "ROUNDED PREMIUM  28,810.00"), no column's header.
    const nextCell = cells.filter((other) => other.x > right(cell)).sort((a, b) => a.x - b.x)[0];
    if (nextCell && holdsFigureOrCode(page, nextCell)) return undefined;
    if (cells.length < 2) {
      // A header cell's last words wrapped under the header row ("SECTION II -" over "LIABILITY") are part of it.
      if (!tail && !/\d/.test(cell.text)) {
        tail = cell;
        continue;
      }
      return undefined;
    }
    const under = tail && horizontalOverlap(tail, cell) > 0 && tail.y - cell.y < 1.6 * cell.height ? ` ${tail.text}` : '';
    const part = headerPartOver(page, cell, value);
    if (part !== undefined) return namesHeader(part + under) ? { text: part + under } : undefined;
    const text = [cell.text + under, stackedHeader(page, cell) + under].find(namesHeader);
    return text === undefined ? undefined : { text };
  }
  return undefined;
}

/**
 * Two header cells the PDF gives as one run ("Basic in Rs. Add-on Premium in Rs." over two columns of amounts): the
 * words over the value's column, the run cut where a word ends at a column's right edge or starts at its left one.
 * Undefined when the run heads one column only.
 */
function headerPartOver(page: PageIndex, cell: Segment, value: Segment): string | undefined {
  const columns = page.model.lines[value.line].segments.filter((other) => /\d/.test(other.text) && horizontalOverlap(other, cell) > 0);
  if (columns.length < 2 || !columns.includes(value)) return undefined;
  const words = cell.words;
  const cuts = [0];
  for (const [index, left] of columns.slice(0, -1).entries()) {
    const next = columns[index + 1];
    const cutsHere = (at: number) => at > cuts.at(-1)! && words[at].x > right(left) - 3 && (Math.abs(right(words[at - 1]) - right(left)) <= 3 || Math.abs(words[at].x - next.x) <= 3);
    const cut = words.findIndex((_, at) => cutsHere(at));
    if (cut < 0) return undefined;
    cuts.push(cut);
  }
  const position = columns.indexOf(value);
  return words.slice(cuts[position], cuts[position + 1] ?? words.length).map((word) => word.text).join(' ');
}

/** Words by which a column header names a part of the premium. */
const PART_WORDS = new Set(['od', 'tp', 'total', 'net', 'basic', 'addon', 'tax']);

/**
 * A column header may name only a part ("OD", "Third Party Liability"): all label words, one of
 * them a part's, if not a label of its own ("Amount (INR)" says nothing a row label does not).
 */
function namesHeader(text: string): boolean {
  const tokens = labelTokens(text);
  return (scoreLabel(tokens)[0]?.score ?? 0) >= 0.3 || (labelVocabularyShare(tokens) >= HEADER_WORDS && tokens.some((token) => PART_WORDS.has(token)));
}

/** What a current field's value in the expiring policy's column keeps of its score. */
const OTHER_POLICYS_COLUMN = 0.3;
/** The section of a figure in the expiring policy's column. */
const EXPIRING_POLICYS: Section = { context: 'previous', tokens: ['previous'] };
/** Words of a column naming one of two policies set side by side. */
const POLICY_COLUMN_WORDS = new Set(['previous', 'policy', 'year', 'period', 'current', 'renewed', 'renewal', 'present', 'new']);
const THIS_POLICY = /\b(?:this|current|present|renewed|renewal|new)\b/i;
/**
 * Where a figure's column says whose it is: the expiring policy's, this one's, one year's of a policy running several
 * ("Policy Year 1" | "Policy Year 2" | "Policy Year 3" | "Total for Term": the term's total column is the policy's), or a
 * value an endorsement replaced ("Old value (as per policy)" | "New value (w.e.f. 08/10/2025)").
 */
type ColumnPolicy = 'previous' | 'current' | 'oneYear' | 'replaced';
/** An endorsement's columns of the values it replaces and of those it puts in their place. */
const REPLACED_VALUES = /^\s*(?:old|original|existing|earlier|present)\s+(?:values?|premium|particulars|details|entry|entries)\b/i;
const AMENDED_VALUES = /^\s*(?:new|revised|amended|corrected|changed)\s+(?:values?|premium|particulars|details|entry|entries)\b/i;

/** Which side of an endorsement's table of changes a column's header names. */
const amendmentOf = (header: string): 'replaced' | 'current' | undefined =>
  REPLACED_VALUES.test(header) ? 'replaced' : AMENDED_VALUES.test(header) ? 'current' : undefined;
/** A column of one year of several: "Policy Year 1", "Year 2", "2nd Year". */
const ONE_YEAR = /\b(?:year\s*[1-5]|[1-5](?:st|nd|rd|th)?\s+year)\b/i;
/** How many lines above a figure a table setting two policies side by side may have its header. */
const POLICY_HEADER_LINES = 30;

/**
 * Which of two policies set side by side a column's header names: the expiring one ("Expiring Policy", "Last Year") or
 * this one ("This Policy (Renewed)", "Current Year"); what a bracket adds is not read ("(Port-in)").
 */
function policyOf(header: string): 'previous' | 'current' | undefined {
  const unbracketed = header.replace(/\([^)]*\)/g, ' ');
  const tokens = labelTokens(unbracketed);
  if (!tokens.length || tokens.length > 3 || !tokens.every((token) => POLICY_COLUMN_WORDS.has(token))) return undefined;
  if (!['policy', 'year', 'period'].some((word) => tokens.includes(word))) return undefined;
  return tokens.includes('previous') ? 'previous' : THIS_POLICY.test(unbracketed) ? 'current' : undefined;
}

/**
 * Which policy the column a figure stands in names, in a table setting the expiring policy beside this one: its header
 * row, above the figure, has a column for each ("Particulars" | "Expiring Policy" | "This Policy (Renewed)").
 */
function policyOfColumn(page: PageIndex, value: Segment): ColumnPolicy | undefined {
  for (let index = value.line - 1; index >= 0 && index >= value.line - POLICY_HEADER_LINES; index--) {
    const line = page.model.lines[index];
    if (heightAbove(page, value, line) > 2 * HEADER_REACH) return undefined;
    const sides = line.segments.filter((segment) => policyOf(segment.text) || amendmentOf(segment.text));
    const years = line.segments.filter((segment) => ONE_YEAR.test(segment.text));
    // (The table ends at the next part's heading: "ADD-ON COVERS OPTED" | "VEHICLE DETAILS" under it.)
    if (!sides.length && years.length < 2 && line.segments.some((segment) => page.sectionOf.isHeading(segment))) return undefined;
    const header = () => headerOver(line.segments, value, value.x + value.width / 2);
    if (years.length >= 2) {
      // (Years with no total of the term's: whose each column is, the table does not say.)
      const term = line.segments.find((segment) => segment.x > years.at(-1)!.x && labelTokens(segment.text).includes('total'));
      if (!term) return undefined;
      const over = header();
      return over === term ? 'current' : over && years.includes(over) ? 'oneYear' : undefined;
    }
    const amendments = line.segments.filter((segment) => amendmentOf(segment.text));
    if (amendments.length >= 2 && amendments.some((segment) => amendmentOf(segment.text) === 'replaced')) {
      const over = header();
      return over && amendmentOf(over.text);
    }
    if (sides.length < 2 || !sides.some((segment) => policyOf(segment.text) === 'previous')) continue;
    const over = header();
    return over && policyOf(over.text);
  }
  return undefined;
}

/** A figure in one year's column of a row whose whole term's figure is printed too: a part, not the policy's. */
function yearOfTerm(page: PageIndex, value: Segment, column = policyOfColumn(page, value)): boolean {
  if (column !== 'oneYear') return false;
  return page.model.lines[value.line].segments.some((other) => other.x > value.x && /\d/.test(other.text) && policyOfColumn(page, other) === 'current');
}

/** A share of the total's score: a total read as the net premium is the lesser reading. */
const TOTAL_AS_NET = 0.5;

/**
 * Schedules print the premium before tax as a "Total Premium (A+B)" above the tax and the total
 * payable: every total premium read is also offered as the net premium, kept only where
 * net + taxes = total proves it.
 */
export function totalsAsNet(candidates: readonly Candidate[]): Candidate[] {
  return candidates
    .filter((candidate) => candidate.target === 'total_premium')
    .map((candidate) => ({ ...candidate, target: 'net_premium', score: candidate.score * TOTAL_AS_NET, onlyIfProven: true }));
}

/** A share of the halves' scores: the tax read as CGST + SGST rests on two readings. */
const HALVES_AS_TAX = 0.98;
const UNEQUAL_HALVES_AS_TAX = 0.8;
const HALVES = new Set<Target>(['cgst', 'sgst']);

/** A label of one half of the GST: by its name, or by a rate only a half is charged at ("GST-@ 9%", "SGST/UTGST @ 9%" misread). */
const namesOneHalf = (label: string) => {
  const tokens = labelTokens(label);
  return tokens.includes('cgst') !== tokens.includes('sgst') || printsHalfRate(label);
};

/**
 * Schedules of an intra-state sale print the tax as CGST and SGST, equal halves: each pair is
 * offered as the tax (the only way the halves become the tax; the halves themselves are no field), and a tax candidate whose
 * label names one half only ("CGST @ 9%" × the "Total" column) is dropped, so half the tax never passes for all of it.
 */
export function gstHalvesAsTax(candidates: Candidate[]): Candidate[] {
  const halves = (target: Target) => candidates.filter((candidate) => candidate.target === target && typeof candidate.value === 'number');
  const sums: Candidate[] = [];
  for (const central of halves('cgst')) {
    for (const state of halves('sgst')) {
      const value = Math.round(((central.value as number) + (state.value as number)) * 100) / 100;
      // The halves are equal on every intra-state bill; unequal ones are more likely a misreading.
      const share = central.value === state.value ? HALVES_AS_TAX : UNEQUAL_HALVES_AS_TAX;
      sums.push({ ...central, target: 'taxes', value, score: Math.min(central.score, state.score) * share });
    }
  }
  const kept = candidates.filter((candidate) => !HALVES.has(candidate.target) && !(candidate.target === 'taxes' && candidate.label && namesOneHalf(candidate.label.text)));
  return [...kept, ...sums];
}

/** Rates printed in a label that add up to no more than a half of the GST's (9% of 18%, 6% of 12%). */
const printsHalfRate = (label: string) => {
  const rates = [...label.matchAll(RATE_IN_LABEL)].map(([rate]) => Number(rate.replace(/[@%\s]/g, '')));
  return rates.length > 0 && rates.reduce((sum, rate) => sum + rate, 0) <= 9;
};
