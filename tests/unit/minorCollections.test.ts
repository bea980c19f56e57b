/** Minor collections while a PostgreSQL export streams (server/export/minorCollections.ts). */
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MINOR_COLLECTION_EVERY_BYTES, MinorCollectingPassThrough } from '../../server/export/minorCollections';

const originalGc = globalThis.gc;
afterEach(() => {
  globalThis.gc = originalGc;
});

const MB = 1024 * 1024;
const chunks = (count: number, size: number) => Array.from({ length: count }, (_, index) => Buffer.alloc(size, 65 + (index % 26)));

describe('minor collections during an export', () => {
  it('passes every byte on in order and collects after every 8 MB', async () => {
    const gc = vi.fn();
    globalThis.gc = gc as unknown as NodeJS.GCFunction;
    const sent = chunks(20, MB);
    const received = await buffer(Readable.from(sent).pipe(new MinorCollectingPassThrough()));
    expect(received.equals(Buffer.concat(sent))).toBe(true);
    expect(gc).toHaveBeenCalledTimes(Math.floor((20 * MB) / MINOR_COLLECTION_EVERY_BYTES));
    expect(gc).toHaveBeenCalledWith({ type: 'minor' });
  });

  it('passes the export on where the server runs without --expose-gc', async () => {
    globalThis.gc = undefined;
    const sent = chunks(10, MB);
    const received = await buffer(Readable.from(sent).pipe(new MinorCollectingPassThrough()));
    expect(received.length).toBe(10 * MB);
  });
});
