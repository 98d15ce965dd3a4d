import type { EmployerListing } from 'api-contract/listings';

/**
 * A listing its employer can close: live or held for review, or closed only because it
 * is full (no outcome yet); not one already closed by its employer, expired or removed.
 */
export function canClose(listing: Pick<EmployerListing, 'status' | 'close_outcome'>): boolean {
  if (listing.status === 'posted' || listing.status === 'pending') return true;
  return listing.status === 'closed' && !listing.close_outcome;
}
