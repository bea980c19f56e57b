/**
 * CSV straight from PostgreSQL with COPY ... TO STDOUT: the database formats and quotes the rows,
 * Node only passes the bytes on. The same rules as csv.ts: decimals with their scale, text that
 * starts like a formula prefixed with an apostrophe, ISO timestamps.
 */
import { PassThrough, type Readable } from 'node:stream';
import { type Compilable, sql } from 'kysely';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { postgresIsoInstant, quoteIdentifier } from '../db/dialect';
import { BYTE_ORDER_MARK, type CsvColumn, maskExpression } from './csv';

function columnExpression(column: CsvColumn, source: string): string {
  const ref = quoteIdentifier(source);
  // A scaled integer times a numeric literal with `scale` places prints exactly that many places.
  if (column.kind === 'decimal') return column.scale ? `${ref} * 0.${'0'.repeat(column.scale - 1)}1` : ref;
  if (column.kind === 'number') return ref;
  if (source === 'createdAt' || source === 'updatedAt') {
    return postgresIsoInstant(ref);
  }
  if (column.kind === 'plain' || column.kind === 'flag') return `${ref}::text`;
  if (column.kind === 'masked') return maskExpression(ref);
  // The first character's code (- = + @ tab CR) is far cheaper than a regular expression on every cell.
  return `case when ascii(${ref}) in (45, 61, 43, 64, 9, 13) then '''' || ${ref} else ${ref} end`;
}

/** The select list of the export, in the columns' order and names. */
export const copySelectList = (columns: readonly CsvColumn[]) =>
  columns.map((column) => sql.raw<unknown>(columnExpression(column, column.name === '_id' ? 'id' : column.name)).as(column.name));

/** COPY takes no bind parameters: they are written in as literals (strings quoted, quotes doubled). */
function inlineParameters(sqlText: string, parameters: readonly unknown[]): string {
  return sqlText.replace(/\$(\d+)/g, (_, index: string) => {
    const value = parameters[Number(index) - 1];
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    const text = String(value);
    if (text.includes('\0')) throw new Error('A query parameter holds a NUL character.');
    return `'${text.replace(/'/g, "''")}'`;
  });
}

/** Streams the query's rows as CSV with a header row, after a byte-order mark. */
export async function copyCsv(pool: pg.Pool, query: Compilable): Promise<Readable> {
  const compiled = query.compile();
  const client = await pool.connect();
  try {
    // Literal strings must mean exactly what they say (the default since PostgreSQL 9.1, made sure here).
    await client.query('set standard_conforming_strings = on');
    const copy = client.query(
      copyTo(`copy (${inlineParameters(compiled.sql, compiled.parameters)}) to stdout with (format csv, header true)`),
    );
    const output = new PassThrough();
    output.write(BYTE_ORDER_MARK);
    let released = false;
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      client.release(error);
    };
    copy.on('end', () => release());
    copy.on('error', (error) => {
      release(error);
      output.destroy(error);
    });
    // A client that goes away mid-download ends the COPY by dropping the connection.
    output.on('close', () => {
      if (!copy.readableEnded) release(new Error('download closed'));
    });
    copy.pipe(output);
    return output;
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
}
