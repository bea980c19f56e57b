/**
 * Storage made from a declaration (server/db/declaredStorage.ts): the table, its indexes and its
 * kept count come from the fields; a field added later adds its column; a field taken away or
 * retyped, or a decimal whose scale changed, refuses to start rather than lose data. The spec's resources, whose tables their
 * migrations made, are kept the same way. On both databases.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import { decimal, text } from '../../resources/core/fields';
import { declarations } from '../../resources/registry';
import { setDecimalScale } from '../../server/db/decimalScales';
import { keepDeclaredTables } from '../../server/db/declaredStorage';
import { indexesOf as tableIndexesOf } from '../../server/db/tableIndexes';
import { createRepository } from '../../server/db/repository';
import { fieldVisitDeclaration } from '../fixtures/declared/fieldVisits';
import { testDatabases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/testServer';

/** The registry's resources, which the fixture's company reference names. */
const registered = Object.values(declarations);

/** The fixture as the second test grows it, which the tests after it start from. */
const grown: ResourceDeclaration = { ...fieldVisitDeclaration, fields: { ...fieldVisitDeclaration.fields, branch: text({ label: 'Branch', maxLength: 60 }) } };

/** Companies as the last tests grow them, and the registry's other resources. */
const grownCompanies: ResourceDeclaration = {
  ...declarations.companies,
  fields: { ...declarations.companies.fields, website: text({ label: 'Website', maxLength: 200 }) },
  sortFields: [...declarations.companies.sortFields, 'website'],
};
const others = registered.filter((declaration) => declaration !== declarations.companies);

const visit = { customer: 'Kavya Menon', email: 'kavya@example.in', outcome: 'Quoted', premium: 12345.67, vehicles: 2, visitedOn: '2026-04-01', followUp: true };

describe.each(testDatabases())('storage made from a declaration on $database', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server?.close());

  const indexesOf = async (table: string) => {
    const { rows } = server.databaseUrl
      ? await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = ${table}`.execute(server.app.db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${table}`.execute(server.app.db);
    return rows.map((row) => row.name).sort();
  };

  it('makes the table, its indexes and its kept count from the fields, and stores every kind exactly', async () => {
    await keepDeclaredTables(server.app.db, [...registered, fieldVisitDeclaration]);
    expect(await indexesOf('field_visits')).toEqual(
      expect.arrayContaining(['field_visits_created_at', 'field_visits_by_customer', 'field_visits_by_premium', 'field_visits_outcome_created_at', 'field_visits_by_visitedOn', 'field_visits_email_unique']),
    );
    const visits = createRepository(server.app.db, fieldVisitDeclaration);
    const saved = await visits.insert(visit);
    expect(await visits.get(saved._id)).toMatchObject(visit);
    const list = await visits.list({ page: 1, limit: 10, sort: 'premium', order: 'desc', filters: { outcome: 'Quoted' }, ranges: {} });
    expect(list.total).toBe(1);
    await expect(visits.insert({ ...visit, email: 'KAVYA@example.in' })).rejects.toThrow();

    // Opening the database again changes nothing.
    await keepDeclaredTables(server.app.db, [...registered, fieldVisitDeclaration]);
    expect((await visits.get(saved._id))?.premium).toBe(12345.67);
  });

  it('adds the column of a field added to the declaration, keeping the records saved before', async () => {
    await keepDeclaredTables(server.app.db, [...registered, grown]);
    const visits = createRepository(server.app.db, grown);
    const { records } = await visits.list({ page: 1, limit: 10, sort: 'createdAt', order: 'desc', filters: {}, ranges: {} });
    // List pages hold each record as the JSON the database wrote.
    expect(JSON.parse(String(records[0]))).toMatchObject({ ...visit, branch: null });
    const saved = await visits.insert({ ...visit, email: 'second@example.in', branch: 'Pune' });
    expect((await visits.get(saved._id))?.branch).toBe('Pune');
  });

  it('refuses to start rather than drop the column of a field taken out of the declaration', async () => {
    const { premium: _, ...fields } = fieldVisitDeclaration.fields;
    const shrunk: ResourceDeclaration = { ...fieldVisitDeclaration, fields, sortFields: ['customer'] };
    await expect(keepDeclaredTables(server.app.db, [...registered, shrunk])).rejects.toThrow(
      /The table field_visits has premium, branch, which the fieldVisits declaration no longer has\. Dropping or renaming a column loses data: write a migration/,
    );
    const { rows } = await sql<{ premium: unknown }>`select premium from field_visits`.execute(server.app.db);
    expect(rows.map((row) => Number(row.premium))).toContain(1234567);
  });

  it('refuses to start rather than change how a column of a retyped field is stored', async () => {
    const retyped: ResourceDeclaration = { ...grown, fields: { ...grown.fields, customer: decimal({ label: 'Customer', scale: 2 }) } };
    await expect(keepDeclaredTables(server.app.db, [...registered, retyped])).rejects.toThrow(
      /The column field_visits\.customer is stored as \w+, which cannot hold the decimal field the fieldVisits declaration makes it\. Changing how a column is stored can lose data: write a migration/,
    );
  });

  it("keeps the spec's resources' tables by their declarations, never repeating an index their migrations made", async () => {
    const policyIndexes = await indexesOf('motor_policies');
    const { motorPolicies } = declarations;
    await keepDeclaredTables(server.app.db, [...others, grownCompanies, grown]);
    expect(await indexesOf('companies')).toEqual(expect.arrayContaining(['companies_by_website', 'companies_by_email', 'companies_city_created_at']));
    // Sorting by name is served by the migration's index on the name.
    expect(await indexesOf('companies')).not.toContain('companies_by_name');
    const saved = await createRepository(server.app.db, grownCompanies).insert({
      name: 'Acme Insurance Brokers', address: '12 MG Road, Camp', city: 'Pune', pincode: '411001', state: 'Maharashtra', mobile: '9876543210', email: 'ops@acme.in', partnerType: 'Broker', website: 'https://acme.in',
    });
    expect((await createRepository(server.app.db, grownCompanies).get(saved._id))?.website).toBe('https://acme.in');
    // Sorting by start date has its index; a range of start dates read in any order has another (coveringFilters).
    expect(motorPolicies.rangeFilterFields).toContain('start_date');
    expect(await indexesOf('motor_policies')).toEqual(policyIndexes);
    expect(policyIndexes).toEqual(expect.arrayContaining(['motor_policies_by_start_date', 'motor_policies_start_date_with_sorts', 'motor_policies_end_date_with_sorts']));
    // Third Party policies by premium are indexed within their type (sortedWithin).
    expect(policyIndexes).toContain('motor_policies_policy_type_by_total_premium');
  });

  it("refuses to start rather than read a decimal's stored values at another scale, until a migration converts them", async () => {
    const rescaled: ResourceDeclaration = { ...grown, fields: { ...grown.fields, premium: decimal({ label: 'Premium', scale: 0, money: true, min: 0, max: 10_000_000 }) } };
    await expect(keepDeclaredTables(server.app.db, [...others, grownCompanies, rescaled])).rejects.toThrow(
      /The column field_visits\.premium holds its values at 2 decimals, and the fieldVisits declaration now says 0\. Changing a number's scale \(its decimals, or a decimal to an integer\) changes every stored value: write a migration/,
    );
    // An integer declared a decimal: SQLite keeps both in one integer type, so only the kept scale tells them apart.
    const vehiclesInPaise: ResourceDeclaration = { ...grown, fields: { ...grown.fields, vehicles: decimal({ label: 'Vehicles', scale: 2 }) } };
    await expect(keepDeclaredTables(server.app.db, [...others, grownCompanies, vehiclesInPaise])).rejects.toThrow(
      /The column field_visits\.vehicles (holds its values at 0 decimals, and the fieldVisits declaration now says 2|is stored as \w+, which cannot hold the decimal field)/,
    );
    // Nothing was read at the wrong scale: ₹12,345.67 is still there as paise.
    const premiums = async () => (await sql<{ premium: unknown }>`select premium from field_visits order by premium`.execute(server.app.db)).rows.map((row) => Number(row.premium));
    expect(await premiums()).toContain(1234567);
    // What such a migration does: whole rupees from paise, and the scale they are kept at.
    await sql`update field_visits set premium = premium / 100`.execute(server.app.db);
    await setDecimalScale(server.app.db, 'field_visits', 'premium', 0);
    await keepDeclaredTables(server.app.db, [...others, grownCompanies, rescaled]);
    const { records } = await createRepository(server.app.db, rescaled).list({ page: 1, limit: 10, sort: 'createdAt', order: 'asc', filters: {}, ranges: {} });
    expect(JSON.parse(String(records[0]))).toMatchObject({ customer: 'Kavya Menon', premium: 12345 });
  });

  it("gives a covering filter one index carrying every sort, in place of the filter's own, and remakes it when a sort is added", async () => {
    // Motor policies: a broker's or a month's policies in any sort are read from one index.
    const policyIndexes = await indexesOf('motor_policies');
    expect(policyIndexes).toEqual(expect.arrayContaining(['motor_policies_broker_name_with_sorts', 'motor_policies_start_date_with_sorts']));
    expect(policyIndexes).not.toContain('motor_policies_broker_name_created_at');
    const columnsOf = async (table: string, name: string) => (await tableIndexesOf(server.app.db, table)).find((index) => index.name === name)?.columns;
    expect(await columnsOf('motor_policies', 'motor_policies_broker_name_with_sorts')).toEqual(['broker_name', 'createdAt', 'id', ...declarations.motorPolicies.sortFields.filter((field) => field !== 'broker_name')]);

    const byCity: ResourceDeclaration = { ...grownCompanies, coveringFilters: ['city'] };
    // A unique index is a rule, not a way to a page: never replaced.
    await server.app.db.schema.createIndex('companies_city_rule').unique().on('companies').columns(['city', 'createdAt', 'id']).execute();
    await keepDeclaredTables(server.app.db, [...others, byCity]);
    expect(await indexesOf('companies')).toContain('companies_city_rule');
    await server.app.db.schema.dropIndex('companies_city_rule').execute();
    expect(await columnsOf('companies', 'companies_city_with_sorts')).toEqual(['city', 'createdAt', 'id', ...grownCompanies.sortFields.filter((field) => field !== 'city')]);
    expect(await indexesOf('companies')).not.toContain('companies_city_created_at');
    const byCityAndState: ResourceDeclaration = { ...byCity, sortFields: [...byCity.sortFields, 'state'] };
    await keepDeclaredTables(server.app.db, [...others, byCityAndState]);
    expect((await columnsOf('companies', 'companies_city_with_sorts'))?.at(-1)).toBe('state');
    expect((await indexesOf('companies')).filter((name) => name.startsWith('companies_city_'))).toEqual(['companies_city_with_sorts']);
    const { records } = await createRepository(server.app.db, byCityAndState).list({ page: 1, limit: 10, sort: 'state', order: 'asc', filters: { city: 'Pune' }, ranges: {} });
    expect(records.map((record) => JSON.parse(String(record)).name)).toContain('Acme Insurance Brokers');
  });
});
