// The scheduled work of listings, once across replicas: the expiry job every 15 minutes
// (applicants hear soon after a listing's last day ends in Sydney), and with an ABR key, the
// hourly pass that asks the register about ABNs not checked lately (vetting/abn-check.ts). And
// `app.postingLimits`, how much one employer may post (vetting/posting-limits.ts), times
// POSTING_LIMIT_SCALE; tests may replace them.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HOUR_MS, MINUTE_MS } from '../plugins/time/clock';
import { marketToday } from '../plugins/time/dates';
import { closeExpiredListings } from './expiry-job';
import { checkDueAbns } from './vetting/abn-check';
import {
  DEFAULT_POSTING_LIMITS,
  scalePostingLimits,
  type PostingLimits,
} from './vetting/posting-limits';

export const EXPIRY_JOB_EVERY_MS = 15 * MINUTE_MS;
export const ABN_CHECK_EVERY_MS = HOUR_MS;

declare module 'fastify' {
  interface FastifyInstance {
    postingLimits: PostingLimits;
  }
}

export interface ListingsPluginOptions extends Record<string, unknown> {
  postingLimits?: Partial<PostingLimits>;
}

export default fp(
  async (app: FastifyInstance, options: ListingsPluginOptions) => {
    app.decorate('postingLimits', {
      ...scalePostingLimits(DEFAULT_POSTING_LIMITS, app.config.postingLimitScale),
      ...options.postingLimits,
    });
    const context = () => {
      const now = app.now();
      return { publicUrl: app.config.publicUrl, now, today: marketToday(now) };
    };
    app.scheduleTask({
      name: 'listing-expiry',
      everyMs: EXPIRY_JOB_EVERY_MS,
      run: async () => {
        const { today, ...notices } = context();
        const closed = await closeExpiredListings(app.backgroundDb, today, notices);
        if (closed > 0) {
          app.log.info({ closed }, 'Told the applicants of expired listings');
          app.mail.kick();
        }
      },
    });
    // Without a key there is nothing to ask, and no task: nothing claims a check it did not make.
    const { abnRegister } = app;
    if (abnRegister) {
      app.scheduleTask({
        name: 'abn-check',
        everyMs: ABN_CHECK_EVERY_MS,
        run: async () => {
          const done = await checkDueAbns(app.backgroundDb, abnRegister, {
            now: app.now,
            log: app.log,
          });
          if (done.checked > 0) app.log.info(done, 'Checked ABNs with the register');
        },
      });
    }
  },
  { name: 'listings' },
);
