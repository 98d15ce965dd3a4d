import type { ModerationQueueItem } from 'api-contract/moderation';
import { StatusBadge } from 'shared-kit';

type ListingStatus = ModerationQueueItem['status'];

// Short enough for the badge, which never wraps, to fit a 375 px card.
const LABELS: Record<ListingStatus, string> = {
  pending: 'Held for review',
  posted: 'Live',
  closed: 'Closed',
  expired: 'Expired',
  removed: 'Removed',
};

/**
 * A listing's state in moderators' words. A removed listing with open reports was deleted by its
 * employer: every decision of ours closes the reports, and a removed listing takes no new ones.
 */
export function ListingStatusBadge({
  status,
  openReports = 0,
}: {
  status: ListingStatus;
  openReports?: number;
}) {
  const label =
    status === 'removed' && openReports > 0 ? 'Deleted by its employer' : LABELS[status];
  return <StatusBadge status={status} label={label} />;
}
