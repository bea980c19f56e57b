/**
 * Passwords too common to keep an account safe (OWASP ASVS 2.1.7): the 49,000 most used ones, as
 * zxcvbn-ts collected them from breach corpora, compared without regard to case.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}
