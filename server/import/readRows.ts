/**
 * The rows of an uploaded CSV or Excel file, read as a stream so a file of a million rows never
 * sits in memory: papaparse for CSV, exceljs's streaming reader for the first sheet of an .xlsx.
 * Every cell comes out as text, as a person would type it: Excel dates as YYYY-MM-DD, numbers as
 * written, formulas as their result.
 */
import { createReadStream } from 'node:fs';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

export type ImportFormat = 'csv' | 'xlsx';

export interface SourceRow {
  /** The row's number in the file, the header being row 1. */
  row: number;
  cells: string[];
}

/** The format a file name says, or undefined for one this import cannot read. */
export function formatOfFileName(name: string): ImportFormat | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension === 'csv' || extension === 'txt') return 'csv';
  if (extension === 'xlsx') return 'xlsx';
  return undefined;
}

/** The header row and then every row with a value in it, of the file at `path`. */
export function readRows(path: string, format: ImportFormat): AsyncGenerator<SourceRow> {
  return format === 'csv' ? csvRows(path) : xlsxRows(path);
}

async function* csvRows(path: string): AsyncGenerator<SourceRow> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: 'greedy' }) as NodeJS.ReadWriteStream;
  const source = createReadStream(path, { encoding: 'utf8' });
  source.on('error', (error) => parser.emit('error', error));
  source.pipe(parser);
  let row = 0;
  for await (const cells of parser as AsyncIterable<string[]>) {
    row += 1;
    yield { row, cells: row === 1 ? [cells[0]?.replace(/^\ufeff/, '') ?? '', ...cells.slice(1)] : cells };
  }
}

async function* xlsxRows(path: string): AsyncGenerator<SourceRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell a date from a number.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'emit',
  });
  for await (const sheet of workbook) {
    for await (const row of sheet) {
      // exceljs numbers cells from 1; values[0] is always empty.
      const values = (row.values as unknown[]).slice(1);
      const cells = Array.from(values, cellText);
      if (cells.some((cell) => cell !== '')) yield { row: row.number, cells };
    }
    // Only the first sheet: the others are notes, pivots, lookups.
    return;
  }
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  const cell = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
  if (cell.richText) return cell.richText.map((part) => part.text).join('');
  if ('result' in cell) return cellText(cell.result);
  if (cell.text !== undefined) return cellText(cell.text);
  return '';
}
