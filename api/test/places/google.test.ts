import { describe, expect, it } from 'vitest';
import { autocompleteRequest, detailsRequest, GooglePlacesProvider } from '../../src/places/google';
import { PlacesUnavailableError } from '../../src/places/provider';

/** The URL a fake fetch was called with. */
const urlOf = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

describe('Google Places provider (no network: a fake fetch)', () => {
  it('builds the autocomplete call with the session token, region and bias', () => {
    const { url, init } = autocompleteRequest('KEY', {
      input: 'Newt',
      sessionToken: 'tok-1',
      lat: -33.87,
      lng: 151.21,
      country: 'AU',
    });
    expect(url).toBe('https://places.googleapis.com/v1/places:autocomplete');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      'x-goog-api-key': 'KEY',
      'content-type': 'application/json',
    });
    expect(JSON.parse(init.body as string)).toEqual({
      input: 'Newt',
      sessionToken: 'tok-1',
      includedRegionCodes: ['au'],
      regionCode: 'au',
      locationBias: { circle: { center: { latitude: -33.87, longitude: 151.21 }, radius: 50_000 } },
      origin: { latitude: -33.87, longitude: 151.21 },
    });
  });

  it('builds the details call with a field mask and the session token', () => {
    const { url, init } = detailsRequest('KEY', 'ChIJ/abc', 'tok 1');
    expect(url).toBe('https://places.googleapis.com/v1/places/ChIJ%2Fabc?sessionToken=tok%201');
    expect(init.headers).toMatchObject({
      'x-goog-api-key': 'KEY',
      'x-goog-fieldmask': 'location,formattedAddress,displayName',
    });
  });

  it('maps the responses to the contract and 404 to undefined', async () => {
    const responses: Record<string, Response> = {
      'places:autocomplete': Response.json({
        suggestions: [
          ...Array.from({ length: 6 }, (_, i) => ({
            placePrediction: {
              placeId: `p${i}`,
              text: { text: `Newtown NSW, Australia ${i}` },
              structuredFormat: {
                mainText: { text: 'Newtown' },
                secondaryText: { text: 'NSW, Australia' },
              },
            },
          })),
          { queryPrediction: { text: { text: 'newtown pubs' } } },
        ],
      }),
      'places/p0': Response.json({
        location: { latitude: -33.8978, longitude: 151.1785 },
        formattedAddress: 'Newtown NSW 2042, Australia',
      }),
      'places/gone': new Response('{}', { status: 404 }),
    };
    const fakeFetch: typeof fetch = (input) => {
      const key = Object.keys(responses).find((k) => urlOf(input).includes(k));
      return Promise.resolve(
        key ? (responses[key] as Response) : new Response('', { status: 500 }),
      );
    };
    const google = new GooglePlacesProvider('KEY', fakeFetch);
    const suggestions = await google.autocomplete({ input: 'Newt' });
    expect(suggestions).toHaveLength(5);
    expect(suggestions[0]).toEqual({
      placeId: 'p0',
      description: 'Newtown NSW, Australia 0',
      mainText: 'Newtown',
      secondaryText: 'NSW, Australia',
    });
    expect(await google.details('p0')).toEqual({
      lat: -33.8978,
      lng: 151.1785,
      name: 'Newtown NSW 2042, Australia',
    });
    expect(await google.details('gone')).toBeUndefined();
    await expect(google.details('boom')).rejects.toBeInstanceOf(PlacesUnavailableError);
    const offline = new GooglePlacesProvider('KEY', () =>
      Promise.reject(new TypeError('fetch failed')),
    );
    await expect(offline.autocomplete({ input: 'x' })).rejects.toBeInstanceOf(
      PlacesUnavailableError,
    );
  });
});
