/**
 * CSV straight from PostgreSQL with COPY ... TO STDOUT: the query reads the kept lines
 * (keptCsvLines.ts) and Node only takes them out of COPY's binary format. The binary format passes
 * a line's bytes as they are; the text format would escape its backslashes and line breaks.
 */
import { PassThrough, type Readable, Transform, type TransformCallback } from 'node:stream';
import type { Compilable } from 'kysely';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { BYTE_ORDER_MARK, type CsvColumn, csvHeader } from './csv';

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

/** The fixed part of COPY's binary header: signature (11 bytes), flags (4), extension length (4). */
const HEADER_BYTES = 19;

/**
 * Takes the values out of COPY's binary format for a query of one non-null column: after the
 * header, each row is a 16-bit field count, a 32-bit length and the bytes; a count of -1 ends it.
 */
export class CopyBinaryValues extends Transform {
  private pending: Buffer = Buffer.alloc(0);
  private headerRead = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    const data = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    let at = 0;
    if (!this.headerRead) {
      if (data.length < HEADER_BYTES || data.length < HEADER_BYTES + data.readUInt32BE(HEADER_BYTES - 4)) {
        this.pending = data;
        return done();
      }
      at = HEADER_BYTES + data.readUInt32BE(HEADER_BYTES - 4);
      this.headerRead = true;
    }
    const values: Buffer[] = [];
    while (data.length - at >= 2) {
      const fields = data.readInt16BE(at);
      if (fields === -1) {
        at = data.length;
        break;
      }
      if (fields !== 1) return done(new Error(`COPY sent a row of ${fields} fields; one was expected`));
      if (data.length - at < 6) break;
      const length = data.readInt32BE(at + 2);
      if (length < 0) return done(new Error('COPY sent a NULL line'));
      if (data.length - at < 6 + length) break;
      values.push(data.subarray(at + 6, at + 6 + length));
      at += 6 + length;
    }
    // A copy, so the rest of a row does not hold the whole chunk in memory.
    this.pending = Buffer.from(data.subarray(at));
    if (values.length) this.push(Buffer.concat(values));
    done();
  }

  override _flush(done: TransformCallback) {
    done(this.pending.length ? new Error('COPY ended in the middle of a row') : undefined);
  }
}

/** Streams the query's lines (one column of kept lines) as a CSV file with a byte-order mark and a header row. */
export async function copyCsv(pool: pg.Pool, query: Compilable, columns: readonly CsvColumn[]): Promise<Readable> {
  const compiled = query.compile();
  const client = await pool.connect();
  try {
    // Literal strings must mean exactly what they say (the default since PostgreSQL 9.1, made sure here).
    await client.query('set standard_conforming_strings = on');
    const copy = client.query(copyTo(`copy (${inlineParameters(compiled.sql, compiled.parameters)}) to stdout with (format binary)`));
    const output = new PassThrough();
    output.write(BYTE_ORDER_MARK + csvHeader(columns));
    let released = false;
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      client.release(error);
    };
    copy.on('end', () => release());
    const fail = (error: Error) => {
      release(error);
      output.destroy(error);
    };
    copy.on('error', fail);
    // A client that goes away mid-download ends the COPY by dropping the connection.
    output.on('close', () => {
      if (!copy.readableEnded) release(new Error('download closed'));
    });
    const values = new CopyBinaryValues();
    values.on('error', fail);
    copy.pipe(values).pipe(output);
    return output;
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
}
