import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CompanyList } from '../../resources/companies/CompanyList';
import { LanguageMenuButton } from '../../src/layout/LanguageMenuButton';
import { createCompanyApi } from '../support/mswCompanyApi';
import { answerApiWith, emulateScreenWidth, renderWithAdmin, signInAs } from '../support/renderWithAdmin';

const companyApi = createCompanyApi();
const server = setupServer(...companyApi.handlers);

describe('Company List', () => {
  answerApiWith(server);
  beforeEach(() => signInAs('staff'));
  afterEach(() => {
    localStorage.clear();
    server.resetHandlers();
    companyApi.reset();
  });

  it('shows the companies, newest first, with the spec columns', async () => {
    companyApi.seed(['Acme Insurance Brokers', 'Bharat Aggregators']);
    renderWithAdmin('companies', <CompanyList />);
    const names = await screen.findAllByText(/Acme Insurance Brokers|Bharat Aggregators/);
    expect(names.map((cell) => cell.textContent)).toEqual(['Bharat Aggregators', 'Acme Insurance Brokers']);
    for (const column of ['Company Name', 'Email', 'Phone', 'Created At', 'Actions']) {
      expect(screen.getByText(column)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'View Acme Insurance Brokers' })).toBeInTheDocument();
  });

  it('counts the companies with Indian digit grouping under the table', async () => {
    companyApi.seed(Array.from({ length: 1234 }, (_, index) => `Company ${index + 1}`));
    renderWithAdmin('companies', <CompanyList />);
    expect(await screen.findByText('1-10 of 1,234')).toBeInTheDocument();
  });

  it('shows what a row button does when the pointer rests on it', async () => {
    companyApi.seed(['Acme Insurance Brokers']);
    renderWithAdmin('companies', <CompanyList />);
    fireEvent.mouseOver(await screen.findByRole('button', { name: 'View Acme Insurance Brokers' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('View');
  });

  it('keeps the row buttons named on a phone, where there is no hover and so no tooltip', async () => {
    const restoreWidth = emulateScreenWidth(375);
    try {
      companyApi.seed(['Acme Insurance Brokers']);
      renderWithAdmin('companies', <CompanyList />);
      const view = await screen.findByRole('button', { name: 'View Acme Insurance Brokers' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      fireEvent.mouseOver(view);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    } finally {
      restoreWidth();
    }
  });

  it('puts Create in the toolbar on a laptop, and on a phone floats it alone, leaving the toolbar to Import', async () => {
    companyApi.seed(['Acme Insurance Brokers']);
    const { unmount } = renderWithAdmin('companies', <CompanyList />);
    await screen.findByText('Acme Insurance Brokers');
    // react-admin's toolbar, found by its style's label (emotion names its classes after the component in tests).
    const toolbar = '[class*="RaTopToolbar-root"]';
    expect(screen.getByRole('link', { name: 'Create' }).closest(toolbar)).not.toBeNull();
    unmount();
    const restoreWidth = emulateScreenWidth(375);
    try {
      renderWithAdmin('companies', <CompanyList />);
      await screen.findByText('Acme Insurance Brokers');
      expect(screen.getByRole('link', { name: 'Create' }).closest(toolbar)).toBeNull();
      expect(screen.getByRole('button', { name: 'Import' }).closest(toolbar)).not.toBeNull();
    } finally {
      restoreWidth();
    }
  });

  it('opens on the rows the window shows and adds the rest of the page straight after; the next page comes whole', async () => {
    companyApi.seed(Array.from({ length: 20 }, (_, index) => `Company ${String(index + 1).padStart(2, '0')}`));
    const windowHeight = Object.getOwnPropertyDescriptor(window, 'innerHeight')!;
    Object.defineProperty(window, 'innerHeight', { value: 200, configurable: true }); // rows for 200 px: five
    const rowsOnScreen = () => screen.queryAllByText(/^Company \d+$/).map((cell) => cell.textContent);
    const seen: string[][] = [];
    const observer = new MutationObserver(() => {
      const rows = rowsOnScreen();
      if (rows.length && rows.join() !== seen.at(-1)?.join()) seen.push(rows);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      renderWithAdmin('companies', <CompanyList />);
      await waitFor(() => expect(rowsOnScreen()).toHaveLength(10));
      expect(seen[0]).toEqual(['Company 20', 'Company 19', 'Company 18', 'Company 17', 'Company 16']);
      seen.length = 0;
      fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
      await waitFor(() => expect(rowsOnScreen()).toContain('Company 01'));
      expect(seen[0]).toHaveLength(10);
    } finally {
      observer.disconnect();
      Object.defineProperty(window, 'innerHeight', windowHeight);
    }
  });

  it('says when there are no companies at all', async () => {
    renderWithAdmin('companies', <CompanyList />);
    expect(await screen.findByText('No Companies yet.')).toBeInTheDocument();
  });

  it('unselects the rows when the search changes, so a bulk delete never acts on rows no longer shown', async () => {
    signInAs('admin');
    companyApi.seed(['Acme Insurance Brokers', 'Bharat Aggregators']);
    renderWithAdmin('companies', <CompanyList />);
    await screen.findByText('Acme Insurance Brokers');
    // The first checkbox selects all; the rows' follow, newest first: Bharat Aggregators, which the search then hides.
    fireEvent.click(screen.getAllByRole('checkbox')[1]);
    expect(await screen.findByText('1 item selected')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText(/search/i), { target: { value: 'Acme' } });
    await waitFor(() => expect(screen.queryByText('Bharat Aggregators')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('1 item selected')).not.toBeInTheDocument());
  });

  it('says when a search matches nothing', async () => {
    companyApi.seed(['Acme Insurance Brokers']);
    renderWithAdmin('companies', <CompanyList />);
    await screen.findByText('Acme Insurance Brokers');
    fireEvent.change(screen.getByPlaceholderText('Search companies...'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No companies found matching your search')).toBeInTheDocument();
  });

  it("shows the server's message when loading fails", async () => {
    server.use(
      http.get('*/api/company', () =>
        HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.' }, { status: 500 }),
      ),
    );
    renderWithAdmin('companies', <CompanyList />);
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
  });

  it('says a list stopped at its time budget in the language chosen', async () => {
    const message = 'This list took longer than 10 s to read. Narrow it with a search or filter and try again.';
    server.use(
      http.get('*/api/company', () =>
        HttpResponse.json({ statusCode: 503, error: 'Service Unavailable', message, code: 'listTooSlow', params: { seconds: 10 } }, { status: 503 }),
      ),
    );
    renderWithAdmin(
      'companies',
      <>
        <LanguageMenuButton />
        <CompanyList />
      </>,
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'हिन्दी' }));
    expect(await screen.findByText('यह सूची पढ़ने में 10 सेकंड से अधिक लगे। खोज या फ़िल्टर से इसे छोटा करें और फिर से कोशिश करें।')).toBeInTheDocument();
    // The language is the i18n provider's for the whole file: back to English for the tests after this one.
    fireEvent.click(await screen.findByRole('button', { name: /English|अंग्रेज़ी|भाषा/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("falls back to 'Failed to load companies' when the failure has no message", async () => {
    server.use(http.get('*/api/company', () => new HttpResponse(null, { status: 502, statusText: '' })));
    renderWithAdmin('companies', <CompanyList />);
    expect(await screen.findByText('Failed to load companies')).toBeInTheDocument();
  });
});
