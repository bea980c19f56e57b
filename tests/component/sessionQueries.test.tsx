/**
 * The panel's first render uses the stored session: react-admin's checkAuth, getIdentity and
 * getPermissions queries answer at once from it, and the role is asked of the server again.
 */
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createPanelQueryClient } from '../../src/queryClient';
import { signInAs } from '../support/renderWithAdmin';

/** What a screen asking react-admin's query (kept five minutes, as react-admin's are) sees first; nothing is fetched. */
const observe = (queryClient: ReturnType<typeof createPanelQueryClient>, queryKey: unknown[]) =>
  new QueryObserver(queryClient, { queryKey, queryFn: () => new Promise(() => {}), staleTime: 5 * 60 * 1000 }).getCurrentResult();

describe("the panel's session queries", () => {
  afterEach(() => localStorage.clear());

  it('start from the stored session, the role counted as out of date so the server is asked again', () => {
    signInAs('staff');
    const queryClient = createPanelQueryClient();
    expect(observe(queryClient, ['auth', 'checkAuth', {}]).data).toBe(true);
    expect(observe(queryClient, ['auth', 'getIdentity'])).toMatchObject({ data: { id: 'u1', fullName: 'Asha Rao', email: 'asha@example.in' }, isStale: false });
    expect(observe(queryClient, ['auth', 'getPermissions', {}])).toMatchObject({ data: 'staff', isStale: true });
  });

  it('keep the session check while the stored token is live, and check again once it has expired or gone', () => {
    signInAs('staff');
    const queryClient = createPanelQueryClient();
    // As react-admin's useAuthState asks it: no staleTime of its own.
    const sessionCheck = () => new QueryObserver(queryClient, { queryKey: ['auth', 'checkAuth', {}], queryFn: async () => true }).getCurrentResult();
    expect(sessionCheck()).toMatchObject({ data: true, isStale: false });
    localStorage.setItem('token', `x.${btoa(JSON.stringify({ sub: 'u1', exp: Math.floor(Date.now() / 1000) - 1 }))}.y`);
    expect(sessionCheck().isStale).toBe(true);
    localStorage.removeItem('token');
    expect(sessionCheck().isStale).toBe(true);
  });

  it('show an account without a role as such until the server says otherwise', () => {
    signInAs(null);
    expect(observe(createPanelQueryClient(), ['auth', 'getPermissions', {}]).data).toBeNull();
  });

  it('wait for the authProvider when nothing is stored or the token has expired', () => {
    const queryClient = createPanelQueryClient();
    expect(observe(queryClient, ['auth', 'checkAuth', {}]).status).toBe('pending');
    localStorage.setItem('token', `x.${btoa(JSON.stringify({ exp: 1 }))}.y`);
    localStorage.setItem('user', JSON.stringify({ _id: 'u1', name: 'Asha Rao', email: 'asha@example.in', role: 'admin' }));
    const expired = createPanelQueryClient();
    for (const key of [['auth', 'checkAuth', {}], ['auth', 'getIdentity'], ['auth', 'getPermissions', {}]]) {
      expect(observe(expired, key).status).toBe('pending');
    }
  });
});
