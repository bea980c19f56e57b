import { getToken } from '../authProvider/session';

/** The API's base path: the panel calls it on its own origin. */
export const API_URL = '/api';

/** Headers for a call to the API: `init` (JSON wanted, by default) and the stored session's bearer token. */
export function apiHeaders(init: HeadersInit = { Accept: 'application/json' }): Headers {
  const headers = new Headers(init);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}
