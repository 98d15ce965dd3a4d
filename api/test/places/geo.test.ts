import { describe, expect, it } from 'vitest';
import { LATITUDE_BANDS_PER_DEGREE } from '../../src/db/schema';
import { boundingBox, latitudeBands } from '../../src/places/geo';

describe('latitude bands', () => {
  it('lists every band a box touches, south to north', () => {
    // 10 km around the CBD: -33.958… to -33.778…, bands of 0.05 degrees.
    const box = boundingBox({ lat: -33.8688, lng: 151.2093 }, 10);
    expect(latitudeBands(box, LATITUDE_BANDS_PER_DEGREE)).toEqual([-680, -679, -678, -677, -676]);
    // A box within one band, and one whose edge is a band's edge.
    expect(latitudeBands({ minLat: -33.86, maxLat: -33.86, lngRanges: [] }, 20)).toEqual([-678]);
    expect(latitudeBands({ minLat: -34, maxLat: -33.95, lngRanges: [] }, 20)).toEqual([-680, -679]);
  });

  it('holds the band of every latitude inside the box', () => {
    for (let trial = 0; trial < 500; trial += 1) {
      const center = { lat: -80 + ((trial * 37.77) % 160), lng: 151 };
      const radiusKm = [2, 5, 10, 20][trial % 4] ?? 5;
      const box = boundingBox(center, radiusKm);
      const bands = new Set(latitudeBands(box, LATITUDE_BANDS_PER_DEGREE));
      for (let step = 0; step <= 20; step += 1) {
        const lat = box.minLat + ((box.maxLat - box.minLat) * step) / 20;
        expect(bands.has(Math.floor(lat * LATITUDE_BANDS_PER_DEGREE)), `${lat}`).toBe(true);
      }
    }
  });
});
