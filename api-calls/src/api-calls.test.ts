import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCATION } from 'api-contract/common';
import {
  categoriesQueryOptions,
  fetchIpLocation,
  ipLocationQueryOptions,
  minimumWageQueryOptions,
  placeLookup,
  qualificationsQueryOptions,
} from './index';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reference data', () => {
  // Each remote compiles its own copy of these options: the keys, not the objects, are what make
  // them share one cached answer in the kit's query client, whatever remote asked first.
  it('is keyed by the endpoint paths, as every remote (and older builds) key it', () => {
    expect(qualificationsQueryOptions.queryKey).toEqual(['system', 'qualifications']);
    expect(categoriesQueryOptions.queryKey).toEqual(['system', 'job-categories']);
    expect(minimumWageQueryOptions.queryKey).toEqual(['system', 'minimum-wage']);
    expect(ipLocationQueryOptions.queryKey).toEqual(['places', 'ip-location']);
  });

  it('fetches the categories through the kit client and caches them by that key', async () => {
    const body = { categories: [{ code: 'RETL', display_name: 'Retail' }] };
    const fetch = vi.fn(() => Promise.resolve(answer(200, body)));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    const categories = await client.fetchQuery(categoriesQueryOptions);
    expect(categories).toEqual(body);
    expect(fetch).toHaveBeenCalledWith('/api/system/job-categories', expect.anything());
    expect(client.getQueryData(['system', 'job-categories'])).toEqual(categories);
  });
});

describe('places', () => {
  it('suggests nothing when the lookup fails (SPEC section 8)', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(answer(502, { detail: 'down' })));
    const found = await placeLookup.suggest('Syd', 'token', null, new AbortController().signal);
    expect(found).toEqual([]);
  });

  it('falls back to Sydney, AU when the IP lookup fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    await expect(fetchIpLocation()).resolves.toEqual(DEFAULT_LOCATION);
  });
});
