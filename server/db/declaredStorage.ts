/**
 * The tables of resources declared with `storage: 'declared'`: made from their declaration, with
 * nothing else written. Each time the server opens the database the table is brought to the
 * declaration: a new resource gets its table, its indexes (creation order, every sortable field,
 * every filter) and its kept row count; a field added to the declaration adds its column (empty for
 * the records already saved). A column the declaration no longer has is never dropped here: the
 * server refuses to start until a migration file (server/db/migrations) says what becomes of it.
 * The resources written before this keep their hand-written migrations.
 */
import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { columnFields, type ResourceDeclaration } from '../../resources/core/defineResource';
import type { Field } from '../../resources/core/fields';
import { isPostgres, timestampType } from './dialect';
import { trackChangeVersion, trackRowCount } from './rowCounts';
import { createUniqueIndex } from './uniqueKeys';
import { comparedForSimilarity } from './similarRecords';

/** Columns every table has besides its fields. */
const RECORD_COLUMNS = ['id', 'createdAt', 'updatedAt'];

/** How a field's values are stored (the repository's storageMapping writes and reads them). */
function columnType(field: Field, postgres: boolean) {
  switch (field.kind) {
    case 'decimal':
      return 'bigint'; // whole units of its scale: paise, hundredths of a percent
    case 'integer':
      return 'integer';
    case 'date':
      return postgres ? 'date' : 'text';
    case 'boolean':
      return 'boolean';
    default:
      return 'text';
  }
}

export const isDeclaredStorage = (declaration: ResourceDeclaration) => declaration.storage === 'declared';

/** Brings every declared table to its declaration, in one transaction (other processes starting wait for it). */
export async function keepDeclaredTables(db: Kysely<any>, declarations: readonly ResourceDeclaration[]): Promise<void> {
  const declared = declarations.filter(isDeclaredStorage);
  if (!declared.length) return;
  await db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext('declared tables'))`.execute(trx);
    const tables = new Map((await trx.introspection.getTables()).map((table) => [table.name, table.columns.map((column) => column.name)]));
    for (const declaration of declared) {
      const existing = tables.get(declaration.table);
      const tableOf = (resource: string) => declarations.find((other) => other.name === resource)?.table;
      const added = existing ? await alterToDeclaration(trx, declaration, existing, tableOf) : await createDeclaredTable(trx, declaration, tableOf);
      await createIndexes(trx, declaration, added);
    }
  });
}

/** Creates the table; answers its columns (all new). */
type TableOf = (resource: string) => string | undefined;

/** A column's constraints: required, and a reference's foreign key (a named record cannot go while named). */
function constraints(field: Field, tableOf: TableOf, required: boolean) {
  return (column: ColumnDefinitionBuilder) => {
    let built = required && field.required ? column.notNull() : column;
    if (field.kind === 'reference') {
      const table = tableOf(field.reference);
      if (!table) throw new Error(`A reference names ${field.reference}, which is not a declared resource`);
      built = built.references(`${table}.id`).onDelete('restrict');
    }
    return built;
  };
}

async function createDeclaredTable(db: Kysely<any>, declaration: ResourceDeclaration, tableOf: TableOf): Promise<string[]> {
  const postgres = isPostgres(db);
  let table = db.schema.createTable(declaration.table).addColumn('id', 'text', (c) => c.primaryKey());
  for (const name of columnFields(declaration)) {
    const field = declaration.fields[name];
    table = table.addColumn(name, columnType(field, postgres), constraints(field, tableOf, true));
  }
  await table
    .addColumn('createdAt', timestampType(db), (c) => c.notNull())
    .addColumn('updatedAt', timestampType(db), (c) => c.notNull())
    .execute();
  await trackRowCount(db, declaration.table);
  await trackChangeVersion(db, declaration.table);
  return columnFields(declaration);
}

/** Adds the columns of fields new to the declaration, and answers them; refuses to lose a column. */
async function alterToDeclaration(db: Kysely<any>, declaration: ResourceDeclaration, existing: string[], tableOf: TableOf): Promise<string[]> {
  const declared = columnFields(declaration);
  const undeclared = existing.filter((column) => !declared.includes(column) && !RECORD_COLUMNS.includes(column));
  if (undeclared.length) {
    throw new Error(
      `The table ${declaration.table} has ${undeclared.join(', ')}, which the ${declaration.name} declaration no longer has. ` +
        'Dropping or renaming a column loses data: write a migration in server/db/migrations that says what becomes of it.',
    );
  }
  const added = declared.filter((column) => !existing.includes(column));
  for (const name of added) {
    // Empty for the records already saved, so not required of them; the API requires it of every write.
    const field = declaration.fields[name];
    await db.schema.alterTable(declaration.table).addColumn(name, columnType(field, isPostgres(db)), constraints(field, tableOf, false)).execute();
  }
  return added;
}

/** The indexes of sorting and filtering, and the unique indexes of the columns just made (empty, so no value is shared yet). */
async function createIndexes(db: Kysely<any>, declaration: ResourceDeclaration, newColumns: string[]) {
  const { table } = declaration;
  const index = (name: string) => db.schema.createIndex(`${table}_${name}`).ifNotExists().on(table);
  await index('created_at').columns(['createdAt', 'id']).execute();
  await index('updated_at').columns(['updatedAt', 'id']).execute();
  for (const field of declaration.sortFields) await index(`by_${field}`).columns([field, 'id']).execute();
  for (const field of declaration.filterFields) await index(`${field}_created_at`).columns([field, 'createdAt', 'id']).execute();
  for (const field of declaration.rangeFilterFields) await index(`${field}_range`).columns([field, 'id']).execute();
  // A referenced record's deletion looks for the records naming it.
  for (const [name, field] of Object.entries(declaration.fields)) if (field.kind === 'reference') await index(`${name}_ref`).columns([name]).execute();
  // Personal data is compared decrypted: no index can serve it.
  for (const { field } of (declaration.similarWhen ?? []).filter(({ field }) => !declaration.fields[field].personal)) {
    await index(`${field}_similar`).expression(comparedForSimilarity(declaration, field, sql.ref(field))).execute();
  }
  // Backs the API's duplicate check against two saves at once.
  for (const field of declaration.uniqueFields.filter((name) => newColumns.includes(name))) {
    await createUniqueIndex(db, declaration, field);
  }
}
