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

  it("gives staff what each resource's declaration says: learned layouts to read, the audit log not at all, no personal data in the clear", () => {
    expect(canAccess({ role: 'staff', resource: 'learnedLayouts', action: 'list' })).toBe(true);
    expect(canAccess({ role: 'staff', resource: 'learnedLayouts', action: 'delete' })).toBe(false);
    expect(canAccess({ role: 'staff', resource: 'auditLog', action: 'show' })).toBe(false);
    expect(canAccess({ role: 'staff', resource: 'partners', action: 'reveal' })).toBe(false);
    expect(canAccess({ role: 'staff', resource: 'healthPolicies', action: 'delete' })).toBe(true);
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
