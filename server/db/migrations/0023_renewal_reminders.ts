/**
 * Renewal reminders (issue 38): the days the reminder job has run (one run per day, whichever
 * process claims it), the panel's notifications per account, and e-mail waiting to be sent (an
 * outbox, so a message is sent once even with several workers and survives an SMTP outage).
 * Policies are counted per end date and renewal status for the dashboard's renewal rate.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reminder_runs')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // JSON: what the panel needs to word it and link to it (renewals: days, endDate, count, rm).
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('readAt', 'text')
    .execute();
  await db.schema.createIndex('notifications_account_created_at').on('notifications').columns(['accountId', 'createdAt']).execute();
  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // Milliseconds since the epoch until which one process is sending it.
    .addColumn('lockedUntil', 'bigint')
    .addColumn('lastError', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('sentAt', 'text')
    .execute();
  await db.schema.createIndex('email_outbox_state').on('email_outbox').columns(['state', 'createdAt']).execute();
  await db.schema.createIndex('motor_policies_end_date_renewal_status').on('motor_policies').columns(['end_date', 'renewal_status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('motor_policies_end_date_renewal_status').execute();
  for (const table of ['email_outbox', 'notifications', 'reminder_runs']) await db.schema.dropTable(table).execute();
}
