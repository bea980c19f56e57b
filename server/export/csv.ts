/**
 * CSV as spreadsheets and papaparse read it: UTF-8 with a byte-order mark (so Excel detects UTF-8),
 * comma-separated, LF-ended lines, free text always quoted. Text that a spreadsheet would run as a
 * formula (= + - @, tab or CR first) is prefixed with an apostrophe; numbers are never touched, so
 * a negative margin stays a number. The databases write and keep the lines: csvLineSql.ts,
 * keptCsvLines.ts.
 */
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import { columnFields, representationOf } from '../../resources/core/defineResource';
import type { Field, ReferenceField } from '../../resources/core/fields';
import { declarationFor } from '../../resources/registry';
import { maskPersonal } from '../../resources/core/indianIds';
import { VISIBLE_END_POSITION } from '../security/personalDataCipher';

export const BYTE_ORDER_MARK = '\ufeff';

/**
 * - text: free text, neutralised and quoted as above;
 * - plain: text that validation keeps free of commas, quotes and formula starts (dates, digits,
 *   declared choices, ids, timestamps), written as is;
 * - number: whole numbers; decimal: exact decimals with `scale` places (`signed` when negative
 *   values are allowed);
 * - flag: `true` / `false`;
 * - masked: personal data, written only as its mask `XXXX-XXXX-1234` (never decrypted).
 */
export type CsvColumnKind = 'text' | 'plain' | 'number' | 'decimal' | 'flag' | 'masked';

export interface CsvColumn {
  name: string;
  kind: CsvColumnKind;
  scale?: number;
  signed?: boolean;
  /** A referenced record's name: the `shownBy` field of the `table` row whose id is in `field`. */
  shownFrom?: ReferencedName;
}

export interface ReferencedName {
  field: string;
  table: string;
  shownBy: string;
}

/** What shows a reference field's record by name, from the referenced resource's declaration. */
export function referencedName(name: string, field: ReferenceField): ReferencedName {
  const target = declarationFor(field.reference);
  if (!target) throw new Error(`${name} refers to ${field.reference}, which is not declared`);
  return { field: name, table: target.table, shownBy: representationOf(target) };
}

const NEEDS_CARE = /[",\r\n]|^[-=+@\t\r ]|[ \t]$/;

/** A cell written by JavaScript rather than the databases (an import's report): a formula start gets the apostrophe, a number does not. */
export const spreadsheetSafe = (text: string) => (/^[=+\-@\t\r]/.test(text) && !/^[-+]?\d+(\.\d+)?$/.test(text) ? `'${text}` : text);

/** The SQL of a personal value's mask: the prefix and the ciphertext's readable end. */
export const maskExpression = (ref: string) =>
  `'${maskPersonal('')}' || substr(${ref}, ${VISIBLE_END_POSITION.start}, ${VISIBLE_END_POSITION.length})`;

function csvColumn(name: string, field: Field): CsvColumn {
  if (field.personal) return { name, kind: 'masked' };
  switch (field.kind) {
    case 'boolean':
      return { name, kind: 'flag' };
    case 'decimal':
      return { name, kind: 'decimal', scale: field.scale, signed: (field.min ?? -1) < 0 };
    case 'integer':
      return { name, kind: 'number' };
    case 'date':
    case 'digits':
      return { name, kind: 'plain' };
    case 'choice':
      return { name, kind: field.choices.some((choice) => NEEDS_CARE.test(choice)) ? 'text' : 'plain' };
    default:
      return { name, kind: 'text' };
  }
}

/** A field's columns: a reference's id, then the name its record is shown by (`insurer`, `insurer_name`). */
function fieldColumns(name: string, field: Field): CsvColumn[] {
  if (field.kind !== 'reference') return [csvColumn(name, field)];
  return [csvColumn(name, field), { name: `${name}_name`, kind: 'text', shownFrom: referencedName(name, field) }];
}

/** The export's columns: the record's id, every stored field (and the names of referenced records), then its timestamps. */
export function csvColumns(declaration: ResourceDeclaration): CsvColumn[] {
  const fields = columnFields(declaration).flatMap((name) => fieldColumns(name, declaration.fields[name]));
  return [{ name: '_id', kind: 'plain' }, ...fields, { name: 'createdAt', kind: 'plain' }, { name: 'updatedAt', kind: 'plain' }];
}

export const csvHeader = (columns: readonly CsvColumn[]) => `${columns.map((column) => column.name).join(',')}\n`;
