// Job alerts for anyone without an account ("a student, or anyone with a verified
// email"): the alert is saved with the email address alone, and nothing matches or mails until
// the address confirms it with the signed link mailed to it (alert-tokens.ts). An unconfirmed
// alert is deleted when its link expires. The caller's answer never says whether the address
// already had the alert, so the form cannot be used to learn what someone subscribed to. Anyone
// can give any address, so the place is named by the server from its coordinates and the mails
// of a request never repeat the requester's text (requested-search.ts).
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ALERT_CONFIRM_DAYS, JOB_ALERTS_MAX, type SubscribeJobAlertRequest } from 'api-contract';
import { queryRows, type Database } from '../db/client';
import { categories, jobAlerts } from '../db/schema';
import { bare, bareList, tableAs } from '../db/sql-names';
import { DAY_MS } from '../plugins/time/clock';
import { enqueueMail } from '../mail/queue';
import type { PlaceNamer } from '../places/place-names';
import { alertAlreadyOnMail, confirmAlertMail } from './alert-request-mail';
import { searchColumnList, searchValues } from './alert-insert';
import { normalWords, searchKey } from './alert-search';
import { alertLinkToken } from './alert-tokens';
import { withServerPlace } from './requested-search';

const a = alias(jobAlerts, 'a');
const c = alias(categories, 'c');

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
  const at = sql`${deps.now.toISOString()}::timestamptz`;
  const key = await deps.linkKey();
  return deps.db.transaction(async (tx) => {
    // One address's requests in turn, so two at once cannot both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job-alerts:${email}`}))`);
    const [count] = await queryRows<{ n: number; same: boolean }>(
      tx,
      sql`select count(*)::int as n,
          coalesce(bool_or(${jobAlerts.searchKey} = ${searchKey(search)}), false) as same
        from ${jobAlerts} where ${jobAlerts.email} = ${email}`,
    );
    if (!count || (count.n >= JOB_ALERTS_MAX && !count.same)) return false;
    const [alert] = await queryRows<{ id: string; category_name: string | null }>(
      tx,
      sql`insert into ${jobAlerts} as ${a} (${searchColumnList(jobAlerts.email, jobAlerts.createdAt)})
        values (${email}, ${searchValues(search, frequency)}, ${at})
        on conflict (${bareList(a.email, a.searchKey)}) do update
          set ${bare(a.createdAt)} = excluded.${bare(a.createdAt)},
            ${bare(a.frequency)} = excluded.${bare(a.frequency)}
          where ${a.confirmedAt} is null
        returning ${a.id},
          (select ${c.displayName} from ${tableAs(c)} where ${c.code} = ${a.categoryCode})
            as category_name`,
    );
    if (!alert) {
      // The same search is on already: its address is told so (with the way to stop it); the
      // answer to whoever asked stays the same.
      const [on] = await queryRows<{ id: string; category_name: string | null }>(
        tx,
        sql`select ${a.id}, ${c.displayName} as category_name from ${tableAs(a)}
          left join ${tableAs(c)} on ${c.code} = ${a.categoryCode}
          where ${a.email} = ${email} and ${a.searchKey} = ${searchKey(search)}`,
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
  const { id, email, confirmedAt, createdAt } = jobAlerts;
  // The select after the update reads the table as it was before it (one snapshot): a row
  // confirmed just now is 'confirmed' alone.
  const [row] = await queryRows<{ status: 'confirmed' | 'already' }>(
    db,
    sql`with turned_on as (
        update ${jobAlerts} set ${bare(confirmedAt)} = ${now.toISOString()}::timestamptz
        where ${id} = ${alertId}::uuid and ${email} is not null and ${confirmedAt} is null
          and ${createdAt} > ${confirmDeadline(now)}
        returning ${id}
      )
      select 'confirmed' as status from turned_on
      union all
      select 'already' from ${jobAlerts}
      where ${id} = ${alertId}::uuid and ${email} is not null and ${confirmedAt} is not null`,
  );
  return row?.status ?? null;
}

/** Deletes the alerts whose confirm link expired unconfirmed; returns how many. */
export async function deleteUnconfirmedAlerts(db: Database, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from ${jobAlerts}
      where ${jobAlerts.confirmedAt} is null and ${jobAlerts.createdAt} <= ${confirmDeadline(now)}
      returning ${jobAlerts.id}`,
  );
  return rows.length;
}
