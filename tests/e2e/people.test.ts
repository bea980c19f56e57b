import fs from 'node:fs';
import { verhoeffCheckDigit } from '../../resources/core/indianIds';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from '../support/browser';
import { signedInPanel } from '../support/panelPage';
import type { TestServer } from '../support/testServer';

const AADHAAR = `49871234567${verhoeffCheckDigit('49871234567')}`;
const WRONG_AADHAAR = `49871234567${(Number(verhoeffCheckDigit('49871234567')) + 1) % 10}`;

describe.skipIf(!browserAvailable())('partners, employees and agents in the browser', () => {
  const panel = signedInPanel('asha@brokerage.in', 'asha-secret-1');
  let server: TestServer;
  let page: Page;
  beforeAll(() => {
    ({ server, page } = panel);
  });
  const { field, choose } = panel;
  const shot = (name: string) => panel.shot(name);

  it('creates an employee from Create User', async () => {
    await page.getByRole('menuitem', { name: 'Create User' }).click();
    await page.waitForURL('**/panel/create-user');
    await expect.poll(() => page.getByRole('combobox', { name: 'User type' }).textContent()).toContain('Employees');
    await page.getByRole('button', { name: 'Create Employee' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Role/Department is required').waitFor();

    await field('Name').fill('Meera Iyer');
    await field('Employee ID').fill('EMP-101');
    await field('Phone').fill('+91 91234 56780');
    expect(await field('Phone').inputValue()).toBe('9123456780');
    await field('Email').fill('meera@brokerage.in');
    await choose('Role/Department', 'Manager');
    await field('Branch').fill('Pune Camp');
    await choose('Sales Zone', 'West');
    await shot('create-user-employee');
    await page.getByRole('button', { name: 'Create Employee' }).click();
    await page.getByText('Employee created successfully!').waitFor();
    await expect.poll(() => field('Name').inputValue()).toBe('');
  });

  it('creates an agent, checking the KYC numbers, and refuses the same agent twice', async () => {
    await choose('User type', 'Agents');
    await page.getByRole('heading', { name: 'Bank and KYC' }).waitFor();
    await field('Name').fill('Ravi Kumar');
    await field('Agent Code').fill('AG-17');
    await field('Phone').fill('9820012345');
    await field('Email').fill('ravi@agents.in');
    await field('City').fill('Mumbai');
    await field('Pincode').fill('400001');
    await choose('Partner Type', 'Individual');
    // The RM chosen from the employees by name: the spec's RM field takes their name.
    await page.getByRole('combobox', { name: 'RM Employee' }).fill('Meera');
    await page.getByRole('option', { name: 'Meera Iyer' }).click();
    await expect.poll(() => field('RM').inputValue()).toBe('Meera Iyer');
    await field('Assign Date').fill('2026-05-10');
    await field('Account Number').fill('50100012345678');
    await field('IFSC').fill('ICIC0000104');
    await field('Aadhar').fill(WRONG_AADHAAR);
    await page.getByText('Aadhar is not a valid Aadhaar number (its check digit is wrong)').waitFor();
    await field('Aadhar').fill(AADHAAR);
    await field('PAN').fill('ABCXE1234F');
    await page.getByText('PAN must be a valid PAN like ABCPE1234F').waitFor();
    await field('PAN').fill('ABCPK5678L');
    await shot('create-user-agent');
    await page.getByRole('button', { name: 'Create Agent' }).click();
    await page.getByText('Agent created successfully!').waitFor();

    await field('Name').fill('Ravi K');
    await field('Phone').fill('9820012345');
    await field('Email').fill('ravi@agents.in');
    await choose('Partner Type', 'Company');
    await field('RM').fill('Meera Iyer');
    await field('Assign Date').fill('2026-05-11');
    await page.getByRole('button', { name: 'Create Agent' }).click();
    await page.getByText('User alredy exists').waitFor();
    await page.getByText('Email is already used by another agent').waitFor();
    await page.getByText('Phone is already used by another agent').waitFor();
    // Editing a field clears the server's message under it.
    await field('Email').fill('ravi.k@agents.in');
    await expect.poll(() => page.getByText('Email is already used by another agent').count()).toBe(0);
  });

  it('lists, edits and deletes the agent in List Users, with the Aadhaar masked until revealed', async () => {
    await page.getByRole('menuitem', { name: 'List Users' }).click();
    await page.waitForURL('**/panel/list-users');
    await page.getByRole('cell', { name: 'Meera Iyer', exact: true }).waitFor();
    await choose('User type', 'Agents');
    await page.getByRole('cell', { name: 'Ravi Kumar', exact: true }).waitFor();
    await page.getByRole('columnheader', { name: 'Mapped' }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Employee ID' }).count()).toBe(0);
    await shot('list-users-agents');
    // Download CSV gives every agent of the search, as agents.csv, with the Aadhaar masked.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('agents.csv');
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv).toContain('Ravi Kumar');
    expect(csv).toContain(`XXXX-XXXX-${AADHAAR.slice(-4)}`);
    expect(csv).not.toContain(AADHAAR);
    await page.getByText('CSV file downloaded successfully!').waitFor();

    await page.getByRole('button', { name: 'Edit Ravi Kumar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Agent' });
    await expect.poll(() => field('Aadhar', dialog).inputValue()).toBe(`XXXX-XXXX-${AADHAAR.slice(-4)}`);
    await expect.poll(() => field('Account Number', dialog).inputValue()).toBe('XXXX-XXXX-5678');
    await shot('agent-edit-masked');
    await dialog.getByRole('button', { name: 'Reveal' }).first().click();
    await expect.poll(() => field('Account Number', dialog).inputValue()).toBe('50100012345678');
    await field('Name', dialog).fill('Ravi Kumar Shah');
    await dialog.getByRole('button', { name: 'Update Agent' }).click();
    await page.getByText('Agent updated successfully!').waitFor();
    await page.getByRole('cell', { name: 'Ravi Kumar Shah', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Delete Ravi Kumar Shah' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
    await confirm.getByText('Are you sure you want to delete this agent? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Agent deleted successfully!').waitFor();
    await page.getByText('No agents found').waitFor();
  });

  it('deactivates and deletes the employee', async () => {
    await choose('User type', 'Employees');
    await page.getByRole('button', { name: 'Edit Meera Iyer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Employee' });
    await dialog.getByLabel('Active').uncheck();
    await dialog.getByRole('button', { name: 'Update Employee' }).click();
    await page.getByText('Employee updated successfully!').waitFor();
    await page.getByRole('button', { name: 'Delete Meera Iyer' }).click();
    await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Employee deleted successfully!').waitFor();
    await page.getByText('No employees found').waitFor();
  });

  it('creates, edits and deletes a partner', async () => {
    await page.goto(`${server.url}/panel/create-partner`);
    await page.getByRole('button', { name: 'CREATE PARTNER' }).click();
    await page.getByText('Phone is required').waitFor();
    await field('Name').fill('Shree Ganesh Insurance Point');
    await field('Code').fill('P-001');
    await field('Phone').fill('9876543210');
    await field('Email').fill('ganesh@partners.in');
    await field('Pincode').fill('411001');
    await choose('Partner Type', 'Type 2');
    await field('RM').fill('Anita Desai');
    await field('Assign Date').fill('2026-04-01');
    await field('Aadhar').fill(AADHAAR);
    await shot('create-partner');
    await page.getByRole('button', { name: 'CREATE PARTNER' }).click();
    await page.getByText('Partner created successfully!').waitFor();
    await page.waitForURL('**/panel/view-partner');
    await page.getByText('Total Partners').waitFor();
    await page.getByRole('cell', { name: 'Shree Ganesh Insurance Point', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Anita Desai', exact: true }).waitFor();
    await shot('view-partner');

    await page.getByRole('button', { name: 'Edit Shree Ganesh Insurance Point' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Partner' });
    await field('Phone', dialog).fill('12345');
    await dialog.getByRole('button', { name: 'Update Partner' }).click();
    await dialog.getByText('Phone must be a 10-digit mobile number starting with 6, 7, 8 or 9').waitFor();
    await field('Phone', dialog).fill('9876543211');
    await field('Name', dialog).fill('Shree Ganesh Insurance');
    await dialog.getByRole('button', { name: 'Update Partner' }).click();
    await page.getByText('Partner updated successfully!').waitFor();
    await page.getByRole('cell', { name: 'Shree Ganesh Insurance', exact: true }).waitFor();

    page.once('dialog', (confirmation) => {
      expect(confirmation.message()).toBe('Are you sure you want to delete the partner Shree Ganesh Insurance?');
      void confirmation.accept();
    });
    await page.getByRole('button', { name: 'Delete Shree Ganesh Insurance' }).click();
    await page.getByText('Partner deleted successfully!').waitFor();
    await page.getByText('No rows').waitFor();
  });
});
