// Mailing the matches of job alerts (issue 18): an instant alert as soon as it has new matches, a
// daily one at most once a day. Each alert is mailed in its own transaction that locks its row
// (SKIP LOCKED: a replica busy with it is left alone), queues the mail (mail/queue.ts) and marks
// its matches mailed, so the mail and the marks commit together and a match is never mailed twice.
// Matches whose listing stopped taking applications before the mail are dropped, not mailed.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DIGEST_MAX_JOBS, type AlertSearch } from 'shared-kit/contract';
import { queryRows, type Database } from '../db/client';
import { payJson } from '../listings/pay-sql';
import { enqueueMail } from '../mail/queue';
import { alertFromRow, type AlertRow } from './alert-search';
import { jobAlertMail, type AlertMailJob } from './alert-mail';
import { unsubscribeToken } from './unsubscribe-token';

/** Alerts mailed per pass; the next pass takes the rest. */
const ALERTS_PER_PASS = 500;

export interface AlertMailDeps {
  db: Database;
  now: Date;
  today: string;
  publicUrl: string;
  unsubscribeKey: Buffer;
}

const due = (now: Date) => sql`not a.paused
  and (a.frequency = 'instant' or a.last_mailed_at is null
    or a.last_mailed_at <= ${now.toISOString()}::timestamptz - interval '1 day')
  and exists (select 1 from alert_matches m where m.alert_id = a.id and m.mailed_at is null)`;

interface DueAlert extends AlertRow {
  email: string;
  category_name: string | null;
}

async function mailAlert(deps: AlertMailDeps, alertId: string): Promise<boolean> {
  const { now, today } = deps;
  const at = sql`${now.toISOString()}::timestamptz`;
  return deps.db.transaction(async (tx) => {
    const [alert] = await queryRows<DueAlert>(
      tx,
      sql`select a.id, a.category_code, a.words, a.place_name, a.latitude, a.longitude,
          a.radius_km, a.min_hourly_cents, a.frequency, a.paused, a.created_at::text as created_at,
          u.email, c.display_name as category_name
        from job_alerts a join users u on u.id = a.user_id
        left join categories c on c.code = a.category_code
        where a.id = ${alertId}::uuid and ${due(now)}
        for update of a skip locked`,
    );
    if (!alert) return false;
    const jobs = await queryRows<AlertMailJob & { total: number } & Record<string, unknown>>(
      tx,
      sql`select l.id, l.title, e.business_name, l.location, ${payJson} as pay,
          count(*) over ()::int as total
        from alert_matches m join listings l on l.id = m.listing_id
        join employers e on e.user_id = l.employer_id
        where m.alert_id = ${alertId}::uuid and m.mailed_at is null
          and l.status = 'posted' and l.expiry_date >= ${today}::date
          and l.applications_count < l.max_applications
        order by l.created_at desc, l.id desc
        limit ${DIGEST_MAX_JOBS}`,
    );
    await tx.execute(
      sql`update alert_matches set mailed_at = ${at}
        where alert_id = ${alertId}::uuid and mailed_at is null`,
    );
    const total = jobs[0]?.total ?? 0;
    if (total === 0) return false;
    const search: AlertSearch = alertFromRow(alert).search;
    const mail = jobAlertMail({
      to: alert.email,
      search,
      categoryName: alert.category_name,
      frequency: alert.frequency,
      jobs: jobs.map(({ total: _total, ...job }) => job),
      total,
      publicUrl: deps.publicUrl,
      token: unsubscribeToken(deps.unsubscribeKey, alertId),
    });
    // The event is this alert's mail of these listings: the same mail is never queued twice.
    const listed = createHash('sha256')
      .update(jobs.map((job) => job.id).join(','))
      .digest('base64url')
      .slice(0, 22);
    await enqueueMail(tx, `job-alert:${alertId}:${listed}`, mail, now);
    await tx.execute(sql`update job_alerts set last_mailed_at = ${at} where id = ${alertId}::uuid`);
    return true;
  });
}

/** Queues the mail of every alert that is due; returns how many mails it queued. */
export async function sendDueAlerts(deps: AlertMailDeps): Promise<number> {
  let mailed = 0;
  // By id, so an alert another replica holds (skipped above) is not asked for again.
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const alerts = await queryRows<{ id: string }>(
      deps.db,
      sql`select a.id from job_alerts a where a.id > ${after}::uuid and ${due(deps.now)}
        order by a.id limit ${ALERTS_PER_PASS}`,
    );
    for (const { id } of alerts) if (await mailAlert(deps, id)) mailed += 1;
    const last = alerts.at(-1);
    if (!last || alerts.length < ALERTS_PER_PASS) return mailed;
    after = last.id;
  }
}
