// A listing's columns as its employer writes them (posting or editing), from the request: what the
// listings row and each of its versions hold alike.
import type { CreateListingRequest } from 'api-contract';
import { snapCoordinate } from '../../places/geo';
import { payColumns } from '../pay-sql';

export function listingColumns(request: CreateListingRequest) {
  return {
    categoryCode: request.category_code,
    title: request.title,
    shortPreview: request.short_preview,
    description: request.description,
    location: request.location,
    // On the browse grid, so radius searches never meet a subnormal (places/geo.ts).
    latitude: request.latitude === null ? null : snapCoordinate(request.latitude),
    longitude: request.longitude === null ? null : snapCoordinate(request.longitude),
    expiryDate: request.expiry_date,
    maxApplications: request.max_applications,
    ...payColumns(request.pay),
  };
}

export type ListingColumns = ReturnType<typeof listingColumns>;
