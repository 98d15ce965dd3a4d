import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_LOCATION,
  ipLocationResponse,
  placeDetailsResponse,
  placesAutocompleteResponse,
} from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACE_NOT_FOUND_DETAIL } from '../../src/places/routes';
import { build } from '../helper';

// No database work here: one engine is enough.
describe('places', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build('pglite');
  });
  afterAll(() => app.close());

  async function suggest(query: string) {
    const response = await app.inject({ method: 'GET', url: `/places/autocomplete?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return placesAutocompleteResponse.parse(response.json()).suggestions;
  }

  it('suggests at most five localities, prefix matches first', async () => {
    const suggestions = await suggest('input=new&session_token=abc');
    expect(suggestions).toHaveLength(5);
    for (const s of suggestions) expect(s.mainText.toLowerCase().startsWith('new')).toBe(true);
    const exact = await suggest('input=Newtown%20NSW');
    expect(exact[0]).toEqual({
      placeId: 'au-NSW-2042-newtown',
      description: 'Newtown NSW 2042',
      mainText: 'Newtown',
      secondaryText: 'NSW 2042, Australia',
    });
    // Names with "coogee" as a later word (South Coogee) come after both prefix matches, nearest
    // to the bias point first.
    const inner = await suggest('input=coogee&lat=-33.92&lng=151.25');
    expect(inner.map((s) => s.description)).toEqual([
      'Coogee NSW 2034',
      'Coogee WA 6166',
      'South Coogee NSW 2034',
      'Lake Coogee WA 6166',
      'North Coogee WA 6163',
    ]);
    const postcode = await suggest('input=2042');
    expect(postcode.map((s) => s.mainText)).toContain('Newtown');
  });

  it('biases toward the given point', async () => {
    const nearSydney = await suggest('input=newtown&lat=-33.87&lng=151.21');
    expect(nearSydney[0]?.description).toBe('Newtown NSW 2042');
    const nearGeelong = await suggest('input=newtown&lat=-38.15&lng=144.36&country=AU');
    expect(nearGeelong[0]?.description).toBe('Newtown VIC 3220');
    const nearToowoomba = await suggest('input=newtown&lat=-27.56&lng=151.95');
    expect(nearToowoomba[0]?.description).toBe('Newtown QLD 4350');
  });

  it('answers details for a suggestion and 404 for an unknown id', async () => {
    const [first] = await suggest('input=Bondi%20Beach');
    if (!first) throw new Error('no suggestion');
    const response = await app.inject({
      method: 'GET',
      url: `/places/details?place_id=${first.placeId}&session_token=abc`,
    });
    expect(response.statusCode).toBe(200);
    const details = placeDetailsResponse.parse(response.json());
    expect(details.name).toBe('Bondi Beach NSW 2026');
    expect(details.lat).toBeCloseTo(-33.89, 1);
    expect(details.lng).toBeCloseTo(151.27, 1);
    const unknown = await app.inject({ method: 'GET', url: '/places/details?place_id=nowhere' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: PLACE_NOT_FOUND_DETAIL });
  });

  it('refuses bad queries', async () => {
    for (const query of ['', 'input=', 'input=x&lat=1', 'input=x&country=AUS']) {
      expect(
        (await app.inject({ method: 'GET', url: `/places/autocomplete?${query}` })).statusCode,
        query,
      ).toBe(400);
    }
  });

  async function locate(headers: Record<string, string>, remoteAddress?: string) {
    const response = await app.inject({
      method: 'GET',
      url: '/places/ip-location',
      headers,
      remoteAddress,
    });
    expect(response.statusCode).toBe(200);
    return ipLocationResponse.parse(response.json());
  }

  it('falls back to Sydney for loopback, private and unknown addresses', async () => {
    expect(await locate({})).toEqual(DEFAULT_LOCATION);
    expect(await locate({ 'x-forwarded-for': '10.1.2.3' })).toEqual(DEFAULT_LOCATION);
    expect(await locate({ 'x-forwarded-for': '192.168.0.7, 127.0.0.1' })).toEqual(DEFAULT_LOCATION);
    expect(await locate({ 'x-forwarded-for': 'not-an-ip' })).toEqual(DEFAULT_LOCATION);
    expect(await locate({}, '::1')).toEqual(DEFAULT_LOCATION);
  });

  it("locates the proxied client's address, the one the site proxy wrote", async () => {
    const google = await locate({ 'x-forwarded-for': '8.8.8.8' });
    expect(google.country).toBe('US');
    // The address the trusted proxy saw, not one a client put further left.
    expect(await locate({ 'x-forwarded-for': '8.8.8.8, 10.0.0.1' })).toEqual(DEFAULT_LOCATION);
    const cloudflare = await locate({ 'x-forwarded-for': '1.1.1.1' });
    expect(cloudflare.country).toBe('AU');
    // A peer that is not the local proxy cannot choose its location with the header.
    const direct = await locate({ 'x-forwarded-for': '8.8.8.8' }, '10.9.8.7');
    expect(direct).toEqual(DEFAULT_LOCATION);
  });
});
