/**
 * Per-account protection against password guessing: an account takes at most MAX_FAILURES wrong
 * attempts, then refuses logins for LOCK_MINUTES from the last failure. Kept in the database so it
 * holds across restarts and several server processes. Each attempt is counted in one statement
 * before its password is checked, so concurrent guesses cannot share a stale count and slip past
 * the limit together. (Per-IP limits are @fastify/rate-limit's job.)
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export const MAX_FAILURES = 5;
export const LOCK_MINUTES = 15;

const windowStart = (now: Date) => new Date(now.getTime() - LOCK_MINUTES * 60_000).toISOString();

/**
 * Counts a login attempt as a failure until it proves otherwise. False when the account is locked:
 * the attempt is then refused uncounted, so the lock still ends LOCK_MINUTES after the last failure.
 */
export async function countLoginAttempt(db: Kysely<Database>, userId: string, now = new Date()): Promise<boolean> {
  const since = windowStart(now);
  const counted = await db
    .updateTable('users')
    .set({
      // Failures older than the window no longer count.
      failedLogins: sql<number>`CASE WHEN ${sql.ref('lastFailedLoginAt')} >= ${since} THEN ${sql.ref('failedLogins')} + 1 ELSE 1 END`,
      lastFailedLoginAt: now.toISOString(),
    })
    .where('id', '=', userId)
    .where((eb) => eb.not(eb.and([eb('failedLogins', '>=', MAX_FAILURES), eb('lastFailedLoginAt', 'is not', null), eb('lastFailedLoginAt', '>=', since)])))
    .returning('failedLogins')
    .executeTakeFirst();
  return counted !== undefined;
}

/** The attempt was no failure (the right password, its second factor still to come). */
export async function uncountLoginAttempt(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ failedLogins: sql<number>`CASE WHEN ${sql.ref('failedLogins')} > 0 THEN ${sql.ref('failedLogins')} - 1 ELSE 0 END` })
    .where('id', '=', userId)
    .execute();
}
