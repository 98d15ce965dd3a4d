import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod/mini';
import {
  ApiError,
  ApiResponseError,
  createApiClient,
  getErrorDetail,
  type SessionPort,
} from './api-client';
import { applications } from 'api-contract/applications';
import { jobCard, jobsByCategoryResponse, listings } from 'api-contract/listings';
import { takeReturnUrl } from './return-url';
import type { Session } from './session-store';

const USER: Session = { user_id: '11111111-1111-4111-8111-111111111111', role: 'student' };

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function memorySession(initial: Session | null = USER): SessionPort & { value: Session | null } {
  const port = {
    value: initial,
    get: () => port.value,
    set: (s: Session) => {
      port.value = s;
    },
    clear: () => {
      port.value = null;
    },
  };
  return port;
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** A fetch mock routed by path; records every call. */
function fakeFetch(
  handler: (path: string, init: RequestInit, attempt: number) => Response | Promise<Response>,
) {
  const attempts = new Map<string, number>();
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path =
      urlOf(input)
        .replace(/^\/api/, '')
        .split('?')[0] ?? '';
    const n = (attempts.get(path) ?? 0) + 1;
    attempts.set(path, n);
    return handler(path, init ?? {}, n);
  });
  const calls = (path: string) =>
    fn.mock.calls.filter(([input]) => urlOf(input).split('?')[0] === `/api${path}`).length;
  return { fn, calls };
}

function setup(
  handler: Parameters<typeof fakeFetch>[0],
  location = { pathname: '/profile/student', search: '?tab=1' },
  session = memorySession(),
) {
  const fetchMock = fakeFetch(handler);
  const navigate = vi.fn();
  const client = createApiClient({
    fetch: fetchMock.fn,
    session,
    navigate,
    getLocation: () => location,
  });
  return { client, navigate, session, ...fetchMock };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('request basics', () => {
  it('sends cookies and JSON, builds the query and parses with the schema', async () => {
    const { client, fn } = setup(() => json(200, { email: 'a@b.co', extra: 1 }));
    const result = await client.request('POST', '/student/email', {
      body: { a: 1 },
      query: { limit: 5, before_id: undefined, x: null, q: 'a b' },
      schema: z.object({ email: z.string() }),
    });
    expect(result).toEqual({ email: 'a@b.co' });
    const [url, init] = fn.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/student/email?limit=5&q=a+b');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('calls an endpoint of the table: method, filled path, query, body, its response schema', async () => {
    const { client, fn } = setup(() => json(200, { status: 'seen', extra: 1 }));
    const result = await client.call(applications.setApplicationStatus, {
      params: { id: 'a/b' },
      body: { new_status: 'seen' },
    });
    expect(result).toEqual({ status: 'seen' });
    expectTypeOf(result).toEqualTypeOf<{
      status:
        | 'submitted'
        | 'seen'
        | 'shortlisted'
        | 'interview'
        | 'offered'
        | 'hired'
        | 'declined'
        | 'rejected'
        | 'withdrawn'
        | 'pending';
    }>();
    const [url, init] = fn.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/employer/applications/a%2Fb/status');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"new_status":"seen"}');

    fn.mockImplementationOnce(() => Promise.resolve(json(200, { jobs: [], has_more: false })));
    await client.call(listings.jobsByCategory, { query: { category_code: 'HOSP' } });
    expect((fn.mock.calls[1] as [string])[0]).toBe(
      '/api/system/jobs/by-category?category_code=HOSP',
    );
  });

  it('rejects a call whose answer does not match the endpoint', async () => {
    const { client } = setup(() => json(200, { status: 'archived' }));
    await expect(
      client.call(applications.setApplicationStatus, {
        params: { id: 'x' },
        body: { new_status: 'seen' },
      }),
    ).rejects.toBeInstanceOf(ApiResponseError);
  });

  it('infers the result type from the schema', async () => {
    const { client } = setup(() => json(200, { email: 'a@b.co' }));
    const typed = await client.request('GET', '/student/email', {
      schema: z.object({ email: z.string() }),
    });
    expectTypeOf(typed).toEqualTypeOf<{ email: string }>();
    const untyped = await client.request('GET', '/student/email');
    expectTypeOf(untyped).toEqualTypeOf<unknown>();
  });

  it('sends no body or Content-Type without a body, and accepts an empty response', async () => {
    const { client, fn } = setup(() => new Response(null, { status: 204 }));
    await expect(client.request('POST', '/auth/logout')).resolves.toBeUndefined();
    const [, init] = fn.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('throws ApiResponseError when the body does not match the schema', async () => {
    const { client } = setup(() => json(200, { nope: true }));
    await expect(
      client.request('GET', '/student/email', { schema: z.object({ email: z.string() }) }),
    ).rejects.toBeInstanceOf(ApiResponseError);
  });

  it('wraps network failures as status 0', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.request('GET', '/system/qualifications')).rejects.toMatchObject({
      status: 0,
      detail: null,
    });
  });
});

// The kit's client is one instance in the page, but it parses every answer with the schema of the
// endpoint the caller passes: each remote's own, from the api-contract it was built with. So the
// API can add a field before every remote knows it: a remote built earlier drops the field, a
// remote built with the new contract sees it, both through the same client.
describe('an added field', () => {
  const CARD = {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    title: 'Barista',
    company: 'Cafe',
    short_preview: 'Mornings',
    location: 'Newtown',
    expiry: '2030-01-31',
    applications: 2,
    max_applications: 10,
    created_at: '2025-08-28T03:15:00Z',
    pay: {
      amount_cents: 3250,
      unit: 'hour',
      employment_type: 'casual',
      hours_min: 10,
      hours_max: 15,
      schedule: 'Weekend mornings',
      junior_rates: false,
      hourly_cents: 3250,
    },
  };
  // What the API answers once it adds `featured` to each card.
  const answer = { jobs: [{ ...CARD, featured: true }], has_more: false };
  // A remote released after the change: its contract's card has the field.
  const newerJobsByCategory = {
    ...listings.jobsByCategory,
    response: z.extend(jobsByCategoryResponse, {
      jobs: z.array(z.extend(jobCard, { featured: z.boolean() })),
    }),
  };

  it("is dropped by an older remote's schema, which still parses the answer", async () => {
    const { client } = setup(() => json(200, answer));
    const page = await client.call(listings.jobsByCategory, {
      query: { category_code: 'HOSP' },
    });
    expect(page.jobs).toHaveLength(1);
    expect(page.jobs[0]).toMatchObject({ id: CARD.id, title: 'Barista', pay: CARD.pay });
    expect(page.jobs[0]).not.toHaveProperty('featured');
  });

  it('reaches the remote whose own schema has it, through the same client', async () => {
    const { client } = setup(() => json(200, answer));
    const older = await client.call(listings.jobsByCategory, {
      query: { category_code: 'HOSP' },
    });
    const newer = await client.call(newerJobsByCategory, { query: { category_code: 'HOSP' } });
    expect(newer.jobs[0]?.featured).toBe(true);
    expectTypeOf(newer.jobs[0]?.featured).toEqualTypeOf<boolean | undefined>();
    expect(older.jobs[0]).not.toHaveProperty('featured');
  });
});

describe('error detail', () => {
  it('uses a non-empty string detail', async () => {
    const { client } = setup(() => json(400, { detail: 'Email already registered' }));
    const error = await client
      .request('POST', '/auth/signup/email', { body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, detail: 'Email already registered' });
    expect(getErrorDetail(error, 'Failed')).toBe('Email already registered');
  });

  it.each([
    [{ detail: '' }],
    [{ detail: '   ' }],
    [{ detail: 42 }],
    [{ message: 'x' }],
    ['plain text'],
    [undefined],
  ])('falls back when the body is %j', async (body) => {
    const { client } = setup(() =>
      body === undefined
        ? new Response(null, { status: 500 })
        : new Response(JSON.stringify(body), { status: 400 }),
    );
    const error = await client
      .request('POST', '/auth/signup/email', { body: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ detail: null });
    expect(getErrorDetail(error, 'Failed to start signup. Please try again.')).toBe(
      'Failed to start signup. Please try again.',
    );
  });

  it('falls back for errors that are not API errors', () => {
    expect(getErrorDetail(new Error('boom'), 'fallback')).toBe('fallback');
    expect(getErrorDetail({ detail: 'from object' }, 'fallback')).toBe('from object');
    expect(getErrorDetail(null, 'fallback')).toBe('fallback');
  });
});

describe('Retry-After of a refusal', () => {
  const refusedWith = async (retryAfter: string | null) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (retryAfter !== null) headers['Retry-After'] = retryAfter;
    const { client } = setup(
      () => new Response(JSON.stringify({ detail: 'Too many' }), { status: 429, headers }),
    );
    return client.request('POST', '/student/applications/x/messages').catch((e: unknown) => e);
  };

  it('reads delay-seconds', async () => {
    expect(await refusedWith('1800')).toMatchObject({ status: 429, retryAfterSeconds: 1800 });
  });

  it('reads an HTTP date as the seconds until then', async () => {
    const at = new Date(Date.now() + 120_000).toUTCString();
    const error = (await refusedWith(at)) as ApiError;
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(118);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(120);
  });

  it('is null without the header, or with one it cannot read', async () => {
    expect(await refusedWith(null)).toMatchObject({ retryAfterSeconds: null });
    expect(await refusedWith('soon')).toMatchObject({ retryAfterSeconds: null });
  });
});

describe('401: one shared refresh, one retry', () => {
  it('shares one refresh between three concurrent 401s and retries each call once', async () => {
    let refreshed = false;
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { client, calls, session, navigate } = setup(async (path) => {
      if (path === '/auth/refresh') {
        await refreshGate;
        refreshed = true;
        return json(200, { user_id: USER.user_id, role: 'employer' });
      }
      return refreshed ? json(200, { path }) : json(401, { detail: 'expired' });
    });
    const results = Promise.all([
      client.request('GET', '/a'),
      client.request('GET', '/b'),
      client.request('GET', '/c'),
    ]);
    await vi.waitFor(() => expect(calls('/auth/refresh')).toBe(1));
    releaseRefresh();
    await expect(results).resolves.toEqual([{ path: '/a' }, { path: '/b' }, { path: '/c' }]);
    expect(calls('/auth/refresh')).toBe(1);
    expect(calls('/a')).toBe(2);
    expect(calls('/b')).toBe(2);
    expect(calls('/c')).toBe(2);
    expect(session.value).toEqual({ user_id: USER.user_id, role: 'employer' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 is thrown, with no second refresh', async () => {
    const { client, calls } = setup((path) =>
      path === '/auth/refresh' ? json(200, USER) : json(401, { detail: 'still no' }),
    );
    await expect(client.request('GET', '/student/profile')).rejects.toMatchObject({
      status: 401,
      detail: 'still no',
    });
    expect(calls('/auth/refresh')).toBe(1);
    expect(calls('/student/profile')).toBe(2);
  });

  it('on refresh failure clears the session, saves path+search and goes to /auth/login once', async () => {
    const { client, calls, session, navigate } = setup((path) =>
      path === '/auth/refresh' ? json(401, { detail: 'no refresh' }) : json(401),
    );
    const results = await Promise.allSettled([
      client.request('GET', '/a'),
      client.request('GET', '/b'),
      client.request('GET', '/c'),
    ]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(calls('/auth/refresh')).toBe(1);
    expect(calls('/a')).toBe(1);
    expect(session.value).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/auth/login');
    expect(takeReturnUrl('/none')).toBe('/profile/student?tab=1');
  });

  it('does not redirect or save a return target when already on an /auth page', async () => {
    const { client, session, navigate } = setup(
      (path) => (path === '/auth/refresh' ? json(401) : json(401)),
      { pathname: '/auth/details', search: '' },
    );
    await expect(
      client.request('POST', '/auth/signup/details', { body: {} }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(session.value).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(takeReturnUrl('/none')).toBe('/none');
  });

  it('never refreshes on a 401 from /auth/refresh or /auth/login', async () => {
    const { client, calls, session, navigate } = setup(() =>
      json(401, { detail: 'Invalid email or password' }),
    );
    await expect(client.request('POST', '/auth/refresh')).rejects.toMatchObject({ status: 401 });
    await expect(client.request('POST', '/auth/login', { body: {} })).rejects.toMatchObject({
      detail: 'Invalid email or password',
    });
    expect(calls('/auth/refresh')).toBe(1);
    expect(calls('/auth/login')).toBe(1);
    expect(session.value).toEqual(USER);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refresh() for session start stores the user, or returns null without redirecting', async () => {
    const ok = setup(() => json(200, USER), undefined, memorySession(null));
    await expect(ok.client.refresh()).resolves.toEqual(USER);
    expect(ok.session.value).toEqual(USER);

    const fail = setup(() => json(401), undefined, memorySession(null));
    await expect(fail.client.refresh()).resolves.toBeNull();
    expect(fail.navigate).not.toHaveBeenCalled();
  });

  it('calls a custom onAuthFailure instead of the default redirect', async () => {
    const onAuthFailure = vi.fn();
    const navigate = vi.fn();
    const client = createApiClient({
      fetch: fakeFetch(() => json(401)).fn,
      session: memorySession(),
      onAuthFailure,
      navigate,
    });
    await expect(client.request('GET', '/employer/profile')).rejects.toBeInstanceOf(ApiError);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});
