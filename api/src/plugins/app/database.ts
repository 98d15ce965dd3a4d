// Makes the database available as `app.db` and closes it last, after in-flight requests finish
// (onClose hooks run after the HTTP server has stopped and drained).
import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client';
import { globalPlugin } from '../../lib/global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export default globalPlugin(
  'database',
  (app: FastifyInstance, options: { database: DatabaseHandle }) => {
    const { database } = options;
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      await database.close();
      app.log.info('Database closed');
    });
  },
);
