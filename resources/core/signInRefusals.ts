/**
 * The refusals of signing in, signing up and resetting a password (part of refusals.ts): apart, so
 * the public pages say them without downloading every other refusal's wording.
 */
export const signInRefusalTemplates = {
  invalidCredentials: 'Invalid email or password',
  invalidTotp: 'Invalid 2FA code',
  loginLocked: 'Too many failed login attempts. Please try again in %{minutes} minutes.',
  tooManyAttempts: 'Too many attempts from this address. Please wait a minute and try again.',
  pendingAccess: 'Your account is waiting for an administrator to grant you access.',
  emailTaken: 'An account with this email already exists.',
  invalidResetLink: 'This reset link is not valid or has expired. Ask an administrator for a new one.',
} as const;
