// The caller's approximate location from the offline geoip-lite database, with the Sydney/AU
// fallback (SPEC section 7). geoip-lite holds about 110 MB of tables in memory, so it is loaded
// on the first lookup, not at start.
import { isIP } from 'node:net';
import type * as GeoIpModule from 'geoip-lite';
import { DEFAULT_LOCATION, type IpLocationResponse } from 'api-contract';

type GeoIp = typeof GeoIpModule;
let geoip: Promise<GeoIp> | undefined;

function loadGeoIp(): Promise<GeoIp> {
  geoip ??= import('geoip-lite').then((module) => {
    const loaded = module as GeoIp & { default?: GeoIp };
    return loaded.default ?? loaded;
  });
  return geoip;
}

export async function locateIp(address: string | undefined): Promise<IpLocationResponse> {
  if (!address || !isIP(address)) return { ...DEFAULT_LOCATION };
  // geoip-lite answers null for private, loopback and unknown addresses.
  const found = (await loadGeoIp()).lookup(address.replace(/^::ffff:/, ''));
  if (!found || found.ll.length !== 2 || found.country.length !== 2) return { ...DEFAULT_LOCATION };
  const [lat, lng] = found.ll;
  if ((lat === 0 && lng === 0) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return { ...DEFAULT_LOCATION };
  return { lat, lng, country: found.country };
}
