// The mail queue at scrape time (mail/queue.ts, mail/delivery.ts), one cheap statement: mails
// waiting (neither delivered nor given up, whether due now or retrying later), the age of the
// oldest of them, and the mails given up in the last 24 hours (not the notifications held back by
// an address's daily cap, which are no fault). Waiting mail older than a few
// minutes means delivery has stopped (an SMTP outage, no worker running).
import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import { queryRows } from '../db/client';
import { mailQueue } from '../db/schema';
import { OVER_DAILY_CAP } from './delivery';
import type { Clock } from '../plugins/time/clock';
import { sharedInFlight, type ScrapeRead } from '../plugins/metrics/scrape-read';

export const GIVEN_UP_WINDOW_HOURS = 24;

const { sentAt, failedAt, createdAt, lastError } = mailQueue;

interface MailCounts {
  waiting: number;
  oldestSeconds: number;
  givenUp: number;
}

export function observeMail(registry: Registry, read: ScrapeRead, now: Clock): void {
  const counts = sharedInFlight(() =>
    read('mail', async (db) => {
      const at = now().toISOString();
      const [row] = await queryRows<{ waiting: number; oldest: number | null; given_up: number }>(
        db,
        sql`select
            (select count(*)::int from ${mailQueue}
              where ${sentAt} is null and ${failedAt} is null) as waiting,
            (select extract(epoch from (${at}::timestamptz - min(${createdAt})))::float8
              from ${mailQueue} where ${sentAt} is null and ${failedAt} is null) as oldest,
            (select count(*)::int from ${mailQueue}
              where ${failedAt} is not null and ${lastError} is distinct from ${OVER_DAILY_CAP}
                and ${failedAt} > ${at}::timestamptz - make_interval(hours => ${GIVEN_UP_WINDOW_HOURS})
            ) as given_up`,
      );
      return {
        waiting: Number(row?.waiting ?? 0),
        oldestSeconds: Math.max(0, Number(row?.oldest ?? 0)),
        givenUp: Number(row?.given_up ?? 0),
      } satisfies MailCounts;
    }),
  );
  const gauge = (name: string, help: string, value: (c: MailCounts) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.reset();
        const current = await counts();
        if (current) this.set(value(current));
      },
    });
  gauge('api_mail_waiting', 'Mails neither delivered nor given up', (c) => c.waiting);
  gauge(
    'api_mail_oldest_waiting_seconds',
    'Age of the oldest mail neither delivered nor given up (0 when none waits)',
    (c) => c.oldestSeconds,
  );
  gauge(
    'api_mail_given_up_last_24h',
    `Mails given up (attempts exhausted or expired) in the last ${GIVEN_UP_WINDOW_HOURS} hours`,
    (c) => c.givenUp,
  );
}
