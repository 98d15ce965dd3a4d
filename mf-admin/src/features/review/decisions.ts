// The decisions a listing's state allows, as the API's decide.ts checks them (a 409 otherwise),
// and the words the screen says for each.
import {
  moderationDecisionRequest,
  type ModerationDecision,
  type ModerationDecisionRequest,
  type ModerationListingResponse,
} from 'api-contract';

type Listing = Pick<ModerationListingResponse, 'status' | 'reports'>;

/** approve: held, or live with open reports; reject: held; remove: held or live. */
export function fittingDecisions(listing: Listing): ModerationDecision[] {
  const held = listing.status === 'pending';
  const live = listing.status === 'posted';
  const fitting: ModerationDecision[] = [];
  if (held || (live && listing.reports > 0)) fitting.push('approve');
  if (held) fitting.push('reject');
  if (held || live) fitting.push('remove');
  return fitting;
}

/** What each choice does to this listing, under its name. */
export function decisionHelp(decision: ModerationDecision, listing: Listing): string {
  switch (decision) {
    case 'approve':
      return listing.status === 'pending'
        ? 'Publish it now. The employer is told it is live.'
        : 'Keep it live and close its open reports.';
    case 'reject':
      return 'Keep it unpublished. The employer is told why.';
    case 'remove':
      return 'Take it down, warn its applicants and pause the employer’s posting.';
  }
}

export const DECISION_LABELS: Record<ModerationDecision, string> = {
  approve: 'Approve',
  reject: 'Reject',
  remove: 'Remove',
};

/** How a past decision reads in the listing's history. */
export const DECIDED_LABELS: Record<ModerationDecision, string> = {
  approve: 'Approved',
  reject: 'Rejected',
  remove: 'Removed',
};

/** What happened, said once the API has taken the decision. */
export function outcomeText(decision: ModerationDecision, wasHeld: boolean): string {
  switch (decision) {
    case 'approve':
      return wasHeld ? 'Published.' : 'Reports closed; the listing stays live.';
    case 'reject':
      return 'Not published; the employer was told why.';
    case 'remove':
      return 'Removed; applicants warned and posting paused.';
  }
}

export const REMOVE_WARNING =
  'The listing is taken down, its applicants are warned, and the employer cannot post until reviewed.';

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
