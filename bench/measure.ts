import { performance } from 'node:perf_hooks';
import type { ServerProcess } from '../tests/support/serverProcess';

export interface Measurement {
  label: string;
  runs: number;
  /** At the client: the request over loopback HTTP, the answer read and parsed (fetch). */
  median: string;
  p95: string;
  /** The server's own time for the same requests, from its request log (when it keeps one). */
  server?: { median: string; p95: string };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: percentile(sorted, 50).toFixed(1), p95: percentile(sorted, 95).toFixed(1) };
};

/**
 * Times calls 0…runs−1 one after another, after warm-up calls runs and runs+1; fails on any HTTP
 * error. `before(i)`, when given, runs untimed ahead of call i. With `server` (started with its
 * request log), each call's own time on the server is read too.
 */
export async function measure(
  label: string,
  runs: number,
  call: (i: number) => Promise<{ status: number }>,
  { before, server }: { before?: (i: number) => Promise<unknown>; server?: Pick<ServerProcess, 'lastResponseTime'> } = {},
): Promise<Measurement> {
  for (let i = runs; i < runs + 2; i++) await call(i);
  const times: number[] = [];
  const serverTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    await before?.(i);
    const start = performance.now();
    const { status } = await call(i);
    times.push(performance.now() - start);
    if (status >= 400) throw new Error(`${label}: HTTP ${status}`);
    if (server) serverTimes.push(await server.lastResponseTime());
  }
  return { label, runs, ...summary(times), ...(server && { server: summary(serverTimes) }) };
}

/** The same requests measured on one database (its name heads its columns). */
interface Measured {
  database: string;
  results: Measurement[];
}

const medianAndP95 = (time?: { median: string; p95: string }) => (time ? `${time.median} / ${time.p95}` : '-');

/**
 * The same requests on several databases side by side, median / p95 in ms: the server's own time, then either the
 * time at the client or the multiple of the first row's server median (the default the others are held to).
 * Rows go by position; a database that asked its own variant of a request (its busiest broker) names it.
 */
export function sideBySide(measured: Measured[], { multiples = false } = {}): string[] {
  const [first] = measured;
  if (measured.some(({ results }) => results.length !== first.results.length)) throw new Error('sideBySide: the databases measured different requests');
  const label = (i: number) => {
    const variants = measured.slice(1).filter((m) => m.results[i].label !== first.results[i].label);
    return `${first.results[i].label}${variants.map((m) => ` (${m.database}: ${m.results[i].label})`).join('')}`;
  };
  const times = (results: Measurement[], i: number) => `${(Number(results[i].server?.median) / Number(results[0].server?.median)).toFixed(1)}×`;
  const cells = (results: Measurement[], i: number) => [medianAndP95(results[i].server), multiples ? times(results, i) : medianAndP95(results[i])];
  const header = ['request (median / p95 ms)', 'runs', ...measured.flatMap(({ database }) => [`${database}: server`, multiples ? '× default' : 'at the client'])];
  return [
    `| ${header.join(' | ')} |`,
    `|---|---:|${measured.map(() => '---:|---:|').join('')}`,
    ...first.results.map((result, i) => `| ${[label(i), result.runs, ...measured.flatMap(({ results }) => cells(results, i))].join(' | ')} |`),
  ];
}

/** A Markdown table of measurements: the server's time first where it was read, then the client's. */
export function latencyTable(results: Measurement[]): string[] {
  const withServer = results.some((result) => result.server);
  return withServer
    ? [
        '| request | runs | server median ms | server p95 ms | at the client, median ms | p95 ms |',
        '|---|---|---|---|---|---|',
        ...results.map((r) => `| ${r.label} | ${r.runs} | ${r.server?.median ?? '-'} | ${r.server?.p95 ?? '-'} | ${r.median} | ${r.p95} |`),
      ]
    : ['| request | runs | median ms | p95 ms |', '|---|---|---|---|', ...results.map((r) => `| ${r.label} | ${r.runs} | ${r.median} | ${r.p95} |`)];
}
