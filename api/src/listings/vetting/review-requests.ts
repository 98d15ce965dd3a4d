// An employer asking a person to look again at what our checks decided: a listing held for review,
// or their paused posting (POST /employer/review-requests). The request waits in the moderators'
// queue (GET /moderator/review-requests) until a moderator decides on the listing, reinstates the
// employer (both close it, decide.ts and reinstate.ts) or answers it in writing (answer below);
// the employer is mailed each way. One open request per listing, and one for the account.
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  REVIEW_REQUESTS_MAX,
  reviewRequestMessages,
  type CreateReviewRequest,
  type ReviewRequestsResponse,
} from 'api-contract';
import { queryRows, type Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { employers, listings, reviewRequests, users } from '../../db/schema';
import { tableAs } from '../../db/sql-names';
import { reviewAnswerMail } from '../../mail/moderation-templates';
import { enqueueMail } from '../../mail/queue';
import { HttpError } from '../../plugins/http/http-error';
import { createdAtText } from '../browse';
import { employerHistoryJson } from './employer-history-sql';

const rr = alias(reviewRequests, 'rr');
const l = alias(listings, 'l');
const e = alias(employers, 'e');
const u = alias(users, 'u');

/** Whether what the request asks about is held: the employer's pending listing, or their posting. */
async function checkAskable(
  db: Database,
  employerId: string,
  listingId: string | null,
): Promise<void> {
  if (listingId === null) {
    const [row] = await queryRows<{ paused: boolean }>(
      db,
      sql`select ${e.postingSuspendedAt} is not null as paused from ${tableAs(e)}
        where ${e.userId} = ${employerId}::uuid`,
    );
    if (!row?.paused) throw new HttpError(409, reviewRequestMessages.notPaused);
    return;
  }
  const [listing] = await queryRows<{ status: string }>(
    db,
    sql`select ${l.status} from ${tableAs(l)}
      where ${l.id} = ${listingId}::uuid and ${l.employerId} = ${employerId}::uuid`,
  );
  // Another employer's listing answers as a missing one: its existence is not theirs to learn.
  if (!listing) throw new HttpError(404, reviewRequestMessages.listingNotFound);
  if (listing.status !== 'pending') throw new HttpError(409, reviewRequestMessages.notHeld);
}

export async function requestReview(
  db: Database,
  input: { employerId: string; request: CreateReviewRequest; now: Date },
): Promise<void> {
  const { employerId, request, now } = input;
  try {
    await checkAskable(db, employerId, request.listing_id);
    await db.insert(reviewRequests).values({
      employerId,
      listingId: request.listing_id,
      message: request.message,
      createdAt: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, reviewRequestMessages.alreadyAsked);
    throw error;
  }
}

export async function openReviewRequests(db: Database): Promise<ReviewRequestsResponse> {
  const requests = await queryRows<ReviewRequestsResponse['requests'][number]>(
    db,
    sql`select ${rr.id}, ${rr.message}, ${createdAtText(sql`${rr.createdAt}`)} as created_at,
        case when ${l.id} is null then null
          else json_build_object('id', ${l.id}, 'title', ${l.title}, 'status', ${l.status}) end
          as listing,
        ${employerHistoryJson(e, u)} as employer
      from ${tableAs(rr)}
      left join ${tableAs(l)} on ${l.id} = ${rr.listingId}
      join ${tableAs(e)} on ${e.userId} = ${rr.employerId}
      join ${tableAs(u)} on ${u.id} = ${e.userId}
      where ${rr.resolvedAt} is null
      order by ${rr.createdAt}, ${rr.id}
      limit ${REVIEW_REQUESTS_MAX}`,
  );
  return { requests };
}

/** A moderator's written answer: the request is closed and the employer mailed the answer. */
export async function answerReviewRequest(
  db: Database,
  input: { requestId: string; reason: string; now: Date; publicUrl: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [request] = await queryRows<{
      open: boolean;
      email: string;
      title: string | null;
    }>(
      tx,
      sql`select ${rr.resolvedAt} is null as open, ${u.email}, ${l.title}
        from ${tableAs(rr)}
        join ${tableAs(u)} on ${u.id} = ${rr.employerId}
        left join ${tableAs(l)} on ${l.id} = ${rr.listingId}
        where ${rr.id} = ${input.requestId}::uuid
        for update of ${rr}`,
    );
    if (!request) throw new HttpError(404, reviewRequestMessages.notFound);
    if (!request.open) throw new HttpError(409, reviewRequestMessages.answered);
    await tx
      .update(reviewRequests)
      .set({ resolvedAt: input.now })
      .where(sql`${reviewRequests.id} = ${input.requestId}::uuid`);
    const about = request.title === null ? null : { title: request.title };
    const mail = reviewAnswerMail(request.email, about, input.reason, input.publicUrl);
    await enqueueMail(tx, `review-answer:${input.requestId}`, mail, input.now);
  });
}
