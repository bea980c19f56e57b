/**
 * A full garbage collection once a download has ended, however it ended. An export passes the
 * whole file through Buffers (730 MB at a million policies). V8 frees most of them at its next
 * minor collection, but those still queued in the streams at that moment move to the old
 * generation, where only a full collection frees them, and an idle server may not run one for
 * minutes: after an export of every policy the server kept 20–30 MB of them, and the next export
 * started from there (`npm run bench`, PostgreSQL, a million policies). One full
 * collection takes some tens of milliseconds, once per download.
 *
 * `gc` exists where the server runs with --expose-gc, as `npm run serve` starts it.
 */
import type { ServerResponse } from 'node:http';

export function collectGarbageWhenClosed(response: ServerResponse) {
  response.once('close', () => setImmediate(() => globalThis.gc?.()));
}
