// The scheduled work of student verification, once across replicas every hour: the mail two weeks
// before a verification ends, and the deletion of those that ended and of codes never entered.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HOUR_MS } from '../../plugins/time/clock';
import { sweepVerifications } from './reminders';

export default fp(
  async (app: FastifyInstance) => {
    app.scheduleTask({
      name: 'student-verification-sweep',
      everyMs: HOUR_MS,
      run: async () => {
        const swept = await sweepVerifications(app.backgroundDb, {
          now: app.now(),
          publicUrl: app.config.publicUrl,
        });
        if (swept.reminded > 0) {
          app.log.info(
            { reminded: swept.reminded },
            'Queued the reminders of ending verifications',
          );
          app.mail.kick();
        }
        if (swept.ended > 0) app.log.info({ ended: swept.ended }, 'Deleted ended verifications');
      },
    });
  },
  { name: 'student-verification' },
);
