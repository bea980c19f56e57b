/**
 * How many rows of a table were created on each day (UTC), kept by triggers in every writing
 * transaction. A deep page in creation order (the lists' default) starts its index walk at the day
 * holding its first row instead of skipping up to half a million index entries: the middle page of
 * a million policies skips at most one day's rows. A table opts in from its migrations with
 * `trackCreatedDays`.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect';

const dayOf = (postgres: boolean, row: string) =>
  postgres ? `to_char(${row}."createdAt" at time zone 'UTC', 'YYYY-MM-DD')` : `substr(${row}."createdAt", 1, 10)`;

/** Adds `sign` × the rows of `source` (a transition table) per day; PostgreSQL's statement triggers. */
const addRows = (source: string, sign: 1 | -1) =>
  `insert into created_days (table_name, day, count)
     select TG_TABLE_NAME, ${dayOf(true, 'r')}, ${sign} * count(*) from ${source} r group by 2 order by 2
     on conflict (table_name, day) do update set count = created_days.count + excluded.count;`;

export async function createCreatedDays(db: Kysely<any>) {
  await db.schema
    .createTable('created_days')
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('created_days_pk', ['table_name', 'day'])
    .execute();
  if (isPostgres(db)) {
    // Each statement is planned when first run, so a branch may name a transition table only its operation has.
    await sql`
      create function created_days_change() returns trigger language plpgsql as $$
      begin
        if TG_OP in ('DELETE', 'UPDATE') then ${sql.raw(addRows('old_rows', -1))} end if;
        if TG_OP in ('INSERT', 'UPDATE') then ${sql.raw(addRows('new_rows', 1))} end if;
        return null;
      end $$`.execute(db);
  }
}

export async function trackCreatedDays(db: Kysely<any>, table: string) {
  const postgres = isPostgres(db);
  await sql`insert into created_days (table_name, day, count)
    select ${table}, ${sql.raw(dayOf(postgres, 't'))}, count(*) from ${sql.table(table)} t group by 2`.execute(db);
  const trigger = (operation: string) => `"${table}_created_days_${operation}"`;
  const add = (row: 'new' | 'old', sign: 1 | -1) =>
    `insert into created_days (table_name, day, count) values ('${table}', ${dayOf(false, row)}, ${sign})
       on conflict (table_name, day) do update set count = created_days.count + excluded.count;`;
  const statements = postgres
    ? [
        `create trigger ${trigger('insert')} after insert on "${table}" referencing new table as new_rows
           for each statement execute function created_days_change()`,
        `create trigger ${trigger('update')} after update on "${table}" referencing old table as old_rows new table as new_rows
           for each statement execute function created_days_change()`,
        `create trigger ${trigger('delete')} after delete on "${table}" referencing old table as old_rows
           for each statement execute function created_days_change()`,
      ]
    : [
        `create trigger ${trigger('insert')} after insert on "${table}" begin ${add('new', 1)} end`,
        `create trigger ${trigger('update')} after update of "createdAt" on "${table}" begin ${add('old', -1)} ${add('new', 1)} end`,
        `create trigger ${trigger('delete')} after delete on "${table}" begin ${add('old', -1)} end`,
      ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Where a walk in creation order may start: before `boundary` (order desc) or from it on (asc), `skip` rows in. */
export interface DayAnchor {
  boundary: string;
  skip: number;
}

/**
 * Where a page `skip` rows into `table` in creation order may start its walk. The day counts are
 * read once per table version (rowCounts.ts) and searched in memory: summing some 1,800 days in SQL
 * took about 2 ms on PostgreSQL for every deep page. Undefined when the table keeps no day counts
 * (or has no rows).
 */
export function createdDayAnchors(db: Kysely<any>, table: string) {
  let kept: { version: number; days: { day: string; count: number }[] } | undefined;

  async function daysAt(version: number | undefined) {
    if (version !== undefined && kept?.version === version) return kept.days;
    const rows = await db
      .selectFrom('created_days')
      .select(['day', 'count'])
      .where('table_name', '=', table)
      .where('count', '>', 0)
      .orderBy('day')
      .execute();
    const days = rows.map((row) => ({ day: String(row.day), count: Number(row.count) }));
    if (version !== undefined) kept = { version, days };
    return days;
  }

  return async function anchor(order: 'asc' | 'desc', skip: number, version?: number): Promise<DayAnchor | undefined> {
    const days = await daysAt(version);
    const walk = order === 'desc' ? [...days].reverse() : days;
    // The last day of the walk whose earlier days hold no more than `skip` rows.
    let found: { day: string; before: number } | undefined;
    let before = 0;
    for (const { day, count } of walk) {
      if (before > skip) break;
      found = { day, before };
      before += count;
    }
    if (!found) return undefined;
    const start = new Date(`${found.day}T00:00:00.000Z`);
    if (order === 'desc') start.setUTCDate(start.getUTCDate() + 1);
    return { boundary: start.toISOString(), skip: skip - found.before };
  };
}
