/**
 * Imports of CSV and Excel files into a resource (server/import): each file's mapping, progress and
 * counts, and the rows it refused with why. A batch of rows is written in one transaction with its
 * progress here, so after a crash `rowsDone` says exactly which rows are in and where to resume.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('accountId', 'text')
    .addColumn('fileName', 'text', (c) => c.notNull())
    // Where the uploaded file is kept (under the data directory) until the import is done with.
    .addColumn('storedName', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    // JSON: the file's header and the field each of its columns goes to (null: left out).
    .addColumn('columns', 'text', (c) => c.notNull())
    .addColumn('mapping', 'text', (c) => c.notNull())
    .addColumn('onExisting', 'text', (c) => c.notNull().defaultTo('skip'))
    // What was last asked of it (upload, check, import) and how that stands (running, done, failed).
    .addColumn('phase', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    // Data rows in the file (known once it has been read through) and rows the phase has been through.
    .addColumn('totalRows', 'integer')
    .addColumn('rowsDone', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    // The run that holds it: a batch is written only while its run still holds the import, so a
    // run taken over (resumed elsewhere after it seemed stopped) writes nothing more.
    .addColumn('runToken', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('import_refusals')
    .addColumn('importId', 'text', (c) => c.notNull().references('imports.id').onDelete('cascade'))
    // The row's line in the file, counting the header as row 1 (as a spreadsheet numbers it).
    .addColumn('row', 'integer', (c) => c.notNull())
    // JSON: the row's cells as read, and { field: message } of what is wrong with it.
    .addColumn('cells', 'text', (c) => c.notNull())
    .addColumn('problems', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_refusals_pk', ['importId', 'row'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_refusals').execute();
  await db.schema.dropTable('imports').execute();
}
