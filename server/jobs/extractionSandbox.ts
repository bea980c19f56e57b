/**
 * Reads documents in a worker thread with a heap limit and a time limit, one document at a time so
 * each has the whole budget: a document that runs out of memory fails alone, not the ones waiting
 * behind it. On a timeout or a crash the thread is terminated and a fresh one is started for the
 * next document. The time limit counts from when a document's turn comes.
 */
import { Worker } from 'node:worker_threads';
import type { SampleRow } from '../extraction/layouts/learnLayout';
import type { LayoutTemplate } from '../extraction/layouts/readLayout';
import type { PolicyExtraction } from '../extraction/readPolicy';
import type { LearnedLayout, SampleReport } from '../../resources/policyConfigurations/declaration';

/** What the thread does with a document: read its policy fields, or learn its layout from the values it prints. */
export type SandboxTask =
  | { kind: 'extract'; bytes: Uint8Array; layouts: LayoutTemplate[] }
  | { kind: 'learn'; bytes: Uint8Array; rows: SampleRow[]; choices: Record<string, number>; recordValues: string[] }
  | { kind: 'imageToPdf'; bytes: Uint8Array; format: 'png' | 'jpeg' };

interface SandboxResults {
  extract: PolicyExtraction;
  learn: { learned: LearnedLayout; report: SampleReport };
  imageToPdf: Uint8Array;
}

export class ExtractionFailure extends Error {
  constructor(
    message: string,
    /** True when retrying cannot help (not a PDF, no text, password protected). */
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

const duration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`);

const THREAD = new URL('./extractionThread.mjs', import.meta.url);

export class ExtractionSandbox {
  private worker?: Worker;
  private nextId = 0;
  /** The last document's turn: the next one starts when it has settled. */
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(private readonly limits: { timeoutMs: number; memoryMb: number }) {}

  private thread(): Worker {
    if (!this.worker) {
      this.worker = new Worker(THREAD, {
        resourceLimits: { maxOldGenerationSizeMb: this.limits.memoryMb },
      });
      // Each run listens for errors while it waits. A thread that a run has already given up on
      // (timed out, then terminated) can still emit one, and an 'error' with no listener would crash
      // the whole process, so this one stays for the thread's life.
      this.worker.on('error', () => {});
      this.worker.unref();
    }
    return this.worker;
  }

  /** Reads a document's policy fields, with the configured and learned layouts. */
  extract(bytes: Uint8Array, layouts: LayoutTemplate[] = []) {
    return this.run({ kind: 'extract', bytes, layouts });
  }

  /** Learns a layout from a document and the values it prints (a configuration's sample, or a reviewed extraction). */
  learn(bytes: Uint8Array, rows: SampleRow[], choices: Record<string, number> = {}, recordValues: string[] = []) {
    return this.run({ kind: 'learn', bytes, rows, choices, recordValues });
  }

  /** A photo or scan as a one-page PDF, decoded here rather than on the server's own thread. */
  imageToPdf(bytes: Uint8Array, format: 'png' | 'jpeg') {
    return this.run({ kind: 'imageToPdf', bytes, format });
  }

  private run<T extends SandboxTask>(task: T): Promise<SandboxResults[T['kind']]> {
    const turn = this.queue.then(() => this.runNow(task));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private runNow<T extends SandboxTask>(task: T): Promise<SandboxResults[T['kind']]> {
    if (this.closed) return Promise.reject(new ExtractionFailure('The server is stopping.', false));
    const worker = this.thread();
    const id = this.nextId++;
    return new Promise<SandboxResults[T['kind']]>((resolve, reject) => {
      const cleanup = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const discard = (failure: ExtractionFailure) => {
        cleanup();
        if (this.worker === worker) this.worker = undefined;
        void worker.terminate();
        reject(failure);
      };
      const onMessage = (message: { id: number; result?: SandboxResults[T['kind']]; error?: string; permanent?: boolean }) => {
        if (message.id !== id) return;
        cleanup();
        if (message.error !== undefined) reject(new ExtractionFailure(message.error, Boolean(message.permanent)));
        else resolve(message.result!);
      };
      // Out of memory is no accident: the same document would need as much again, so it is not retried.
      const onError = (error: Error & { code?: string }) =>
        discard(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new ExtractionFailure(`Reading the PDF needed more than ${this.limits.memoryMb} MB of memory.`, true)
            : new ExtractionFailure(`Reading the PDF crashed (${error.message}).`, false),
        );
      const onExit = () => discard(new ExtractionFailure('Reading the PDF stopped unexpectedly.', false));
      const timer = setTimeout(
        () => discard(new ExtractionFailure(`Reading the PDF took longer than ${duration(this.limits.timeoutMs)}.`, false)),
        this.limits.timeoutMs,
      );
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ id, task });
    });
  }

  async close() {
    this.closed = true;
    await this.worker?.terminate();
    this.worker = undefined;
  }
}
