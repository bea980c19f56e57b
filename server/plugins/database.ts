import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type DB, migrateToLatest } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: DB;
  }
}

/** Decorates the instance with the database, brought to the latest migration before any route runs. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { db: DB }) => {
    await migrateToLatest(options.db);
    app.decorate('db', options.db);
    app.addHook('onClose', async () => options.db.destroy());
  },
  { name: 'database' },
);
