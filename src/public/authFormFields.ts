/**
 * The inputs of the login and sign-up card. Their rules and messages are declared once in
 * resources/accounts/authForms and checked by the server, whose per-field messages the card shows
 * under the inputs; this list keeps only what the browser needs to draw them, so the public pages
 * load without the validation library. tests/unit/authFormFields.test.ts keeps the two in step.
 */
import { normaliseMobile } from '../../resources/core/indianMobile';

export interface AuthFormField {
  name: 'firstname' | 'lastname' | 'mobileNumber' | 'email' | 'password' | 'twoFactorToken';
  type: 'text' | 'email' | 'password' | 'tel';
  autoComplete: string;
  required: boolean;
  maxLength: number;
  /** A hint shown under the input until it has an error. */
  helperKey?: string;
  /** What the declared field makes of typed digits before its count is checked (a mobile's +91 dropped). */
  normalise?: (digits: string) => string;
}

const registration: AuthFormField[] = [
  { name: 'firstname', type: 'text', autoComplete: 'given-name', required: true, maxLength: 100 },
  { name: 'lastname', type: 'text', autoComplete: 'family-name', required: true, maxLength: 100 },
  { name: 'mobileNumber', type: 'tel', autoComplete: 'tel-national', required: true, maxLength: 10, helperKey: 'app.auth.mobileHint', normalise: normaliseMobile },
  { name: 'email', type: 'email', autoComplete: 'email', required: true, maxLength: 254 },
  { name: 'password', type: 'password', autoComplete: 'new-password', required: true, maxLength: 128 },
];

const login: AuthFormField[] = [
  { name: 'email', type: 'email', autoComplete: 'username', required: true, maxLength: 254 },
  { name: 'password', type: 'password', autoComplete: 'current-password', required: true, maxLength: 128 },
];

const twoFactor: AuthFormField = {
  name: 'twoFactorToken',
  type: 'tel',
  autoComplete: 'one-time-code',
  required: true,
  maxLength: 6,
  helperKey: 'app.auth.twoFactorHint',
};

export const authFormFields = (mode: 'login' | 'register', needsTwoFactor: boolean): AuthFormField[] =>
  mode === 'register' ? registration : needsTwoFactor ? [...login, twoFactor] : login;
