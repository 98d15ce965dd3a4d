import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { abnMessages, employerProfileResponse } from 'api-contract';
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

  it('takes an optional ABN: spaces dropped, kept when absent, removed with an empty string', async () => {
    const me = await employer('Harbour Lane Cafe');
    const profile = async () =>
      employerProfileResponse.parse((await call('GET', '/employer/profile', me.cookie)).json());
    expect(await profile()).toMatchObject({ abn: null, abn_check: null });
    const put = (body: object) =>
      call('PUT', '/employer/profile', me.cookie, {
        business_name: 'Harbour Lane Cafe',
        description: '',
        ...body,
      });
    expect((await put({ abn: ' 51 824 753 556 ' })).json()).toEqual({ ok: true });
    // Without an ABR key nothing is looked up, and nothing says it was.
    expect(await profile()).toMatchObject({ abn: '51824753556', abn_check: null });
    // A body without the ABN (SPEC's PUT) leaves it as it is.
    expect((await put({ description: 'Coffee and toast.' })).statusCode).toBe(200);
    expect(await profile()).toMatchObject({ abn: '51824753556', description: 'Coffee and toast.' });
    expect((await put({ abn: '' })).statusCode).toBe(200);
    expect((await profile()).abn).toBeNull();
  });

  it('refuses an ABN that is not 11 digits or fails the checksum, saying why', async () => {
    const me = await employer('Harbour Lane Cafe');
    const put = (abn: unknown) =>
      call('PUT', '/employer/profile', me.cookie, {
        business_name: 'Harbour Lane Cafe',
        description: 'Changed',
        abn,
      });
    for (const [abn, message] of [
      ['51 824 753 55', abnMessages.format],
      ['51-824-753-556', abnMessages.format],
      ['5182475355X', abnMessages.format],
      ['51 824 753 557', abnMessages.checksum],
    ] as const) {
      const refused = await put(abn);
      expect(refused.statusCode, abn).toBe(400);
      expect(refused.json()).toEqual({ detail: `abn: ${message}` });
    }
    expect((await put(51824753556)).statusCode).toBe(400);
    expect((await call('GET', '/employer/profile', me.cookie)).json()).toMatchObject({
      description: '',
      abn: null,
    });
  });

  it('keeps a mistyped ABN out of the database whatever writes it', async () => {
    const me = await employer('Direct Writer');
    const write = (abn: string) =>
      app.db.execute(sql`update employers set abn = ${abn} where user_id = ${me.id}::uuid`);
    await expect(write('51824753557')).rejects.toThrow();
    await expect(write('5182475355X')).rejects.toThrow();
    await write('51824753556');
    expect((await call('GET', '/employer/profile', me.cookie)).json()).toMatchObject({
      abn: '51824753556',
    });
  });
});
