/**
 * Learning from a review, in the browser: a schedule whose engine number is printed as
 * "Prime Mover Serial" is read without it; the reviewer sees where each value was read (the PDF drawn
 * by pdf.js, the focused field's box outlined), types the engine number and saves; the next
 * document of that layout is read with it, by the learned layout the extraction list names.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from '../support/axe';
import { browserAvailable } from '../support/browser';
import { engineNumber, unknownLabelSchedule } from '../support/unknownLabelSchedule';
import { signedInPanel } from '../support/panelPage';
import { TEST_COMMISSIONS } from '../support/uploads';

const LEARNED_LAYOUT = 'Kaveri General Insurance Co. Ltd. (learned)';

/** Whether `inner`'s box lies within `outer`'s, as drawn on the screen. */
async function drawnWithin(inner: Locator, outer: Locator) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b || a.width < 2 || a.height < 2) return false;
  return a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;
}

describe.skipIf(!browserAvailable())('a reviewer corrects a field and the next document of the layout reads it right', () => {
  const panel = signedInPanel('kiran@brokerage.in', 'kiran-secret-1');
  let page: Page;
  let files: string[];
  beforeAll(async () => {
    ({ page } = panel);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'learning-'));
    files = await Promise.all(
      [0, 1].map(async (index) => {
        const file = path.join(folder, `kaveri-${index + 1}.pdf`);
        fs.writeFileSync(file, await unknownLabelSchedule(index));
        return file;
      }),
    );
  });
  const { field } = panel;

  async function upload(file: string) {
    await page.getByRole('menuitem', { name: 'Upload Policy' }).click();
    await page.locator('input[type=file]').setInputFiles(file);
    await field('Commission Receivable OD (%)').fill(TEST_COMMISSIONS.commission_receivable_od);
    await field('Commission Receivable TP (%)').fill(TEST_COMMISSIONS.commission_receivable_tp);
    await field('Commission Payable OD (%)').fill(TEST_COMMISSIONS.commission_payable_od);
    await field('Commission Payable TP (%)').fill(TEST_COMMISSIONS.commission_payable_tp);
    await page.getByRole('button', { name: 'UPLOAD' }).click();
    await page.waitForURL('**/panel/extractionQueue');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: path.basename(file), exact: true }) });
    await row.getByText('Success', { exact: true }).waitFor({ timeout: 30_000 });
    return row;
  }

  async function openReview(file: string) {
    await page.getByRole('button', { name: `Review ${path.basename(file)}` }).click();
    const dialog = page.getByRole('dialog', { name: /Update Extracted Policy/ });
    await dialog.getByRole('img', { name: `Page 1 of 1, ${path.basename(file)}` }).waitFor();
    return dialog;
  }

  it('outlines on the drawn PDF where a focused field was read, and nothing for a field that was not read', async () => {
    await upload(files[0]);
    const dialog = await openReview(files[0]);
    const pdfPage = dialog.getByRole('img', { name: /^Page 1 of 1/ });
    const outline = dialog.locator('[data-highlight="value"]');
    expect(await outline.count()).toBe(0);

    await field('Policy Number', dialog).focus();
    await outline.waitFor();
    expect(await outline.isVisible()).toBe(true);
    expect(await drawnWithin(outline, pdfPage)).toBe(true);
    // The Policy Number's value is printed on the first row, right of its label, in the page's upper half.
    const [box, drawn] = [(await outline.boundingBox())!, (await pdfPage.boundingBox())!];
    expect((box.x - drawn.x) / drawn.width).toBeGreaterThan(0.25);
    expect((box.y - drawn.y) / drawn.height).toBeLessThan(0.2);
    expect(await dialog.locator('[data-highlight="label"]').isVisible()).toBe(true);
    await panel.shot('review-highlight');
    // axe evaluated rather than added as a script tag, which the panel's Content-Security-Policy refuses.
    await page.evaluate(fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Zoomed past the pane's width, the outline is scrolled into the pane's view.
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await dialog.getByText('200%').waitFor();
    await expect.poll(() => drawnWithin(outline, dialog.locator('[data-pdf-pane]'))).toBe(true);
    await panel.shot('review-highlight-zoomed');

    // "Prime Mover Serial" is no wording the reader knows: the engine number was not read, so nothing is outlined for it.
    expect(await field('Engine Number', dialog).inputValue()).toBe('');
    await field('Engine Number', dialog).focus();
    await expect.poll(() => outline.count()).toBe(0);
  });

  it('saves the corrected engine number, and the layout learns it', async () => {
    const dialog = page.getByRole('dialog', { name: /Update Extracted Policy/ });
    await field('Engine Number', dialog).fill(engineNumber(0));
    await dialog.getByRole('button', { name: 'Create Policy' }).click();
    await page.getByText('Policy created successfully!').waitFor();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await page.getByRole('menuitem', { name: 'Learned Layouts' }).click();
    await page.waitForURL('**/panel/learned-layouts');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: LEARNED_LAYOUT, exact: true }) });
    await row.waitFor();
    expect(await row.getByRole('cell', { name: 'Engine Number', exact: true }).isVisible()).toBe(true);
    expect(await row.getByRole('cell', { name: 'kaveri-1.pdf', exact: true }).isVisible()).toBe(true);
    // The first account is the administrator: it may rename and delete.
    expect(await row.getByRole('button', { name: `Rename ${LEARNED_LAYOUT}` }).isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: `Delete learned layout ${LEARNED_LAYOUT}` }).isVisible()).toBe(true);
    await panel.shot('learned-layouts');
  });

  it('reads the engine number of the next document of the layout, and says which layout read it', async () => {
    const row = await upload(files[1]);
    expect(await row.getByText(LEARNED_LAYOUT, { exact: true }).isVisible()).toBe(true);
    await panel.shot('extraction-read-with-learned-layout');

    const dialog = await openReview(files[1]);
    expect(await field('Engine Number', dialog).inputValue()).toBe(engineNumber(1));
    await field('Engine Number', dialog).focus();
    const outline = dialog.locator('[data-highlight="value"]');
    await outline.waitFor();
    expect(await drawnWithin(outline, dialog.getByRole('img', { name: /^Page 1 of 1/ }))).toBe(true);
  });
});
