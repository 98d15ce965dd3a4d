// The employer's daily digest: one mail a day to each employer with applications that
// have waited more than three days without a decision, listing each such listing with its count
// and link; none when there are none. Runs once across replicas (plugins/app/scheduler.ts), and
// the queue's event key (employer and Sydney date) keeps it to one a day even if it ran twice.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { applications, awaitingDecision, listings, resumes, users } from '../db/schema';
import { tableAs } from '../db/sql-names';
import { alias } from 'drizzle-orm/pg-core';
import { DAY_MS } from '../plugins/time/clock';
import { enqueueMail } from '../mail/queue';

import { reviewDigestMail } from '../mail/templates';

const a = alias(applications, 'a');
const l = alias(listings, 'l');
const u = alias(users, 'u');
const r = alias(resumes, 'r');

export const DIGEST_WAIT_DAYS = 3;

interface WaitingRow extends Record<string, unknown> {
  employer_id: string;
  email: string;
  listing_id: string;
  title: string;
  waiting: number;
}

/** Queues today's digests; returns how many employers were mailed. */
export async function queueReviewDigests(
  db: Database,
  context: { publicUrl: string; now: Date; today: string },
): Promise<number> {
  const before = new Date(context.now.getTime() - DIGEST_WAIT_DAYS * DAY_MS).toISOString();
  const rows = await queryRows<WaitingRow>(
    db,
    sql`select ${l.employerId}, ${u.email}, ${l.id} as listing_id, ${l.title},
        count(*)::int as waiting
      from ${tableAs(a)}
      join ${tableAs(l)} on ${l.id} = ${a.listingId}
      join ${tableAs(u)} on ${u.id} = ${l.employerId}
      where ${awaitingDecision(a)} and ${a.createdAt} < ${before}::timestamptz
        and (select ${r.storedAt} is not null from ${tableAs(r)} where ${r.applicationId} = ${a.id})
      group by ${l.employerId}, ${u.email}, ${l.id}, ${l.title}, ${l.createdAt}
      order by ${l.employerId}, ${l.createdAt} desc`,
  );
  const byEmployer = new Map<string, WaitingRow[]>();
  for (const row of rows)
    byEmployer.set(row.employer_id, [...(byEmployer.get(row.employer_id) ?? []), row]);
  for (const [employerId, listings] of byEmployer) {
    const email = listings[0]?.email;
    if (!email) continue;
    const waiting = listings.map((listing) => ({
      title: listing.title,
      count: listing.waiting,
      url: `${context.publicUrl}/jobs/apply?id=${listing.listing_id}`,
    }));
    const mail = reviewDigestMail(email, waiting, DIGEST_WAIT_DAYS, context.publicUrl);
    await enqueueMail(db, `review-digest:${employerId}:${context.today}`, mail, context.now);
  }
  return byEmployer.size;
}
