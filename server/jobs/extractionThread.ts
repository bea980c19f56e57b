/**
 * Runs in a worker thread: reads documents sent by the sandbox, one at a time. A document that
 * hangs or exhausts memory takes this thread down, not the server.
 */
import { parentPort } from 'node:worker_threads';
import { extractDocument, ExtractionError } from '../extraction/extractDocument';

parentPort!.on('message', async ({ id, bytes }: { id: number; bytes: Uint8Array }) => {
  try {
    parentPort!.postMessage({ id, result: await extractDocument(bytes) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    parentPort!.postMessage({ id, error: message, permanent: error instanceof ExtractionError });
  }
});
