/**
 * The daily renewal reminders (issue 38): policies ending 30, 15, 7 and 1 days from today that are
 * neither renewed nor lost are counted for the RM of their partner or agent — the account signing in
 * with that employee's e-mail — or, when the policy has no such RM, for every administrator. Each
 * account gets one notification per reminder day and, when mail is set up, one e-mail for the day.
 *
 * A day's run is claimed by inserting its row in `reminder_runs` inside the run's transaction: with
 * several API and worker processes, the first to insert it runs the day and the others find it
 * taken, so nothing is counted or sent twice; a run that fails leaves nothing behind and is tried
 * again at the next tick.
 */
import { randomUUID } from 'node:crypto';
import { addDays, format, parseISO } from 'date-fns';
import type { Kysely } from 'kysely';
import type { Database, DB } from '../db/schema';
import { queueMail } from './mailOutbox';

export const REMINDER_DAYS = [30, 15, 7, 1] as const;

/** Parameters of a renewals-due notification, worded by the panel (NotificationsButton). */
export interface RenewalsDueParams {
  days: number;
  endDate: string;
  count: number;
  /** The employee whose partners' and agents' policies these are; absent: policies with no RM account. */
  rm?: string;
}

const dayAfter = (day: string, days: number) => format(addDays(parseISO(day), days), 'yyyy-MM-dd');

interface DuePolicy {
  policy_number: string;
  customer_name: string;
  vehicle_number: string | null;
  end_date: string;
  rm: string | null;
}

/** Open policies ending on one of the reminder days, with the RM employee of their partner or agent. */
function duePolicies(trx: Kysely<Database>, endDates: string[]) {
  return trx
    .selectFrom('motor_policies as policy')
    .leftJoin('partners as partner', 'partner.id', 'policy.partner')
    .leftJoin('agents as agent', 'agent.id', 'policy.agent')
    .select(['policy.policy_number', 'policy.customer_name', 'policy.vehicle_number', 'policy.end_date'])
    .select((eb) => eb.fn.coalesce('partner.rmEmployee', 'agent.rmEmployee').as('rm'))
    .where('policy.end_date', 'in', endDates)
    .where((eb) => eb.or([eb('policy.renewal_status', 'is', null), eb('policy.renewal_status', 'not in', ['Renewed', 'Lost'])]))
    .orderBy('policy.end_date')
    .orderBy('policy.policy_number')
    .execute() as Promise<DuePolicy[]>;
}

/** The account of each RM employee (same e-mail, any case, holding a role), by employee id. */
async function rmAccounts(trx: Kysely<Database>, employeeIds: string[]) {
  const accounts = new Map<string, { id: string; email: string }>();
  if (!employeeIds.length) return accounts;
  // An employee who has left (isDeleted) answers for nothing: their policies go to the administrators.
  const employees = (await trx.selectFrom('employees').select(['id', 'email', 'isDeleted']).where('id', 'in', employeeIds).execute()).filter((employee) => !employee.isDeleted);
  const emails = [...new Set(employees.map((employee) => String(employee.email).toLowerCase()))];
  if (!emails.length) return accounts;
  const users = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
    .where('role', 'is not', null)
    .execute();
  const byEmail = new Map(users.map((user) => [user.email.toLowerCase(), user]));
  for (const employee of employees) {
    const account = byEmail.get(String(employee.email).toLowerCase());
    if (account) accounts.set(employee.id, account);
  }
  return accounts;
}

interface Recipient {
  account: { id: string; email: string };
  rm?: string;
  policies: (DuePolicy & { days: number })[];
}

/** Every due policy under the account that answers for it: its RM's, else every administrator's. */
async function recipientsOf(trx: Kysely<Database>, policies: (DuePolicy & { days: number })[]) {
  const rms = await rmAccounts(trx, [...new Set(policies.flatMap((policy) => (policy.rm ? [policy.rm] : [])))]);
  const admins = await trx.selectFrom('users').select(['id', 'email']).where('role', '=', 'admin').execute();
  const recipients = new Map<string, Recipient>();
  const add = (account: { id: string; email: string }, rm: string | undefined, policy: DuePolicy & { days: number }) => {
    const key = `${account.id}/${rm ?? ''}`;
    const recipient = recipients.get(key) ?? { account, rm, policies: [] };
    recipient.policies.push(policy);
    recipients.set(key, recipient);
  };
  for (const policy of policies) {
    const rm = policy.rm ? rms.get(policy.rm) : undefined;
    if (rm) add(rm, policy.rm!, policy);
    else for (const admin of admins) add(admin, undefined, policy);
  }
  return [...recipients.values()];
}

/** The notifications of one recipient: one per reminder day with policies ending then. */
function notificationsOf(recipient: Recipient, createdAt: string): Database['notifications'][] {
  return REMINDER_DAYS.flatMap((days) => {
    const policies = recipient.policies.filter((policy) => policy.days === days);
    if (!policies.length) return [];
    const params: RenewalsDueParams = { days, endDate: policies[0].end_date, count: policies.length, ...(recipient.rm ? { rm: recipient.rm } : {}) };
    return [{ id: randomUUID(), accountId: recipient.account.id, kind: 'renewalsDue' as const, params: JSON.stringify(params), createdAt, readAt: null }];
  });
}

/** Lines of the day's e-mail listed before "and N more". */
const MAIL_LINES = 200;

function mailOf(recipient: Recipient, today: string) {
  const lines = [...recipient.policies]
    .sort((a, b) => a.end_date.localeCompare(b.end_date))
    .slice(0, MAIL_LINES)
    .map((policy) => `- ${policy.policy_number}, ${policy.customer_name}${policy.vehicle_number ? `, ${policy.vehicle_number}` : ''}: ends ${policy.end_date} (in ${policy.days} day${policy.days === 1 ? '' : 's'})`);
  const more = recipient.policies.length - lines.length;
  return {
    recipient: recipient.account.email,
    subject: `Renewals due: ${recipient.policies.length} ${recipient.policies.length === 1 ? 'policy' : 'policies'} (${today})`,
    body: ['These policies end soon and are not yet renewed:', '', ...lines, ...(more > 0 ? [`…and ${more} more.`] : []), '', 'See them in PolicyDesk under Motor Insurance › Renewals due.'].join('\n'),
  };
}

/** Notifications are kept for 90 days, e-mail sent or given up for 30, the runs' days for a year. */
async function forgetOld(trx: Kysely<Database>, today: string) {
  const instantBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  await trx.deleteFrom('notifications').where('createdAt', '<', instantBefore(90)).execute();
  await trx.deleteFrom('email_outbox').where('state', '!=', 'pending').where('createdAt', '<', instantBefore(30)).execute();
  await trx.deleteFrom('reminder_runs').where('day', '<', dayAfter(today, -365)).execute();
}

export interface ReminderRun {
  /** False when another process (or an earlier tick) already ran this day. */
  ran: boolean;
  notifications: number;
  mails: number;
}

/** Runs the reminders of `today` (YYYY-MM-DD, India) once across every process. */
export async function remindRenewals(db: DB, { today, mail }: { today: string; mail: boolean }): Promise<ReminderRun> {
  return db.transaction().execute(async (trx) => {
    const createdAt = new Date().toISOString();
    const claimed = await trx
      .insertInto('reminder_runs')
      .values({ day: today, createdAt })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .returning('day')
      .executeTakeFirst();
    if (!claimed) return { ran: false, notifications: 0, mails: 0 };

    const daysBefore = new Map(REMINDER_DAYS.map((days) => [dayAfter(today, days), days]));
    const policies = (await duePolicies(trx, [...daysBefore.keys()])).map((policy) => ({ ...policy, days: daysBefore.get(policy.end_date)! }));
    const recipients = await recipientsOf(trx, policies);
    const notifications = recipients.flatMap((recipient) => notificationsOf(recipient, createdAt));
    for (let start = 0; start < notifications.length; start += 500) {
      await trx.insertInto('notifications').values(notifications.slice(start, start + 500)).execute();
    }
    // One e-mail per account for the day, however many RMs' policies it answers for.
    const byAccount = new Map<string, Recipient>();
    for (const recipient of recipients) {
      const kept = byAccount.get(recipient.account.id);
      if (kept) kept.policies.push(...recipient.policies);
      else byAccount.set(recipient.account.id, { ...recipient, policies: [...recipient.policies] });
    }
    const mails = mail ? [...byAccount.values()].map((recipient) => mailOf(recipient, today)) : [];
    await queueMail(trx, mails);
    await forgetOld(trx, today);
    return { ran: true, notifications: notifications.length, mails: mails.length };
  });
}
