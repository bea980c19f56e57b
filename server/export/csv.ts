/**
 * CSV as spreadsheets and papaparse read it: UTF-8 with a byte-order mark (so Excel detects UTF-8),
 * comma-separated, CRLF-free lines, fields quoted when they hold a comma, quote, line break or
 * edge spaces. Text that a spreadsheet would run as a formula (= + - @, tab, CR first) is
 * prefixed with an apostrophe; numbers are never touched, so a negative margin stays a number.
 */
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import { columnFields } from '../../resources/core/defineResource';

export const BYTE_ORDER_MARK = '\ufeff';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export type CsvColumnKind = 'text' | 'number' | 'decimal';

export interface CsvColumn {
  name: string;
  kind: CsvColumnKind;
  /** Decimal places of a decimal column. */
  scale?: number;
}

/** The export's columns: the record's id, every stored field, then its timestamps. */
export function csvColumns(declaration: ResourceDeclaration): CsvColumn[] {
  const fields = columnFields(declaration).map((name): CsvColumn => {
    const field = declaration.fields[name];
    if (field.kind === 'decimal') return { name, kind: 'decimal', scale: field.scale };
    if (field.kind === 'integer') return { name, kind: 'number' };
    return { name, kind: 'text' };
  });
  return [{ name: '_id', kind: 'text' }, ...fields, { name: 'createdAt', kind: 'text' }, { name: 'updatedAt', kind: 'text' }];
}

/** One CSV line (with its newline) of an API record. */
export function csvLine(columns: readonly CsvColumn[], record: Record<string, unknown>): string {
  let line = '';
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i];
    const value = record[column.name];
    if (i > 0) line += ',';
    if (value === null || value === undefined) continue;
    if (column.kind === 'decimal') line += (value as number).toFixed(column.scale);
    else if (column.kind === 'number') line += String(value);
    else line += csvText(String(value));
  }
  return `${line}\n`;
}

export const csvHeader = (columns: readonly CsvColumn[]) => `${columns.map((column) => column.name).join(',')}\n`;
