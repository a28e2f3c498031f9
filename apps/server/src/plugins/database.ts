/** Decorates the app with the Kysely instance and closes it when the app closes. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { TDatabaseKind } from '@padanam/contract';
import type { DatabaseHandle } from '../db/database.js';
import type { Database } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: TDatabaseKind;
  }
}

async function databasePlugin(app: FastifyInstance, options: { handle: DatabaseHandle }) {
  app.decorate('db', options.handle.db);
  app.decorate('dbKind', options.handle.kind);
  app.addHook('onClose', async () => {
    await options.handle.db.destroy();
  });
}

export default fp(databasePlugin, { name: 'database' });
