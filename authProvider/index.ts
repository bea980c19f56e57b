import type { AuthProvider } from 'react-admin';
import { API_URL, apiHeaders } from '../dataProvider/api';
import { httpClient, postJson } from '../dataProvider/httpClient';
import {
  LOGOUT_EVENT,
  type SessionUser,
  clearSession,
  getStoredUser,
  getToken,
  identityOf,
  liveToken,
  storeSession,
  storeUser,
} from './session';

/** Thrown by login when the account has 2FA on and no code was sent: the login page then asks for one. */
export class TwoFactorRequired extends Error {}

export interface Credentials {
  email: string;
  password: string;
  twoFactorToken?: string;
}

export interface Registration {
  firstname: string;
  lastname: string;
  mobileNumber: string;
  email: string;
  password: string;
}

export const authProvider = {
  /**
   * Signs in with credentials, or registers (POST /signup) and signs the new account in at once.
   * Both go through react-admin's login so its cached "signed out" state is reset either way.
   */
  async login(params: Credentials | { registration: Registration }) {
    const { json } =
      'registration' in params
        ? await postJson('/signup', params.registration)
        : await postJson('/auth/login', {
            email: params.email,
            password: params.password,
            ...(params.twoFactorToken ? { twoFactorToken: params.twoFactorToken } : {}),
          });
    if (json.require2FA) throw new TwoFactorRequired(json.message);
    storeSession(json.access_token, json.user);
    return { redirectTo: '/panel' };
  },

  async logout() {
    // The server ends the session too, so the token is useless even if it was copied; signing out
    // still works when the server cannot be reached.
    if (liveToken()) {
      await fetch(`${API_URL}/auth/logout`, { method: 'POST', headers: apiHeaders({}) }).catch(() => undefined);
    }
    clearSession();
    return '/login';
  },

  async checkAuth() {
    if (!liveToken()) {
      clearSession();
      throw { redirectTo: '/login', message: false };
    }
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401 || error?.status === 403) window.dispatchEvent(new Event(LOGOUT_EVENT));
    if (error?.status === 401) {
      clearSession();
      throw { redirectTo: '/login', logoutUser: true };
    }
    // 403 means "not allowed", not "signed out": the screen shows the server's message instead.
  },

  async getIdentity() {
    const user = getStoredUser();
    if (!user) throw new Error('Not signed in');
    return identityOf(user);
  },

  /** The account's role, read from the server so a newly granted role shows without signing in again. */
  async getPermissions() {
    if (!getToken()) return null;
    const { json } = await httpClient('/auth/profile');
    storeUser(json as SessionUser);
    return (json as SessionUser).role;
  },

  async canAccess({ resource, action }) {
    // Loaded with the panel, not the public pages: the rules read every resource's declaration.
    const { canAccess } = await import('./canAccess');
    return canAccess({ role: getStoredUser()?.role, resource, action });
  },
} satisfies AuthProvider;

export type AppAuthProvider = typeof authProvider;
