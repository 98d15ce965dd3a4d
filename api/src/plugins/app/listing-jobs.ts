// The scheduled work of listings (issue 17), once across replicas: the expiry job every 15
// minutes (applicants hear soon after a listing's last day ends in Sydney) and the employers'
// review digest once a day.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { queueReviewDigests } from '../../employers/review-digest';
import { DAY_MS, MINUTE_MS } from '../../lib/clock';
import { marketToday } from '../../lib/dates';
import { closeExpiredListings } from '../../listings/expiry-job';

export const EXPIRY_JOB_EVERY_MS = 15 * MINUTE_MS;

export default fp(
  async (app: FastifyInstance) => {
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
    app.scheduleTask({
      name: 'employer-review-digest',
      everyMs: DAY_MS,
      run: async () => {
        const mailed = await queueReviewDigests(app.backgroundDb, context());
        if (mailed > 0) {
          app.log.info({ mailed }, 'Queued the review digests of employers');
          app.mail.kick();
        }
      },
    });
  },
  { name: 'listing-jobs' },
);
