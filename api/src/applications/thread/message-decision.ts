// A moderator deals with a flagged or reported message: POST /moderator/messages/{id}/decision.
// - dismissed: no scam. The student's warning on it is lifted (thread.ts reads the outcome) and
//   nobody is mailed: the employer was never told it was flagged.
// - listing_removed: its listing is taken down through the listings' decision (a removal, with
//   the moderator's note as the reason its employer is mailed), which pauses the employer's
//   posting, warns the applicants still under way and closes the thread (rules.ts). A listing
//   our team had already taken down is left as it is: its employer was paused and told then.
// A report alone never reaches the employer; only this decision does. A message is dealt with
// once: a second decision is refused (409), unless its student reported it after the first.
// One transaction: the listing's locks first (employer, then listing, as every decision on a
// listing takes them), then the message's row, so two moderators acting at once on messages of
// one listing take it down once, and on one message decide it once.
import { eq, sql } from 'drizzle-orm';
import {
  messageDecisionMessages,
  type MessageDecisionResponse,
  type MessageOutcome,
} from 'api-contract';
import type { Database } from '../../db/client';
import { applicationMessages, applications, listings } from '../../db/schema';
import { createdAtText } from '../../listings/browse';
import {
  decideListing,
  lockListingAndEmployer,
  removedByTeam,
} from '../../listings/vetting/decide';
import { HttpError } from '../../plugins/http/http-error';
import { flaggedOrReported, waitsForModerator } from './moderation';

const m = applicationMessages;

export interface MessageDecisionInput {
  messageId: string;
  moderatorId: string;
  outcome: MessageOutcome;
  note: string;
  now: Date;
  publicUrl: string;
}

export async function decideMessage(
  db: Database,
  input: MessageDecisionInput,
): Promise<MessageDecisionResponse> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ listingId: applications.listingId })
      .from(m)
      .innerJoin(applications, eq(applications.id, m.applicationId))
      .where(eq(m.id, input.messageId));
    if (!found) throw new HttpError(404, messageDecisionMessages.notFound);

    const removing = input.outcome === 'listing_removed';
    let alreadyRemoved = false;
    if (removing) {
      await lockListingAndEmployer(tx, found.listingId);
      const [listing] = await tx
        .select({ removed: sql<boolean>`${removedByTeam(sql`${listings.id}`)}` })
        .from(listings)
        .where(eq(listings.id, found.listingId));
      alreadyRemoved = listing?.removed === true;
    }

    const [message] = await tx
      .select({
        moderated: sql<boolean>`${flaggedOrReported}`,
        waits: sql<boolean>`${waitsForModerator}`,
      })
      .from(m)
      .where(eq(m.id, input.messageId))
      .for('update');
    if (!message) throw new HttpError(404, messageDecisionMessages.notFound);
    if (!message.moderated) throw new HttpError(409, messageDecisionMessages.notModerated);
    if (!message.waits) throw new HttpError(409, messageDecisionMessages.dealtWith);

    if (removing && !alreadyRemoved) {
      await decideListing(tx, {
        listingId: found.listingId,
        moderatorId: input.moderatorId,
        decision: 'remove',
        reason: input.note,
        now: input.now,
        publicUrl: input.publicUrl,
        onMessage: true,
      });
    }
    const [decided] = await tx
      .update(m)
      .set({
        decidedAt: input.now,
        decidedBy: input.moderatorId,
        decisionOutcome: input.outcome,
        decisionNote: input.note,
      })
      .where(eq(m.id, input.messageId))
      .returning({ decidedAt: sql<string>`${createdAtText(sql`${m.decidedAt}`)}` });
    if (!decided) throw new Error('message decision not written');
    return {
      outcome: input.outcome,
      decided_at: decided.decidedAt,
      already_removed: alreadyRemoved,
    };
  });
}
