/**
 * Uploaded policy PDFs and what was read from them (extraction_outputs), and the durable queue
 * of extraction jobs (extraction_jobs). A job is claimed by one worker at a time with a lease: a
 * worker that dies leaves its job to be claimed again when the lease runs out.
 */
import type { Kysely } from 'kysely';
import { timestampType } from '../dialect';
import { trackChangeVersion, trackRowCount } from '../rowCounts';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable('extraction_outputs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fileName', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('processedAt', 'text')
    .addColumn('extractedFields', 'text')
    .addColumn('confidence', 'text')
    .addColumn('reviewReasons', 'text')
    .addColumn('needsReview', 'boolean', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('commission_receivable_od', 'bigint', (c) => c.notNull())
    .addColumn('commission_receivable_tp', 'bigint', (c) => c.notNull())
    .addColumn('commission_payable_od', 'bigint', (c) => c.notNull())
    .addColumn('commission_payable_tp', 'bigint', (c) => c.notNull())
    .addColumn('policyId', 'text')
    .addColumn('uploadedBy', 'text')
    .addColumn('fileKey', 'text', (c) => c.notNull())
    .addColumn('createdAt', ts, (c) => c.notNull())
    .addColumn('updatedAt', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('extraction_outputs_created_at').on('extraction_outputs').columns(['createdAt', 'id']).execute();
  await db.schema.createIndex('extraction_outputs_status').on('extraction_outputs').columns(['status', 'createdAt']).execute();
  // One policy per extraction: a second conversion of the same output is refused by the database too.
  await db.schema.createIndex('extraction_outputs_policy').on('extraction_outputs').column('policyId').unique().execute();
  await trackRowCount(db, 'extraction_outputs');
  await trackChangeVersion(db, 'extraction_outputs');

  await db.schema
    .createTable('extraction_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey().references('extraction_outputs.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // Epoch milliseconds: compared in SQL the same way on SQLite and PostgreSQL.
    .addColumn('runAfter', 'bigint', (c) => c.notNull())
    .addColumn('lockedBy', 'text')
    .addColumn('lockedUntil', 'bigint')
    .addColumn('lastError', 'text')
    .execute();
  await db.schema.createIndex('extraction_jobs_due').on('extraction_jobs').columns(['state', 'runAfter']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('extraction_jobs').execute();
  await db.schema.dropTable('extraction_outputs').execute();
}
