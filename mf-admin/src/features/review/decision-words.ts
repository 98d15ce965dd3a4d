// What the decision form says of each choice, for the listing's state: held and live listings are
// published, rejected or taken down; on an ended one (closed, expired, deleted by its employer) a
// decision only settles the open reports, so it is named for that.
import type { ModerationDecision, ModerationDecisionRecord } from 'api-contract/moderation';
import { isEnded, type DecidedListing, type EndedStatus, type ListingStatus } from './decisions';

const MARK_REMOVED = {
  upheld: 'mark it removed, warn its applicants and pause the employer’s posting',
  warning:
    'The listing is marked removed, its applicants are warned, and the employer cannot post until reviewed.',
};

const ENDED: Record<EndedStatus, { stays: string; upheld: string; warning: string }> = {
  closed: { stays: 'the listing stays closed', ...MARK_REMOVED },
  expired: { stays: 'the listing stays expired', ...MARK_REMOVED },
  // Its employer deleted it: the status stays, but upheld reports count against them.
  removed: {
    stays: 'the listing stays deleted',
    upheld: 'count it as removed by our team, warn its applicants and pause the employer’s posting',
    warning:
      'It counts as removed by our team, its applicants are warned, and the employer cannot post until reviewed.',
  },
};

const LABELS: Record<ModerationDecision, string> = {
  approve: 'Approve',
  reject: 'Reject',
  remove: 'Remove',
};

// Reject never fits an ended listing; named all the same so every decision has a name.
const ENDED_LABELS: Record<ModerationDecision, string> = {
  approve: 'Dismiss reports',
  reject: 'Reject',
  remove: 'Uphold reports',
};

/** The choice's name: on an ended listing, what it does to the reports. */
export function decisionLabel(decision: ModerationDecision, status: ListingStatus): string {
  return (isEnded(status) ? ENDED_LABELS : LABELS)[decision];
}

/** The submit button's words: a removal asks to confirm first, hence the ellipsis. */
export function submitLabel(decision: ModerationDecision, status: ListingStatus): string {
  return decision === 'remove'
    ? `${decisionLabel(decision, status)}…`
    : decisionLabel(decision, status);
}

/** What each choice does to this listing, under its name. */
export function decisionHelp(decision: ModerationDecision, listing: DecidedListing): string {
  const { status } = listing;
  switch (decision) {
    case 'approve':
      if (isEnded(status)) return `Dismiss the reports; ${ENDED[status].stays}.`;
      return status === 'pending'
        ? 'Publish it now. The employer is told it is live.'
        : 'Keep it live and close its open reports.';
    case 'reject':
      return 'Keep it unpublished. The employer is told why.';
    case 'remove':
      return isEnded(status)
        ? `Uphold the reports: ${ENDED[status].upheld}.`
        : 'Take it down, warn its applicants and pause the employer’s posting.';
  }
}

const ENDED_ALREADY: Record<EndedStatus, string> = {
  closed: 'It is closed already',
  expired: 'It has expired already',
  removed: 'Its employer deleted it',
};

/** A line above the choices on an ended listing: why there is no publishing or taking down. */
export function endedNote(status: ListingStatus): string | null {
  if (!isEnded(status)) return null;
  return `${ENDED_ALREADY[status]}: a decision only settles its open reports.`;
}

/** How a past decision reads in the listing's history. */
export const DECIDED_LABELS: Record<ModerationDecision, string> = {
  approve: 'Approved',
  reject: 'Rejected',
  remove: 'Removed',
};

/**
 * How a past decision reads: on a listing that was neither held nor live, an approval dismissed
 * its reports and a removal upheld them.
 */
export function decidedLabel(
  decision: Pick<ModerationDecisionRecord, 'decision' | 'prior_status'>,
): string {
  const prior = decision.prior_status;
  const ended = prior === 'closed' || prior === 'expired' || prior === 'removed';
  if (ended && decision.decision === 'approve') return 'Dismissed the reports';
  if (ended && decision.decision === 'remove') return 'Upheld the reports';
  if (prior === 'posted' && decision.decision === 'approve') return 'Dismissed the reports';
  return DECIDED_LABELS[decision.decision];
}

/** What happened, said once the API has taken the decision on a listing in `status`. */
export function outcomeText(decision: ModerationDecision, status: ListingStatus): string {
  switch (decision) {
    case 'approve':
      if (isEnded(status)) return `Reports dismissed; ${ENDED[status].stays}.`;
      return status === 'pending' ? 'Published.' : 'Reports closed; the listing stays live.';
    case 'reject':
      return 'Not published; the employer was told why.';
    case 'remove':
      if (status === 'removed') return 'Reports upheld; applicants warned and posting paused.';
      return isEnded(status)
        ? 'Reports upheld; marked removed, applicants warned and posting paused.'
        : 'Removed; applicants warned and posting paused.';
  }
}

const REMOVE_WARNING =
  'The listing is taken down, its applicants are warned, and the employer cannot post until reviewed.';

/** The confirmation a removal waits for: taking a listing down, or upholding an ended one's reports. */
export function removalConfirmation(status: ListingStatus) {
  if (!isEnded(status)) {
    return { title: 'Remove this listing?', message: REMOVE_WARNING, confirm: 'Remove listing' };
  }
  return {
    title: 'Uphold the reports?',
    message: ENDED[status].warning,
    confirm: 'Uphold reports',
  };
}
