/**
 * Download CSV of every policy through the Policy List in headless Chromium, over the benchmark's
 * SQLite database (`npm run build` first): from the click to 'CSV file downloaded successfully!',
 * and the file written. A list this size goes to a file the user picks
 * (resources/core/downloadDestination.ts); a headless browser cannot show the save dialog, so a
 * file in the page's origin-private file system stands in for the one picked, written through the
 * same stream interface.
 */
import path from 'node:path';
import { ApiClient } from '../tests/support/apiClient';
import { launchBrowser } from '../tests/support/browser';
import { startServerProcess } from '../tests/support/serverProcess';
import { signInBenchAccount } from './account';

const PICKED_FILE = 'motor-policies.csv';

export interface BrowserDownload {
  rows: number;
  megabytes: number;
  seconds: number;
}

export async function browserDownload(env: { DATA_DIR: string; DATABASE_URL: string }): Promise<BrowserDownload> {
  const server = await startServerProcess({ ...env, UI_DIR: path.resolve('dist') });
  const browser = await launchBrowser();
  try {
    const session = await signInBenchAccount(new ApiClient(server.url));
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(
      ({ token, user, fileName }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
        (window as Window & { showSaveFilePicker?: unknown }).showSaveFilePicker = async () =>
          (await navigator.storage.getDirectory()).getFileHandle(fileName, { create: true });
      },
      { token: session.access_token, user: session.user, fileName: PICKED_FILE },
    );
    await page.goto(`${server.url}/panel/policies`);
    // The total of the whole list, which decides where the file goes.
    await page.getByText(/^1-50 of /).waitFor({ timeout: 60_000 });

    const started = performance.now();
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await page.getByText('CSV file downloaded successfully!').waitFor({ timeout: 300_000 });
    const seconds = (performance.now() - started) / 1000;

    const { bytes, lines } = await page.evaluate(async (fileName) => {
      const file = await (await (await navigator.storage.getDirectory()).getFileHandle(fileName)).getFile();
      let newlines = 0;
      const reader = file.stream().getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (let i = 0; i < value.length; i++) if (value[i] === 10) newlines++;
      }
      return { bytes: file.size, lines: newlines };
    }, PICKED_FILE);
    return { rows: lines - 1, megabytes: Math.round(bytes / 1e6), seconds };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function browserDownloadReport(result: BrowserDownload) {
  return [
    `Headless Chromium, the Policy List with no search, Download CSV to the click's success message: ` +
      `${result.rows.toLocaleString('en-IN')} rows, ${result.megabytes} MB written to the picked file in ${result.seconds.toFixed(1)} s ` +
      `= ${Math.round(result.rows / result.seconds).toLocaleString('en-IN')} rows/s.`,
    '',
  ].join('\n');
}
