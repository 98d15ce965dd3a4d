type Answer = { status: number; body?: unknown };

/** A fetch answering by method and path, each call recorded; unknown calls answer 404. */
export function fakeApi(routes: Record<string, (() => Answer | Promise<Answer>) | undefined>) {
  const calls: string[] = [];
  const fn = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call = `${init?.method ?? 'GET'} ${url}`;
    calls.push(call);
    return Promise.resolve(routes[call]?.() ?? { status: 404 }).then(
      (answer) =>
        new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
  };
  return { fn, calls };
}

export { cardId as jobId } from '../../../testing/job-card';
export const student = {
  user_id: '00000000-0000-4000-8000-0000000000aa',
  role: 'student',
} as const;
export const employer = {
  user_id: '00000000-0000-4000-8000-0000000000bb',
  role: 'employer',
} as const;

/** An answer that waits for `release()`: what the screen shows before the server answers. */
export function heldAnswer(answer: Answer) {
  let release = () => {};
  const held = new Promise<Answer>((resolve) => {
    release = () => resolve(answer);
  });
  return { answer: () => held, release: () => release() };
}
