// `app.reviewTimes`: each employer's usual review time for the job page, kept a few minutes per
// process (employers/review-time.ts); the decision route forgets an employer's entry.
import type { FastifyInstance } from 'fastify';
import { ReviewTimeCache } from '../../employers/review-time';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    reviewTimes: ReviewTimeCache;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('reviewTimes', new ReviewTimeCache(app.db, () => app.now()));
  },
  { name: 'review-times' },
);
