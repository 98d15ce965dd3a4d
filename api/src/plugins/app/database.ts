// Makes the database available as `app.db` (requests) and `app.backgroundDb` (scheduled tasks,
// mail, alert runs: longer statements on a pool of their own, db/client.ts), and closes it last,
// after in-flight requests finish (onClose hooks run after the HTTP server has stopped and drained).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    backgroundDb: Database;
  }
}

export default fp(
  async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
    const { database } = options;
    app.decorate('db', database.db);
    app.decorate('backgroundDb', database.background);
    app.addHook('onClose', async () => {
      await database.close();
      app.log.info('Database closed');
    });
  },
  { name: 'database' },
);
