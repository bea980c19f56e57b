import { COMPANY_TOAST_MS } from './messages';

/** Options for the company area's toasts (5000 ms, spec section 8). */
export const companyToast = (type: 'success' | 'error' | 'info') => ({ type, autoHideDuration: COMPANY_TOAST_MS });

/** True when the API answered with messages for particular fields (they are shown under the inputs). */
export const hasFieldErrors = (error: unknown) =>
  Object.keys((error as { body?: { errors?: object } })?.body?.errors ?? {}).length > 0;
