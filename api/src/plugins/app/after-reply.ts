// `app.afterReply(name, work)`: work the answer must not wait for, so that its duration cannot
// tell anything (a reset request takes as long for an unknown address as for a known one). The
// work starts once the current request has been answered; a failure is logged; `flush()` awaits
// what has started (tests, and the app's close).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface AfterReply {
  (name: string, work: () => Promise<void>): void;
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    afterReply: AfterReply;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const pending = new Set<Promise<void>>();
    const afterReply = Object.assign(
      (name: string, work: () => Promise<void>) => {
        const running = new Promise<void>((resolve) => setImmediate(resolve))
          .then(work)
          .catch((error: unknown) =>
            app.log.error({ err: error, work: name }, 'Deferred work failed'),
          )
          .finally(() => pending.delete(running));
        pending.add(running);
      },
      {
        async flush() {
          while (pending.size > 0) await Promise.allSettled([...pending]);
        },
      },
    );
    app.decorate('afterReply', afterReply);
    app.addHook('onClose', () => afterReply.flush());
  },
  { name: 'after-reply' },
);
