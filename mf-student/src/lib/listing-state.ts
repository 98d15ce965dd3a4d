import type { StudentApplication } from 'shared-kit';

const TEXT: Record<Exclude<StudentApplication['job']['availability'], 'open'>, string> = {
  full: 'Listing full',
  closed: 'Listing closed',
  expired: 'Listing expired',
  removed: 'Listing removed',
};

/** The listing's own state beside the application's status, or null while it is open. */
export function listingStateText(availability: StudentApplication['job']['availability']) {
  return availability === 'open' ? null : TEXT[availability];
}
