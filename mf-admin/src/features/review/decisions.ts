// The decisions a listing's state allows, as the API's decide.ts checks them (a 409 otherwise),
// and the form checked as the API checks it. What the screen says of each is in decision-words.ts.
import {
  type ModerationDecision,
  moderationDecisionRequest,
  type ModerationDecisionRequest,
  type ModerationListingResponse,
} from 'api-contract/moderation';

export type DecidedListing = Pick<ModerationListingResponse, 'status' | 'reports'>;
export type ListingStatus = ModerationListingResponse['status'];
/** A listing no longer held nor live: closed, expired, or deleted by its employer. */
export type EndedStatus = Exclude<ListingStatus, 'pending' | 'posted'>;

/** Whether a decision acts on the listing itself; on an ended one it settles the reports only. */
export function isEnded(status: ListingStatus): status is EndedStatus {
  return status !== 'pending' && status !== 'posted';
}

/**
 * approve: held, or any listing with open reports (on one not held it only dismisses them);
 * reject: held; remove: held or live, or any listing with open reports (upholds them).
 */
export function fittingDecisions(listing: DecidedListing): ModerationDecision[] {
  const held = listing.status === 'pending';
  const live = listing.status === 'posted';
  const reported = listing.reports > 0;
  const fitting: ModerationDecision[] = [];
  if (held || reported) fitting.push('approve');
  if (held) fitting.push('reject');
  if (held || live || reported) fitting.push('remove');
  return fitting;
}

export const CHOOSE_DECISION = 'Choose a decision.';

export interface DecisionErrors {
  decision?: string;
  reason?: string;
}

/**
 * The form checked with the request schema the API validates with (a reason, trimmed, not blank,
 * at most 250 characters): the request to send, or the errors to show by field.
 */
export function checkDecision(
  decision: ModerationDecision | null,
  reason: string,
): { ok: true; request: ModerationDecisionRequest } | { ok: false; errors: DecisionErrors } {
  const result = moderationDecisionRequest.safeParse({ decision: decision ?? undefined, reason });
  if (result.success) return { ok: true, request: result.data };
  const errors: DecisionErrors = {};
  for (const issue of result.error.issues) {
    if (issue.path[0] === 'decision') errors.decision = CHOOSE_DECISION;
    if (issue.path[0] === 'reason') errors.reason ??= issue.message;
  }
  return { ok: false, errors };
}
