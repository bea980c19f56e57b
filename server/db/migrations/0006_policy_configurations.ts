/**
 * Motor policy configurations (layouts taught by a sample PDF), and what an extraction read with
 * one: the configuration used and the configured keys that have no policy column.
 */
import type { Kysely } from 'kysely';
import { timestampType } from '../dialect';
import { trackChangeVersion, trackRowCount } from '../rowCounts';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable('policy_configurations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('samplePdfName', 'text', (c) => c.notNull())
    .addColumn('samplePdfKey', 'text', (c) => c.notNull())
    .addColumn('learned', 'text')
    .addColumn('sampleReport', 'text')
    .addColumn('createdAt', ts, (c) => c.notNull())
    .addColumn('updatedAt', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('policy_configurations_created_at').on('policy_configurations').columns(['createdAt', 'id']).execute();
  await trackRowCount(db, 'policy_configurations');
  await trackChangeVersion(db, 'policy_configurations');

  await db.schema.alterTable('extraction_outputs').addColumn('otherFields', 'text').execute();
  await db.schema.alterTable('extraction_outputs').addColumn('configurationName', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('extraction_outputs').dropColumn('configurationName').execute();
  await db.schema.alterTable('extraction_outputs').dropColumn('otherFields').execute();
  await db.schema.dropTable('policy_configurations').execute();
}
