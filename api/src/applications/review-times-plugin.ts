// `app.reviewTimes`: each employer's usual review time for the job page, kept a few minutes per
// process (review-time.ts); the decision route forgets an employer's entry.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ReviewTimeCache } from './review-time';

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
