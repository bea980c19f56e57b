/** COPY's binary format taken apart however the network cuts it (server/export/postgresCopy.ts). */
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { CopyBinaryValues } from '../../server/export/postgresCopy';

/** What PostgreSQL sends for a one-column COPY ... (format binary) of `values`. */
function copyBinary(values: string[], extension = Buffer.alloc(0)) {
  const header = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(4), Buffer.alloc(4), extension]);
  header.writeUInt32BE(extension.length, 15);
  const rows = values.map((value) => {
    const bytes = Buffer.from(value);
    const row = Buffer.alloc(6);
    row.writeInt16BE(1, 0);
    row.writeInt32BE(bytes.length, 2);
    return Buffer.concat([row, bytes]);
  });
  const trailer = Buffer.alloc(2);
  trailer.writeInt16BE(-1, 0);
  return Buffer.concat([header, ...rows, trailer]);
}

/** The values read from `chunks`, each passed as a copy of its own: the stream rewrites what it is given. */
const valuesOf = async (chunks: Buffer[]) =>
  (await buffer(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(new CopyBinaryValues()))).toString();

describe('COPY binary values', () => {
  const lines = ['a,"b, ""c""\\d"\n', 'शर्मा,\n', '\n', `"${'x'.repeat(70_000)}"\n`];

  it('passes each value on as its bytes, in one chunk or cut anywhere', async () => {
    const data = copyBinary(lines, Buffer.from('ext'));
    expect(await valuesOf([data])).toBe(lines.join(''));
    expect(await valuesOf([...data].map((byte) => Buffer.from([byte])))).toBe(lines.join(''));
    expect(await valuesOf([data.subarray(0, 10), data.subarray(10, 25), data.subarray(25, 40_000), data.subarray(40_000)])).toBe(lines.join(''));
  });

  it('reads the same values whichever two or three pieces the data comes in', async () => {
    const short = ['a,b\n', '"शर्मा"\n', '\n', 'x,y,z\n'];
    const data = copyBinary(short, Buffer.from('ext'));
    for (let first = 0; first <= data.length; first++) {
      expect(await valuesOf([data.subarray(0, first), data.subarray(first)])).toBe(short.join(''));
      for (let second = first; second <= data.length; second += 7) {
        expect(await valuesOf([data.subarray(0, first), data.subarray(first, second), data.subarray(second)])).toBe(short.join(''));
      }
    }
  });

  it('passes the values on inside the chunk they came in, not in a copy', async () => {
    const chunk = copyBinary(lines);
    const passed = await Readable.from([chunk]).pipe(new CopyBinaryValues()).toArray();
    expect(passed).toHaveLength(1);
    expect(passed[0].buffer).toBe(chunk.buffer);
  });

  it('fails rather than give a partial file when COPY stops in the middle of a row', async () => {
    const data = copyBinary(lines);
    await expect(valuesOf([data.subarray(0, data.length - 100)])).rejects.toThrow('COPY ended in the middle of a row');
  });
});
