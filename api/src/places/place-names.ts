// The name of a point, from the offline gazetteer: the nearest Australian locality, as the
// gazetteer's suggestions spell it ("Newtown NSW 2042"). Used where a place's name must come from
// the server, not from whoever sent the coordinates (the confirmation mailed for a job alert saved
// by email alone). A point with no locality near it is named by its coordinates.
import { haversineKm, type Point } from './geo';
import type { Locality } from './locality';

/** Farther than this from every locality, a point is named by its coordinates instead. */
export const LOCALITY_NAME_MAX_KM = 25;

export interface PlaceNamer {
  /** A name for the point, made only of the gazetteer's text and the point's numbers. */
  nameAt(point: Point): Promise<string>;
}

/** The locality nearest `point` within `maxKm`, else undefined (a scan of ~18,000 entries). */
export function nearestLocality(
  index: readonly Locality[],
  point: Point,
  maxKm = LOCALITY_NAME_MAX_KM,
): Locality | undefined {
  let best: Locality | undefined;
  let bestKm = Infinity;
  // Strictly nearer only: of localities at one spot, the first in the index's order names it.
  for (const place of index) {
    const km = haversineKm(point, place);
    if (km < bestKm) {
      best = place;
      bestKm = km;
    }
  }
  return bestKm <= maxKm ? best : undefined;
}

/** "-33.8969, 151.1793": a point's own name when no locality is near it. */
export function coordinatesName(point: Point): string {
  return `${point.lat.toFixed(4)}, ${point.lng.toFixed(4)}`;
}
