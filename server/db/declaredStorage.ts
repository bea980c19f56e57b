/**
 * Every resource's table kept to its declaration. Each time the server opens the database, after
 * the migrations, the table is brought to the declaration: a new resource gets its table, its
 * indexes (creation order, every sortable field, every filter) and its kept row count; a field
 * added to the declaration adds its column (empty for the records already saved) and its indexes;
 * a field made sortable or filterable gets its index unless one the table has already serves it.
 * A column the declaration no longer has, whose stored type no longer holds the field's kind, or a
 * number whose scale changed (decimal places, or decimal to integer: see decimalScales.ts), is never dropped or changed here: the server
 * refuses to start until a migration file (server/db/migrations) says what becomes of it.
 *
 * The spec's resources were first made by hand-written migrations (0001–0024: their triggers,
 * rollups and trigram search stay theirs); from there their declarations keep them in the same way.
 */
import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { columnFields, type ResourceDeclaration } from '../../resources/core/defineResource';
import type { Field } from '../../resources/core/fields';
import { keepDecimalScales } from './decimalScales';
import { isPostgres, timestampType } from './dialect';
import { trackChangeVersion, trackRowCount } from './rowCounts';
import { comparedForSimilarity } from './similarRecords';
import { alreadyIndexed, indexesOf, type TableIndex } from './tableIndexes';
import { TRIGRAM_COLUMNS } from './trigramSearch';
import { createUniqueIndex } from './uniqueKeys';

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

/**
 * What a stored type holds as either database names it: the declared and the found type must agree.
 * (SQLite keeps flags as integers and dates as text, and all its integers in 64 bits; PostgreSQL
 * keeps a decimal's smallest units in 64 bits, an integer field's in 32.)
 */
function storedAs(dataType: string, postgres: boolean): 'bigint' | 'integer' | 'boolean' | 'date' | 'text' {
  const type = dataType.toLowerCase();
  if (postgres && (type === 'int8' || type === 'bigint')) return 'bigint';
  if (type.includes('int') || (!postgres && type.startsWith('bool'))) return 'integer';
  if (type.startsWith('bool')) return 'boolean';
  return postgres && type === 'date' ? 'date' : 'text';
}

/** The tables this keeps: every resource's but those kept by their migrations alone. */
const keptByDeclaration = (declaration: ResourceDeclaration) => declaration.tableKeptBy !== 'migrations';

type FoundColumn = { name: string; dataType: string };

/** Brings every kept table to its declaration, in one transaction (other processes starting wait for it). */
export async function keepDeclaredTables(db: Kysely<any>, declarations: readonly ResourceDeclaration[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext('declared tables'))`.execute(trx);
    const tables = new Map((await trx.introspection.getTables()).map((table) => [table.name, table.columns as FoundColumn[]]));
    const tableOf = (resource: string) => declarations.find((other) => other.name === resource)?.table;
    for (const declaration of declarations.filter(keptByDeclaration)) {
      const existing = tables.get(declaration.table);
      const added = existing ? await alterToDeclaration(trx, declaration, existing, tableOf) : await createDeclaredTable(trx, declaration, tableOf);
      await keepDecimalScales(trx, declaration, added);
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

/** Adds the columns of fields new to the declaration, and answers them; refuses to lose or retype a column. */
async function alterToDeclaration(db: Kysely<any>, declaration: ResourceDeclaration, existing: FoundColumn[], tableOf: TableOf): Promise<string[]> {
  const postgres = isPostgres(db);
  const declared = columnFields(declaration);
  const kept = [...RECORD_COLUMNS, ...(declaration.searchIndex === 'trigram' ? TRIGRAM_COLUMNS : []), ...(declaration.serverColumns ?? [])];
  const undeclared = existing.filter(({ name }) => !declared.includes(name) && !kept.includes(name)).map(({ name }) => name);
  if (undeclared.length) {
    throw new Error(
      `The table ${declaration.table} has ${undeclared.join(', ')}, which the ${declaration.name} declaration no longer has. ` +
        'Dropping or renaming a column loses data: write a migration in server/db/migrations that says what becomes of it.',
    );
  }
  for (const { name, dataType } of existing.filter((column) => declared.includes(column.name))) {
    const field = declaration.fields[name];
    if (storedAs(dataType, postgres) !== storedAs(columnType(field, postgres), postgres)) {
      throw new Error(
        `The column ${declaration.table}.${name} is stored as ${dataType}, which cannot hold the ${field.kind} field the ${declaration.name} declaration makes it. ` +
          'Changing how a column is stored can lose data: write a migration in server/db/migrations that converts it.',
      );
    }
  }
  const added = declared.filter((column) => !existing.some(({ name }) => name === column));
  for (const name of added) {
    // Empty for the records already saved, so not required of them; the API requires it of every write.
    const field = declaration.fields[name];
    await db.schema.alterTable(declaration.table).addColumn(name, columnType(field, postgres), constraints(field, tableOf, false)).execute();
  }
  return added;
}

/**
 * The indexes of sorting and filtering, each unless the table has one its columns begin with, and
 * the unique indexes of the columns just made (empty, so no value is shared yet).
 */
async function createIndexes(db: Kysely<any>, declaration: ResourceDeclaration, newColumns: string[]) {
  const { table } = declaration;
  const existing = await indexesOf(db, table);
  const index = async (name: string, columns: string[]) => {
    if (alreadyIndexed(existing, columns)) return;
    await db.schema.createIndex(`${table}_${name}`).ifNotExists().on(table).columns(columns).execute();
    existing.push({ name: `${table}_${name}`, columns, unique: false });
  };
  const drop = async (needless: TableIndex) => {
    await db.schema.dropIndex(needless.name).ifExists().execute();
    existing.splice(existing.indexOf(needless), 1);
  };
  await index('created_at', ['createdAt', 'id']);
  await index('updated_at', ['updatedAt', 'id']);
  for (const field of declaration.sortFields) await index(`by_${field}`, [field, 'id']);
  // A covering filter's index does the work of the filter's index in creation order, and of one made before the sorts
  // changed: those are dropped, last (on PostgreSQL a drop keeps every read of the table waiting until the end).
  const superseded: TableIndex[] = [];
  for (const field of declaration.coveringFilters ?? []) {
    const name = `${table}_${field}_with_sorts`;
    const columns = [field, 'createdAt', 'id', ...declaration.sortFields.filter((sort) => sort !== field)];
    const replaced = existing.filter((kept) => !kept.unique && kept.columns[0] === field && kept.columns[1] === 'createdAt' && kept.columns.join() !== columns.join());
    for (const sameName of replaced.filter((kept) => kept.name === name)) await drop(sameName);
    superseded.push(...replaced.filter((kept) => kept.name !== name));
    await index(`${field}_with_sorts`, columns);
  }
  for (const field of declaration.filterFields) await index(`${field}_created_at`, [field, 'createdAt', 'id']);
  // A range filter's rows in creation order are read from its index alone (a month of end dates, newest first), not
  // fetched from the table one by one to be sorted.
  // (Named apart from the (field, id) index this was before, which would keep its name and this index from being made.)
  for (const field of declaration.rangeFilterFields) await index(`${field}_range_by_created_at`, [field, 'createdAt', 'id']);
  for (const [filter, sorts] of Object.entries(declaration.sortedWithin ?? {})) {
    for (const sort of sorts) await index(`${filter}_by_${sort}`, [filter, sort, 'id']);
  }
  // A referenced record's deletion looks for the records naming it.
  for (const [name, field] of Object.entries(declaration.fields)) if (field.kind === 'reference') await index(`${name}_ref`, [name]);
  // Personal data is compared decrypted: no index can serve it.
  for (const { field } of (declaration.similarWhen ?? []).filter(({ field }) => !declaration.fields[field].personal)) {
    await db.schema.createIndex(`${table}_${field}_similar`).ifNotExists().on(table).expression(comparedForSimilarity(declaration, field, sql.ref(field))).execute();
  }
  // Backs the API's duplicate check against two saves at once.
  for (const field of declaration.uniqueFields.filter((name) => newColumns.includes(name))) {
    await createUniqueIndex(db, declaration, field);
  }
  for (const needless of superseded) await drop(needless);
}
