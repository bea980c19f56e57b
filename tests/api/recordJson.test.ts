/**
 * List pages get their records as JSON written by the database (server/db/recordJson.ts), one
 * record at a time from JavaScript (storageMapping's toRecord): both must give the same record,
 * for every kind of field, empty values included, on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import { columnFields } from '../../resources/core/defineResource';
import type { Field } from '../../resources/core/fields';
import { declarations } from '../../resources/registry';
import type { ListQuery } from '../../server/db/listRows';
import { createRepository } from '../../server/db/repository';
import { fakePolicies } from '../../server/db/seed/fakePolicies';
import { insertPolicies } from '../../server/db/seed/insertPolicies';
import { testDatabases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/testServer';

/** A stored value of every kind, with the characters JSON must escape. */
function sampleValue(field: Field): unknown {
  switch (field.kind) {
    case 'decimal':
      return field.scale === 4 ? 12.3456 : 123456.78;
    case 'integer':
      return field.min;
    case 'boolean':
      return true;
    case 'date':
      return '2026-04-01';
    case 'choice':
      return field.choices[0];
    case 'json':
      return { policy_number: 'P/1 "A"', premium: 1234.5, list: [1, 2] };
    case 'rows':
      return [Object.fromEntries(Object.keys(field.columns).map((name) => [name, `Cell "${name}"\n`]))];
    case 'image':
      return '/api/files/images/logo.png';
    default:
      return field.personal ? '123456789012' : 'Text with "quotes", a comma, \\ and ✓ न';
  }
}

const everyValue = (declaration: ResourceDeclaration) =>
  Object.fromEntries(columnFields(declaration).map((name) => [name, sampleValue(declaration.fields[name])]));

/** The column a NOT NULL constraint names in SQLite's or PostgreSQL's refusal. */
const notNullColumn = (error: unknown) => /NOT NULL constraint failed: \w+\.(\w+)|null value in column "(\w+)"/.exec(String(error));

/**
 * A second record with every column empty that the table lets be empty (server-written columns
 * may not be), and its own values where the declaration wants them unique.
 */
async function insertEmptiest(repository: ReturnType<typeof createRepository>, declaration: ResourceDeclaration, full: Record<string, unknown>) {
  const values: Record<string, unknown> = Object.fromEntries(
    columnFields(declaration).map((name) => {
      const field = declaration.fields[name];
      if (declaration.uniqueFields.includes(name)) return [name, `${sampleValue(field)} 2`];
      return [name, field.required || field.kind === 'boolean' ? full[name] : null];
    }),
  );
  for (;;) {
    try {
      return await repository.insert(values);
    } catch (error) {
      const match = notNullColumn(error);
      const column = match?.[1] ?? match?.[2];
      if (!column || values[column] !== null) throw error;
      values[column] = full[column];
    }
  }
}

const listAll = (sort: string): ListQuery => ({ sort, order: 'asc', filters: {}, ranges: {}, page: 1, limit: 500 });

describe.each(testDatabases())('records written by $database', ({ database, postgresUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, postgresUrl });
  });
  afterAll(() => server?.close());

  const stored = Object.entries(declarations).filter(([, declaration]) => declaration.operations.includes('list') && declaration.table !== 'users');

  let referenced = 0;
  /**
   * Every value of a record, its references naming a record of their resource made for it (with
   * references of its own, and unique values of its own: `referenced`).
   */
  async function valuesWithReferences(declaration: ResourceDeclaration, referencedRecord = false) {
    const values = everyValue(declaration);
    if (referencedRecord) for (const unique of declaration.uniqueFields) values[unique] = `${values[unique]} referenced ${++referenced}`;
    for (const [name, field] of Object.entries(declaration.fields)) {
      if (field.kind !== 'reference') continue;
      // A record naming one of its own kind (a renewal, the policy it renews) would make records without end.
      if (field.reference === declaration.name) {
        values[name] = null;
        continue;
      }
      const target = Object.values(declarations).find((other) => other.name === field.reference)!;
      values[name] = (await createRepository(server.app.db, target, { cipher: server.app.personalData }).insert(await valuesWithReferences(target, true)))._id;
    }
    return values;
  }

  it.each(stored)('%s: the list record is the one toRecord builds', async (_, declaration) => {
    const repository = createRepository(server.app.db, declaration, { cipher: server.app.personalData });
    const values = await valuesWithReferences(declaration);
    await repository.insert(values);
    await insertEmptiest(repository, declaration, values);
    if (declaration.table === 'motor_policies') await insertPolicies(server.app.db, fakePolicies(20, { seed: 11 }));

    const { records } = await repository.list(listAll(declaration.defaultSort.field));
    expect(records.length).toBeGreaterThanOrEqual(2);
    for (const text of records) {
      const record = JSON.parse(text);
      expect(record).toEqual(await repository.get(record._id));
      expect(Object.keys(record)).toEqual(Object.keys((await repository.get(record._id))!));
    }
  });
});
