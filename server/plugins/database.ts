import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DB } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: DB;
  }
}

/** Decorates the instance with the database (which buildApp has brought to the latest migration). */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { db: DB }) => {
    app.decorate('db', options.db);
    app.addHook('onClose', async () => options.db.destroy());
  },
  { name: 'database' },
);
