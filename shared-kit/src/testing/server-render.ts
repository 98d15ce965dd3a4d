import { vi } from 'vitest';

/**
 * The API as the site server's `fetch` answers a remote's server render, by path (the query is
 * ignored): `[status, body]` for each, 404 for any other. Stubs the global `fetch` and returns it.
 */
export function stubApiByPath(answers: Record<string, [number, unknown]>) {
  const fetch = vi.fn((input: unknown) => {
    const path = String(input).split('?')[0] ?? '';
    const [status, body] = answers[path] ?? [404, { detail: 'Not found' }];
    return Promise.resolve(Response.json(body, { status }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** What a person reads in a rendered view's markup: its text, tags taken out. */
export const markupText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
