// Where Back to applications (and a rejection) returns: the profile, with the listing whose
// application was open expanded and brought into view (features/listings reads the parameter).
import { paths } from 'shared-kit';

/** The query parameter naming the listing to open on the profile. */
export const LISTING_PARAM = 'listing';

/** The profile with `listingId`'s applications open; the plain profile without one. */
export const listingApplicationsHref = (listingId: string | undefined): string =>
  listingId
    ? `${paths.employerProfile}?${LISTING_PARAM}=${encodeURIComponent(listingId)}`
    : paths.employerProfile;

/** The id of a listing's expand control, by which the profile brings it into view. */
export const listingToggleId = (listingId: string): string => `listing-toggle-${listingId}`;
