/**
 * Renewal reminders on both databases: the daily job counts the policies ending 30, 15, 7 and 1 days
 * on for their RM (the account of the partner's or agent's RM employee), or for the administrators
 * when a policy has none; the bell lists them and marks them read; e-mail goes to a local SMTP
 * server (smtp-server), once per account and day however often and by however many processes the
 * job runs.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindRenewals } from '../../server/reminders/renewalReminders';
import { startReminders } from '../../server/reminders/reminderScheduler';
import { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { coverDates, samplePolicy } from '../support/policies';
import { serveSignedIn } from '../support/signedInServer';

const quiet = { info() {}, warn(message: string) { throw new Error(message); } };

/** A local SMTP server keeping what it receives. */
async function smtpSink() {
  const received: { to: string[]; text: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let text = '';
      stream.on('data', (chunk) => (text += chunk));
      stream.on('end', () => {
        // Quoted-printable's soft line breaks joined again (the lines are longer than 76 characters).
        received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), text: text.replace(/=\r?\n/g, '') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(testDatabases())('renewal reminders on $database', (target) => {
  const context = serveSignedIn(target, 'admin@reminders.in');
  let admin: ApiClient;
  let rm: ApiClient;
  let sink: Awaited<ReturnType<typeof smtpSink>>;

  beforeAll(async () => {
    admin = context.api;
    sink = await smtpSink();
    rm = new ApiClient(context.server.url);
    await rm.signUp('Meera.Iyer@brokerage.in');
    const account = (await admin.get('/users?page=1&limit=10&search=meera')).body.data[0];
    await admin.patch(`/users/${account._id}`, { role: 'staff' });
    const employee = (await admin.post('/employee', { name: 'Meera Iyer', employeeId: 'EMP-7', phone: '9123456780', email: 'meera.iyer@brokerage.in', roleDepartment: 'Sales Executive', branch: 'Pune', salesZone: 'West' })).body;
    const partner = (await admin.post('/partner', { name: 'Shree Ganesh Insurance Point', phone: '9876543210', partnerType: 'Type 1', active: true, rmEmployee: employee._id })).body;
    const policies = [
      ['RM-30', '2032-02-09', { partner: partner._id }],
      ['RM-15', '2032-01-25', { partner: partner._id }],
      ['RM-7', '2032-01-17', { partner: partner._id }],
      ['RM-7-RENEWED', '2032-01-17', { partner: partner._id, renewal_status: 'Renewed' }],
      ['RM-8', '2032-01-18', { partner: partner._id }],
      ['NO-RM-1', '2032-01-11', {}],
    ] as const;
    for (const [number, end, more] of policies) {
      expect((await admin.post('/motor-policy', samplePolicy({ policy_number: number, ...coverDates('2031-01-01', end), ...more }))).status).toBe(201);
    }
  });
  afterAll(() => sink?.close());

  it('tells the RM about their policies and the administrators about the rest, once a day', async () => {
    const db = context.server.app.db;
    expect(await remindRenewals(db, { today: '2032-01-10', mail: false })).toEqual({ ran: true, notifications: 4, mails: 0 });
    expect(await remindRenewals(db, { today: '2032-01-10', mail: false })).toEqual({ ran: false, notifications: 0, mails: 0 });

    const mine = await rm.get('/notifications');
    expect(mine.body.unread).toBe(3);
    const params = mine.body.data.map((notification: { params: object }) => notification.params);
    expect(params).toHaveLength(3);
    expect(params).toEqual(expect.arrayContaining([
      expect.objectContaining({ days: 30, endDate: '2032-02-09', count: 1 }),
      expect.objectContaining({ days: 15, endDate: '2032-01-25', count: 1 }),
      expect.objectContaining({ days: 7, endDate: '2032-01-17', count: 1 }),
    ]));
    expect(params.every((notification: { rm?: string }) => typeof notification.rm === 'string')).toBe(true);
    // Its link lists that day's policies of the RM's partners and agents (filter through the references).
    const listed = await rm.get(`/motor-policy?page=1&limit=50&rm=${params[0].rm}&end_date_gte=2032-01-17&end_date_lte=2032-01-17`);
    expect(listed.body.data.map((policy: { policy_number: string }) => policy.policy_number).sort()).toEqual(['RM-7', 'RM-7-RENEWED']);

    const admins = await admin.get('/notifications');
    expect(admins.body.data.map((notification: { params: object }) => notification.params)).toEqual([{ days: 1, endDate: '2032-01-11', count: 1 }]);

    const first = mine.body.data[0]._id;
    expect((await rm.post('/notifications/read', { ids: [first] })).body.unread).toBe(2);
    // Another account's notifications are not marked by it.
    expect((await rm.post('/notifications/read', { ids: [admins.body.data[0]._id] })).body.unread).toBe(2);
    expect((await admin.get('/notifications')).body.unread).toBe(1);
    expect((await rm.post('/notifications/read', {})).body.unread).toBe(0);
    expect((await rm.post('/notifications/read', { ids: 'all' })).status).toBe(400);
  });

  it('sends one e-mail per account and day when two processes run the job at once', async () => {
    const db = context.server.app.db;
    const config = { pollMs: 0, firstTickMs: 0, smtpUrl: sink.url, mailFrom: 'PolicyDesk <reminders@brokerage.in>' };
    const now = () => new Date('2032-01-10T03:00:00Z');
    await db.deleteFrom('reminder_runs').where('day', '=', '2032-01-10').execute();
    const workers = [startReminders({ db, config, log: quiet, now }), startReminders({ db, config, log: quiet, now })];
    await Promise.all(workers.map((worker) => worker.tick()));
    await Promise.all(workers.map((worker) => worker.tick()));
    await Promise.all(workers.map((worker) => worker.stop()));

    expect(sink.received.map((mail) => mail.to).sort()).toEqual([['admin@reminders.in'], ['meera.iyer@brokerage.in']]);
    const toRm = sink.received.find((mail) => mail.to[0] === 'meera.iyer@brokerage.in')!.text;
    expect(toRm).toContain('Subject: Renewals due: 3 policies (2032-01-10)');
    expect(toRm).toMatch(/RM-7, .*: ends 2032-01-17 \(in 7 days\)/);
    expect(toRm).not.toContain('RM-8');
    expect(toRm).not.toContain('RM-7-RENEWED');
  });
});
