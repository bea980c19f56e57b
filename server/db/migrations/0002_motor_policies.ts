/**
 * Motor policies (spec section 3), built for a million rows: money and percentages as integer
 * hundredths (paise), dates as dates, an index per sortable column and per filter, a trigram index
 * for substring search, a kept row count, and kept totals for the summary.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres, timestampType } from '../dialect';
import { createRowCounts, trackRowCount } from '../rowCounts';
import { createTrigramSearch } from '../trigramSearch';

type ColumnKind = 'text' | 'scaled' | 'integer' | 'date';

const columns: [name: string, kind: ColumnKind, required?: true][] = [
  ['policy_number', 'text', true],
  ['business_type', 'text', true],
  ['policy_type', 'text', true],
  ['sum_insured', 'scaled'],
  ['customer_name', 'text', true],
  ['customer_phone', 'text', true],
  ['customer_email', 'text'],
  ['customer_address', 'text', true],
  ['make', 'text', true],
  ['model', 'text', true],
  ['manufacturing_year', 'integer', true],
  ['vehicle_number', 'text'],
  ['rto_code', 'text'],
  ['vehicle_idv', 'scaled'],
  ['seating_capicity', 'integer'],
  ['engine_number', 'text'],
  ['chasis_number', 'text'],
  ['fuel_type', 'text'],
  ['gross_vehicle_weight', 'scaled'],
  ['cc', 'integer'],
  ['registration_date', 'date'],
  ['start_date', 'date', true],
  ['end_date', 'date', true],
  ['issue_date', 'date', true],
  ['od_start_date', 'date', true],
  ['od_end_date', 'date', true],
  ['tp_start_date', 'date', true],
  ['tp_end_date', 'date', true],
  ['basic_od_premium', 'scaled'],
  ['total_od_add_on_premium', 'scaled'],
  ['ncb', 'scaled'],
  ['total_od_premium', 'scaled'],
  ['basic_tp_premium', 'scaled'],
  ['total_tp_add_on_premium', 'scaled'],
  ['total_tp_premium', 'scaled'],
  ['gross_discount', 'scaled'],
  ['net_premium', 'scaled'],
  ['taxes_rate', 'scaled'],
  ['taxes', 'scaled'],
  ['total_premium', 'scaled'],
  ['commission_receivable_od', 'scaled'],
  ['commission_receivable_tp', 'scaled'],
  ['commission_payable_od', 'scaled'],
  ['commission_payable_tp', 'scaled'],
  ['payin', 'scaled'],
  ['payout', 'scaled'],
  ['margin', 'scaled'],
  ['previous_insurer_name', 'text'],
  ['previous_policy_number', 'text'],
  ['previous_policy_end_date', 'date'],
  ['prev_policy_expiry', 'date'],
  ['previous_ncb', 'scaled'],
  ['broker_name', 'text'],
  ['broker_email', 'text'],
  ['broker_code', 'text'],
];

const sortedBy = ['policy_number', 'customer_name', 'policy_type', 'make', 'total_premium', 'broker_name', 'start_date', 'end_date'];
const filteredBy = ['business_type', 'policy_type', 'broker_name', 'make'];
const summed = ['total_premium', 'payin', 'payout', 'margin'];

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  const sqlType = { text: 'text', scaled: 'bigint', integer: 'integer', date: postgres ? 'date' : 'text' } as const;

  let table = db.schema.createTable('motor_policies');
  table = postgres
    ? table.addColumn('id', 'text', (c) => c.primaryKey())
    : table.addColumn('seq', 'integer', (c) => c.primaryKey()).addColumn('id', 'text', (c) => c.notNull().unique());
  for (const [name, kind, required] of columns) {
    table = table.addColumn(name, sqlType[kind], (c) => (required ? c.notNull() : c));
  }
  await table
    .addColumn('createdAt', timestampType(db), (c) => c.notNull())
    .addColumn('updatedAt', timestampType(db), (c) => c.notNull())
    .execute();

  const index = (name: string, on: string[]) =>
    db.schema.createIndex(`motor_policies_${name}`).on('motor_policies').columns(on).execute();
  await index('created_at', ['createdAt', 'id']);
  for (const column of sortedBy) await index(`by_${column}`, [column, 'id']);
  for (const column of filteredBy) await index(`${column}_created_at`, [column, 'createdAt', 'id']);

  await createTrigramSearch(db, 'motor_policies', ['policy_number', 'customer_name', 'vehicle_number']);
  await createRowCounts(db);
  await trackRowCount(db, 'motor_policies');
  await createKeptTotals(db, postgres);
}

/** One row of sums (in paise) the summary reads, kept by triggers in the writing transaction. */
async function createKeptTotals(db: Kysely<any>, postgres: boolean) {
  let totals = db.schema.createTable('motor_policy_totals').addColumn('id', 'integer', (c) => c.primaryKey());
  for (const column of summed) totals = totals.addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0));
  await totals.execute();
  await sql`insert into motor_policy_totals (id) values (1)`.execute(db);

  const sums = summed.map((column) => `coalesce(sum("${column}"), 0)`).join(', ');
  const statements = postgres
    ? [
        // Each statement is planned when first run, so a branch may name a transition table only its operation has.
        `create function motor_policy_totals_change() returns trigger language plpgsql as $$
         declare
           added bigint[] := array[0, 0, 0, 0];
           removed bigint[] := array[0, 0, 0, 0];
         begin
           if TG_OP in ('INSERT', 'UPDATE') then
             select array[${sums}] into added from new_rows;
           end if;
           if TG_OP in ('DELETE', 'UPDATE') then
             select array[${sums}] into removed from old_rows;
           end if;
           update motor_policy_totals set
             ${summed.map((column, i) => `"${column}" = "${column}" + added[${i + 1}] - removed[${i + 1}]`).join(', ')}
           where id = 1;
           return null;
         end $$`,
        `create trigger motor_policy_totals_insert after insert on motor_policies referencing new table as new_rows
           for each statement execute function motor_policy_totals_change()`,
        `create trigger motor_policy_totals_update after update on motor_policies
           referencing old table as old_rows new table as new_rows for each statement execute function motor_policy_totals_change()`,
        `create trigger motor_policy_totals_delete after delete on motor_policies referencing old table as old_rows
           for each statement execute function motor_policy_totals_change()`,
      ]
    : [
        `create trigger motor_policy_totals_insert after insert on motor_policies begin
           update motor_policy_totals set ${summed.map((c) => `"${c}" = "${c}" + coalesce(new."${c}", 0)`).join(', ')} where id = 1; end`,
        `create trigger motor_policy_totals_update after update of ${summed.map((c) => `"${c}"`).join(', ')} on motor_policies begin
           update motor_policy_totals set ${summed
             .map((c) => `"${c}" = "${c}" + coalesce(new."${c}", 0) - coalesce(old."${c}", 0)`)
             .join(', ')} where id = 1; end`,
        `create trigger motor_policy_totals_delete after delete on motor_policies begin
           update motor_policy_totals set ${summed.map((c) => `"${c}" = "${c}" - coalesce(old."${c}", 0)`).join(', ')} where id = 1; end`,
      ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('motor_policy_totals').execute();
  await db.schema.dropTable('row_counts').execute();
  if (!isPostgres(db)) await db.schema.dropTable('motor_policies_search').execute();
  await db.schema.dropTable('motor_policies').execute();
}
