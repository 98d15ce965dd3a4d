import type { FastifyInstance } from 'fastify';
import { employerProfileResponse } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import { createEmployer, createStudent, sessionCookie } from '../listings/fixtures';

describe.each(engines)('employer profile (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  beforeAll(async () => {
    app = await build(engine, { clock: clock.now });
  });
  afterAll(() => app.close());

  async function employer(name = 'Harbour Cafe') {
    const id = await createEmployer(app.db, name);
    return { id, cookie: await sessionCookie(app, id) };
  }
  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    cookie: string,
    payload?: object,
  ) => app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('reads and edits the profile; a blank business name is refused', async () => {
    const me = await employer('Glebe Books');
    const read = await call('GET', '/employer/profile', me.cookie);
    expect(employerProfileResponse.parse(read.json())).toMatchObject({
      business_name: 'Glebe Books',
      description: '',
    });
    const saved = await call('PUT', '/employer/profile', me.cookie, {
      business_name: ' Glebe Books & Coffee ',
      description: 'Second-hand books.',
    });
    expect(saved.json()).toEqual({ ok: true });
    expect((await call('GET', '/employer/profile', me.cookie)).json()).toMatchObject({
      business_name: 'Glebe Books & Coffee',
      description: 'Second-hand books.',
    });
    for (const body of [
      { business_name: '   ', description: '' },
      { business_name: 'X', description: 'y'.repeat(251) },
      { business_name: 'X', description: '', email: 'new@x.example.edu' },
    ]) {
      expect((await call('PUT', '/employer/profile', me.cookie, body)).statusCode).toBe(400);
    }
    expect((await call('GET', '/employer/profile', me.cookie)).json()).toMatchObject({
      business_name: 'Glebe Books & Coffee',
    });
    const student = await sessionCookie(app, (await createStudent(app.db)).id);
    expect((await call('GET', '/employer/profile', student)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/employer/profile' })).statusCode).toBe(401);
  });
});
