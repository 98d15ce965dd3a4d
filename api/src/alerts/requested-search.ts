// A job alert saved by email alone is asked for by anyone, for any address:
// the mails that answer such a request must not carry the requester's text to an inbox that never
// asked. The place is named by the server from its coordinates, and the description is made of
// what the server knows (a category's name, the place it named, a radius and a pay that are
// numbers); the words are not repeated.
import { formatDollars, type AlertSearch } from 'api-contract';
import type { PlaceNamer } from '../places/place-names';

/** The search with its place named by the server; the requester's name for it is dropped. */
export async function withServerPlace(
  search: AlertSearch,
  names: PlaceNamer,
): Promise<AlertSearch> {
  if (!search.place) return search;
  const { lat, lng } = search.place;
  return { ...search, place: { ...search.place, name: await names.nameAt({ lat, lng }) } };
}

/**
 * The search in a line without the requester's text: 'jobs in Events, within 10 km of Newtown
 * NSW 2042, from $35/h, with the words of the search'. `search.place.name` must be the server's
 * (withServerPlace); `categoryName` is the display name of search.category_code.
 */
export function describeRequestedSearch(search: AlertSearch, categoryName: string | null): string {
  const parts = [`jobs in ${categoryName ?? 'any category'}`];
  if (search.place) parts.push(`within ${search.place.radius_km} km of ${search.place.name}`);
  if (search.min_hourly_cents) parts.push(`from ${formatDollars(search.min_hourly_cents)}/h`);
  if (search.q.trim()) parts.push('with the words of the search');
  return parts.join(', ');
}
