// Which of an employer's listings can be edited: live or held for review, and not past its expiry
// date. The others answer 409 with why (a listing that is not theirs answers 404, as an unknown one).
import { editListingMessages } from 'api-contract';
import type { listings } from '../../db/schema';
import { HttpError } from '../../plugins/http/http-error';

type Status = (typeof listings.$inferSelect)['status'];

/** Refuses (409) a listing that is closed, expired or removed. */
export function refuseUnlessEditable(
  listing: { status: Status; expiryDate: string },
  today: string,
): void {
  if (listing.status === 'removed') throw new HttpError(409, editListingMessages.removed);
  if (listing.status === 'closed') throw new HttpError(409, editListingMessages.closed);
  // Expired, or past its date before the expiry job marked it (ISO dates compare as strings).
  if (listing.status === 'expired' || listing.expiryDate < today) {
    throw new HttpError(409, editListingMessages.expired);
  }
}
