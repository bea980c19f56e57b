/**
 * Per-account protection against password guessing: after MAX_FAILURES wrong attempts the account
 * refuses logins for LOCK_MINUTES from the last failure. Kept in the database so it holds across
 * restarts and several server processes. (Per-IP limits are @fastify/rate-limit's job.)
 */
export const MAX_FAILURES = 5;
export const LOCK_MINUTES = 15;

export const LOCKED_MESSAGE = `Too many failed login attempts. Please try again in ${LOCK_MINUTES} minutes.`;

export function isLocked(failedLogins: number, lastFailedLoginAt: string | Date | null, now = new Date()): boolean {
  if (failedLogins < MAX_FAILURES || !lastFailedLoginAt) return false;
  const last = new Date(lastFailedLoginAt).getTime();
  return now.getTime() - last < LOCK_MINUTES * 60_000;
}

/** Failures older than the lock window no longer count. */
export function nextFailureCount(failedLogins: number, lastFailedLoginAt: string | Date | null, now = new Date()): number {
  const last = lastFailedLoginAt ? new Date(lastFailedLoginAt).getTime() : 0;
  return now.getTime() - last < LOCK_MINUTES * 60_000 ? failedLogins + 1 : 1;
}
