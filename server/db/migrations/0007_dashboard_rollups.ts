/**
 * The dashboard's figures, kept up to date by triggers in every writing transaction so the
 * overview never scans the policies (a scan of a million takes seconds).
 *
 * policy_rollups: per start-date bucket (a day and its month) and per dimension value (all
 * policies, each business type, make and broker) the count and the sums of premium, payin, payout
 * and margin in paise. A period is answered from whole months plus the days at its edges.
 * extraction_rollups: uploads per day (India time) for "Extractions Over Time".
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect';

/** Dimensions of the policy rollups: the column grouped by ('' for all policies). */
export const ROLLUP_DIMENSIONS = { all: null, business_type: 'business_type', make: 'make', broker_name: 'broker_name' } as const;
const SUMMED = ['total_premium', 'payin', 'payout', 'margin'] as const;
const GRAINS = ['day', 'month'] as const;

/** One (dimension, grain) expansion of a policy row `r` as SQL: dimension, grain, bucket, value. */
function expansions(postgres: boolean, r: string) {
  const bucket = (grain: (typeof GRAINS)[number]) =>
    postgres
      ? `to_char(${r}.start_date, '${grain === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'}')`
      : grain === 'day'
        ? `${r}.start_date`
        : `substr(${r}.start_date, 1, 7)`;
  return Object.entries(ROLLUP_DIMENSIONS).flatMap(([dimension, column]) =>
    GRAINS.map((grain) => ({
      dimension,
      grain,
      bucket: bucket(grain),
      value: column ? `coalesce(${r}."${column}", '')` : `''`,
    })),
  );
}

const columns = `dimension, grain, bucket, value, count, ${SUMMED.map((c) => `"${c}"`).join(', ')}`;
const onConflict = `on conflict (dimension, grain, bucket, value) do update set count = policy_rollups.count + excluded.count, ${SUMMED.map(
  (c) => `"${c}" = policy_rollups."${c}" + excluded."${c}"`,
).join(', ')}`;

/** Adds (sign 1) or removes (sign -1) the rows of `source` to the rollups, grouped, in a fixed lock order. */
function rollupStatement(postgres: boolean, source: string, sign: 1 | -1) {
  const selects = expansions(postgres, 'r').map(
    (e) =>
      `select '${e.dimension}' as dimension, '${e.grain}' as grain, ${e.bucket} as bucket, ${e.value} as value, ${sign} * count(*) as count, ${SUMMED.map(
        (c) => `${sign} * coalesce(sum(r."${c}"), 0) as "${c}"`,
      ).join(', ')} from ${source} r where r.start_date is not null group by 3, 4`,
  );
  // "where true" lets SQLite tell the upsert's ON CONFLICT from a join constraint.
  return `insert into policy_rollups (${columns}) select * from (${selects.join(' union all ')}) changes where true order by 1, 2, 3, 4 ${onConflict}`;
}

/** SQLite's row triggers: one row of `ref` (new or old) added or removed. */
function rowStatement(ref: 'new' | 'old', sign: 1 | -1) {
  const rows = expansions(false, ref).map(
    (e) => `('${e.dimension}', '${e.grain}', ${e.bucket}, ${e.value}, ${sign}, ${SUMMED.map((c) => `${sign} * coalesce(${ref}."${c}", 0)`).join(', ')})`,
  );
  return `insert into policy_rollups (${columns}) select * from (values ${rows.join(', ')}) where ${ref}.start_date is not null ${onConflict};`;
}

const extractionDay = (postgres: boolean, ref: string) =>
  postgres ? `to_char(${ref}."createdAt" at time zone 'Asia/Kolkata', 'YYYY-MM-DD')` : `date(${ref}."createdAt", '+330 minutes')`;

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  let rollups = db.schema
    .createTable('policy_rollups')
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('grain', 'text', (c) => c.notNull())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull());
  for (const column of SUMMED) rollups = rollups.addColumn(column, 'bigint', (c) => c.notNull());
  await rollups.addPrimaryKeyConstraint('policy_rollups_pk', ['dimension', 'grain', 'bucket', 'value']).execute();

  await db.schema
    .createTable('extraction_rollups')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .execute();

  // What is already stored.
  await sql.raw(rollupStatement(postgres, 'motor_policies', 1)).execute(db);
  await sql
    .raw(`insert into extraction_rollups (day, count) select ${extractionDay(postgres, 'e')}, count(*) from extraction_outputs e group by 1`)
    .execute(db);

  const statements = postgres
    ? [
        `create function policy_rollups_change() returns trigger language plpgsql as $$
         begin
           if TG_OP in ('DELETE', 'UPDATE') then
             ${rollupStatement(true, 'old_rows', -1)};
           end if;
           if TG_OP in ('INSERT', 'UPDATE') then
             ${rollupStatement(true, 'new_rows', 1)};
           end if;
           return null;
         end $$`,
        `create trigger policy_rollups_insert after insert on motor_policies referencing new table as new_rows
           for each statement execute function policy_rollups_change()`,
        `create trigger policy_rollups_update after update on motor_policies
           referencing old table as old_rows new table as new_rows for each statement execute function policy_rollups_change()`,
        `create trigger policy_rollups_delete after delete on motor_policies referencing old table as old_rows
           for each statement execute function policy_rollups_change()`,
        `create function extraction_rollups_change() returns trigger language plpgsql as $$
         begin
           if TG_OP = 'INSERT' then
             insert into extraction_rollups (day, count) select ${extractionDay(true, 'n')}, count(*) from new_rows n group by 1 order by 1
               on conflict (day) do update set count = extraction_rollups.count + excluded.count;
           else
             insert into extraction_rollups (day, count) select ${extractionDay(true, 'o')}, -count(*) from old_rows o group by 1 order by 1
               on conflict (day) do update set count = extraction_rollups.count + excluded.count;
           end if;
           return null;
         end $$`,
        `create trigger extraction_rollups_insert after insert on extraction_outputs referencing new table as new_rows
           for each statement execute function extraction_rollups_change()`,
        `create trigger extraction_rollups_delete after delete on extraction_outputs referencing old table as old_rows
           for each statement execute function extraction_rollups_change()`,
      ]
    : [
        `create trigger policy_rollups_insert after insert on motor_policies begin ${rowStatement('new', 1)} end`,
        `create trigger policy_rollups_update after update of start_date, business_type, make, broker_name, ${SUMMED.map((c) => `"${c}"`).join(', ')}
           on motor_policies begin ${rowStatement('old', -1)} ${rowStatement('new', 1)} end`,
        `create trigger policy_rollups_delete after delete on motor_policies begin ${rowStatement('old', -1)} end`,
        `create trigger extraction_rollups_insert after insert on extraction_outputs begin
           insert into extraction_rollups (day, count) values (${extractionDay(false, 'new')}, 1)
             on conflict (day) do update set count = count + 1; end`,
        `create trigger extraction_rollups_delete after delete on extraction_outputs begin
           update extraction_rollups set count = count - 1 where day = ${extractionDay(false, 'old')}; end`,
      ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop function policy_rollups_change() cascade`.execute(db);
    await sql`drop function extraction_rollups_change() cascade`.execute(db);
  }
  await db.schema.dropTable('extraction_rollups').execute();
  await db.schema.dropTable('policy_rollups').execute();
}
