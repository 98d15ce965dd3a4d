// `app.hashQueue.runClaimed(client, claim, () => hashPassword(…))`: new passwords are hashed a few
// at a time (accounts/auth/hash-queue.ts), so a burst of sign-ups or resets cannot starve the
// logins, one client holds only a small share of the queue, and a step is hashed once.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createHashQueue, type HashQueue, type HashQueueOptions } from './hash-queue';

declare module 'fastify' {
  interface FastifyInstance {
    hashQueue: HashQueue;
  }
}

export default fp(
  async (app: FastifyInstance, options: { queue?: HashQueueOptions }) => {
    app.decorate('hashQueue', createHashQueue(options.queue));
  },
  { name: 'hash-queue' },
);
