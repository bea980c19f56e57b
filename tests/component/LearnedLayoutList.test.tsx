import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Notification } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { LearnedLayoutList } from '../../resources/learnedLayouts/LearnedLayoutList';
import { answerApiWith, renderWithAdmin, signInAs } from '../support/renderWithAdmin';

const KAVERI = {
  _id: 'l1',
  name: 'Kaveri General Insurance Co. Ltd. (learned)',
  fieldsLearned: ['vehicle_number', 'chasis_number'],
  sourceFileName: 'kaveri-1.pdf',
  learned: { rules: [], fingerprint: [] },
  createdAt: '2026-03-02T05:30:00.000Z',
  updatedAt: '2026-03-04T05:30:00.000Z',
};

let layouts = [KAVERI];
const changes: { method: string; body?: unknown }[] = [];
// As the declared resource's routes answer (server/routes/resources.ts).
const server = setupServer(
  http.get('*/api/learned-layouts', () => HttpResponse.json({ data: layouts, meta: { total: layouts.length, totalPages: 1 } })),
  http.get('*/api/learned-layouts/:id', () => HttpResponse.json(KAVERI)),
  http.patch('*/api/learned-layouts/:id', async ({ request }) => {
    const body = (await request.json()) as { name: string };
    changes.push({ method: 'PATCH', body });
    layouts = [{ ...KAVERI, ...body }];
    return HttpResponse.json(layouts[0]);
  }),
  http.delete('*/api/learned-layouts/:id', () => {
    changes.push({ method: 'DELETE' });
    layouts = [];
    return HttpResponse.json(KAVERI);
  }),
  http.get('*/api/audit-log/learnedLayouts/:id', () => HttpResponse.json({ data: [], meta: { total: 0, totalPages: 0 } })),
);

function renderList(role: 'admin' | 'staff') {
  signInAs(role);
  renderWithAdmin(
    'learnedLayouts',
    <>
      <LearnedLayoutList />
      <Notification />
    </>,
  );
  return screen.findByRole('row', { name: /Kaveri General/ });
}

describe('Learned Layouts', () => {
  answerApiWith(server);
  afterEach(() => {
    layouts = [KAVERI];
    changes.length = 0;
  });

  it('shows staff each layout with the policy fields it learned by their labels, where it was learned and when, and nothing to change', async () => {
    const row = await renderList('staff');
    for (const text of ['Kaveri General Insurance Co. Ltd. (learned)', 'Vehicle Number, Chassis Number', 'kaveri-1.pdf', /^04 Mar 2026/]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    for (const column of ['Name', 'Fields Learned', 'Learned From', 'Last Updated']) expect(screen.getByText(column)).toBeInTheDocument();
    expect(screen.queryByText('Actions')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Rename/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete learned layout/ })).not.toBeInTheDocument();
  });

  it('lets an administrator rename a layout, sending only its name', async () => {
    const row = await renderList('admin');
    fireEvent.click(await within(row).findByRole('button', { name: 'Rename Kaveri General Insurance Co. Ltd. (learned)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename learned layout' });
    const name = await within(dialog).findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveValue(KAVERI.name));
    fireEvent.change(name, { target: { value: 'Kaveri private car' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));

    expect(await screen.findByText('Learned layout renamed successfully!')).toBeInTheDocument();
    expect(changes).toEqual([{ method: 'PATCH', body: { name: 'Kaveri private car' } }]);
    expect(await screen.findByRole('row', { name: /Kaveri private car/ })).toBeInTheDocument();
  });

  it('lets an administrator delete a layout after confirming', async () => {
    const row = await renderList('admin');
    fireEvent.click(await within(row).findByRole('button', { name: 'Delete learned layout Kaveri General Insurance Co. Ltd. (learned)' }));
    expect(await screen.findByText(/Documents of this layout will be read without what it learned/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Learned layout deleted successfully!')).toBeInTheDocument();
    expect(changes).toEqual([{ method: 'DELETE' }]);
  });

  it('explains how layouts are learned while there are none', async () => {
    layouts = [];
    signInAs('staff');
    renderWithAdmin('learnedLayouts', <LearnedLayoutList />);
    expect(await screen.findByText(/No layouts learned yet\. When a reviewer corrects fields of an extracted policy and saves it/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review extracted policies' })).toHaveAttribute('href', expect.stringMatching(/\/panel\/extractionQueue$/));
  });
});
