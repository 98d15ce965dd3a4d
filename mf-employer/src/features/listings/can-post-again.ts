import type { EmployerListing } from 'api-contract/listings';

/**
 * A listing its employer may post again: one that ended, by its expiry or closed by
 * them as filled or cancelled. Not a live one (Close it first), nor a removed one (its page and
 * details are gone).
 */
export function canPostAgain(listing: Pick<EmployerListing, 'status' | 'close_outcome'>): boolean {
  if (listing.status === 'expired') return true;
  return listing.status === 'closed' && Boolean(listing.close_outcome);
}
