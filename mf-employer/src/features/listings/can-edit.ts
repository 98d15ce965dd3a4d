import type { EmployerListing } from 'api-contract/listings';
import { canClose } from './can-close';

/**
 * A listing its employer can edit: the ones they can close (live, held for review, or full with
 * no outcome yet, whose cap an edit may raise); the API refuses the rest with its reason.
 */
export function canEdit(listing: Pick<EmployerListing, 'status' | 'close_outcome'>): boolean {
  return canClose(listing);
}
