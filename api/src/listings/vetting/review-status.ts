// What our checks are holding back of an employer's, as they may know it (GET
// /employer/review-status): each listing waiting for review with the kinds of reason (never the
// words or figures that tripped a check: a scammer would reword around them), and whether their
// posting is paused; with each, whether they have asked a person to look.
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  REVIEW_REASON_KINDS,
  reviewReasonKind,
  type HoldReason,
  type PostingPauseReason,
  type ReviewReasonKind,
  type ReviewStatusResponse,
} from 'api-contract';
import { queryRows, type Database } from '../../db/client';
import {
  employers,
  listingHolds,
  listings,
  moderationDecisions,
  reviewRequests,
} from '../../db/schema';
import { tableAs } from '../../db/sql-names';
import { createdAtText } from '../browse';

const l = alias(listings, 'l');
const h = alias(listingHolds, 'h');
const e = alias(employers, 'e');
const rr = alias(reviewRequests, 'rr');
const md = alias(moderationDecisions, 'md');

/** The kinds of the reasons, each once, in the order the contract names them. */
export function reasonKinds(reasons: readonly HoldReason[]): ReviewReasonKind[] {
  const kinds = new Set(reasons.map(reviewReasonKind));
  return REVIEW_REASON_KINDS.filter((kind) => kinds.has(kind));
}

const requestedAt = (listingId: ReturnType<typeof sql>) => sql`(
  select ${createdAtText(sql`${rr.createdAt}`)} from ${tableAs(rr)}
  where ${rr.employerId} = ${e.userId} and ${rr.resolvedAt} is null
    and ${rr.listingId} is not distinct from ${listingId})`;

/**
 * While posting is paused, the removal that paused it: our team's latest removal of one of the
 * employer's listings up to the pause, with its kind ('review' for one kept before kinds were).
 */
const pauseReason = sql`case when ${e.postingSuspendedAt} is not null then (
    select json_build_object('listing_title', ${md.listingTitle},
      'kind', coalesce(${md.reasonKind}, 'review'))
    from ${tableAs(md)}
    where ${md.employerId} = ${e.userId} and ${md.decision} = 'remove'
      and ${md.decidedAt} <= ${e.postingSuspendedAt}
    order by ${md.decidedAt} desc limit 1) end`;

export async function reviewStatus(
  db: Database,
  employerId: string,
): Promise<ReviewStatusResponse> {
  const held = await queryRows<{
    id: string;
    title: string;
    held_at: string;
    reasons: HoldReason[];
    review_requested_at: string | null;
  }>(
    db,
    sql`select ${l.id}, ${l.title}, ${createdAtText(sql`${h.heldAt}`)} as held_at, ${h.reasons},
        ${requestedAt(sql`${l.id}`)} as review_requested_at
      from ${tableAs(l)}
      join ${tableAs(h)} on ${h.listingId} = ${l.id}
      join ${tableAs(e)} on ${e.userId} = ${l.employerId}
      where ${l.employerId} = ${employerId}::uuid and ${l.status} = 'pending'
      order by ${h.heldAt}, ${l.id}`,
  );
  const [posting] = await queryRows<{
    paused: boolean;
    review_requested_at: string | null;
    reason: PostingPauseReason | null;
  }>(
    db,
    sql`select ${e.postingSuspendedAt} is not null as paused,
        ${requestedAt(sql`null::uuid`)} as review_requested_at,
        ${pauseReason} as reason
      from ${tableAs(e)} where ${e.userId} = ${employerId}::uuid`,
  );
  return {
    held: held.map((row) => ({ ...row, reasons: reasonKinds(row.reasons) })),
    posting: {
      paused: posting?.paused ?? false,
      review_requested_at: posting?.review_requested_at ?? null,
      reason: posting?.reason ?? null,
    },
  };
}
