/**
 * npm run loadtest — 50 concurrent connections against the real server process for LOAD_SECONDS
 * (default 60): the policy list, a search, creating a policy and the dashboard overview, in turn on
 * every connection. Fails on any error or non-2xx answer; writes p50/p99 per request kind to
 * BENCHMARKS.md (section load). Data: a fresh SQLite directory with LOAD_POLICIES policies
 * (default 20,000), or DATABASE_URL's database when set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ApiClient } from '../tests/support/apiClient';
import { samplePolicy } from '../tests/support/policies';
import { ensurePolicies } from './motorPolicies';
import { startServerProcess } from '../tests/support/serverProcess';
import { buildServer } from '../scripts/buildServer';
import { writeSection } from './benchmarksFile';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = 50;
const POLICIES = Number(process.env.LOAD_POLICIES ?? 20_000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-load-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '' };
await ensurePolicies(env, POLICIES);
await buildServer();
const server = await startServerProcess(env);
let failed = false;
try {
  const api = new ApiClient(server.url);
  await api.signUp('load@brokerage.in', 'load-pass-1');
  const auth = { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' };
  let created = 0;
  const kinds = [
    { name: 'policy list, page 1–20', method: 'GET', path: (n: number) => `/api/motor-policy?page=${(n % 20) + 1}&limit=50` },
    { name: 'search', method: 'GET', path: (n: number) => `/api/motor-policy?page=1&limit=50&search=${['Sharma', 'MH12', 'Patel', '0042'][n % 4]}` },
    { name: 'create a policy', method: 'POST', path: () => '/api/motor-policy' },
    { name: 'dashboard overview', method: 'GET', path: (n: number) => `/api/dashboard/overview${n % 2 ? '' : '?from=2025-04-01&to=2026-03-31'}` },
  ];
  const results = [];
  // One kind at a time, so each gets its own p50/p99 under the full 50 connections.
  for (const kind of kinds) {
    let sent = 0;
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS / kinds.length,
      headers: auth,
      requests: [
        {
          method: kind.method as 'GET' | 'POST',
          setupRequest: (request) => {
            const n = sent++;
            if (kind.method !== 'POST') return { ...request, path: kind.path(n) };
            created++;
            return { ...request, path: kind.path(n), body: JSON.stringify(samplePolicy({ policy_number: `LOAD-${process.pid}-${n}` })) };
          },
        },
      ],
    });
    const errors = result.errors + result.non2xx + result.timeouts;
    if (errors) failed = true;
    results.push({ kind: kind.name, requests: result.requests.total, perSecond: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors });
    console.log(`${kind.name}: ${result.requests.total} requests, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${errors} errors`);
  }
  const report = [
    `Taken on ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, Node ${process.versions.node}; ${CONNECTIONS} connections, ${SECONDS / kinds.length} s per kind, ` +
      `${env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'} with ${POLICIES.toLocaleString('en-IN')} policies at the start (${created.toLocaleString('en-IN')} created during the run).`,
    '',
    '| request | requests | per second | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|---:|',
    ...results.map((r) => `| ${r.kind} | ${r.requests.toLocaleString('en-IN')} | ${r.perSecond.toLocaleString('en-IN')} | ${r.p50} | ${r.p99} | ${r.errors} |`),
  ].join('\n');
  console.log(`\n${report}`);
  if (!process.env.CI) writeSection('load', report);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (failed) {
  console.error('Load test failed: some requests errored.');
  process.exitCode = 1;
}
