/**
 * Runs in a worker thread: reads documents sent by the sandbox, one at a time. A document that
 * hangs or exhausts memory takes this thread down, not the server.
 */
import { parentPort } from 'node:worker_threads';
import { documentLines, extractDocument, ExtractionError } from '../extraction/extractDocument';
import { learnLayout } from '../extraction/layoutTemplate';
import type { SandboxTask } from './extractionSandbox';

async function perform(task: SandboxTask) {
  if (task.kind === 'extract') return extractDocument(task.bytes, task.templates);
  return learnLayout((await documentLines(task.bytes)).lines, task.rows);
}

parentPort!.on('message', async ({ id, task }: { id: number; task: SandboxTask }) => {
  try {
    parentPort!.postMessage({ id, result: await perform(task) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    parentPort!.postMessage({ id, error: message, permanent: error instanceof ExtractionError });
  }
});
