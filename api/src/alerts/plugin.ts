// `app.jobAlerts`: the job-alert pass (match new listings, then mail the alerts that
// are due) runs every minute, once across replicas, and right after a listing is posted
// (`kick()`), so instant alerts go out within seconds. Passes never overlap within a process; two
// replicas' passes may, and take different listings and alerts (alerts/matcher.ts,
// alerts/send-alerts.ts). Alerts saved by email whose link expired unconfirmed are deleted. The
// key of the alerts' signed links is read once per process.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteUnconfirmedAlerts } from './email-alerts';
import { matchNewListings } from './matcher';
import { sendDueAlerts } from './send-alerts';
import { loadAlertLinkKey } from './alert-tokens';
import { MINUTE_MS } from '../plugins/time/clock';
import { marketToday } from '../plugins/time/dates';

export const JOB_ALERTS_EVERY_MS = MINUTE_MS;

export interface JobAlertsRunner {
  /** Runs a pass soon, after the current request's answer. */
  kick(): void;
  /** Runs a pass now (after any running one); resolves with what it did. */
  run(): Promise<{ listings: number; mails: number }>;
  linkKey(): Promise<Buffer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobAlerts: JobAlertsRunner;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    let key: Promise<Buffer> | undefined;
    const linkKey = () => {
      key ??= loadAlertLinkKey(app.backgroundDb).catch((error: unknown) => {
        key = undefined;
        throw error;
      });
      return key;
    };

    const pass = async () => {
      const now = app.now();
      const today = marketToday(now);
      await deleteUnconfirmedAlerts(app.backgroundDb, now);
      const listings = await matchNewListings(app.backgroundDb, now, today);
      const mails = await sendDueAlerts({
        db: app.backgroundDb,
        now,
        today,
        publicUrl: app.config.publicUrl,
        linkKey,
      });
      if (mails > 0) {
        app.log.info({ listings, mails }, 'Queued job alert mails');
        app.mail.kick();
      }
      return { listings, mails };
    };

    let chain: Promise<unknown> = Promise.resolve();
    const run = () => {
      const next = chain.then(pass, pass);
      chain = next.catch(() => undefined);
      return next;
    };

    app.decorate('jobAlerts', {
      kick: () => app.afterReply('job-alerts', async () => void (await run())),
      run,
      linkKey,
    });
    app.scheduleTask({
      name: 'job-alerts',
      everyMs: JOB_ALERTS_EVERY_MS,
      run: async () => void (await run()),
    });
  },
  { name: 'job-alerts' },
);
