import { COMPANY_TOAST_MS } from './messages';

/** Options for the company area's toasts (5000 ms, spec section 8). */
export const companyToast = (type: 'success' | 'error' | 'info') => ({ type, autoHideDuration: COMPANY_TOAST_MS });
