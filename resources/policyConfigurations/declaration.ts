import { defineResource, type RecordOf } from '../core/defineResource';
import { json, rows, text } from '../core/fields';

/** What was learned from the sample: per key, where its value sits; and the text that identifies the layout. */
export interface LearnedLayout {
  rules: LearnedRule[];
  /** Printed phrases of the sample that are not values (headings, labels, the insurer's name). */
  fingerprint: string[];
  /** The sample's largest print (the insurer's name, usually). */
  title?: string;
}

export interface LearnedRule {
  key: string;
  policyField?: string;
  /** The printed label the value sits by, as found in the sample; absent when only the position is known. */
  label?: string;
  placement: 'inline' | 'right' | 'below' | 'position';
  page: number;
  /** Where the label was in the sample: of two printings of a label, the nearer one is meant. */
  labelX: number;
  labelY: number;
  /** The value's left edge and top minus the label's (or the page's, for `position`), in points. */
  dx: number;
  dy: number;
  /** The value's width in the sample, to take its words from a run that holds more. */
  width: number;
  /** How many lines the value spans (a wrapped address). */
  lineCount: number;
  /** How well the printed label matched the label typed (or named the field): a weak match reads weakly. 1 for a value printed in one place only. */
  labelScore?: number;
  /**
   * The value was one part of what is printed there (a period's end, a make before its model): which of how many, and
   * what joined the parts on the sample ("," of "MARUTI SUZUKI INDIA LTD, Brezza VXI"; see pageIndex partJoiners).
   */
  part?: { index: number; count: number; joiner?: string };
  /**
   * For a value right of its label: how many lines the label took beside it on the sample. A run where
   * the label starts on a later line is the next row's label, known to the reader or not.
   */
  labelLines?: number;
  /** What the line after the value began with on the sample (`rowKey`: its first word): the value stops at a line beginning so. */
  nextRow?: string;
  /** The value was the first run right of its label (a layout whose cells shift with their contents). */
  nextToLabel?: true;
  /** The word printed right after an in-sentence value on the sample ("under"): the value ends before it. */
  wordAfter?: string;
  /** The in-sentence value opened the line after its label's ("… was issued on" / "2025-09-25 and is valid …"). */
  valueOnNextLine?: true;
  /** The in-sentence value was followed by the sentence's full stop on the sample: a run's last full stop is not the value's. */
  sentenceStop?: true;
  /** The label was printed several times on the sample: which printing, in reading order, of how many. */
  occurrence?: { index: number; count: number };
  /** For a value under a column header in a table row: the row's label (`labelKey`); another row at that place is not read. */
  rowLabel?: string;
  /** For an amount right of its row's label in a column headed by a section (own damage or third party): that section. */
  columnSection?: 'od' | 'tp';
  /** The value was the make or the model of a cell printing both: the cell is read whole and split. */
  cell?: 'make' | 'model';
}

/** One place a sample value is printed, for the person to tell which one is meant. */
export interface SamplePlace {
  /** The value as printed there. */
  text: string;
  /** The label printed beside it. */
  label: string;
  page: number;
  box: [number, number, number, number];
}

/** Per key: found once, found in several places (and which one was taken), or not found in the sample PDF. */
export interface SampleReport {
  found: string[];
  missing: string[];
  ambiguous: { key: string; places: SamplePlace[]; chosen: number }[];
}

export const CONFIGURATION_MAX_ROWS = 100;

/**
 * A motor policy configuration (spec section 3, Policy configuration): a template of one insurer's
 * layout, taught by a sample PDF and its key / label / sample-value rows. Created by the spec's
 * multipart setup-configuration call; name and rows can be edited (the layout is learned again).
 */
export const policyConfigurationDeclaration = defineResource({
  name: 'policyConfigurations',
  endpoint: '/policy-configurations',
  table: 'policy_configurations',
  label: { one: 'Configuration', many: 'Configurations' },
  fields: {
    name: text({ label: 'Name', required: true, maxLength: 200 }),
    fields: rows({
      label: 'Fields',
      columns: {
        key: text({ label: 'Key', required: true, maxLength: 100 }),
        label: text({ label: 'Label', required: true, maxLength: 200 }),
        value: text({ label: 'Sample Value', required: true, maxLength: 500 }),
      },
      minRows: 1,
      maxRows: CONFIGURATION_MAX_ROWS,
      minRowsMessage: 'Fields needs at least one row',
    }),
    samplePdfName: text({ label: 'Sample PDF', readOnly: true, maxLength: 255 }),
    samplePdfKey: text({ label: 'Stored Sample', readOnly: true }),
    learned: json<LearnedLayout>({ label: 'Learned Layout' }),
    sampleReport: json<SampleReport>({ label: 'Sample Values' }),
  },
  searchFields: ['name'],
  sortFields: ['name'],
  operations: ['list', 'show', 'update', 'delete'],
});

export type PolicyConfiguration = RecordOf<typeof policyConfigurationDeclaration>;
