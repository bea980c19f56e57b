/**
 * A PostgreSQL export passes the whole file through the Buffers its socket reads (730 MB at a
 * million policies), each dead once written on to the client. They live outside V8's heap and add
 * almost nothing to it, so the heap's own minor collections, which would free them, come seldom; V8
 * counts them only once some tens of megabytes have piled up, and by then they were half of the
 * server's memory at an export's peak (BENCHMARKS.md). Asking for a minor collection after every
 * 8 MB frees them as they die: by hand at a million policies, the first export after the benchmark's
 * requests peaked at 123–144 MB in six runs (128–133 in the last three) against 145–148 MB in three
 * without, the second at 99–110 MB against 122–134, and the first took 1.7–2.1 s against 2.7–3.0 s.
 * A minor collection takes under a millisecond.
 *
 * `gc` exists where the server runs with --expose-gc, as `npm run serve` starts it.
 */
import { PassThrough, type TransformCallback } from 'node:stream';

export const MINOR_COLLECTION_EVERY_BYTES = 8 * 1024 * 1024;

/** Passes its chunks on, and runs a minor garbage collection after every MINOR_COLLECTION_EVERY_BYTES of them. */
export class MinorCollectingPassThrough extends PassThrough {
  private sinceCollection = 0;

  override _transform(chunk: Buffer, encoding: BufferEncoding, done: TransformCallback) {
    this.sinceCollection += chunk.length;
    if (this.sinceCollection >= MINOR_COLLECTION_EVERY_BYTES) {
      this.sinceCollection = 0;
      globalThis.gc?.({ type: 'minor' });
    }
    super._transform(chunk, encoding, done);
  }
}
