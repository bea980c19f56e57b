/**
 * Make and model printed in one cell ("HONDA / ELEVATE V", "HYUNDAI MOTOR INDIA," over "I20 ASTA (O)").
 * Where the sample's make ended, another document's does not: "MAHINDRA & MAHINDRA /" wraps where
 * "HONDA / ELEVATE V" fits one line, and a split at the sample's joiners cuts "MAHINDRA & MAHINDRA"
 * in two. So a layout reads the whole cell from where the sample's make started and splits it as the
 * reader splits any make and model printed together.
 */
import type { LearnedRule } from '../../../resources/policyConfigurations/declaration';
import { ALIGN, type PageIndex, type Part, type ValueSpan } from '../reading/pageIndex';
import { textOf } from '../reading/runs';
import { splitMakeModel } from '../values/makes';
import { compact, type Place } from './samplePlaces';

/** A mark printed between a make and its model: a slash, a bar, a dash or a comma ("KIA INDIA," / "Carens"). */
const MARK = '[,/|–—-]';
const ONLY_MARKS = new RegExp(`^(?:\\s|${MARK})*$`);
const ENDS_AT_MARK = new RegExp(`${MARK}$`);
const TRAILING_MARKS = new RegExp(`(?:\\s|${MARK})+$`);

/**
 * Whether the sample printed its model after its make and a mark, in the make's run or on the
 * cell's next line ("TATA MOTORS /" over "NEXON EV"; not two rows whose values line up), the
 * model ending the cell (not "MARUTI / SWIFT / VXI", its variant after it).
 */
export function printedInOneCell(page: PageIndex, make: Place, model: Place): boolean {
  const makeEnd = make.parts.at(-1)!;
  const modelStart = model.parts[0];
  const modelEnd = model.parts.at(-1)!;
  // (A bare mark may close it: "NEXON EV /" where a variant was left out.)
  const endsCell = ONLY_MARKS.test(textOf(page.wordsOf(modelEnd.segment), modelEnd.to, Infinity)) || page.readingsOf(modelEnd.segment).some((reading) => reading.from === modelEnd.to);
  if (!endsCell) return false;
  const words = page.wordsOf(makeEnd.segment);
  const joinedBy = (to: number) => ONLY_MARKS.test(textOf(words, makeEnd.to, to)) && ENDS_AT_MARK.test(textOf(words, makeEnd.to - 1, to));
  if (modelStart.segment === makeEnd.segment) return modelStart.from >= makeEnd.to && joinedBy(modelStart.from);
  const under = modelStart.segment.page === makeEnd.segment.page && modelStart.segment.line === makeEnd.segment.line + 1 && modelStart.from === 0;
  // Under the make, or back at its run's start when the make followed its label ("Make & Model | RENAULT INDIA," / "Kiger RXT").
  const aligned = Math.abs(modelStart.segment.x - make.box.x) <= ALIGN || (makeEnd.from > 0 && Math.abs(modelStart.segment.x - makeEnd.segment.x) <= ALIGN);
  return under && aligned && joinedBy(words.length);
}

/**
 * The make's and the model's rules of a cell: both read the cell from the make's place (a make and
 * model may wrap over as many lines as any text, whatever the sample's took).
 */
export function cellRules(make: LearnedRule, model: LearnedRule, labelLines: number | undefined): [LearnedRule, LearnedRule] {
  const cell = { ...make, part: undefined, labelLines, nextRow: model.nextRow, wordAfter: undefined };
  return [
    { ...cell, cell: 'make' },
    { ...cell, key: model.key, policyField: model.policyField, labelScore: Math.min(make.labelScore ?? 1, model.labelScore ?? 1), cell: 'model' },
  ];
}

/** The rule's part of a make-and-model cell read whole, boxed by its own words where they spell it. */
export function partOfCell(page: PageIndex, cell: ValueSpan, part: 'make' | 'model'): ValueSpan | undefined {
  const split = splitMakeModel(cell.text);
  const text = split[part]?.replace(TRAILING_MARKS, '');
  if (!text) return undefined;
  const words = cell.parts.flatMap((piece) => page.wordsOf(piece.segment).slice(piece.from, piece.to).map((word, index) => ({ segment: piece.segment, index: piece.from + index, text: word.text })));
  const makeCount = split.make.split(' ').length;
  let taken = part === 'make' ? words.slice(0, makeCount) : words.slice(makeCount);
  while (part === 'model' && taken.length && ONLY_MARKS.test(taken[0].text)) taken = taken.slice(1);
  if (compact(taken.map((word) => word.text).join(' ')) !== compact(text)) return page.span(cell.parts, text);
  const parts = taken.reduce<Part[]>((runs, word) => {
    const last = runs.at(-1);
    if (last && last.segment === word.segment && last.to === word.index) last.to += 1;
    else runs.push({ segment: word.segment, from: word.index, to: word.index + 1 });
    return runs;
  }, []);
  return page.span(parts, text);
}
