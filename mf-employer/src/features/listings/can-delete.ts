import type { ListingStatus } from 'api-contract/common';

/** SPEC section 6: expired or removed listings cannot be deleted. */
export function canDelete(status: ListingStatus): boolean {
  return status !== 'expired' && status !== 'removed';
}
