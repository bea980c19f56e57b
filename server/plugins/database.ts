import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { ListReadLimits } from '../config';
import { createListReader } from '../db/listReader';
import type { DB } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: DB;
    /** Where lists are read, apart from writes and within a time budget (listReader.ts). */
    listDb: Kysely<any>;
  }
}

/** Decorates the instance with the database (which buildApp has brought to the latest migration). */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { db: DB; lists: ListReadLimits }) => {
    const listDb = createListReader(options.db, options.lists);
    app.decorate('db', options.db);
    app.decorate('listDb', listDb);
    app.addHook('onClose', async () => {
      if (listDb !== options.db) await listDb.destroy();
      await options.db.destroy();
    });
  },
  { name: 'database' },
);
