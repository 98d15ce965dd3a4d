// The scheduled work of applications, once across replicas: every 10 minutes the sweep of
// abandoned uploads (sweep.ts, and saved-resume uploads never confirmed) and the retention job
// (retention.ts); every hour the employers' review times older than a day (review-time.ts); once a
// day the employers' review digest (review-digest.ts); every 10 minutes the reminders and notices of
// applications nobody has answered (unanswered.ts). And in every replica, every hour, its
// snapshot of the employers' response rates (response-rate.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DAY_MS, MINUTE_MS } from '../plugins/time/clock';
import { marketToday } from '../plugins/time/dates';
import { deleteExpiredApplications } from './retention';
import { queueReviewDigests } from './review-digest';
import { REVIEW_DAYS_EVERY_MS, refreshStaleReviewDays } from './review-time';
import { RESPONSE_RATES_EVERY_MS, ResponseRates, readResponseRates } from './response-rate';
import { sweepAbandonedApplications } from './sweep';
import { UNANSWERED_EVERY_MS, queueEmployerReminders, queueNoAnswerNotices } from './unanswered';
import { removeAbandonedSavedUploads } from './saved-resume/uploads';
import { removeResumeFiles } from '../storage/remove-files';

export const SWEEP_INTERVAL_MS = 10 * MINUTE_MS;

declare module 'fastify' {
  interface FastifyInstance {
    /** Removes abandoned applications (and saved-resume uploads) now; returns how many applications. */
    sweepAbandonedApplications(): Promise<number>;
    /** Deletes applications and resumes past retention now; returns how many. */
    deleteExpiredApplications(): Promise<number>;
    /** This replica's snapshot of the employers' response rates, for the job page. */
    responseRates: ResponseRates;
    /** Computes the snapshot of response rates again now; returns how many employers have one. */
    refreshResponseRates(): Promise<number>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const storage = app.resumeStorage;
    app.decorate('sweepAbandonedApplications', async () => {
      const now = app.now();
      const removed = await sweepAbandonedApplications(
        app.backgroundDb,
        storage,
        now,
        { publicUrl: app.config.publicUrl },
        app.log,
      );
      // Saved-resume uploads never confirmed: the same form life, the same pass.
      const savedUploads = await removeAbandonedSavedUploads(app.backgroundDb, now);
      await removeResumeFiles(storage, savedUploads, app.log);
      return removed;
    });
    app.decorate('deleteExpiredApplications', () =>
      deleteExpiredApplications(app.backgroundDb, storage, app.now(), app.log),
    );

    const responseRates = new ResponseRates((now) => readResponseRates(app.backgroundDb, now));
    app.decorate('responseRates', responseRates);
    app.decorate('refreshResponseRates', () => responseRates.refresh(app.now()));
    // Each replica keeps its own snapshot, so this is a timer of its own, not a scheduled task
    // (those run in one replica a period).
    let responseRatesTimer: NodeJS.Timeout | undefined;
    let responseRatesPass: Promise<unknown> = Promise.resolve();
    const refreshResponseRates = () => {
      responseRatesPass = app
        .refreshResponseRates()
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'Computing the response rates failed'),
        );
    };
    app.addHook('onReady', (done) => {
      refreshResponseRates();
      responseRatesTimer = setInterval(refreshResponseRates, RESPONSE_RATES_EVERY_MS);
      responseRatesTimer.unref();
      done();
    });
    app.addHook('onClose', async () => {
      clearInterval(responseRatesTimer);
      await responseRatesPass;
    });

    app.scheduleTask({
      name: 'abandoned-uploads',
      everyMs: SWEEP_INTERVAL_MS,
      run: async () => {
        const removed = await app.sweepAbandonedApplications();
        // An upload found in the bucket may have filled its listing: closing notices were queued.
        app.mail.kick();
        if (removed > 0)
          app.log.info({ removed }, 'Removed applications whose resume never arrived');
      },
    });
    app.scheduleTask({
      name: 'application-retention',
      everyMs: SWEEP_INTERVAL_MS,
      run: async () => {
        const deleted = await app.deleteExpiredApplications();
        if (deleted > 0) app.log.info({ deleted }, 'Deleted applications past retention');
      },
    });
    app.scheduleTask({
      name: 'employer-review-digest',
      everyMs: DAY_MS,
      run: async () => {
        const now = app.now();
        const mailed = await queueReviewDigests(app.backgroundDb, {
          publicUrl: app.config.publicUrl,
          now,
          today: marketToday(now),
        });
        if (mailed > 0) {
          app.log.info({ mailed }, 'Queued the review digests of employers');
          app.mail.kick();
        }
      },
    });
    app.scheduleTask({
      name: 'unanswered-applications',
      everyMs: UNANSWERED_EVERY_MS,
      run: async () => {
        const context = { publicUrl: app.config.publicUrl, now: app.now() };
        const reminders = await queueEmployerReminders(app.backgroundDb, context);
        const notices = await queueNoAnswerNotices(app.backgroundDb, context);
        if (reminders + notices > 0) {
          app.log.info({ reminders, notices }, 'Queued the mails of unanswered applications');
          app.mail.kick();
        }
      },
    });
    app.scheduleTask({
      name: 'employer-review-times',
      everyMs: REVIEW_DAYS_EVERY_MS,
      run: async () => {
        const computed = await refreshStaleReviewDays(app.backgroundDb, app.now());
        if (computed > 0) app.log.info({ computed }, "Computed employers' review times again");
      },
    });
  },
  { name: 'applications', dependencies: ['storage', 'scheduler', 'mail'] },
);
