/** The sign-up and login forms' fields and rules, checked by the login page and the auth routes alike. */
import { digits, email, password, text } from '../core/fields';
import { normaliseMobile } from '../core/indianMobile';

const newPassword = (label: string) =>
  password({ label, required: true, minLength: 8, minLengthMessage: 'Password must be at least 8 characters long.', maxLength: 128 });

export const registrationFields = {
  firstname: text({ label: 'First Name', required: true, maxLength: 100 }),
  lastname: text({ label: 'Last Name', required: true, maxLength: 100 }),
  // The spec keeps the digits, at most ten; a country code or trunk zero typed before them goes.
  mobileNumber: digits({
    label: 'Mobile Number',
    required: true,
    maxLength: 10,
    normalise: normaliseMobile,
    message: 'Enter a 10-digit number without spaces or dashes',
  }),
  email: email({ label: 'Email', required: true, message: 'Please enter a valid email address.' }),
  password: newPassword('Password'),
};

/** Said under Password when it is one of the passwords most used (the server keeps the list). */
export const COMMON_PASSWORD_MESSAGE = 'This password is one of the most common ones. Choose one that is harder to guess.';

export const loginFields = {
  email: email({ label: 'Email', required: true, message: 'Please enter a valid email address.' }),
  password: password({ label: 'Password', required: true, maxLength: 128 }),
  twoFactorToken: digits({ label: '2FA Code', length: 6, message: 'Enter the 6-digit code from your authenticator app' }),
};

/** The 2FA confirmation forms on the profile page. */
export const twoFactorCodeFields = {
  code: digits({
    label: '2FA Code',
    required: true,
    length: 6,
    message: 'Enter the 6-digit code from your authenticator app',
  }),
};

/** Changing one's own password on the profile page. */
export const passwordChangeFields = {
  currentPassword: password({ label: 'Current Password', required: true, maxLength: 128 }),
  newPassword: newPassword('New Password'),
};

/** Choosing a password from an administrator's one-time reset link. */
export const passwordResetFields = {
  token: text({ label: 'Reset link', required: true, maxLength: 100 }),
  password: newPassword('New Password'),
};

export const WRONG_CURRENT_PASSWORD = 'That is not your current password.';
export const SAME_PASSWORD = 'Choose a password different from your current one.';
