/**
 * Every screen of the panel in Hindi says nothing in English but names, data and the abbreviations
 * Indian insurance staff use as they are (OD, TP, NCB, PAN…): the menu, forms, their dropdowns and
 * their messages, lists and their filters, from the declarations' Hindi labels and the screens' own.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/paths';
import { ApiClient } from '../support/apiClient';
import { browserAvailable } from '../support/browser';
import { signedInPanel } from '../support/panelPage';
import { samplePolicy } from '../support/policies';
import { readDocument } from '../support/uploads';

/** Words kept in English in Hindi screens: abbreviations, the product's name, file kinds, app names, units. */
const KEPT_IN_ENGLISH = new Set(
  'PolicyDesk OD TP NCB IDV RTO PAN IFSC RM KYC GST CSV Excel PDF ID CC RC CNG LPG OTP QR TOTP MB JPG PNG YYYY MM DD pdf kg cc Google Authenticator Microsoft Authy'.split(' '),
);
/** The signed-in person (data). */
const NAMES = new Set(['Test', 'User']);

/** The English words a page shows: its text, its placeholders and its accessible names. */
async function englishWords(page: Page): Promise<string[]> {
  const text = await page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll('[placeholder]')].map((element) => element.getAttribute('placeholder')),
      ...[...document.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label')),
    ].join(' '),
  );
  const words = text.replace(/\S+@\S+/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];
  return [...new Set(words.filter((word) => !KEPT_IN_ENGLISH.has(word) && !NAMES.has(word)))];
}

const SCREENS = [
  paths.panel,
  paths.createPolicy,
  paths.policies,
  paths.renewals,
  paths.uploadPolicy,
  paths.extractionStatus,
  paths.createConfig,
  paths.configurations,
  paths.learnedLayouts,
  paths.motorQuote,
  paths.companyCreation,
  paths.viewCompanies,
  paths.createPartner,
  paths.viewPartners,
  paths.createUser,
  paths.listUsers,
  paths.profile,
  paths.access,
  paths.auditLog,
  '/healthPolicies',
  '/healthPolicies/create',
  '/commissionLines',
  '/commissionLines/create',
  '/panel/payouts',
  '/payoutPayments',
];

describe.skipIf(!browserAvailable())('the panel in Hindi', () => {
  const panel = signedInPanel('lata@hindi.in', 'lata-secret-1');
  let page: Page;
  beforeAll(async () => {
    ({ page } = panel);
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    await page.getByRole('button', { name: /^भाषा/ }).waitFor();
  });

  it.each(SCREENS)('says %s in Hindi', async (screen) => {
    await page.goto(`${panel.server.url}${screen}`);
    await page.getByRole('main').waitFor();
    // The screen's code and first data arrive before it is read.
    await page.waitForLoadState('networkidle');
    expect(await englishWords(page)).toEqual([]);
  });

  it('says the Add Policy form\'s choices and its messages in Hindi', async () => {
    await page.goto(`${panel.server.url}${paths.createPolicy}`);
    await page.locator('button[type="submit"]').click();
    await page.getByText('पॉलिसी नंबर आवश्यक है').waitFor();
    await page.getByRole('combobox', { name: /^व्यवसाय प्रकार/ }).click();
    await page.getByRole('option', { name: 'नवीनीकरण' }).waitFor();
    expect(await englishWords(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('names a policy\'s type in Hindi in the Policy List', async () => {
    const api = new ApiClient(panel.server.url);
    api.token = (await api.post('/auth/login', { email: 'lata@hindi.in', password: 'lata-secret-1' })).body.access_token;
    expect((await api.post('/motor-policy', samplePolicy({ policy_number: 'HI-1', policy_type: 'Comprehensive' }))).status).toBe(201);
    await page.goto(`${panel.server.url}${paths.policies}`);
    const row = page.getByRole('row', { name: /HI-1/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('कॉम्प्रिहेंसिव');
  });

  it('says in Hindi why a company an insurer\'s policy names cannot be deleted', async () => {
    const api = new ApiClient(panel.server.url);
    api.token = (await api.post('/auth/login', { email: 'lata@hindi.in', password: 'lata-secret-1' })).body.access_token;
    const insurer = { name: 'Sahyadri General', address: '1 FC Road', city: 'Pune', pincode: '411004', state: 'Maharashtra', mobile: '9876543210', email: 'ops@sahyadri.in', partnerType: 'Corporate' };
    const company = (await api.post('/company', insurer)).body;
    expect((await api.post('/motor-policy', samplePolicy({ policy_number: 'HI-2', insurer: company._id }))).status).toBe(201);
    await page.goto(`${panel.server.url}${paths.viewCompanies}`);
    await page.getByRole('button', { name: 'हटाएँ Sahyadri General' }).click();
    await page.getByRole('button', { name: 'पुष्टि करें' }).click();
    const notice = page.getByText(/कंपनी हटाई नहीं जा सकी: यह रिकॉर्ड 1 अन्य रिकॉर्ड में/);
    await notice.waitFor();
    expect(await notice.textContent()).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('says in Hindi that someone else saved a policy while it was being edited', async () => {
    const api = new ApiClient(panel.server.url);
    api.token = (await api.post('/auth/login', { email: 'lata@hindi.in', password: 'lata-secret-1' })).body.access_token;
    const policy = (await api.post('/motor-policy', samplePolicy({ policy_number: 'HI-4' }))).body;
    await page.goto(`${panel.server.url}${paths.policies}`);
    // The dialog's copy of the policy is read before the colleague saves (read after, it would hold their change).
    const opened = page.waitForResponse((response) => response.url().endsWith(`/motor-policy/${policy._id}`) && response.request().method() === 'GET');
    await page.getByRole('button', { name: /^बदलें HI-4/ }).click();
    await opened;
    const dialog = page.getByRole('dialog', { name: 'पॉलिसी अपडेट करें' });
    await panel.field('ग्राहक का नाम', dialog).fill('Badla Gaya');
    // Meanwhile a colleague saves the same policy.
    expect((await api.patch(`/motor-policy/${policy._id}`, { broker_name: 'Saathi Broking' })).status).toBe(200);
    await dialog.getByRole('button', { name: 'पॉलिसी अपडेट करें' }).click();
    const notice = dialog.getByText(/^आपके खोलने के बाद इस रिकॉर्ड को किसी और ने बदल दिया है/);
    await notice.waitFor();
    expect(await notice.textContent()).not.toMatch(/[A-Za-z]{3,}/);
    await panel.shot('stale-edit-hindi');
    await page.keyboard.press('Escape');
  });

  it('says in Hindi why a read document\'s policy was not created, in the notice and in its review', async () => {
    await readDocument(panel.server.app.db, 'bina-phone.pdf', samplePolicy({ policy_number: 'HI-3', customer_phone: null }));
    await page.goto(`${panel.server.url}${paths.extractionStatus}`);
    await page.getByRole('button', { name: 'पॉलिसी बनाएँ (1 तैयार)' }).click();
    await page.getByRole('button', { name: 'पुष्टि करें' }).click();
    const notice = page.getByText(/^नहीं बनीं, जाँच के लिए चिह्नित: bina-phone\.pdf/);
    await notice.waitFor();
    expect((await notice.textContent())!.replace('bina-phone.pdf', '')).not.toMatch(/[A-Za-z]{3,}/);
    await panel.shot('create-policies-refused-hindi');
    await page.getByRole('button', { name: 'जाँचें bina-phone.pdf' }).click();
    const reason = page.getByRole('dialog').getByText(/^पॉलिसी नहीं बनी:/);
    await reason.waitFor();
    expect(await reason.textContent()).not.toMatch(/[A-Za-z]{3,}/);
    await panel.shot('review-refused-hindi');
    await page.keyboard.press('Escape');
  });

  it("says a declared record's details and edit screen in Hindi, around its data", async () => {
    const api = new ApiClient(panel.server.url);
    api.token = (await api.post('/auth/login', { email: 'lata@hindi.in', password: 'lata-secret-1' })).body.access_token;
    const insurer = { name: 'Star Health', address: '1 Anna Salai', city: 'Chennai', pincode: '600002', state: 'Tamil Nadu', mobile: '9876543210', email: 'ops@star.in', partnerType: 'Corporate' };
    const company = (await api.post('/company', insurer)).body;
    const policy = { policy_number: '2026/000123', customer_name: 'Anjali Kulkarni', insurer: company._id, plan_name: 'Optima', sum_insured: 500000, premium: 18450.5, start_date: '2026-04-01', end_date: '2027-03-31', members_covered: 4 };
    const saved = await api.post('/health-policy', policy);
    expect(saved.status).toBe(201);
    const data = new Set(['Star', 'Health', 'Anjali', 'Kulkarni', 'Optima']);
    const screens = {
      details: { path: `/healthPolicies/${saved.body.id}/show`, shown: () => page.getByText('Anjali Kulkarni').waitFor() },
      edit: { path: `/healthPolicies/${saved.body.id}`, shown: () => expect.poll(() => page.locator('input[name="customer_name"]').inputValue()).toBe('Anjali Kulkarni') },
    };
    for (const [name, { path, shown }] of Object.entries(screens)) {
      await page.goto(`${panel.server.url}${path}`);
      await shown();
      await page.waitForLoadState('networkidle');
      expect((await englishWords(page)).filter((word) => !data.has(word)), name).toEqual([]);
    }
  });

  it('says the quote wizard\'s labels and messages in Hindi', async () => {
    await page.goto(`${panel.server.url}${paths.motorQuote}`);
    await page.getByText('बीमा प्रकार').first().waitFor();
    await page.getByRole('combobox', { name: /^ईंधन प्रकार/ }).click();
    await page.getByRole('option', { name: 'डीज़ल' }).waitFor();
    expect(await englishWords(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });
});
