import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescedTimeouts, createSharedTickScheduler } from '../../src/queryTimers';

describe('react-query timers grouped behind one timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a long timer once it is due, at most a second late, and one browser timer serves many', () => {
    const timers = createCoalescedTimeouts();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('first'), 300_000);
    vi.advanceTimersByTime(100);
    timers.setTimeout(() => ran.push('second'), 300_000);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(299_899);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1_001);
    expect(ran).toEqual(['first', 'second']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never runs a cleared timer, and wakes up earlier for a shorter one set later', () => {
    const timers = createCoalescedTimeouts();
    const ran: string[] = [];
    const cleared = timers.setTimeout(() => ran.push('cleared'), 60_000);
    timers.setTimeout(() => ran.push('long'), 300_000);
    timers.clearTimeout(cleared);
    timers.setTimeout(() => ran.push('short'), 5_000);
    vi.advanceTimersByTime(6_000);
    expect(ran).toEqual(['short']);
    vi.advanceTimersByTime(300_000);
    expect(ran).toEqual(['short', 'long']);
  });

  it('leaves timers under a second to the browser, exact and cancellable', () => {
    const timers = createCoalescedTimeouts();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('retry'), 500);
    const cancelled = timers.setTimeout(() => ran.push('cancelled'), 300);
    timers.clearTimeout(cancelled);
    vi.advanceTimersByTime(500);
    expect(ran).toEqual(['retry']);
  });

  it('sends waiting notifications in order on one shared tick', () => {
    const schedule = createSharedTickScheduler();
    const ran: number[] = [];
    schedule(() => ran.push(1));
    schedule(() => ran.push(2));
    expect(vi.getTimerCount()).toBe(1);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(ran).toEqual([1, 2]);
    schedule(() => ran.push(3));
    vi.advanceTimersByTime(0);
    expect(ran).toEqual([1, 2, 3]);
  });
});
