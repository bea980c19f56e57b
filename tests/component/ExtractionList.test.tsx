import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { beforeEach, describe, expect, it } from 'vitest';
import { ExtractionList } from '../../resources/extractionOutputs/ExtractionList';
import { answerApiWith, emulateScreenWidth, renderWithAdmin, signInAs } from '../support/renderWithAdmin';

const read = { status: 'Success', createdAt: '2026-03-02T05:30:00.000Z', processedAt: '2026-03-02T05:31:00.000Z', uploadedBy: 'kiran@brokerage.in' };
const OUTPUTS = [
  { _id: 'e2', fileName: 'kaveri-2.pdf', ...read, configurationName: 'Kaveri General Insurance Co. Ltd. (learned)' },
  { _id: 'e1', fileName: 'bharat-shield.pdf', ...read, configurationName: null },
];

const server = setupServer(http.get('*/api/pdf-extraction/outputs', () => HttpResponse.json({ data: OUTPUTS, meta: { total: OUTPUTS.length, totalPages: 1 } })));

describe('Extraction Status: the layout each document was read with', () => {
  answerApiWith(server);
  beforeEach(() => signInAs('staff'));

  it('names the configuration or learned layout a document matched in its own column', async () => {
    renderWithAdmin('extractionOutputs', <ExtractionList />);
    const matched = await screen.findByRole('row', { name: /kaveri-2\.pdf/ });
    expect(screen.getByRole('columnheader', { name: 'Matched Layout' })).toBeInTheDocument();
    expect(within(matched).getByText('Kaveri General Insurance Co. Ltd. (learned)')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /bharat-shield\.pdf/ })).queryByText(/learned/)).not.toBeInTheDocument();
  });

  it('adds it to the status line on a phone', async () => {
    const restoreWidth = emulateScreenWidth(375);
    try {
      renderWithAdmin('extractionOutputs', <ExtractionList />);
      expect(await screen.findByText('Success · Kaveri General Insurance Co. Ltd. (learned)')).toBeInTheDocument();
      expect(screen.getByText('Success')).toBeInTheDocument();
    } finally {
      restoreWidth();
    }
  });
});
