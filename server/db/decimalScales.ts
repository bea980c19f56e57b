/**
 * The scale each declared number column's values were stored at. A decimal is stored as whole units of its scale
 * (paise for scale 2) and an integer as itself (scale 0), so a declaration whose scale or kind changes would read every
 * stored value 10, 100… times too large or small, with nothing in the column's type to show it (SQLite keeps both in
 * one integer type). The scale each column was made with is written in `declared_scales`; a declaration that says
 * another refuses to start until a migration converts the column and writes its new scale there.
 */
import type { Kysely } from 'kysely';
import { columnFields, type ResourceDeclaration } from '../../resources/core/defineResource';

export const SCALES_TABLE = 'declared_scales';

/**
 * Records the scale of every number column of the declaration seen for the first time, and of the columns just made
 * (`added`: empty, whatever a dropped column of that name held); refuses one whose scale changed.
 */
export async function keepDecimalScales(db: Kysely<any>, declaration: ResourceDeclaration, added: readonly string[]): Promise<void> {
  await createScalesTable(db);
  const numbers = columnFields(declaration).flatMap((name) => {
    const field = declaration.fields[name];
    if (field.kind === 'decimal') return [{ name, scale: field.scale }];
    return field.kind === 'integer' ? [{ name, scale: 0 }] : [];
  });
  if (!numbers.length) return;
  const kept = await db.selectFrom(SCALES_TABLE).select(['column_name', 'scale']).where('table_name', '=', declaration.table).execute();
  const keptScale = new Map(kept.map((row) => [row.column_name as string, Number(row.scale)]));
  for (const { name, scale } of numbers) {
    const was = keptScale.get(name);
    if (was === undefined || added.includes(name)) {
      await writeScale(db, declaration.table, name, scale);
    } else if (was !== scale) {
      throw new Error(
        `The column ${declaration.table}.${name} holds its values at ${was} decimals, and the ${declaration.name} declaration now says ${scale}. ` +
          `Changing a number's scale (its decimals, or a decimal to an integer) changes every stored value: write a migration in server/db/migrations that converts the column and sets its scale in ${SCALES_TABLE}.`,
      );
    }
  }
}

/**
 * For a migration that converted a column: the scale its values are now stored at (0 for an integer). On a fresh
 * database a declared table does not exist yet when the migrations run: such a migration checks that it does first.
 */
export async function setDecimalScale(db: Kysely<any>, table: string, column: string, scale: number): Promise<void> {
  await createScalesTable(db);
  await writeScale(db, table, column, scale);
}

async function writeScale(db: Kysely<any>, table: string, column: string, scale: number) {
  await db.deleteFrom(SCALES_TABLE).where('table_name', '=', table).where('column_name', '=', column).execute();
  await db.insertInto(SCALES_TABLE).values({ table_name: table, column_name: column, scale }).execute();
}

const createScalesTable = (db: Kysely<any>) =>
  db.schema
    .createTable(SCALES_TABLE)
    .ifNotExists()
    .addColumn('table_name', 'text', (column) => column.notNull())
    .addColumn('column_name', 'text', (column) => column.notNull())
    .addColumn('scale', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint(`${SCALES_TABLE}_pk`, ['table_name', 'column_name'])
    .execute();
