import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { beforeEach, describe, expect, it } from 'vitest';
import { localStorageStore } from 'react-admin';
import { dataProvider } from '../../dataProvider';
import { requestEarly } from '../../dataProvider/earlyAnswers';
import { httpClient } from '../../dataProvider/httpClient';
import { requestFirstAnswers } from '../../src/firstLoad';
import { DASHBOARD_PERIOD_KEY, DEFAULT_DASHBOARD_PERIOD } from '../../src/pages/dashboard/dashboardRequests';
import { rangeOf } from '../../src/pages/dashboard/periods';
import { answerApiWith, signInAs } from '../support/renderWithAdmin';

const FIRST_PAGE = '/motor-policy?page=1&limit=50&sort=createdAt&order=desc';
const received: string[] = [];
let pagesAnswered = 0;
let answerStatus = 200;
const server = setupServer(
  http.get('*/api/motor-policy', ({ request }) => {
    const url = new URL(request.url);
    received.push(`${url.pathname.replace('/api', '')}${url.search}`);
    if (answerStatus !== 200) return HttpResponse.json({ statusCode: answerStatus, message: 'Forbidden resource' }, { status: answerStatus });
    pagesAnswered++;
    return HttpResponse.json({ data: [{ _id: `p${pagesAnswered}`, policy_number: `P${pagesAnswered}` }], meta: { total: 1, totalPages: 1 } });
  }),
  http.get('*/api/dashboard/:part', ({ request }) => {
    const url = new URL(request.url);
    received.push(`${url.pathname.replace('/api', '')}${url.search}`);
    return HttpResponse.json({ answered: received.length });
  }),
);
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('first requests started early', () => {
  answerApiWith(server);
  beforeEach(() => {
    signInAs('staff');
    received.length = 0;
    pagesAnswered = 0;
    answerStatus = 200;
  });

  it('answers the first identical GET from the early request, once', async () => {
    requestEarly(FIRST_PAGE);
    await settle();
    expect(received).toEqual([FIRST_PAGE]);
    const first = await httpClient(FIRST_PAGE);
    expect(first.json.data[0].policy_number).toBe('P1');
    expect(received).toHaveLength(1);
    const second = await httpClient(FIRST_PAGE);
    expect(second.json.data[0].policy_number).toBe('P2');
    expect(received).toHaveLength(2);
  });

  it('sends the GET to the API again when the early answer failed, and fails as the API says', async () => {
    answerStatus = 403;
    requestEarly(FIRST_PAGE);
    await settle();
    await expect(httpClient(FIRST_PAGE)).rejects.toMatchObject({ status: 403, message: 'Forbidden resource' });
    expect(received).toHaveLength(2);
  });

  it("starts the Policy List's first page, as the list then asks for it, when the panel opens on it", async () => {
    requestFirstAnswers({ pathname: '/panel/policies', search: '' });
    const { data } = await dataProvider.getList('motorPolicies', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(data.map((policy) => policy.policy_number)).toEqual(['P1']);
    expect(received).toEqual([FIRST_PAGE]);
  });

  it("starts the dashboard's overview of all time and its renewals, as the dashboard then asks for them, when the panel opens on it", async () => {
    expect(rangeOf(DEFAULT_DASHBOARD_PERIOD)).toEqual({});
    requestFirstAnswers({ pathname: '/panel', search: '' });
    await settle();
    expect(received).toEqual(['/dashboard/overview', '/dashboard/renewals']);
    await dataProvider.dashboardOverview({});
    await dataProvider.dashboardRenewals();
    expect(received).toHaveLength(2);
  });

  it('asks the dashboard nothing early when a period is kept from an earlier visit', async () => {
    const store = localStorageStore();
    store.setItem(DASHBOARD_PERIOD_KEY, { preset: 'thisMonth' });
    requestFirstAnswers({ pathname: '/panel', search: '' });
    store.removeItem(DASHBOARD_PERIOD_KEY);
    await settle();
    expect(received).toEqual([]);
  });

  it('asks nothing early when the address or a list kept from an earlier visit asks for another page, or when signed out', async () => {
    requestFirstAnswers({ pathname: '/panel/policies', search: '?page=3' });
    requestFirstAnswers({ pathname: '/companies', search: '' });
    // react-admin's own store, as <Admin> keeps it, holding the list's params from an earlier visit.
    const store = localStorageStore();
    store.setItem('motorPolicies.listParams', { page: 2, perPage: 25, sort: 'createdAt', order: 'DESC', filter: {} });
    requestFirstAnswers({ pathname: '/panel/policies', search: '' });
    store.removeItem('motorPolicies.listParams');
    localStorage.removeItem('token');
    requestFirstAnswers({ pathname: '/panel/policies', search: '' });
    requestFirstAnswers({ pathname: '/panel', search: '' });
    await settle();
    expect(received).toEqual([]);
  });
});
