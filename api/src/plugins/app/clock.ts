// `app.now()`: the current time for every expiry decision. Tests inject a controlled clock.
import type { FastifyInstance } from 'fastify';
import { systemClock, type Clock } from '../../lib/clock';
import { globalPlugin } from '../../lib/global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    now: Clock;
  }
}

export default globalPlugin('clock', (app: FastifyInstance, options: { clock?: Clock }) => {
  app.decorate('now', options.clock ?? systemClock);
});
