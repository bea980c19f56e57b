/**
 * Runs the renewal reminders of the day (renewalReminders.ts) and sends queued e-mail
 * (mailOutbox.ts) at every tick, in every API and worker process: the database decides which
 * process does a day's run and which sends a message, so ticks may overlap freely.
 */
import nodemailer from 'nodemailer';
import type { RemindersConfig } from '../config';
import type { DB } from '../db/schema';
import { SMTP_TIMEOUTS, sendQueuedMail } from './mailOutbox';
import { indiaToday } from '../calendar';
import { remindRenewals } from './renewalReminders';

interface Log {
  info(message: string): void;
  warn(message: string): void;
}

export interface ReminderScheduler {
  /** Runs one tick now (tests, and `stop` waits for a tick under way). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/** SMTP_URL (smtp:// or smtps://, user and password in it) as nodemailer's options, with timeouts shorter than a sending lease. */
function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const auth = url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined;
  return { host: url.hostname, port: Number(url.port || (secure ? 465 : 587)), secure, auth, ...SMTP_TIMEOUTS };
}

export function startReminders({ db, config, log, now = () => new Date() }: { db: DB; config: RemindersConfig; log: Log; now?: () => Date }): ReminderScheduler {
  const transport = config.smtpUrl ? nodemailer.createTransport(smtpOptions(config.smtpUrl)) : undefined;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function runOnce() {
    try {
      const run = await remindRenewals(db, { today: indiaToday(now()), mail: Boolean(transport) });
      if (run.ran) log.info(`Renewal reminders: ${run.notifications} notification(s), ${run.mails} e-mail(s) queued`);
      if (transport) await sendQueuedMail(db, transport, config.mailFrom);
    } catch (error) {
      log.warn(`Renewal reminders failed, tried again at the next tick: ${(error as Error).message}`);
    }
  }

  const tick = () => (running ??= runOnce().finally(() => (running = undefined)));
  const schedule = () => {
    timer = setTimeout(() => void tick().then(() => timer && schedule()), config.pollMs);
    timer.unref();
  };
  if (config.pollMs > 0) {
    timer = setTimeout(() => void tick().then(() => timer && schedule()), config.firstTickMs);
    timer.unref();
  }

  return {
    tick,
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
      transport?.close();
    },
  };
}
