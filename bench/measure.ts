import { performance } from 'node:perf_hooks';

export interface Measurement {
  label: string;
  runs: number;
  median: string;
  p95: string;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Times calls 0…runs−1 one after another, after warm-up calls runs and runs+1; fails on any HTTP
 * error. `before(i)`, when given, runs untimed ahead of call i.
 */
export async function measure(
  label: string,
  runs: number,
  call: (i: number) => Promise<{ status: number }>,
  before?: (i: number) => Promise<unknown>,
): Promise<Measurement> {
  for (let i = runs; i < runs + 2; i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await before?.(i);
    const start = performance.now();
    const { status } = await call(i);
    times.push(performance.now() - start);
    if (status >= 400) throw new Error(`${label}: HTTP ${status}`);
  }
  times.sort((a, b) => a - b);
  return { label, runs, median: percentile(times, 50).toFixed(1), p95: percentile(times, 95).toFixed(1) };
}
