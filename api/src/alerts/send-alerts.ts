// Mailing the matches of job alerts: an instant alert as soon as it has new matches, at
// most once every 15 minutes (its matches batched), a daily one at most once a day. Alerts are taken a batch at a time, in id order, in a transaction
// that locks their rows (SKIP LOCKED: a batch another replica holds is left to it), queues their
// mails (mail/queue.ts) and marks their matches mailed, so mails and marks commit together and a
// match is never mailed twice. Matches whose listing stopped taking applications before the mail
// are dropped, not mailed.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DIGEST_MAX_JOBS } from 'api-contract';
import { queryRows, type Database } from '../db/client';
import { alertMatches, categories, employers, jobAlerts, listings, users } from '../db/schema';
import { bare, tableAs } from '../db/sql-names';
import { openListing, type MarketNow } from '../listings/capacity';
import { payJson } from '../listings/pay-sql';
import { enqueueMails } from '../mail/queue';
import type { MailMessage } from '../mail/mail-types';
import { alertFromRow, type AlertRow } from './alert-search';
import { jobAlertMail, type AlertMailJob } from './alert-mail';
import { alertLinkToken } from './alert-tokens';

/** Alerts per transaction. */
export const ALERTS_PER_BATCH = 200;

export interface AlertMailDeps {
  db: Database;
  now: Date;
  today: string;
  publicUrl: string;
  /** The key of the alerts' signed links, asked for only when some alert is due. */
  linkKey: () => Promise<Buffer>;
}

type BatchDeps = Omit<AlertMailDeps, 'linkKey'> & { key: Buffer };

/** The tables of the statements below, as their text names them. */
const a = alias(jobAlerts, 'a');
const m = alias(alertMatches, 'm');
const u = alias(users, 'u');
const c = alias(categories, 'c');
const e = alias(employers, 'e');

/**
 * At most one mail per alert in this long: an instant alert's matches that arrive meanwhile go
 * out together in its next mail (one account once posted 16 listings in 38 seconds and
 * each was mailed at once), a daily alert's once a day.
 */
export const INSTANT_ALERT_GAP_MINUTES = 15;

const due = (now: Date) => sql`not ${a.paused}
  and (${a.lastMailedAt} is null
    or ${a.lastMailedAt} <= ${now.toISOString()}::timestamptz - case ${a.frequency}
      when 'instant' then ${INSTANT_ALERT_GAP_MINUTES}::int * interval '1 minute'
      else interval '1 day' end)
  and exists (select 1 from ${tableAs(m)} where ${m.alertId} = ${a.id} and ${m.mailedAt} is null)`;

interface DueAlert extends AlertRow {
  email: string;
  has_account: boolean;
  category_name: string | null;
}

type MatchRow = AlertMailJob & { alert_id: string; total: number } & Record<string, unknown>;

/** The listings of the statements below, as their text names them. */
const l = alias(listings, 'l');

/** A Postgres uuid[] literal of ids read from the database. */
const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * The newest open matches of each alert (at most DIGEST_MAX_JOBS), with each alert's total. The
 * ranking reads only the match and listing columns it orders by; the pay and names are read for
 * the rows kept.
 */
function newestMatches(ids: string[], at: MarketNow) {
  return sql`select x.alert_id, ${l.id}, ${l.title}, ${e.businessName}, ${l.location},
      ${payJson(l)} as pay, x.total
    from (
      select ${m.alertId}, ${m.listingId},
        row_number() over (partition by ${m.alertId} order by ${l.createdAt} desc, ${l.id} desc)
          as n,
        (count(*) over (partition by ${m.alertId}))::int as total
      from ${tableAs(m)} join ${tableAs(l)} on ${l.id} = ${m.listingId}
      where ${m.alertId} = any(${uuidArray(ids)}) and ${m.mailedAt} is null
        and ${openListing(l, at)}
    ) x
    join ${tableAs(l)} on ${l.id} = x.listing_id
    join ${tableAs(e)} on ${e.userId} = ${l.employerId}
    where x.n <= ${DIGEST_MAX_JOBS}
    order by x.alert_id, x.n`;
}

function alertMail(deps: BatchDeps, alert: DueAlert, matches: MatchRow[]) {
  const jobs = matches.map(({ id, title, business_name, location, pay }) => ({
    id,
    title,
    business_name,
    location,
    pay,
  }));
  const message: MailMessage = jobAlertMail({
    to: alert.email,
    search: alertFromRow(alert).search,
    categoryName: alert.category_name,
    frequency: alert.frequency,
    hasAccount: alert.has_account,
    jobs,
    total: matches[0]?.total ?? 0,
    publicUrl: deps.publicUrl,
    token: alertLinkToken(deps.key, 'unsubscribe', alert.id),
  });
  // The event is this alert's mail of these listings: the same mail is never queued twice.
  const listed = createHash('sha256')
    .update(jobs.map((job) => job.id).join(','))
    .digest('base64url')
    .slice(0, 22);
  return { eventKey: `job-alert:${alert.id}:${listed}`, message };
}

/** Mails one batch of due alerts after `after` (an id); returns the batch's last id and mails. */
async function mailBatch(deps: BatchDeps, after: string) {
  const { now } = deps;
  const at = sql`${now.toISOString()}::timestamptz`;
  return deps.db.transaction(async (tx) => {
    const alerts = await queryRows<DueAlert>(
      tx,
      sql`select ${a.id}, ${a.categoryCode}, ${a.words}, ${a.placeName}, ${a.latitude},
          ${a.longitude}, ${a.radiusKm}, ${a.minHourlyCents}, ${a.frequency}, ${a.paused},
          ${a.createdAt}::text as created_at,
          coalesce(${u.email}, ${a.email}) as email, ${a.userId} is not null as has_account,
          ${c.displayName} as category_name
        from ${tableAs(a)} left join ${tableAs(u)} on ${u.id} = ${a.userId}
        left join ${tableAs(c)} on ${c.code} = ${a.categoryCode}
        where ${a.id} > ${after}::uuid and ${due(now)}
        order by ${a.id} limit ${ALERTS_PER_BATCH}
        for update of ${a} skip locked`,
    );
    const last = alerts.at(-1);
    if (!last) return { last: null, mailed: 0, full: false };
    const ids = alerts.map((alert) => alert.id);
    const matches = await queryRows<MatchRow>(tx, newestMatches(ids, { today: deps.today, now }));
    await tx.execute(
      sql`update ${alertMatches} set ${bare(alertMatches.mailedAt)} = ${at}
        where ${alertMatches.alertId} = any(${uuidArray(ids)}) and ${alertMatches.mailedAt} is null`,
    );
    const byAlert = new Map<string, MatchRow[]>();
    for (const match of matches) {
      const own = byAlert.get(match.alert_id);
      if (own) own.push(match);
      else byAlert.set(match.alert_id, [match]);
    }
    const mails = alerts.flatMap((alert) => {
      const own = byAlert.get(alert.id) ?? [];
      return own.length > 0 ? [{ alertId: alert.id, ...alertMail(deps, alert, own) }] : [];
    });
    await enqueueMails(tx, mails, now);
    if (mails.length > 0) {
      await tx.execute(
        sql`update ${jobAlerts} set ${bare(jobAlerts.lastMailedAt)} = ${at}
          where ${jobAlerts.id} = any(${uuidArray(mails.map((mail) => mail.alertId))})`,
      );
    }
    return { last: last.id, mailed: mails.length, full: alerts.length === ALERTS_PER_BATCH };
  });
}

/** Queues the mail of every alert that is due; returns how many mails it queued. */
export async function sendDueAlerts(deps: AlertMailDeps): Promise<number> {
  const [anyDue] = await queryRows<{ yes: boolean }>(
    deps.db,
    sql`select exists (select 1 from ${tableAs(a)} where ${due(deps.now)}) as yes`,
  );
  if (!anyDue?.yes) return 0;
  const batchDeps: BatchDeps = { ...deps, key: await deps.linkKey() };
  let mailed = 0;
  // By id, so alerts another replica holds (skipped) are not asked for again in this pass.
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await mailBatch(batchDeps, after);
    mailed += batch.mailed;
    if (!batch.last || !batch.full) return mailed;
    after = batch.last;
  }
}
