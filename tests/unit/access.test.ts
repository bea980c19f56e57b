import { describe, expect, it } from 'vitest';
import { canAccess } from '../../authProvider/canAccess';
import { isTokenExpired } from '../../authProvider/session';
import { isLocked, MAX_FAILURES, nextFailureCount } from '../../server/auth/loginThrottle';

describe('canAccess', () => {
  it('lets administrators do everything, staff everything but access management, and pending accounts nothing', () => {
    expect(canAccess({ role: 'admin', resource: 'accounts', action: 'update' })).toBe(true);
    expect(canAccess({ role: 'staff', resource: 'companies', action: 'delete' })).toBe(true);
    expect(canAccess({ role: 'staff', resource: 'accounts', action: 'list' })).toBe(false);
    expect(canAccess({ role: null, resource: 'companies', action: 'list' })).toBe(false);
  });
});

describe('login throttle', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('locks after the maximum failures within the window and forgets old failures', () => {
    expect(isLocked(MAX_FAILURES, '2026-11-22T09:50:00Z', now)).toBe(true);
    expect(isLocked(MAX_FAILURES - 1, '2026-11-22T09:59:00Z', now)).toBe(false);
    expect(isLocked(MAX_FAILURES, '2026-11-22T09:40:00Z', now)).toBe(false);
    expect(nextFailureCount(3, '2026-11-22T09:59:00Z', now)).toBe(4);
    expect(nextFailureCount(3, '2026-11-22T08:00:00Z', now)).toBe(1);
  });
});

describe('stored token expiry', () => {
  const token = (exp: number) => `x.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.y`;
  it('reads the expiry from the token', () => {
    expect(isTokenExpired(token(2_000), 1_000_000)).toBe(false);
    expect(isTokenExpired(token(999), 1_000_000)).toBe(true);
    expect(isTokenExpired('garbage')).toBe(true);
  });
});
