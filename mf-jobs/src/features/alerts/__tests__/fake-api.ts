import type { SearchToAlert } from '../alert-search';

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

type Answer = { status: number; body?: unknown };

/** A fetch answering `METHOD /path` (no query) by a table; records each call with its body. */
export function routeApi(routes: Record<string, () => Answer>) {
  const calls: { call: string; url: string; body: unknown }[] = [];
  const fn = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(urlOf(input), 'http://localhost');
    const call = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ call, url: url.pathname + url.search, body });
    const answer = routes[call]?.() ?? { status: 404 };
    return Promise.resolve(
      new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  return { fn, calls };
}

export const student = {
  user_id: '00000000-0000-4000-8000-0000000000aa',
  role: 'student',
} as const;
export const employer = {
  user_id: '00000000-0000-4000-8000-0000000000bb',
  role: 'employer',
} as const;

/** The search on screen that the dialogs' tests save: words, a place and a minimum pay. */
export const baristaSearch: SearchToAlert = {
  words: 'barista',
  place: { name: 'Newtown NSW', lat: -33.8976, lng: 151.1785 },
  radiusKm: 10,
  minHourlyCents: 3500,
};

/** GET /api/system/job-categories's answer, for the dialogs' Category. */
export const categories = () => ({
  status: 200,
  body: {
    categories: [
      { code: 'HOSP', display_name: 'Hospitality' },
      { code: 'RETL', display_name: 'Retail' },
    ],
  },
});
