import type { ManagedTimerId, TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** Timers this long or longer are grouped; shorter ones (retries, debounces) stay exact. */
const GROUPED_FROM_MS = 1000;
/** How late a grouped timer may run, so the timers falling due within it run on one wake-up. */
const LATENESS_MS = 1000;

/**
 * A react-query TimeoutProvider (its documented way to "coalesce timeouts") that keeps the long
 * timers (each query's garbage collection five minutes after its last screen closes, and each
 * screen's staleTime) in a list behind one browser timer. A page of fifty rows sets and clears
 * several hundred of them while it renders: react-admin caches every row as its own record query
 * and each row checks access twice. Each browser setTimeout or clearTimeout is cheap, but a traced
 * page load (Lighthouse's) records a stack for every one: with the notifications below, about
 * 0.3 s of the Policy List's load in a CPU profile taken by hand inside a Lighthouse run
 * (BENCHMARKS.md). A grouped timer runs at
 * most a second late.
 */
export function createCoalescedTimeouts(): TimeoutProvider {
  const waiting = new Map<number, { due: number; callback: TimeoutCallback }>();
  let lastId = 0;
  let wakeUp: { at: number; timer: ReturnType<typeof setTimeout> } | undefined;

  const arm = (at: number) => {
    if (wakeUp && wakeUp.at <= at) return;
    if (wakeUp) clearTimeout(wakeUp.timer);
    wakeUp = { at, timer: setTimeout(runDue, Math.max(0, at - Date.now())) };
  };

  function runDue() {
    wakeUp = undefined;
    const now = Date.now();
    let next = Infinity;
    for (const [id, timer] of waiting) {
      if (timer.due <= now) {
        waiting.delete(id);
        timer.callback();
      } else next = Math.min(next, timer.due);
    }
    if (next !== Infinity) arm(next + LATENESS_MS);
  }

  return {
    setTimeout(callback, delay) {
      if (delay < GROUPED_FROM_MS) return setTimeout(callback, delay) as unknown as ManagedTimerId;
      // Negative ids cannot be mistaken for the browser's own, which are positive.
      const id = -++lastId;
      const due = Date.now() + delay;
      waiting.set(id, { due, callback });
      arm(due + LATENESS_MS);
      return id;
    },
    clearTimeout(id) {
      if (typeof id === 'number' && id < 0) waiting.delete(id);
      else clearTimeout(id as Parameters<typeof clearTimeout>[0]);
    },
    setInterval: (callback, delay) => setInterval(callback, delay) as unknown as ManagedTimerId,
    clearInterval: (id) => clearInterval(id as Parameters<typeof clearInterval>[0]),
  };
}

/**
 * A react-query notification scheduler (notifyManager.setScheduler). The default sets a browser
 * setTimeout(0) for every notification (every query a screen watches, each time it changes); this
 * one sets one for all the notifications waiting, which then run in the order they came, in the
 * same next task as before.
 */
export function createSharedTickScheduler() {
  let waiting: (() => void)[] = [];
  const runWaiting = () => {
    const due = waiting;
    waiting = [];
    for (const callback of due) callback();
  };
  return (callback: () => void) => {
    waiting.push(callback);
    if (waiting.length === 1) setTimeout(runWaiting, 0);
  };
}
