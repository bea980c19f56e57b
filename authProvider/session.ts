/**
 * The signed-in session as the spec keeps it: the token and the user in local storage.
 */
import type { AccountRole } from './roles';

const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export interface SessionUser {
  _id: string;
  name: string;
  email: string;
  role: AccountRole | null;
  twoFactorEnabled?: boolean;
}

export const getToken = () => localStorage.getItem(TOKEN_KEY);

export function getStoredUser(): SessionUser | null {
  try {
    return JSON.parse(localStorage.getItem(USER_KEY) ?? 'null');
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: SessionUser) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

/** What getIdentity answers for a stored user. */
export const identityOf = (user: SessionUser) => ({ id: user._id, fullName: user.name, email: user.email });

/** A new token for the same session (after a password change). */
export const storeToken = (token: string) => localStorage.setItem(TOKEN_KEY, token);

export const storeUser = (user: SessionUser) => localStorage.setItem(USER_KEY, JSON.stringify(user));

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

/** When the token's own expiry passes (ms since 1970): Infinity if it has none, 0 if it cannot be read. */
export function tokenExpiry(token: string): number {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.exp === 'number' ? payload.exp * 1000 : Infinity;
  } catch {
    return 0;
  }
}

/** True when the stored token's own expiry has passed (the server would refuse it anyway). */
export const isTokenExpired = (token: string, now = Date.now()) => tokenExpiry(token) <= now;

/** How long the stored token stays live from now, in ms (0 when signed out or expired). */
export function liveTokenFor(now = Date.now()): number {
  const token = getToken();
  return token ? Math.max(0, tokenExpiry(token) - now) : 0;
}

/** The stored token while its own expiry has not passed; null when signed out or expired. */
export const liveToken = (): string | null => (liveTokenFor() > 0 ? getToken() : null);

/** Spec section 4: a 401 or 403 answer fires this window event. */
export const LOGOUT_EVENT = 'logout-user';
