/**
 * One record's CSV line as SQL, by the rules of csv.ts, written the same byte for byte by SQLite and
 * PostgreSQL: free text always quoted (quotes doubled, an apostrophe before a formula start), empty
 * for NULL, exact decimals with their scale, `true` / `false`, masks for personal data, ISO
 * timestamps, and the line's newline. keptCsvLines.ts keeps these lines in the database.
 */
import { postgresIsoInstant, quoteIdentifier } from '../db/dialect';
import { type CsvColumn, maskExpression, type ReferencedName } from './csv';

/** Code points of the characters a spreadsheet takes as a formula's start: - = + @ tab CR. */
const FORMULA_STARTS = '45, 61, 43, 64, 9, 13';

const quotedText = (ref: string, firstCode: string) =>
  `'"' || case when ${firstCode}(${ref}) in (${FORMULA_STARTS}) then '''' else '' end || replace(${ref}, '"', '""') || '"'`;

/**
 * SQLite's cell, as cheap as the rules allow: decimals that cannot be negative are built with
 * integer arithmetic, signed ones with printf (exact: a scaled integer divided once is far from any
 * rounding boundary).
 */
function sqliteCell(column: CsvColumn, ref: string): string {
  switch (column.kind) {
    case 'text':
      return quotedText(ref, 'unicode');
    case 'decimal': {
      const scale = column.scale ?? 0;
      const unit = 10 ** scale;
      if (column.signed || scale === 0) return `printf('%.${scale}f', ${ref} / ${unit}.0)`;
      return `(${ref} / ${unit}) || '.' || substr('${'0'.repeat(scale)}' || (${ref} % ${unit}), -${scale})`;
    }
    case 'flag':
      return `case ${ref} when 1 then 'true' when 0 then 'false' end`;
    case 'masked':
      return maskExpression(ref);
    default:
      return ref;
  }
}

/** PostgreSQL's cell: a scaled integer times a numeric literal with `scale` places prints exactly that many. */
function postgresCell(column: CsvColumn, ref: string, source: string): string {
  switch (column.kind) {
    case 'text':
      return quotedText(ref, 'ascii');
    case 'decimal':
      return column.scale ? `(${ref} * 0.${'0'.repeat(column.scale - 1)}1)::text` : `${ref}::text`;
    case 'masked':
      return maskExpression(ref);
    default:
      return source === 'createdAt' || source === 'updatedAt' ? postgresIsoInstant(ref) : `${ref}::text`;
  }
}

/** The name of the record `row` refers to, as a scalar subquery (by the referenced table's primary key). */
const referencedNameSql = ({ field, table, shownBy }: ReferencedName, row: string) =>
  `(select shown.${quoteIdentifier(shownBy)} from ${quoteIdentifier(table)} shown where shown.id = ${row}.${quoteIdentifier(field)})`;

/** The line (ending in a newline) of the row `row` (a table name or alias, `new` in a trigger). */
export function csvLineSql(columns: readonly CsvColumn[], dialect: 'sqlite' | 'postgres', row: string): string {
  const cells = columns.map((column) => {
    const source = column.name === '_id' ? 'id' : column.name;
    const ref = column.shownFrom ? referencedNameSql(column.shownFrom, row) : `${row}.${quoteIdentifier(source)}`;
    return `coalesce(${dialect === 'sqlite' ? sqliteCell(column, ref) : postgresCell(column, ref, source)}, '')`;
  });
  const line = `concat_ws(',', ${cells.join(', ')})`;
  return dialect === 'sqlite' ? `cast(${line} || char(10) as blob)` : `${line} || chr(10)`;
}
