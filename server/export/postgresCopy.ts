/**
 * CSV straight from PostgreSQL with COPY ... TO STDOUT: the query reads the kept lines
 * (keptCsvLines.ts) and Node only takes them out of COPY's binary format. The binary format passes
 * a line's bytes as they are; the text format would escape its backslashes and line breaks.
 */
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import type { Compilable } from 'kysely';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { BYTE_ORDER_MARK, type CsvColumn, csvHeader } from './csv';
import { MinorCollectingPassThrough } from './minorCollections';

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
/** A row's field count (2 bytes) and its one field's length (4). */
const ROW_PREFIX_BYTES = 6;

/**
 * Takes the values out of COPY's binary format for a query of one non-null column: after the
 * header, each row is a 16-bit field count, a 32-bit length and the bytes; a count of -1 ends it.
 *
 * The values are moved together inside the chunk they came in and passed on as one slice of it,
 * without a new buffer: at a million policies 730 MB pass through, and every megabyte copied is
 * one more that waits, dead, for V8's next collection (the server's memory during an export,
 * BENCHMARKS.md). So this stream must be its source's only reader. Only a unit cut by a chunk's
 * end (the header or a row) is copied, into a buffer of its own.
 */
export class CopyBinaryValues extends Transform {
  /** The start of a header or row that the previous chunk ended in the middle of. */
  private carried: Buffer = Buffer.alloc(0);
  private headerRead = false;
  private ended = false;

  /**
   * The bytes of the unit (header, row or end mark) that starts at `at`, once enough of it is
   * there to tell; throws on a row that is not one column of a non-null value.
   */
  private unitSize(data: Buffer, at: number): number | undefined {
    const available = data.length - at;
    if (!this.headerRead) return available < HEADER_BYTES ? undefined : HEADER_BYTES + data.readUInt32BE(at + HEADER_BYTES - 4);
    if (available < 2) return undefined;
    const fields = data.readInt16BE(at);
    if (fields === -1) return 2;
    if (fields !== 1) throw new Error(`COPY sent a row of ${fields} fields; one was expected`);
    if (available < ROW_PREFIX_BYTES) return undefined;
    const length = data.readInt32BE(at + 2);
    if (length < 0) throw new Error('COPY sent a NULL line');
    return ROW_PREFIX_BYTES + length;
  }

  /** Reads past a whole unit at `at`: where its value's bytes are (a row), or nothing (the header, the end mark). */
  private valueSpan(at: number, size: number): [start: number, end: number] | undefined {
    if (!this.headerRead) {
      this.headerRead = true;
      return undefined;
    }
    if (size === 2) {
      this.ended = true;
      return undefined;
    }
    return [at + ROW_PREFIX_BYTES, at + size];
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.ended) return done();
    try {
      let at = 0;
      if (this.carried.length) {
        // Enough of this chunk to finish the carried unit, read from a copy of the two joined.
        const joined = Buffer.concat([this.carried, chunk.subarray(0, HEADER_BYTES)]);
        const size = this.unitSize(joined, 0);
        if (size === undefined || this.carried.length + chunk.length < size) {
          this.carried = Buffer.concat([this.carried, chunk]);
          return done();
        }
        const unit = size <= joined.length ? joined.subarray(0, size) : Buffer.concat([this.carried, chunk.subarray(0, size - this.carried.length)]);
        at = size - this.carried.length;
        this.carried = Buffer.alloc(0);
        const value = this.valueSpan(0, size);
        if (value) this.push(unit.subarray(...value));
      }
      const begin = at;
      let written = at;
      while (!this.ended) {
        const size = this.unitSize(chunk, at);
        if (size === undefined || at + size > chunk.length) break;
        const value = this.valueSpan(at, size);
        if (value) {
          chunk.copyWithin(written, ...value);
          written += value[1] - value[0];
        }
        at += size;
      }
      this.carried = this.ended ? Buffer.alloc(0) : chunk.subarray(at);
      if (written > begin) this.push(chunk.subarray(begin, written));
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback) {
    done(this.carried.length ? new Error('COPY ended in the middle of a row') : undefined);
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
    const output = new MinorCollectingPassThrough();
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
