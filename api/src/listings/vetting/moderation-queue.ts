// What moderators read: GET /moderator/listings, the queue of listings held for review (pending)
// or listings in any state with reports no decision has closed yet (reported), oldest first; and
// GET /moderator/listings/{id}, one listing with everything needed to decide: its words, pay and
// questions, why it is held, its reports and their weight, the decisions already made on it, its
// employer's history and request for a review, and their ABN with the Australian Business
// Register's answer about it.
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
  reviewRequests,
  users,
} from '../../db/schema';
import { tableAs } from '../../db/sql-names';
import { HttpError } from '../../plugins/http/http-error';
import { businessNameMatches } from '../../accounts/employers/abr/business-name';
import { createdAtText } from '../browse';
import { payJson } from '../pay-sql';
import { employerHistoryJson } from './employer-history-sql';

/** The queue's length at most: the oldest first, so nothing waits behind newer listings. */
export const QUEUE_MAX = 100;

const l = alias(listings, 'l');
const h = alias(listingHolds, 'h');
const e = alias(employers, 'e');
const u = alias(users, 'u');
const rep = alias(listingReports, 'rep');
const d = alias(moderationDecisions, 'd');
const q = alias(questions, 'q');
const rr = alias(reviewRequests, 'rr');
const a = alias(abnLookups, 'a');

const openReports = sql`(select count(*)::int from ${tableAs(rep)}
  where ${rep.listingId} = ${l.id} and ${rep.resolvedAt} is null)`;

/** The open reports' reasons, each with how many gave it, the most given first. */
const openReportReasons = sql`(select coalesce(json_agg(json_build_object('reason', r.reason,
    'count', r.n) order by r.n desc, r.reason), '[]'::json)
  from (select ${rep.reason} as reason, count(*)::int as n from ${tableAs(rep)}
    where ${rep.listingId} = ${l.id} and ${rep.resolvedAt} is null group by ${rep.reason}) r)`;

/** The queue item's columns over `l`, its hold `h` (left joined), employer `e` and user `u`. */
const itemColumns = sql`${l.id}, ${l.title}, ${l.status},
  ${createdAtText(sql`${l.createdAt}`)} as created_at,
  case when ${h.heldAt} is null then null else ${createdAtText(sql`${h.heldAt}`)} end as held_at,
  coalesce(${h.reasons}, '[]'::jsonb) as reasons,
  ${openReports} as reports,
  (select coalesce(sum(${rep.weight}), 0)::float8 from ${tableAs(rep)}
    where ${rep.listingId} = ${l.id} and ${rep.resolvedAt} is null) as report_weight,
  exists (select 1 from ${tableAs(rr)}
    where ${rr.listingId} = ${l.id} and ${rr.resolvedAt} is null) as review_requested,
  ${openReportReasons} as report_reasons,
  ${employerHistoryJson(e, u)} as employer`;

const itemFrom = sql`from ${tableAs(l)}
  left join ${tableAs(h)} on ${h.listingId} = ${l.id}
  join ${tableAs(e)} on ${e.userId} = ${l.employerId}
  join ${tableAs(u)} on ${u.id} = ${e.userId}`;

const QUEUES: Record<ModerationQueue, { where: SQL; order: SQL }> = {
  pending: { where: sql`${l.status} = 'pending'`, order: sql`${h.heldAt}, ${l.id}` },
  reported: {
    // Whatever its state: a listing its employer closed or deleted after it was reported still
    // waits for a person to uphold or dismiss the reports.
    where: sql`exists (select 1 from ${tableAs(rep)}
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
        ${createdAtText(sql`${rep.createdAt}`)} as created_at, ${rep.resolvedAt} is null as open,
        ${rep.weight}::float8 as weight, ${rep.outcome}
      from ${tableAs(rep)} where ${rep.listingId} = ${listingId}::uuid
      order by ${rep.createdAt} desc, ${rep.id}`,
  );
  const decisions = await queryRows<ModerationListingResponse['decisions'][number]>(
    db,
    sql`select ${d.decision}, ${d.reason}, ${d.moderatorEmail}, ${d.priorStatus} as prior_status,
        ${createdAtText(sql`${d.decidedAt}`)} as decided_at
      from ${tableAs(d)} where ${d.listingId} = ${listingId}::uuid
      order by ${d.decidedAt} desc, ${d.id}`,
  );
  const [request] = await queryRows<{ message: string; created_at: string }>(
    db,
    sql`select ${rr.message}, ${createdAtText(sql`${rr.createdAt}`)} as created_at
      from ${tableAs(rr)}
      where ${rr.listingId} = ${listingId}::uuid and ${rr.resolvedAt} is null`,
  );
  return {
    ...listing,
    questions: questionRows.map((row) => row.text),
    report_list: reportList,
    decisions,
    review_request: request ?? null,
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
