/**
 * What a schedule prints, before it is placed on the page: sections of label/value entries,
 * tables and sentences, each carrying the fields it prints (expected value, printed value, label).
 */
import type { FamilyDesign, SectionPlan } from '../design';
import { formatAmount, formatDate, formatPercent } from '../formats';
import { applyCase, FIELD_WORDINGS, TABLE_WORDINGS, type FieldSlot, type SectionId, type TableSlot } from '../lexicon';
import type { Random } from '../random';

export type Field =
  | 'policy_number' | 'policy_type' | 'business_type' | 'issue_date' | 'start_date' | 'end_date'
  | 'od_start_date' | 'od_end_date' | 'tp_start_date' | 'tp_end_date'
  | 'customer_name' | 'customer_phone' | 'customer_email' | 'customer_address'
  | 'vehicle_number' | 'rto_code' | 'make' | 'model' | 'manufacturing_year' | 'registration_date' | 'engine_number' | 'chasis_number'
  | 'fuel_type' | 'cc' | 'seating_capicity' | 'vehicle_idv'
  | 'basic_od_premium' | 'ncb' | 'total_od_add_on_premium' | 'total_od_premium' | 'basic_tp_premium' | 'total_tp_add_on_premium' | 'total_tp_premium'
  | 'net_premium' | 'taxes' | 'taxes_rate' | 'total_premium'
  | 'previous_insurer_name' | 'previous_policy_number' | 'previous_policy_end_date' | 'previous_ncb'
  | 'broker_name' | 'broker_code' | 'broker_email';

/** One field as a document prints it. */
export interface FieldPrint {
  field: Field;
  expected: string | number;
  /** The value's text on the page. */
  printed: string;
  /** The label's text on the page, without its separator. */
  label: string;
}

/** A label as printed: English (already cased) and, in bilingual families, Hindi. */
export interface PrintedLabel {
  en: string;
  hi?: string;
}

export interface Entry {
  label: PrintedLabel;
  lines: string[];
  fields: FieldPrint[];
}

export interface TableRow {
  cells: string[];
  fields: FieldPrint[];
  bold?: boolean;
}

export interface Table {
  header: PrintedLabel[];
  align: ('left' | 'right')[];
  /** Column widths as fractions of the table's width. */
  widths: number[];
  rows: TableRow[];
}

export type Block =
  | { kind: 'entries'; entries: Entry[] }
  | { kind: 'table'; table: Table }
  | { kind: 'paragraph'; text: string; fields: FieldPrint[]; small?: boolean; align?: 'left' | 'right' };

export interface SectionContent {
  plan: SectionPlan;
  heading: PrintedLabel;
  blocks: Block[];
}

/** Formats labels and values the way one family prints them. */
export class Printer {
  constructor(
    readonly design: FamilyDesign,
    /** Per-document draws (optional fields, small variations). */
    readonly rng: Random,
  ) {}

  label(wording: string, hi?: string): PrintedLabel {
    const en = applyCase(wording, this.design.text.labelCase);
    return this.design.text.hindi !== 'none' && hi ? { en, hi } : { en };
  }

  field(slot: FieldSlot): PrintedLabel {
    const wordings = FIELD_WORDINGS[slot] as { hi?: string };
    return this.label(this.design.wordings[slot], wordings.hi);
  }

  table(slot: TableSlot): PrintedLabel {
    const wordings = TABLE_WORDINGS[slot] as { hi?: string };
    return this.label(this.design.tables[slot], wordings.hi);
  }

  heading(id: SectionId, hi: string | undefined, number: number): PrintedLabel {
    const { heading } = this.design;
    const text = heading.upper ? this.design.headings[id].toUpperCase() : this.design.headings[id];
    return { en: heading.numbered ? `${number}. ${text}` : text, hi: heading.hindi ? hi : undefined };
  }

  /** The text form of a label, as the `labels` map and a person copying it see it. */
  labelText(label: PrintedLabel): string {
    if (!label.hi) return label.en;
    return this.design.text.hindi === 'slash' ? `${label.hi} / ${label.en}` : `${label.hi} ${label.en}`;
  }

  /** A label/value entry for one field. */
  entry(label: PrintedLabel, field: Field, expected: string | number, printed: string): Entry {
    return { label, lines: [printed], fields: [{ field, expected, printed, label: this.labelText(label) }] };
  }

  /** An entry for a value that is not a field. */
  distractor(wording: string, value: string): Entry {
    return { label: this.label(wording), lines: [value], fields: [] };
  }

  fieldPrint(label: PrintedLabel | string, field: Field, expected: string | number, printed: string): FieldPrint {
    return { field, expected, printed, label: typeof label === 'string' ? label : this.labelText(label) };
  }

  upper(text: string): string {
    return this.design.text.valueUpper ? text.toUpperCase() : text;
  }

  date(iso: string): string {
    return formatDate(iso, this.design.formats.date);
  }

  /** A period as one value ("From 01/04/2024 00:00 Hrs To 31/03/2025 Midnight"), with each date as printed. */
  period(start: string, end: string): { text: string; start: string; end: string } {
    const { periodDate, times, periodJoin } = this.design.formats;
    const s = formatDate(start, periodDate);
    const e = formatDate(end, periodDate);
    const timed = periodJoin.includes('{ts}');
    const text = periodJoin
      .replace('{ts}', times?.[0] ?? '')
      .replace('{te}', times?.[1] ?? '')
      .replace('{s}', timed || !times ? s : `${s} ${times[0]}`)
      .replace('{e}', timed || !times ? e : `${e} ${times[1]}`);
    return { text, start: s, end: e };
  }

  /** A date that starts or ends a period, with its time when the family prints one. */
  periodEdge(iso: string, edge: 0 | 1): { text: string; date: string } {
    const { periodDate, times } = this.design.formats;
    const date = formatDate(iso, periodDate);
    return { text: times ? `${date} ${times[edge]}` : date, date };
  }

  amount(value: number, negative = false): string {
    return formatAmount(value, this.design.formats.amount, { negative });
  }

  /** Amount labels carry the currency when the values do not ("Net Premium (Rs.)"). */
  amountLabel(label: PrintedLabel): PrintedLabel {
    return { ...label, en: label.en + this.design.formats.amountLabelSuffix };
  }

  percent(value: number): string {
    return formatPercent(value, this.design.formats.percent);
  }
}
