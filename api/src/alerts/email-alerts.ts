// Job alerts for anyone without an account (issue 18: "a student, or anyone with a verified
// email"): the alert is saved with the email address alone, and nothing matches or mails until
// the address confirms it with the signed link mailed to it (alert-tokens.ts). An unconfirmed
// alert is deleted when its link expires. The caller's answer never says whether the address
// already had the alert, so the form cannot be used to learn what someone subscribed to. Anyone
// can give any address, so the place is named by the server from its coordinates and the mails
// of a request never repeat the requester's text (requested-search.ts).
import { sql } from 'drizzle-orm';
import { ALERT_CONFIRM_DAYS, JOB_ALERTS_MAX, type SubscribeJobAlertRequest } from 'api-contract';
import { queryRows, type Database } from '../db/client';
import { DAY_MS } from '../plugins/time/clock';
import { enqueueMail } from '../mail/queue';
import type { PlaceNamer } from '../places/place-names';
import { prefixQueryText } from '../listings/search/words-query';
import { alertAlreadyOnMail, confirmAlertMail } from './alert-request-mail';
import { normalWords, searchKey } from './alert-search';
import { alertLinkToken } from './alert-tokens';
import { withServerPlace } from './requested-search';

export interface SubscribeDeps {
  db: Database;
  now: Date;
  publicUrl: string;
  linkKey: () => Promise<Buffer>;
  placeNames: PlaceNamer;
}

/**
 * Saves the search for `email` and mails the link that turns it on. Asking again for an
 * unconfirmed alert mails a fresh link (the time to confirm starts over, with the new frequency);
 * for a confirmed one nothing changes and the address is told it is on already; past
 * JOB_ALERTS_MAX alerts of the address nothing is kept or mailed. Returns whether a mail was
 * queued.
 */
export async function subscribeByEmail(
  deps: SubscribeDeps,
  request: SubscribeJobAlertRequest,
): Promise<boolean> {
  const { frequency } = request;
  const search = await withServerPlace(request.search, deps.placeNames);
  const email = request.email.trim().toLowerCase();
  const words = normalWords(search.q);
  const place = search.place;
  const at = sql`${deps.now.toISOString()}::timestamptz`;
  const key = await deps.linkKey();
  return deps.db.transaction(async (tx) => {
    // One address's requests in turn, so two at once cannot both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job-alerts:${email}`}))`);
    const [count] = await queryRows<{ n: number; same: boolean }>(
      tx,
      sql`select count(*)::int as n, coalesce(bool_or(search_key = ${searchKey(search)}), false)
          as same
        from job_alerts where email = ${email}`,
    );
    if (!count || (count.n >= JOB_ALERTS_MAX && !count.same)) return false;
    const [alert] = await queryRows<{ id: string; category_name: string | null }>(
      tx,
      sql`insert into job_alerts as a (email, category_code, words, words_query, place_name,
          latitude, longitude, radius_km, min_hourly_cents, frequency, search_key, created_at)
        values (${email}, ${search.category_code}, ${words}, ${prefixQueryText(words)}::tsquery,
          ${place?.name.trim() ?? null}, ${place?.lat ?? null}::float8,
          ${place?.lng ?? null}::float8, ${place?.radius_km ?? null}::float8,
          ${search.min_hourly_cents}::int, ${frequency}, ${searchKey(search)}, ${at})
        on conflict (email, search_key) do update
          set created_at = excluded.created_at, frequency = excluded.frequency
          where a.confirmed_at is null
        returning a.id,
          (select c.display_name from categories c where c.code = a.category_code) as category_name`,
    );
    if (!alert) {
      // The same search is on already: its address is told so (with the way to stop it); the
      // answer to whoever asked stays the same.
      const [on] = await queryRows<{ id: string; category_name: string | null }>(
        tx,
        sql`select a.id, c.display_name as category_name from job_alerts a
          left join categories c on c.code = a.category_code
          where a.email = ${email} and a.search_key = ${searchKey(search)}`,
      );
      if (!on) return false;
      const message = alertAlreadyOnMail({
        to: email,
        search: { ...search, q: words },
        categoryName: on.category_name,
        publicUrl: deps.publicUrl,
        token: alertLinkToken(key, 'unsubscribe', on.id),
      });
      await enqueueMail(tx, `job-alert-on:${on.id}:${deps.now.toISOString()}`, message, deps.now);
      return true;
    }
    const expiresAt = new Date(deps.now.getTime() + ALERT_CONFIRM_DAYS * DAY_MS);
    const message = confirmAlertMail({
      to: email,
      search: { ...search, q: words },
      categoryName: alert.category_name,
      publicUrl: deps.publicUrl,
      token: alertLinkToken(key, 'confirm', alert.id),
      validDays: ALERT_CONFIRM_DAYS,
    });
    await enqueueMail(
      tx,
      `job-alert-confirm:${alert.id}:${deps.now.toISOString()}`,
      message,
      deps.now,
      expiresAt,
    );
    return true;
  });
}

/** Before this, an unconfirmed alert's link has expired. */
const confirmDeadline = (now: Date) =>
  sql`${new Date(now.getTime() - ALERT_CONFIRM_DAYS * DAY_MS).toISOString()}::timestamptz`;

/**
 * Turns on the alert of a confirm link: `confirmed`, `already` (on before), or null when there is
 * no such alert waiting (deleted, unsubscribed, or its link expired).
 */
export async function confirmEmailAlert(
  db: Database,
  alertId: string,
  now: Date,
): Promise<'confirmed' | 'already' | null> {
  // The select after the update reads the table as it was before it (one snapshot): a row
  // confirmed just now is 'confirmed' alone.
  const [row] = await queryRows<{ status: 'confirmed' | 'already' }>(
    db,
    sql`with turned_on as (
        update job_alerts set confirmed_at = ${now.toISOString()}::timestamptz
        where id = ${alertId}::uuid and email is not null and confirmed_at is null
          and created_at > ${confirmDeadline(now)}
        returning id
      )
      select 'confirmed' as status from turned_on
      union all
      select 'already' from job_alerts
      where id = ${alertId}::uuid and email is not null and confirmed_at is not null`,
  );
  return row?.status ?? null;
}

/** Deletes the alerts whose confirm link expired unconfirmed; returns how many. */
export async function deleteUnconfirmedAlerts(db: Database, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from job_alerts where confirmed_at is null and created_at <= ${confirmDeadline(now)}
      returning id`,
  );
  return rows.length;
}
