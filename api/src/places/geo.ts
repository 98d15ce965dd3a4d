// Great-circle distance and the bounding box that lets an index make the coarse cut.

/** Mean Earth radius (IUGG), the same in SQL and in tests. */
export const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * A coordinate on a 1e-7 degree grid (about 1 cm). The contract accepts any double, and
 * PostgreSQL refuses float8 arithmetic that underflows to zero ("value out of range: underflow"),
 * so a subnormal such as 5e-324 in radians() turned a browse into a 500.
 */
export function snapCoordinate(degrees: number): number {
  return Math.round(degrees * 1e7) / 1e7;
}

export interface Point {
  lat: number;
  lng: number;
}

/** Haversine distance in km. */
export function haversineKm(a: Point, b: Point): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Longitude ranges of the box: one normally, two when the box crosses the antimeridian, the whole
 * circle when it reaches a pole.
 */
export interface BoundingBox {
  minLat: number;
  maxLat: number;
  lngRanges: [number, number][];
}

/** A box that contains every point within `radiusKm` of `center` (a little more, never less). */
export function boundingBox(center: Point, radiusKm: number): BoundingBox {
  // A small margin keeps points exactly on the circle inside despite rounding.
  const angular = (radiusKm / EARTH_RADIUS_KM) * (1 + 1e-9) + 1e-12;
  const dLat = (angular * 180) / Math.PI;
  const minLat = center.lat - dLat;
  const maxLat = center.lat + dLat;
  if (minLat <= -90 || maxLat >= 90) {
    return {
      minLat: Math.max(minLat, -90),
      maxLat: Math.min(maxLat, 90),
      lngRanges: [[-180, 180]],
    };
  }
  // Widest longitude span of the circle (at the latitude where it is tangent to a meridian).
  const dLng =
    (Math.asin(Math.min(1, Math.sin(angular) / Math.cos(toRadians(center.lat)))) * 180) / Math.PI;
  const west = center.lng - dLng;
  const east = center.lng + dLng;
  if (dLng >= 180) return { minLat, maxLat, lngRanges: [[-180, 180]] };
  if (west < -180)
    return {
      minLat,
      maxLat,
      lngRanges: [
        [west + 360, 180],
        [-180, east],
      ],
    };
  if (east > 180)
    return {
      minLat,
      maxLat,
      lngRanges: [
        [west, 180],
        [-180, east - 360],
      ],
    };
  return { minLat, maxLat, lngRanges: [[west, east]] };
}

/**
 * The latitude bands a box touches, `perDegree` bands to a degree, south to north: band n holds
 * the latitudes whose `floor(latitude * perDegree)` is n, as the place index computes it.
 */
export function latitudeBands(box: BoundingBox, perDegree: number): number[] {
  const first = Math.floor(box.minLat * perDegree);
  const last = Math.floor(box.maxLat * perDegree);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
