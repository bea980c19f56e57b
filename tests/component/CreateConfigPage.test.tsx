import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SampleReport } from '../../resources/policyConfigurations/declaration';
import { CreateConfigPage } from '../../resources/policyConfigurations/CreateConfigPage';
import { answerApiWith, renderWithAdmin, signInAs } from '../support/renderWithAdmin';

/** The sample prints the policy number once, the customer's name twice (header and schedule), and no engine number. */
const REPORT: SampleReport = {
  found: ['policyNumber'],
  missing: ['engineNumber'],
  ambiguous: [
    {
      key: 'customerName',
      places: [
        { text: 'Farida Noorani', label: 'Dear', page: 1, box: [40, 60, 80, 10] },
        { text: 'Farida Noorani', label: 'Insured Name', page: 1, box: [150, 120, 80, 10] },
      ],
      chosen: 0,
    },
  ],
};

const sent: { path: string; form: FormData }[] = [];
const server = setupServer(
  http.post('*/api/setup-configuration/check', async ({ request }) => {
    sent.push({ path: 'check', form: await request.formData() });
    return HttpResponse.json({ data: { sampleReport: REPORT } });
  }),
  http.post('*/api/setup-configuration', async ({ request }) => {
    const form = await request.formData();
    sent.push({ path: 'create', form });
    const report = { found: ['policyNumber', 'customerName'], missing: ['engineNumber'], ambiguous: [] };
    return HttpResponse.json({ message: 'Motor Policy Configuration created successfully!', data: { _id: 'c1', name: form.get('name'), sampleReport: report } });
  }),
);

const ROWS = [
  ['policyNumber', 'Doc Ref', 'SMA/MV/2025/000417'],
  ['customerName', 'Assured', 'Farida Noorani'],
  ['engineNumber', 'Motor No', 'K12MN4417123'],
];

async function fillTheForm() {
  renderWithAdmin(
    'policyConfigurations',
    <>
      <CreateConfigPage />
      <Notification />
    </>,
  );
  // Inputs by their names, not their roles: naming the form's 86 inputs by role takes seconds in jsdom.
  const input = (name: string) => document.querySelector(`input[name="${name}"]`)!;
  fireEvent.change(await waitFor(() => input('name')), { target: { value: 'Sundarban Mutual' } });
  const sample = new File(['%PDF-1.7 sample'], 'sundarban.pdf', { type: 'application/pdf' });
  fireEvent.change(screen.getByLabelText('Sample PDF'), { target: { files: [sample] } });
  await screen.findByText('sundarban.pdf');
  // Three rows of the pre-filled 28.
  const cell = (index: number, column: string) => input(`fields.${index}.${column}`);
  while (cell(ROWS.length, 'key')) fireEvent.click([...document.querySelectorAll('.button-remove')].at(-1)!);
  ROWS.forEach(([key, label, value], index) => {
    fireEvent.change(cell(index, 'key'), { target: { value: key } });
    fireEvent.change(cell(index, 'label'), { target: { value: label } });
    fireEvent.change(cell(index, 'value'), { target: { value } });
  });
}

// Bringing the 28 pre-filled rows down to three re-renders the form 25 times: seconds in jsdom.
describe('Create configuration: the sample check before saving', { timeout: 45_000 }, () => {
  answerApiWith(server);
  beforeEach(() => signInAs('staff'));
  afterEach(() => {
    sent.length = 0;
  });

  it('shows per key whether the sample printed its value once, in several places or not at all, and sends the place chosen', async () => {
    await fillTheForm();
    expect(screen.getByRole('button', { name: 'Create Configuration' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Check sample' }));

    const report = await screen.findByRole('region', { name: 'Where the sample prints each value' });
    expect(within(report).getByText('1 found once, 1 found in several places, 1 not found')).toBeInTheDocument();
    const rows = within(report).getAllByRole('listitem');
    expect(rows.map((row) => row.dataset.status)).toEqual(['found', 'ambiguous', 'missing']);
    expect(rows[0]).toHaveTextContent('policyNumberFound once');
    expect(rows[2]).toHaveTextContent('engineNumberNot found in the sample: correct its label or sample value');
    expect(sent[0].path).toBe('check');
    expect(JSON.parse(String(sent[0].form.get('fields')))).toEqual(ROWS.map(([key, label, value]) => ({ key, label, value })));
    expect(sent[0].form.has('samplePdf')).toBe(true);

    // The server would take the first place; the person says the schedule's is meant.
    const places = within(rows[1]).getByRole('radiogroup', { name: 'customerName: found in 2 places. Which one is meant?' });
    const [header, schedule] = within(places).getAllByRole('radio');
    expect(header).toBeChecked();
    expect(within(places).getByLabelText('"Insured Name": Farida Noorani (page 1)')).toBe(schedule);
    fireEvent.click(schedule);
    fireEvent.click(screen.getByRole('button', { name: 'Create Configuration' }));

    expect(await screen.findByText('Motor Policy Configuration created successfully!')).toBeInTheDocument();
    const created = sent.find((request) => request.path === 'create')!;
    expect(created.form.get('name')).toBe('Sundarban Mutual');
    expect(JSON.parse(String(created.form.get('choices')))).toEqual({ customerName: 1 });
  });

  it('asks for a new check when a row changes after the check', async () => {
    await fillTheForm();
    fireEvent.click(screen.getByRole('button', { name: 'Check sample' }));
    await screen.findByRole('region', { name: 'Where the sample prints each value' });
    expect(screen.getByRole('button', { name: 'Create Configuration' })).toBeEnabled();

    fireEvent.change(document.querySelector('input[name="fields.2.label"]')!, { target: { value: 'Engine No' } });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Where the sample prints each value' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Create Configuration' })).toBeDisabled();
    expect(screen.getByText(/Check the sample before creating the configuration/)).toBeInTheDocument();
  });

  it("keeps the spec's message when the configuration cannot be created", async () => {
    server.use(http.post('*/api/setup-configuration', () => HttpResponse.json({ statusCode: 500, message: '' }, { status: 500 })));
    await fillTheForm();
    fireEvent.click(screen.getByRole('button', { name: 'Check sample' }));
    await screen.findByRole('region', { name: 'Where the sample prints each value' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Configuration' }));
    expect(await screen.findByText('Failed to create motor policy configuration. Please try again.')).toBeInTheDocument();
  });
});
