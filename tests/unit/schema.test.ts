import { Kysely, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { columnFields } from '../../resources/core/defineResource';
import { declarations } from '../../resources/registry';
import { migrateToLatest } from '../../server/db/database';

describe('migrations and declarations', () => {
  it('give every declared field a column in its table', async () => {
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    await migrateToLatest(db);
    const tables = await db.introspection.getTables();
    for (const declaration of Object.values(declarations)) {
      const table = tables.find((candidate) => candidate.name === declaration.table);
      expect(table, declaration.table).toBeDefined();
      const columns = table!.columns.map((column) => column.name);
      // Records that can change keep when they last did; audit entries never change.
      const timestamps = declaration.name === 'auditLog' ? ['createdAt'] : ['createdAt', 'updatedAt'];
      expect(columns).toEqual(expect.arrayContaining(['id', ...timestamps, ...columnFields(declaration)]));
    }
    await db.destroy();
  });
});
