// A fetch for the queue's tests: the screen reads two endpoints as tabs change, so answers go by
// request, not by order.

type Answer = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The tabs' counts, which the queue screen reads beside whichever list it shows. */
export const COUNTS = 'GET /api/moderator/counts';

/**
 * A fetch answering `METHOD /path?query` by a table, each route's answers in turn (its last one
 * again after that; a 404 for a route not in the table); records each call with its body. The
 * tabs' counts (COUNTS, a 404 unless the table has them) are read on every screen of the queue,
 * so they are kept apart, in `countCalls`, and `calls` holds the lists' and the decisions' calls.
 */
export function routeApi(routes: Record<string, Answer[]>) {
  const calls: { call: string; body: unknown }[] = [];
  const countCalls: string[] = [];
  const served = new Map<string, number>();
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = `${init?.method ?? 'GET'} ${urlOf(input)}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    if (call === COUNTS) countCalls.push(call);
    else calls.push({ call, body });
    const answers = routes[call] ?? [];
    const index = served.get(call) ?? 0;
    served.set(call, index + 1);
    const answer = await (answers[Math.min(index, answers.length - 1)] ?? { status: 404 });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fn, calls, countCalls };
}

/** An answer to give later: the call waits until `resolve` is called. */
export function later() {
  let resolve: (answer: { status: number; body?: unknown }) => void = () => {};
  const answer = new Promise<{ status: number; body?: unknown }>((settle) => {
    resolve = settle;
  });
  return { answer, resolve: (status: number, body?: unknown) => resolve({ status, body }) };
}
