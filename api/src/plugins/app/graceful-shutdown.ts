// Graceful shutdown: `app.beginShutdown()` marks the app closing, so requests that still reach it
// (on kept-alive connections) get 503 { detail } and `Connection: close`, then closes the app,
// which stops accepting connections, lets in-flight requests finish and closes the database.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const SHUTTING_DOWN_DETAIL = 'Server is shutting down.';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts the drain and resolves when the app is closed. Safe to call more than once. */
    beginShutdown(): Promise<void>;
    readonly closing: boolean;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    let closing = false;
    let closed: Promise<void> | undefined;

    app.decorate('closing', {
      getter: () => closing,
    });
    app.decorate('beginShutdown', function beginShutdown(): Promise<void> {
      closing = true;
      closed ??= app.close();
      return closed;
    });
    // app.close() itself (tests, signals) also enters the drain.
    app.addHook('preClose', (done) => {
      closing = true;
      done();
    });

    app.addHook('onRequest', (_request, reply, done) => {
      if (!closing) return done();
      void reply.code(503).header('connection', 'close').send({ detail: SHUTTING_DOWN_DETAIL });
    });
  },
  { name: 'graceful-shutdown' },
);
