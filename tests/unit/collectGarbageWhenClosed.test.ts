/** One full collection when a download ends, however it ends (server/export/collectGarbageWhenClosed.ts). */
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectGarbageWhenClosed } from '../../server/export/collectGarbageWhenClosed';

const originalGc = globalThis.gc;
afterEach(() => {
  globalThis.gc = originalGc;
});

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('garbage collection after a download', () => {
  it('collects once when the response closes, not before', async () => {
    const gc = vi.fn();
    globalThis.gc = gc as unknown as NodeJS.GCFunction;
    const response = new EventEmitter() as ServerResponse;
    collectGarbageWhenClosed(response);
    await nextTurn();
    expect(gc).not.toHaveBeenCalled();
    response.emit('close');
    response.emit('close');
    await nextTurn();
    expect(gc).toHaveBeenCalledTimes(1);
  });

  it('does nothing where the server runs without --expose-gc', async () => {
    globalThis.gc = undefined;
    const response = new EventEmitter() as ServerResponse;
    collectGarbageWhenClosed(response);
    // A throw in the callback would fail the run as an uncaught error.
    expect(() => response.emit('close')).not.toThrow();
    await nextTurn();
  });
});
