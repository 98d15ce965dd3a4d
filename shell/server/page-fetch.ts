// A page's own calls of the API, made as the visitor's browser would make them (GET, the visitor's
// address forwarded so the API's per-client limits count them as theirs; no cookie, or only the
// access cookie the page came with for a signed-in person's own screen): a job page's preview and
// a server-rendered screen's first view. Each URL is asked once per page
// however many parts of the page need it, every call shares the page's deadline, and the answers
// the browser may take as its own are kept, to be inlined in the page (shared-kit's
// page-answers.ts) so the browser does not ask the same again.
import type { PageAnswer } from 'shared-kit/server-view-protocol';
import { fetchFromApi } from './api-fetch';
import type { ApiPool } from './api-pool';

/** Answers a browser takes as they are: a retry could not change them within the page's life. */
const KEPT_STATUSES = new Set([200, 400, 404, 410]);
/** More calls than any screen's first view makes: a render asking more is cut off. */
const MAX_CALLS = 24;

export interface PageFetchOptions {
  pool: ApiPool;
  /** When the page stops waiting for the API (Date.now() time). */
  deadline: number;
  /** The visitor's address, as the /api proxy forwards it. */
  client?: string;
  /**
   * The access cookie (`name=value`) the page came with, for a signed-in person's screen: the
   * calls are theirs. Never the refresh cookie: a page's calls cannot renew a session.
   */
  accessCookie?: string;
  fetchImpl?: typeof fetch;
}

export interface PageFetch {
  /**
   * The API's answer to GET `url` (a site URL, `/api/...` with its query): its status and JSON
   * body, or undefined when none came before the deadline, it was not JSON, or the page has made
   * too many calls.
   */
  get(url: string): Promise<PageAnswer | undefined>;
  /** The answers to inline, by URL: those with a status in KEPT_STATUSES. */
  kept(): Record<string, PageAnswer>;
  /** Whether a call gave no answer, or one the browser would not take as it is (5xx, 429). */
  failed(): boolean;
}

export function createPageFetch({
  pool,
  deadline,
  client,
  accessCookie,
  fetchImpl,
}: PageFetchOptions): PageFetch {
  const headers: Record<string, string> = {
    ...(client ? { 'x-forwarded-for': client } : {}),
    ...(accessCookie ? { cookie: accessCookie } : {}),
  };
  const calls = new Map<string, Promise<PageAnswer | undefined>>();
  const answers = new Map<string, PageAnswer>();
  let failed = false;

  async function ask(url: string): Promise<PageAnswer | undefined> {
    const timeoutMs = deadline - Date.now();
    if (timeoutMs <= 0) return undefined;
    try {
      const response = await fetchFromApi(pool, url.replace(/^\/api(?=\/)/, ''), {
        timeoutMs,
        fetchImpl,
        headers,
      });
      const body: unknown = (response.headers.get('content-type') ?? '').includes('json')
        ? await response.json()
        : (await response.body?.cancel(), undefined);
      if (body === undefined) return undefined;
      return { status: response.status, body };
    } catch {
      // No answer in time (the body included), or none at all.
      return undefined;
    }
  }

  return {
    get(url) {
      if (!url.startsWith('/api/')) return Promise.resolve(undefined);
      let call = calls.get(url);
      if (!call) {
        if (calls.size >= MAX_CALLS) {
          failed = true;
          return Promise.resolve(undefined);
        }
        call = ask(url).then((answer) => {
          if (answer && KEPT_STATUSES.has(answer.status)) answers.set(url, answer);
          else failed = true;
          return answer;
        });
        calls.set(url, call);
      }
      return call;
    },
    kept: () => Object.fromEntries(answers),
    failed: () => failed,
  };
}
