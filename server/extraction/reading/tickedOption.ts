/**
 * A choice printed as the row of all its options beside its label, the chosen one ticked or crossed
 * ("Fuel:  Petrol  X Diesel  CNG / LPG", "Type of Cover:  X Package (Comprehensive)  Liability Only"):
 * forms print every option and mark one, so the first option beside the label says nothing.
 */
import { CONCEPTS, type Target } from '../lexicon/concepts';
import type { Segment } from '../page/pageModel';
import { readValue } from '../values/readValue';
import type { LabelReading } from './labels';
import type { PageIndex, ValueSpan } from './pageIndex';
import { valueTextOf } from './runs';

const CHOICE_KINDS = new Set(['policyType', 'businessType', 'fuelType']);
/** Kinds a form may print as a row of ticked options too ("NCB %:  0%  20%  ✓ 35%  45%"), read so only where one is ticked. */
const TICKED_KINDS = new Set([...CHOICE_KINDS, 'percent']);
/** A tick or cross printed in an option's box: alone, or opening the option's run. */
const MARK = /^(?:[xX✓✔☑☒■√●]|\[[xX✓✔]\]|\([xX✓✔]\))$/;

interface Option {
  span: ValueSpan;
  value: string;
  ticked: boolean;
}

export interface OptionsRow {
  target: Target;
  /** The ticked option; undefined when none or more than one is. */
  ticked?: ValueSpan;
}

/** The label's first target of one of `kinds`. */
const targetOfKinds = (reading: LabelReading, kinds: ReadonlySet<string>) => reading.targets.find(({ target }) => kinds.has(CONCEPTS[target].kind))?.target;

/** The options printed right of a label on its line, up to the first run that is none; undefined unless two or more differ. */
export function optionsRow(page: PageIndex, reading: LabelReading): OptionsRow | undefined {
  const { segment } = reading;
  return optionsIn(page, reading, page.model.lines[segment.line].segments.filter((other) => other.x > segment.x + segment.width - 1));
}

/** The options among `runs` (a label's line right of it, or the line under it), as optionsRow reads them. */
export function optionsIn(page: PageIndex, reading: LabelReading, runs: readonly Segment[]): OptionsRow | undefined {
  const target = targetOfKinds(reading, TICKED_KINDS);
  if (!target) return undefined;
  const options: Option[] = [];
  let markBefore = false;
  for (const run of [...runs].sort((a, b) => a.x - b.x)) {
    const words = page.wordsOf(run);
    if (words.length === 1 && MARK.test(words[0].text)) {
      markBefore = true;
      continue;
    }
    const from = words.length > 1 && MARK.test(words[0].text) ? 1 : 0;
    const value = readValue(target, valueTextOf(words, from, words.length))?.value;
    if (value === undefined) break;
    options.push({ span: page.span([{ segment: run, from, to: words.length }]), value: String(value), ticked: markBefore || from === 1 });
    markBefore = false;
  }
  if (new Set(options.map((option) => option.value)).size < 2) return undefined;
  const ticked = options.filter((option) => option.ticked);
  // (Figures side by side unticked are a table's columns, "NCB | 20% | 25%", not options.)
  if (!CHOICE_KINDS.has(CONCEPTS[target].kind) && ticked.length !== 1) return undefined;
  return { target, ticked: ticked.length === 1 ? ticked[0].span : undefined };
}

/** A run reading whole as one option of a choice its own words name ("Package (Comprehensive)"): an option, not a label. */
export function isOption(reading: LabelReading, segment: Segment): boolean {
  const target = targetOfKinds(reading, CHOICE_KINDS);
  return !reading.separated && target !== undefined && reading.from === 0 && reading.to === reading.words.length && readValue(target, segment.text)?.quality === 1;
}
