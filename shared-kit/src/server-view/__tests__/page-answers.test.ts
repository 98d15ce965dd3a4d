import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { createApiClient, type SessionPort } from '../../client/api-client';
import type { Session } from '../../client/session-store';
import { resetPageAnswers, takePageAnswer } from '../page-answers';
import { PAGE_ANSWERS_ID } from '../page-protocol';

const JOB_URL = '/api/student/jobs/1';

function pageWith(answers: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_ANSWERS_ID;
  script.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
  document.body.append(script);
  resetPageAnswers();
}

const session = (user: Session | null): SessionPort => ({
  get: () => user,
  set: () => {},
  clear: () => {},
});

afterEach(() => {
  document.getElementById(PAGE_ANSWERS_ID)?.remove();
  resetPageAnswers();
});

describe('the answers a server-rendered page carries', () => {
  it('answers a call once, then leaves it to the network', () => {
    pageWith({ [JOB_URL]: { status: 200, body: { title: 'Barista' } } });
    expect(takePageAnswer(JOB_URL)).toEqual({ status: 200, body: { title: 'Barista' } });
    expect(takePageAnswer(JOB_URL)).toBeUndefined();
  });

  it('reads nothing from a page without answers, or with answers that do not parse', () => {
    expect(takePageAnswer(JOB_URL)).toBeUndefined();
    pageWith('{not json');
    expect(takePageAnswer(JOB_URL)).toBeUndefined();
  });

  it("serve a visitor's first GET through the API client, as the API's own answer would", async () => {
    pageWith({
      [JOB_URL]: { status: 200, body: { title: 'Barista' } },
      '/api/student/jobs/2': { status: 410, body: { detail: 'This job was removed.' } },
    });
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(Response.json({ title: 'From the network' })),
    );
    const client = createApiClient({ fetch, session: session(null) });
    const schema = z.object({ title: z.string() });
    expect(await client.request('GET', '/student/jobs/1', { schema })).toEqual({
      title: 'Barista',
    });
    await expect(client.request('GET', '/student/jobs/2')).rejects.toMatchObject({
      status: 410,
      message: 'This job was removed.',
    });
    expect(fetch).not.toHaveBeenCalled();
    // The next call of the same job goes to the network.
    expect(await client.request('GET', '/student/jobs/1', { schema })).toEqual({
      title: 'From the network',
    });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('never answer someone signed in, whose answers can differ from a visitor’s, nor a write', async () => {
    pageWith({ [JOB_URL]: { status: 200, body: { title: 'Barista' } } });
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(Response.json({ ok: 1 })));
    const student = { user_id: 'u1', role: 'student' } as Session;
    await createApiClient({ fetch, session: session(student) }).request('GET', '/student/jobs/1');
    await createApiClient({ fetch, session: session(null) }).request('POST', '/student/jobs/1');
    expect(fetch).toHaveBeenCalledTimes(2);
    // Still there for the visitor's own first call.
    expect(takePageAnswer(JOB_URL)).toBeDefined();
  });
});
