/**
 * E-mail goes out through an outbox: a message is queued in the transaction that decides to send
 * it, and sent afterwards by whichever process claims it first (a lease on the row, as extraction
 * jobs have), so it is sent once with several workers and again after an SMTP failure.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Database, DB } from '../db/schema';

/** How long one process may take to send a message before another may try it (the transport's timeouts are shorter). */
const SENDING_LEASE_MS = 60_000;
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
/** Tries before a message is given up (kept as failed, with the last error): a day of ticks every 10 minutes. */
export const MAX_MAIL_ATTEMPTS = 144;
/** Messages sent per tick. */
const BATCH = 50;

export interface Mail {
  recipient: string;
  subject: string;
  body: string;
}

export async function queueMail(trx: Kysely<Database>, mails: Mail[]) {
  const createdAt = new Date().toISOString();
  for (let start = 0; start < mails.length; start += 200) {
    const rows = mails.slice(start, start + 200).map((mail) => ({ id: randomUUID(), ...mail, state: 'pending' as const, createdAt, lockedUntil: null, lastError: null, sentAt: null }));
    await trx.insertInto('email_outbox').values(rows).execute();
  }
}

/**
 * Takes a pending message for this process unless another holds it; answers the lease's end, which
 * the outcome is written under (a process whose lease ran out writes nothing), or undefined.
 */
async function claim(db: DB, id: string) {
  const now = Date.now();
  // A lease no other claim can hold at once: the same instant from two processes would tie.
  const until = now + SENDING_LEASE_MS + Math.floor(Math.random() * 1000);
  const result = await db
    .updateTable('email_outbox')
    .set((eb) => ({ lockedUntil: until, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? until : undefined;
}

/** Sends the pending messages this process can claim; returns how many were sent. */
export async function sendQueuedMail(db: DB, transport: Transporter, from: string): Promise<number> {
  const now = Date.now();
  const pending = await db
    .selectFrom('email_outbox')
    .select(['id', 'recipient', 'subject', 'body', 'attempts'])
    .where('state', '=', 'pending')
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]))
    .orderBy('createdAt')
    .limit(BATCH)
    .execute();
  let sent = 0;
  for (const mail of pending) {
    const lease = await claim(db, mail.id);
    if (lease === undefined) continue;
    const held = db.updateTable('email_outbox').where('id', '=', mail.id).where('lockedUntil', '=', lease);
    try {
      await transport.sendMail({ from, to: mail.recipient, subject: mail.subject, text: mail.body });
      await held.set({ state: 'sent', sentAt: new Date().toISOString(), lastError: null }).execute();
      sent += 1;
    } catch (error) {
      const failedForGood = Number(mail.attempts) + 1 >= MAX_MAIL_ATTEMPTS;
      await held.set({ lastError: String((error as Error).message ?? error).slice(0, 500), lockedUntil: null, ...(failedForGood ? { state: 'failed' as const } : {}) }).execute();
    }
  }
  return sent;
}
