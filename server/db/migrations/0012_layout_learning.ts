/**
 * What the reader keeps of each extraction for its review (where every value was read, and the
 * learned layout it matched), and the layouts learned from reviewed extractions.
 */
import type { Kysely } from 'kysely';
import { timestampType } from '../dialect';
import { trackChangeVersion, trackRowCount } from '../rowCounts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('extraction_outputs').addColumn('evidence', 'text').execute();
  await db.schema.alterTable('extraction_outputs').addColumn('learnedLayoutId', 'text').execute();

  const ts = timestampType(db);
  await db.schema
    .createTable('learned_layouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('learned', 'text', (c) => c.notNull())
    .addColumn('fieldsLearned', 'text', (c) => c.notNull())
    .addColumn('sourceFileName', 'text')
    .addColumn('createdAt', ts, (c) => c.notNull())
    .addColumn('updatedAt', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('learned_layouts_created_at').on('learned_layouts').columns(['createdAt', 'id']).execute();
  await db.schema.createIndex('learned_layouts_updated_at').on('learned_layouts').columns(['updatedAt', 'id']).execute();
  await trackRowCount(db, 'learned_layouts');
  await trackChangeVersion(db, 'learned_layouts');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('learned_layouts').execute();
  await db.schema.alterTable('extraction_outputs').dropColumn('learnedLayoutId').execute();
  await db.schema.alterTable('extraction_outputs').dropColumn('evidence').execute();
}
