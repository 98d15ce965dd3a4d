// The student's own applications (GET /student/applications): newest first, keyset-paginated on
// (created_at, id). An application whose resume is still pending is not real yet (the upload may
// fail and be cancelled), so it is left out of the page and the total alike. Each row carries its
// status history (history.ts), at interview the times offered (interview-slots.ts), and when
// still submitted NO_ANSWER_AFTER_DAYS days on a posted listing, since when it has had no answer,
// and how many of the employer's messages in its thread the student has not read yet.
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  NO_ANSWER_AFTER_DAYS,
  type ApplicationStatus,
  type StudentApplication,
  type StudentApplicationsQuery,
  type StudentApplicationsResponse,
} from 'api-contract';
import { queryRows, type Database } from '../db/client';
import { applications, employers, listings, resumes } from '../db/schema';
import { tableAs } from '../db/sql-names';
import { createdAtText } from '../listings/browse';
import { listedAvailability } from '../listings/listing-detail';
import { heldSlots, type MarketNow } from '../listings/capacity';
import { payJson } from '../listings/pay-sql';
import { historiesOf } from './history';
import { invitationsOf } from './interview-slots';
import { offersOf } from './offer-terms';
import { unreadByApplication } from './thread/unread';
import { DAY_MS } from '../plugins/time/clock';

/** The listings of the statements below, as their text names them. */
const l = alias(listings, 'l');
const a = alias(applications, 'a');
const e = alias(employers, 'e');
const r = alias(resumes, 'r');

interface Row extends Record<string, unknown> {
  id: string;
  status: ApplicationStatus;
  created_at: string;
  listing_id: string;
  title: string;
  business_name: string;
  pay: StudentApplication['job']['pay'];
  listing_status: string;
  expiry_date: string;
  applications_count: number;
  max_applications: number;
}

/**
 * Applications of `studentId` with a stored resume (alias a). The resume is probed per application
 * through its primary key on purpose: written as a join, the planner hashes every stored resume
 * (a sequential scan of the whole table) to count a couple of hundred rows, which made the count
 * the slowest part of this call on both engines.
 */
const ownStored = (studentId: string): SQL =>
  sql`from ${tableAs(a)}
      where ${a.studentId} = ${studentId}::uuid
        and (select ${r.storedAt} is not null from ${tableAs(r)} where ${r.applicationId} = ${a.id})`;

/** The sending time of an application the employer has left without an answer too long, else null. */
function unansweredSince(row: Row, now: Date): string | null {
  const waited = now.getTime() - Date.parse(row.created_at);
  return row.status === 'submitted' &&
    row.listing_status === 'posted' &&
    waited >= NO_ANSWER_AFTER_DAYS * DAY_MS
    ? row.created_at
    : null;
}

export async function listStudentApplications(
  db: Database,
  studentId: string,
  query: StudentApplicationsQuery,
  at: MarketNow,
): Promise<StudentApplicationsResponse> {
  const cursor =
    query.before_created_at !== undefined && query.before_id !== undefined
      ? sql`and (${a.createdAt}, ${a.id}) < (${query.before_created_at}::timestamptz, ${query.before_id}::uuid)`
      : sql``;
  const rows = await queryRows<Row>(
    db,
    sql`select p.id, p.status, ${createdAtText(sql`p.created_at`)} as created_at,
        p.listing_id, ${l.title}, ${e.businessName}, ${payJson(l)} as pay, ${l.status} as listing_status,
        ${l.expiryDate}::text as expiry_date, ${heldSlots(l, at.now)} as applications_count,
        ${l.maxApplications}
      from (
        select ${a.id}, ${a.status}, ${a.createdAt}, ${a.listingId} ${ownStored(studentId)} ${cursor}
        order by ${a.createdAt} desc, ${a.id} desc
        limit ${query.limit}
      ) p
      join ${tableAs(l)} on ${l.id} = p.listing_id
      join ${tableAs(e)} on ${e.userId} = ${l.employerId}
      order by p.created_at desc, p.id desc`,
  );
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n ${ownStored(studentId)}`,
  );
  const histories = await historiesOf(
    db,
    rows.map((row) => ({ id: row.id, createdAt: row.created_at })),
  );
  const invitations = await invitationsOf(
    db,
    rows.filter((row) => row.status === 'interview').map((row) => row.id),
  );
  const offers = await offersOf(
    db,
    rows.map((row) => row.id),
  );
  const unread = await unreadByApplication(
    db,
    studentId,
    rows.map((row) => row.id),
  );
  const applications: StudentApplication[] = rows.map((row) => ({
    id: row.id,
    status: row.status,
    created_at: row.created_at,
    job: {
      id: row.listing_id,
      title: row.title,
      business_name: row.business_name,
      pay: row.pay,
      availability: listedAvailability(
        {
          status: row.listing_status,
          expiry_date: row.expiry_date,
          submitted_count: row.applications_count,
          max_applications: row.max_applications,
        },
        at.today,
      ),
    },
    history: histories.get(row.id) ?? [],
    interview: invitations.get(row.id) ?? null,
    offer: offers.get(row.id) ?? null,
    no_answer_since: unansweredSince(row, at.now),
    unread_messages: unread.get(row.id) ?? 0,
  }));
  return { applications, total_applications: total?.n ?? 0 };
}
