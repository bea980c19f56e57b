/** Which failed queries the panel asks again (src/queryClient.ts). */
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { retryUnlessRefused } from '../../src/queryClient';

describe('asking a failed query again', () => {
  it('tries a network or server failure three times', () => {
    expect(retryUnlessRefused(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryUnlessRefused(2, new HttpError('Something went wrong on our side. Please try again.', 500, {}))).toBe(true);
    expect(retryUnlessRefused(3, new HttpError('Something went wrong on our side. Please try again.', 500, {}))).toBe(false);
  });

  it('never asks again what the server refused, or a list or the dashboard it stopped at its time budget', () => {
    expect(retryUnlessRefused(0, new HttpError('Unauthorized', 401, {}))).toBe(false);
    const tooSlow = new HttpError('This list took longer than 10 s to read. Narrow it with a search or filter and try again.', 503, { code: 'listTooSlow', params: { seconds: 10 } });
    expect(retryUnlessRefused(0, tooSlow)).toBe(false);
    const dashboardTooSlow = new HttpError('The dashboard took longer than 10 s to read. Choose a shorter period and try again.', 503, { code: 'dashboardTooSlow', params: { seconds: 10 } });
    expect(retryUnlessRefused(0, dashboardTooSlow)).toBe(false);
  });
});
