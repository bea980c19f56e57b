/**
 * Lighthouse performance scores of the built app (`npm run build` first), served by the real
 * server with Debian's Chromium: the landing and login pages signed out, the dashboard and the
 * Policy List signed in, over the benchmark database (a million policies on SQLite). Each page is
 * scored with Lighthouse's default mobile profile (simulated slow 4G, 4x slower CPU), the same
 * phone with the throttling applied to the real load, and its desktop preset; the median of RUNS
 * runs is kept, as Lighthouse's own docs advise.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Config } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { ApiClient } from '../tests/support/apiClient';
import { FIRST_ROWS_MARK } from '../src/performanceMarks';
import { CHROMIUM } from '../tests/support/browser';
import { startServerProcess } from '../tests/support/serverProcess';
import { signInBenchAccount } from './account';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const DEBUGGING_PORT = 9333;

const PAGES = [
  { name: 'Landing page', path: '/', signedIn: false, target: 0.9 },
  { name: 'Login page', path: '/login', signedIn: false, target: 0.9 },
  // Issue 37: 0.9 on the phone with the throttling applied (issue 9 had asked 0.8).
  { name: 'Dashboard', path: '/panel', signedIn: true, target: 0.9 },
  { name: 'Policy List', path: '/panel/policies', signedIn: true, target: 0.9 },
] as const;

/**
 * Lighthouse's default mobile profile simulates the phone: it times the load unthrottled and
 * estimates from that trace what a slow CPU and network would take (its "simulate" method).
 * The estimate treats files the page asks for early (the module preloads server/ui/pageHtml.ts
 * lists) as holding up the first paint, so the same phone is also measured with the throttling
 * applied to the real load ("devtools" method), which shows what a phone actually waits for.
 */
const PROFILES: { name: string; config?: Config }[] = [
  { name: 'mobile' },
  { name: 'mobile, applied', config: { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools' } } },
  { name: 'desktop', config: desktopConfig },
];

interface Score {
  page: string;
  profile: string;
  target: number;
  score: number;
  metrics: Record<string, string>;
}

/** The longest main-thread task Lighthouse saw (what a tap waits for at worst while the page loads). */
function longestTask(audit: { details?: unknown } | undefined) {
  const items = (audit?.details as { items?: { duration: number }[] } | undefined)?.items ?? [];
  return items.length ? `${Math.round(Math.max(...items.map((item) => item.duration))).toLocaleString('en-IN')} ms` : '-';
}

/** Time the main thread spent running JavaScript (Lighthouse's main-thread breakdown). */
function scriptEvaluation(audit: { details?: unknown } | undefined) {
  const groups = (audit?.details as { items?: { group: string; duration: number }[] } | undefined)?.items ?? [];
  const duration = groups.find((item) => item.group === 'scriptEvaluation')?.duration;
  return duration === undefined ? '-' : `${(duration / 1000).toFixed(1)} s`;
}

/**
 * When a list's first rows were on the page (the mark ResponsiveList sets), from the start of the
 * load. Only a run with the throttling applied times it as a phone would: the simulated profiles
 * estimate Lighthouse's own metrics, not the page's marks, which they report as measured unthrottled.
 */
function firstRows(audit: { details?: unknown } | undefined) {
  const items = (audit?.details as { items?: { name: string; startTime: number }[] } | undefined)?.items ?? [];
  const mark = items.find((item) => item.name === FIRST_ROWS_MARK);
  return mark ? `${(mark.startTime / 1000).toFixed(1)} s` : '-';
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run; a run whose trace came out broken (NO_NAVSTART now and then) is run again. */
async function audit(url: string, config: Config | undefined, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port: DEBUGGING_PORT, onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error', output: 'json' }, config);
    const error = result ? result.lhr.runtimeError : { message: 'no result' };
    if (!error) return result!.lhr;
    if (attempt === attempts) throw new Error(`Lighthouse on ${url}: ${error.message}`);
  }
}

export async function lighthouseScores(env: { DATA_DIR: string; DATABASE_URL: string }): Promise<Score[]> {
  if (!fs.existsSync('dist/index.html')) throw new Error('Build the UI first: npm run build');
  const server = await startServerProcess({ ...env, UI_DIR: path.resolve('dist') });
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'));
  // A persistent context is Chromium's default profile, which the tabs Lighthouse opens share.
  const browser = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  try {
    const session = await signInBenchAccount(new ApiClient(server.url));
    const page = browser.pages()[0] ?? (await browser.newPage());
    const storeSession = (signedIn: boolean) =>
      page.evaluate(
        ({ token, user, signedIn }) => {
          localStorage.clear();
          if (signedIn) {
            localStorage.setItem('token', token);
            localStorage.setItem('user', JSON.stringify(user));
          }
        },
        { token: session.access_token, user: session.user, signedIn },
      );
    await page.goto(`${server.url}/api/health`);
    // The session must survive Lighthouse's storage reset, so the reset is off; the HTTP cache is
    // emptied before every run instead, so each run downloads the app as a first visit does.
    const devtools = await browser.newCDPSession(page);
    const emptyCache = () => devtools.send('Network.clearBrowserCache');

    const scores: Score[] = [];
    for (const { name, path: pagePath, signedIn, target } of PAGES) {
      await storeSession(signedIn);
      for (const profile of PROFILES) {
        const runs: Omit<Score, 'page' | 'profile' | 'target'>[] = [];
        for (let run = 0; run < RUNS; run++) {
          await emptyCache();
          const { categories, audits, environment } = await audit(`${server.url}${pagePath}`, profile.config);
          runs.push({
            score: categories.performance.score ?? 0,
            metrics: {
              ...Object.fromEntries(
                ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].map((id) => [id, audits[id]?.displayValue ?? '']),
              ),
              'longest-task': longestTask(audits['long-tasks']),
              'script-evaluation': scriptEvaluation(audits['mainthread-work-breakdown']),
              'benchmark-index': String(Math.round(environment.benchmarkIndex)),
              'first-rows': profile.config?.settings?.throttlingMethod === 'devtools' ? firstRows(audits['user-timings']) : '-',
            },
          });
        }
        const kept = runs.find((run) => run.score === median(runs.map((each) => each.score)))!;
        scores.push({ page: name, profile: profile.name, target, ...kept });
        console.log(`  ${name} (${profile.name}): ${kept.score.toFixed(2)}`);
      }
    }
    return scores;
  } finally {
    await browser.close();
    fs.rmSync(profileDir, { recursive: true, force: true });
    await server.stop();
  }
}

const METRIC_COLUMNS = [
  ['First contentful paint', 'first-contentful-paint'],
  ['Largest contentful paint', 'largest-contentful-paint'],
  ['First rows', 'first-rows'],
  ['Total blocking time', 'total-blocking-time'],
  ['Longest task', 'longest-task'],
  ['Script evaluation', 'script-evaluation'],
  ['Layout shift', 'cumulative-layout-shift'],
  ['CPU index', 'benchmark-index'],
] as const;

/** One row a page, each cell its profiles' figures in the order of the header. */
export function lighthouseReport(scores: Score[]): string {
  const pages = [...new Set(scores.map((score) => score.page))];
  const profiles = [...new Set(scores.map((score) => score.profile))];
  const row = (page: string) => {
    const ofPage = profiles.map((profile) => scores.find((score) => score.page === page && score.profile === profile)!);
    const cell = (of: (score: Score) => string) => ofPage.map(of).join(' / ');
    return `| ${page} | ${cell(({ score }) => `**${score.toFixed(2)}**`)} | ${ofPage[0].target} | ${METRIC_COLUMNS.map(([, key]) => cell(({ metrics }) => metrics[key])).join(' | ')} |`;
  };
  return [
    `| Page (${profiles.join(' / ')}) | Performance | Target | ${METRIC_COLUMNS.map(([title]) => title).join(' | ')} |`,
    `|---|${'---|'.repeat(METRIC_COLUMNS.length + 2)}`,
    ...pages.map(row),
  ].join('\n');
}
