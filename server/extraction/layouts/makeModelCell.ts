/**
 * Make and model printed in one cell ("HONDA / ELEVATE V", "HYUNDAI MOTOR INDIA," over "I20 ASTA (O)").
 * Where the sample's make ended, another document's does not: "MAHINDRA & MAHINDRA /" wraps where
 * "HONDA / ELEVATE V" fits one line, and a split at the sample's joiners cuts "MAHINDRA & MAHINDRA"
 * in two. So a layout reads the whole cell from where the sample's make started and splits it as the
 * reader splits any make and model printed together.
 */
import type { LearnedRule } from '../../../resources/policyConfigurations/declaration';
import type { PageIndex, ValueSpan } from '../reading/pageIndex';
import { textOf } from '../reading/runs';
import { splitMakeModel } from '../values/makes';
import type { Place } from './samplePlaces';

/** Nothing but marks printed between a make and its model. */
const ONLY_MARKS = /^[\s,/|–—-]*$/;
/** The mark a make ends at before its model: "/", "|", a dash or a comma ("KIA INDIA," / "Carens"). */
const ENDS_AT_MARK = /[,/|–—-]$/;
const ALIGN = 8;

/**
 * Whether the sample printed its model after its make and a mark, in the make's run or on the
 * cell's next line ("TATA MOTORS /" over "NEXON EV"; not two rows whose values line up).
 */
export function printedInOneCell(page: PageIndex, make: Place, model: Place): boolean {
  const makeEnd = make.parts.at(-1)!;
  const modelStart = model.parts[0];
  const words = page.wordsOf(makeEnd.segment);
  const joinedBy = (to: number) => ONLY_MARKS.test(textOf(words, makeEnd.to, to)) && ENDS_AT_MARK.test(textOf(words, makeEnd.to - 1, to));
  if (modelStart.segment === makeEnd.segment) return modelStart.from >= makeEnd.to && joinedBy(modelStart.from);
  const under = modelStart.segment.page === makeEnd.segment.page && modelStart.segment.line === makeEnd.segment.line + 1 && modelStart.from === 0;
  // Under the make, or back at its run's start when the make followed its label ("Make & Model | RENAULT INDIA," / "Kiger RXT").
  const aligned = Math.abs(modelStart.segment.x - make.box.x) <= ALIGN || (makeEnd.from > 0 && Math.abs(modelStart.segment.x - makeEnd.segment.x) <= ALIGN);
  return under && aligned && joinedBy(words.length);
}

/** The make's and the model's rules of a cell: both read the cell from the make's place, as many lines as it took. */
export function cellRules(make: LearnedRule, model: LearnedRule, lines: number, labelLines: number | undefined): [LearnedRule, LearnedRule] {
  const cell = { ...make, part: undefined, lineCount: lines, labelLines, nextRow: model.nextRow, wordAfter: undefined };
  return [
    { ...cell, cell: 'make' },
    { ...cell, key: model.key, policyField: model.policyField, labelScore: Math.min(make.labelScore ?? 1, model.labelScore ?? 1), cell: 'model' },
  ];
}

/** The rule's part of a make-and-model cell read whole. */
export function partOfCell(page: PageIndex, cell: ValueSpan, part: 'make' | 'model'): ValueSpan | undefined {
  const text = splitMakeModel(cell.text)[part];
  return text ? page.span(cell.parts, text) : undefined;
}
