// What moderators read (issue 31): GET /moderator/listings, the queue of listings held for review
// (pending) or live listings students reported and no decision has closed yet (reported), oldest
// first; and GET /moderator/listings/{id}, one listing with everything needed to decide: its
// words, pay and questions, why it is held, its reports, the decisions already made on it, its
// employer's history, and their ABN with the Australian Business Register's answer about it.
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  moderationMessages,
  type AbnRegisterStatus,
  type ModerationListingResponse,
  type ModerationQueue,
  type ModerationQueueItem,
  type ModerationQueueResponse,
} from 'api-contract';
import { queryRows, type Database } from '../../db/client';
import {
  abnLookups,
  employers,
  listingHolds,
  listingReports,
  listings,
  moderationDecisions,
  questions,
  users,
} from '../../db/schema';
import { tableAs } from '../../db/sql-names';
import { HttpError } from '../../plugins/http/http-error';
import { businessNameMatches } from '../../accounts/employers/abr/business-name';
import { createdAtText } from '../browse';
import { payJson } from '../pay-sql';

/** The queue's length at most: the oldest first, so nothing waits behind newer listings. */
export const QUEUE_MAX = 100;

const l = alias(listings, 'l');
const h = alias(listingHolds, 'h');
const e = alias(employers, 'e');
const u = alias(users, 'u');
const rep = alias(listingReports, 'rep');
const d = alias(moderationDecisions, 'd');
const own = alias(listings, 'own');
const q = alias(questions, 'q');
const a = alias(abnLookups, 'a');

const openReports = sql`(select count(*)::int from ${tableAs(rep)}
  where ${rep.listingId} = ${l.id} and ${rep.resolvedAt} is null)`;

/** The queue item's columns over `l`, its hold `h` (left joined), employer `e` and user `u`. */
const itemColumns = sql`${l.id}, ${l.title}, ${l.status},
  ${createdAtText(sql`${l.createdAt}`)} as created_at,
  case when ${h.heldAt} is null then null else ${createdAtText(sql`${h.heldAt}`)} end as held_at,
  coalesce(${h.reasons}, '[]'::jsonb) as reasons,
  ${openReports} as reports,
  json_build_object(
    'employer_id', ${e.userId}, 'business_name', ${e.businessName},
    'joined_at', ${createdAtText(sql`${u.createdAt}`)},
    'listings', (select count(*)::int from ${tableAs(own)} where ${own.employerId} = ${e.userId}),
    'removed', (select count(*)::int from ${tableAs(d)}
      where ${d.employerId} = ${e.userId} and ${d.decision} in ('remove', 'reject')),
    'reported', (select count(distinct ${rep.listingId})::int from ${tableAs(rep)}
      join ${tableAs(own)} on ${own.id} = ${rep.listingId}
      where ${own.employerId} = ${e.userId}),
    'posting_suspended', ${e.postingSuspendedAt} is not null
  ) as employer`;

const itemFrom = sql`from ${tableAs(l)}
  left join ${tableAs(h)} on ${h.listingId} = ${l.id}
  join ${tableAs(e)} on ${e.userId} = ${l.employerId}
  join ${tableAs(u)} on ${u.id} = ${e.userId}`;

const QUEUES: Record<ModerationQueue, { where: SQL; order: SQL }> = {
  pending: { where: sql`${l.status} = 'pending'`, order: sql`${h.heldAt}, ${l.id}` },
  reported: {
    where: sql`${l.status} <> 'removed' and exists (select 1 from ${tableAs(rep)}
      where ${rep.listingId} = ${l.id} and ${rep.resolvedAt} is null)`,
    order: sql`(select min(${rep.createdAt}) from ${tableAs(rep)}
      where ${rep.listingId} = ${l.id} and ${rep.resolvedAt} is null), ${l.id}`,
  },
};

export async function moderationQueue(
  db: Database,
  queue: ModerationQueue,
): Promise<ModerationQueueResponse> {
  const { where, order } = QUEUES[queue];
  const rows = await queryRows<ModerationQueueItem & Record<string, unknown>>(
    db,
    sql`select ${itemColumns} ${itemFrom} where ${where} order by ${order} limit ${QUEUE_MAX}`,
  );
  return { listings: rows };
}

type ListingRow = Omit<ModerationListingResponse, 'report_list' | 'decisions' | 'questions'> &
  Record<string, unknown>;

export async function moderatedListing(
  db: Database,
  listingId: string,
): Promise<ModerationListingResponse> {
  const [listing] = await queryRows<ListingRow>(
    db,
    sql`select ${itemColumns}, ${l.shortPreview}, ${l.description}, ${l.location},
        ${l.expiryDate}::text as expiry_date, ${payJson(l)} as pay
      ${itemFrom} where ${l.id} = ${listingId}::uuid`,
  );
  if (!listing) throw new HttpError(404, moderationMessages.notFound);
  const questionRows = await queryRows<{ text: string }>(
    db,
    sql`select ${q.text} from ${tableAs(q)} where ${q.listingId} = ${listingId}::uuid
      order by ${q.position}`,
  );
  const reportList = await queryRows<ModerationListingResponse['report_list'][number]>(
    db,
    sql`select ${rep.reason}, ${rep.details},
        ${createdAtText(sql`${rep.createdAt}`)} as created_at, ${rep.resolvedAt} is null as open
      from ${tableAs(rep)} where ${rep.listingId} = ${listingId}::uuid
      order by ${rep.createdAt} desc, ${rep.id}`,
  );
  const decisions = await queryRows<ModerationListingResponse['decisions'][number]>(
    db,
    sql`select ${d.decision}, ${d.reason}, ${d.moderatorEmail},
        ${createdAtText(sql`${d.decidedAt}`)} as decided_at
      from ${tableAs(d)} where ${d.listingId} = ${listingId}::uuid
      order by ${d.decidedAt} desc, ${d.id}`,
  );
  return {
    ...listing,
    questions: questionRows.map((row) => row.text),
    report_list: reportList,
    decisions,
    ...(await employerAbn(db, listing.employer.employer_id, listing.employer.business_name)),
  };
}

/**
 * The employer's ABN and the register's answer about it, with whether their business name is the
 * one it registers; no answer (null) when the register has not answered for this number.
 */
async function employerAbn(
  db: Database,
  employerId: string,
  businessName: string,
): Promise<Pick<ModerationListingResponse, 'abn' | 'abn_register'>> {
  const [row] = await queryRows<{
    abn: string | null;
    status: AbnRegisterStatus | null;
    entity_name: string | null;
    business_names: string[] | null;
    looked_up_at: string | null;
  }>(
    db,
    sql`select ${e.abn}, ${a.status}, ${a.entityName}, ${a.businessNames},
        ${createdAtText(sql`${a.lookedUpAt}`)} as looked_up_at
      from ${tableAs(e)}
      left join ${tableAs(a)} on ${a.employerId} = ${e.userId} and ${a.abn} = ${e.abn}
      where ${e.userId} = ${employerId}::uuid`,
  );
  if (!row?.abn) return { abn: null, abn_register: null };
  if (!row.status || !row.looked_up_at) return { abn: row.abn, abn_register: null };
  const businessNames = row.business_names ?? [];
  return {
    abn: row.abn,
    abn_register: {
      status: row.status,
      looked_up_at: row.looked_up_at,
      entity_name: row.entity_name,
      business_names: businessNames,
      name_matches:
        row.status !== 'not_found' &&
        businessNameMatches(businessName, row.entity_name, businessNames),
    },
  };
}
