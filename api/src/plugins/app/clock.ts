// `app.now()`: the current time for every expiry decision. Tests inject a controlled clock.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { systemClock, type Clock } from '../time/clock';

declare module 'fastify' {
  interface FastifyInstance {
    now: Clock;
  }
}

export default fp(
  async (app: FastifyInstance, options: { clock?: Clock }) => {
    app.decorate('now', options.clock ?? systemClock);
  },
  { name: 'clock' },
);
