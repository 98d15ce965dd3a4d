import { navigateToUrl } from 'single-spa';
import type { z } from 'zod/mini';
import { accounts } from 'api-contract/accounts';
import {
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  endpointPath,
  type HttpMethod,
} from 'api-contract/common';
import { ApiError, ApiResponseError, extractDetail, retryAfterSeconds } from './api-error';
import { takePageAnswer } from '../server-view/page-answers';
import { saveReturnUrl } from './return-url';
import { paths } from './paths';
import { clearSession, getSession, setSession, type Session } from './session-store';

export { ApiError, ApiResponseError, getErrorDetail, isClientError } from './api-error';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<S extends z.ZodMiniType | undefined = undefined> {
  /** JSON body; omitted when undefined (then no Content-Type is sent either). */
  body?: unknown;
  /** Query parameters; null and undefined values are left out. */
  query?: Readonly<Record<string, QueryValue>>;
  /** Contract schema the response body is parsed with. */
  schema?: S;
  signal?: AbortSignal;
}

type Output<S> = S extends z.ZodMiniType ? z.output<S> : unknown;

/** Where the session lives; the default is the shared session store. */
export interface SessionPort {
  get(): Session | null;
  set(session: Session): void;
  clear(): void;
}

export interface ApiClientOptions {
  /** API root; the site proxies /api to the API. */
  baseUrl?: string;
  fetch?: typeof fetch;
  session?: SessionPort;
  /**
   * Called once when a refresh after a 401 fails, after the session was cleared. Default: unless
   * the current path starts with /auth, remember path + search as the return target, then go to
   * /auth/login (through `navigate`).
   */
  onAuthFailure?: () => void;
  /** Navigation used by the default onAuthFailure; default single-spa `navigateToUrl`. */
  navigate?: (url: string) => void;
  /** The current location used by the default onAuthFailure; default `window.location`. */
  getLocation?: () => { pathname: string; search: string };
}

/** The input of a call of the endpoint table, plus an abort signal. */
export type CallInput<E extends Endpoint> = EndpointInput<E> & { signal?: AbortSignal };

/** `call`'s arguments: the input may be left out when the endpoint takes none. */
export type CallArgs<E extends Endpoint> =
  Record<string, never> extends EndpointInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

export interface ApiClient {
  /**
   * One call of the endpoint table: its method and path (params filled in), the query and JSON
   * body, the response parsed with the schema of the endpoint given: a remote passes the entry of
   * the api-contract it was built with, so it parses with its own schemas, not the shell's.
   */
  call<E extends Endpoint>(target: E, ...args: CallArgs<E>): Promise<EndpointOutput<E>>;
  request<S extends z.ZodMiniType | undefined = undefined>(
    method: HttpMethod,
    path: string,
    options?: RequestOptions<S>,
  ): Promise<Output<S>>;
  /**
   * POST /auth/refresh, shared with any refresh already in flight. Stores and returns the session
   * on success; returns null on failure without clearing anything or navigating (session start).
   */
  refresh(): Promise<Session | null>;
}

/** Calls that never trigger the refresh-and-retry rule. */
const NO_REFRESH_PATHS: readonly string[] = [accounts.refresh.path, accounts.login.path];

const defaultSession: SessionPort = { get: getSession, set: setSession, clear: clearSession };

function defaultLocation(): { pathname: string; search: string } {
  return typeof window === 'undefined'
    ? { pathname: '/', search: '' }
    : { pathname: window.location.pathname, search: window.location.search };
}

function buildUrl(
  baseUrl: string,
  path: string,
  query?: Readonly<Record<string, QueryValue>>,
): string {
  let url = baseUrl.replace(/\/+$/, '') + path;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== null && value !== undefined) params.append(key, String(value));
    }
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * An API client: fetch with cookies, JSON in and out, responses parsed with the caller's contract
 * schemas, errors as ApiError, and the 401 rule of SPEC section 4 (one shared refresh, one retry:
 * why the client is in the kit, one instance for every remote).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const session = options.session ?? defaultSession;
  const navigate = options.navigate ?? ((url: string) => navigateToUrl(url));
  const getLocation = options.getLocation ?? defaultLocation;
  const onAuthFailure =
    options.onAuthFailure ??
    (() => {
      const { pathname, search } = getLocation();
      if (pathname === '/auth' || pathname.startsWith('/auth/')) return;
      saveReturnUrl(pathname + search);
      navigate(paths.login);
    });

  let refreshing: Promise<Session | null> | null = null;

  async function send(
    method: HttpMethod,
    path: string,
    opts: RequestOptions<z.ZodMiniType | undefined>,
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const init: RequestInit = { method, credentials: 'include', headers };
    if (opts.signal) init.signal = opts.signal;
    if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(opts.body);
    }
    const url = buildUrl(baseUrl, path, opts.query);
    // A visitor's first calls may already be answered in the page (server-view/page-answers.ts);
    // a signed-in user's answers can differ from a visitor's, so theirs always go to the API.
    const answer = method === 'GET' && session.get() === null ? takePageAnswer(url) : undefined;
    if (answer) {
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    try {
      return await doFetch(url, init);
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(0, null, { cause: error });
    }
  }

  async function parse(response: Response, schema: z.ZodMiniType | undefined): Promise<unknown> {
    const body = await readBody(response);
    if (!response.ok) {
      throw new ApiError(response.status, extractDetail(body), {
        body,
        retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
      });
    }
    if (!schema) return body;
    const result = schema.safeParse(body);
    if (!result.success) throw new ApiResponseError(response.status, result.error.issues, body);
    return result.data;
  }

  function refresh(): Promise<Session | null> {
    refreshing ??= (async () => {
      try {
        const { method, path, response: schema } = accounts.refresh;
        const user = (await parse(await send(method, path, {}), schema)) as Session;
        session.set(user);
        return user;
      } catch {
        return null;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** The refresh after a 401: the first failure of a shared refresh clears and redirects once. */
  let failureHandled: Promise<Session | null> | null = null;
  async function refreshAfter401(): Promise<boolean> {
    const pending = refresh();
    const user = await pending;
    if (user) return true;
    if (failureHandled !== pending) {
      failureHandled = pending;
      session.clear();
      onAuthFailure();
    }
    return false;
  }

  async function request(
    method: HttpMethod,
    path: string,
    opts: RequestOptions<z.ZodMiniType | undefined> = {},
  ): Promise<unknown> {
    let response = await send(method, path, opts);
    if (response.status === 401 && !NO_REFRESH_PATHS.includes(path)) {
      if (await refreshAfter401()) response = await send(method, path, opts);
    }
    return parse(response, opts.schema);
  }

  function call(target: Endpoint, input: CallInput<Endpoint> = {}): Promise<unknown> {
    const { params, query, body, signal } = input as {
      params?: Record<string, string>;
      query?: Record<string, QueryValue>;
      body?: unknown;
      signal?: AbortSignal;
    };
    return request(target.method, endpointPath(target, params), {
      query,
      body,
      signal,
      schema: target.response,
    });
  }

  const client = {
    call,
    request,
    refresh,
  };
  return client as ApiClient;
}

/** The shared client of every remote: base /api, the shared session store, single-spa navigation. */
export const apiClient: ApiClient = createApiClient();
