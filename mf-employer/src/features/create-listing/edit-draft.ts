import type { EditListingRequestInput, EmployerListingDetail } from 'api-contract/listings';
import { listingRequest, newQuestion, type ListingDraft } from './listing-form';
import { payDraftOf } from './repost-draft';

/** A 'YYYY-MM-DD' day as the picker holds it: local midnight. */
function localDay(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/**
 * An edit: the form filled from the listing as it reads now, its expiry kept. The declaration is
 * left for the employer to tick again, as when posting.
 */
export function editDraft(listing: EmployerListingDetail): ListingDraft {
  const place =
    listing.latitude !== null && listing.longitude !== null
      ? { name: listing.location, lat: listing.latitude, lng: listing.longitude }
      : null;
  return {
    title: listing.title,
    category: listing.category_code,
    locationText: listing.location,
    place,
    shortPreview: listing.short_preview,
    description: listing.description,
    expiry: localDay(listing.expiry_date),
    maxApplications: String(listing.max_applications),
    questions:
      listing.questions.length > 0
        ? listing.questions.map((q) => ({ ...newQuestion(), text: q.text }))
        : [newQuestion()],
    pay: payDraftOf(listing.pay),
    declared: false,
  };
}

/** The PATCH body: the whole listing as the form holds it, and the version it was read at. */
export function editRequest(draft: ListingDraft, version: number): EditListingRequestInput {
  return { ...listingRequest(draft), version };
}
