import type { SavedJob } from 'api-contract/saved-jobs';
import type { BadgeStatus } from 'shared-kit';

// Applications and saved jobs both say whether their listing still takes applications (the same
// five states in both contracts).
type Availability = SavedJob['availability'];
type NotOpen = Exclude<Availability, 'open'>;

const TEXT: Record<NotOpen, string> = {
  full: 'Listing full',
  closed: 'Listing closed',
  expired: 'Listing expired',
  removed: 'Listing removed',
};

// A full listing reads as "waiting" (amber), like a pending status; the others have their own.
const BADGE: Record<NotOpen, BadgeStatus> = {
  full: 'pending',
  closed: 'closed',
  expired: 'expired',
  removed: 'removed',
};

/** The listing's own state beside the application's status, or null while it is open. */
export function listingStateText(availability: Availability) {
  return availability === 'open' ? null : TEXT[availability];
}

/** The same state as a status pill's colour and words, or null while the listing is open. */
export function listingStateBadge(
  availability: Availability,
): { status: BadgeStatus; label: string } | null {
  return availability === 'open'
    ? null
    : { status: BADGE[availability], label: TEXT[availability] };
}
