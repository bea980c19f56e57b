/**
 * Runs in a worker thread: reads documents sent by the sandbox, one at a time. A document that
 * hangs or exhausts memory takes this thread down, not the server.
 */
import { parentPort } from 'node:worker_threads';
import { extractFromModel, ExtractionError, readDocument } from '../extraction/extractDocument';
import { learnLayout } from '../extraction/layouts/learnLayout';
import { imageToPdf } from '../extraction/uploadedDocument';
import type { SandboxTask } from './extractionSandbox';

async function perform(task: SandboxTask) {
  if (task.kind === 'imageToPdf') {
    // An image that cannot be decoded will not decode next time either.
    return imageToPdf(task.bytes, task.format).catch((error: unknown) => {
      throw new ExtractionError(error instanceof Error ? error.message : String(error));
    });
  }
  const model = await readDocument(task.bytes);
  if (task.kind === 'extract') return extractFromModel(model, task.layouts);
  return learnLayout(model, task.rows, task.choices, task.recordValues);
}

parentPort!.on('message', async ({ id, task }: { id: number; task: SandboxTask }) => {
  try {
    parentPort!.postMessage({ id, result: await perform(task) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    parentPort!.postMessage({ id, error: message, permanent: error instanceof ExtractionError });
  }
});
