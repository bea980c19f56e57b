import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { oddLayoutSchedule } from '../fixtures/configured/oddLayout';
import { browserAvailable } from '../support/browser';
import { unknownLabelSchedule } from '../support/unknownLabelSchedule';
import { signedInPanel } from '../support/panelPage';
import { schedulePdf } from '../support/schedulePdf';

describe.skipIf(!browserAvailable())('motor policy configuration and the quote wizard in the browser', () => {
  const panel = signedInPanel('meera@brokerage.in', 'meera-secret-1');
  let page: Page;
  let samplePath: string;
  let kaveriPath: string;
  beforeAll(async () => {
    ({ page } = panel);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'config-'));
    samplePath = path.join(folder, 'sundarban-sample.pdf');
    fs.writeFileSync(samplePath, await schedulePdf(oddLayoutSchedule(0).pages));
    kaveriPath = path.join(folder, 'kaveri-sample.pdf');
    fs.writeFileSync(kaveriPath, await unknownLabelSchedule(0));
  });
  const { field } = panel;
  const keyInputs = () => page.getByRole('textbox', { name: /^Key/ });

  it('pre-fills the 28 keys, adds and removes rows but keeps the last, and requires every cell before checking the sample', async () => {
    await page.getByRole('menuitem', { name: 'Policy Configurations' }).click();
    await page.getByText('No configurations found.').waitFor();
    await page.getByRole('link', { name: 'New configuration' }).click();
    await page.waitForURL('**/panel/createConfig');
    await expect.poll(() => keyInputs().count()).toBe(28);
    expect(await keyInputs().first().inputValue()).toBe('customerId');
    expect(await keyInputs().last().inputValue()).toBe('cpaNomineeRelation');
    await panel.shot('create-config');

    await page.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => keyInputs().count()).toBe(29);
    const removeButtons = page.getByRole('button', { name: 'Remove' });
    while ((await keyInputs().count()) > 1) await removeButtons.first().click();
    // The last remaining row cannot be removed.
    await expect.poll(() => removeButtons.count()).toBe(0);

    // Nothing to create before the sample is checked.
    expect(await page.getByRole('button', { name: 'Create Configuration' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Check sample' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Please select a sample PDF').waitFor();
    await page.getByText('Sample Value is required').waitFor();
  });

  it('checks the sample, creates the configuration and goes back to the list, which shows what the sample printed', async () => {
    await field('Name').fill('Sundarban Mutual');
    await page.locator('input[type=file]').setInputFiles(samplePath);
    await keyInputs().first().fill('policyNumber');
    await page.getByRole('textbox', { name: /^Label/ }).first().fill('Doc Ref');
    await page.getByRole('textbox', { name: /^Sample Value/ }).first().fill('SMA/MV/2025/000417');
    await page.getByRole('button', { name: 'Add' }).click();
    await keyInputs().nth(1).fill('customerName');
    await page.getByRole('textbox', { name: /^Label/ }).nth(1).fill('Assured');
    await page.getByRole('textbox', { name: /^Sample Value/ }).nth(1).fill('Farida Noorani');
    await page.getByRole('button', { name: 'Check sample' }).click();
    const report = page.getByRole('region', { name: 'Where the sample prints each value' });
    await report.getByText('2 found once, 0 found in several places, 0 not found').waitFor();
    await page.getByRole('button', { name: 'Create Configuration' }).click();
    await page.getByText('Motor Policy Configuration created successfully!').waitFor();
    await page.waitForURL('**/panel/configurations');
    await page.getByRole('cell', { name: 'Sundarban Mutual', exact: true }).waitFor();
    await page.getByText('All 2 found').waitFor();
    await panel.shot('configurations');
  });

  it('asks which place is meant when a sample value is printed in several places, and saves the choice', async () => {
    await page.getByRole('link', { name: 'New configuration' }).click();
    await page.waitForURL('**/panel/createConfig');
    await field('Name').fill('Kaveri General');
    await page.locator('input[type=file]').setInputFiles(kaveriPath);
    const removeButtons = page.getByRole('button', { name: 'Remove' });
    while ((await keyInputs().count()) > 3) await removeButtons.last().click();
    const rows = [
      ['policyNumber', 'Policy Number', 'KGI/MC/2025/118204'],
      // Printed as the policy's, the OD cover's and the TP cover's start: the typed label names none of them.
      ['coverStart', 'Cover begins', '01/04/2025'],
      ['cpaNomineeName', 'Nominee', 'Suresh Kulkarni'],
    ];
    for (const [index, [key, label, value]] of rows.entries()) {
      await keyInputs().nth(index).fill(key);
      await page.getByRole('textbox', { name: /^Label/ }).nth(index).fill(label);
      await page.getByRole('textbox', { name: /^Sample Value/ }).nth(index).fill(value);
    }
    await page.getByRole('button', { name: 'Check sample' }).click();
    const report = page.getByRole('region', { name: 'Where the sample prints each value' });
    await report.getByText('1 found once, 1 found in several places, 1 not found').waitFor();
    const places = report.getByRole('radiogroup', { name: 'coverStart: found in 3 places. Which one is meant?' });
    await places.getByRole('radio', { name: '"Policy Start Date": 01/04/2025 (page 1)' }).check();
    await report.getByText('Not found in the sample: correct its label or sample value').waitFor();
    await panel.shot('create-config-check');

    await page.getByRole('button', { name: 'Create Configuration' }).click();
    await page.getByText('Motor Policy Configuration created successfully!').waitFor();
    await page.waitForURL('**/panel/configurations');
    await page.getByText('2 of 3 found; in several places: coverStart; not found: cpaNomineeName').waitFor();
  });

  it('keeps Continue disabled until an insurance type is chosen, steps back with Cancel and survives a reload', async () => {
    await page.getByRole('menuitem', { name: 'New Motor Quote' }).click();
    await page.waitForURL('**/panel/motor-transaction');
    const continueButton = page.getByRole('button', { name: 'Continue' });
    const cancelButton = page.getByRole('button', { name: 'Cancel' });
    expect(await continueButton.isDisabled()).toBe(true);
    expect(await cancelButton.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save for Later' }).isDisabled()).toBe(true);
    expect(await field('Year').inputValue()).toBe('2023');
    expect(await field('Engine CC').inputValue()).toBe('1200');
    expect(await page.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);

    await page.getByRole('radio', { name: 'Standalone OD' }).check();
    await field('Model').fill('Swift');
    await panel.shot('quote-vehicle-details');
    expect(await continueButton.isDisabled()).toBe(false);

    await page.reload();
    await expect.poll(() => page.getByRole('radio', { name: 'Standalone OD' }).isChecked()).toBe(true);
    expect(await field('Model').inputValue()).toBe('Swift');

    await continueButton.click();
    await page.getByText('Only the Vehicle Details step is built.', { exact: false }).waitFor();
    expect(await cancelButton.isDisabled()).toBe(false);
    await cancelButton.click();
    await expect.poll(() => field('Model').inputValue()).toBe('Swift');
    expect(await cancelButton.isDisabled()).toBe(true);
  });
});
