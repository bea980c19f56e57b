import { describe, expect, it } from 'vitest';
import { canAccess } from '../../authProvider/canAccess';
import { isTokenExpired } from '../../authProvider/session';

describe('canAccess', () => {
  it('lets administrators do everything, staff everything but access management, and pending accounts nothing', () => {
    expect(canAccess({ role: 'admin', resource: 'accounts', action: 'update' })).toBe(true);
    expect(canAccess({ role: 'staff', resource: 'companies', action: 'delete' })).toBe(true);
    expect(canAccess({ role: 'staff', resource: 'accounts', action: 'list' })).toBe(false);
    expect(canAccess({ role: null, resource: 'companies', action: 'list' })).toBe(false);
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
