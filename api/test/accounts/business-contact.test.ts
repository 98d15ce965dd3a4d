// The business profile's address, website and phone through PUT and GET /employer/profile: kept
// as the contract writes them, left alone when a save leaves them out, removed with null or '',
// refused with the field and the reason (nothing of the save kept), kept out of the database
// whatever writes them, and in the employer's data download.
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { businessContactMessages as m, employerProfileResponse, endpoints } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import { createEmployer, sessionCookie } from '../listings/fixtures';
import { tempDataDir } from '../upload-helpers';

const ADDRESS = { street: '12 King St', suburb: 'Newtown', state: 'NSW', postcode: '2042' };

describe.each(engines)('business address, website and phone (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const dataDir = tempDataDir();
  beforeAll(async () => {
    app = await build(engine, { clock: clock.now, env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function employer() {
    const id = await createEmployer(app.db, 'Harbour Lane Cafe');
    const cookie = await sessionCookie(app, id);
    const put = (body: object) =>
      app.inject({
        method: 'PUT',
        url: '/employer/profile',
        headers: { cookie },
        payload: { business_name: 'Harbour Lane Cafe', description: 'Coffee.', ...body },
      });
    const profile = async () =>
      employerProfileResponse.parse(
        (await app.inject({ method: 'GET', url: '/employer/profile', headers: { cookie } })).json(),
      );
    return { id, cookie, put, profile };
  }

  it('keeps them as the contract writes them, and leaves them when a save leaves them out', async () => {
    const me = await employer();
    expect(await me.profile()).toMatchObject({ address: null, website: null, phone: null });
    const saved = await me.put({
      address: { ...ADDRESS, street: ' 12 King St ' },
      website: 'harbourlane.cafe',
      phone: '(02) 9876 5432',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await me.profile()).toMatchObject({
      address: ADDRESS,
      website: 'https://harbourlane.cafe/',
      phone: '0298765432',
    });
    // SPEC's body (name and description only) changes neither.
    expect((await me.put({ description: 'Coffee and toast.' })).statusCode).toBe(200);
    expect(await me.profile()).toMatchObject({
      description: 'Coffee and toast.',
      address: ADDRESS,
      phone: '0298765432',
    });
    // A street is optional; null and '' remove.
    await me.put({ address: { ...ADDRESS, street: '' } });
    expect((await me.profile()).address).toEqual({ ...ADDRESS, street: '' });
    await me.put({ address: null, website: '', phone: '' });
    expect(await me.profile()).toMatchObject({ address: null, website: null, phone: null });
  });

  it('refuses what is not an Australian address, an https site or an Australian number', async () => {
    const me = await employer();
    await me.put({ address: ADDRESS, website: 'https://harbourlane.cafe', phone: '0412345678' });
    for (const [body, detail] of [
      [{ address: { ...ADDRESS, postcode: '3000' } }, `address.postcode: ${m.postcodeState}`],
      [{ address: { ...ADDRESS, postcode: '20421' } }, `address.postcode: ${m.postcode}`],
      [{ address: { ...ADDRESS, state: 'New South Wales' } }, `address.state: ${m.state}`],
      [{ address: { ...ADDRESS, suburb: ' ' } }, `address.suburb: ${m.suburb}`],
      [{ website: 'javascript:alert(document.cookie)' }, `website: ${m.websiteHttps}`],
      [{ website: 'http://harbourlane.cafe' }, `website: ${m.websiteHttps}`],
      [{ website: 'https://wa.me/61412345678' }, `website: ${m.websiteChat}`],
      [{ phone: '+1 415 555 0100' }, `phone: ${m.phone}`],
    ] as const) {
      const refused = await me.put({ description: 'Changed', ...body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toEqual({ detail });
    }
    // Nothing of a refused save is kept.
    expect(await me.profile()).toMatchObject({
      description: 'Coffee.',
      address: ADDRESS,
      website: 'https://harbourlane.cafe/',
      phone: '0412345678',
    });
  });

  it('keeps them out of the database whatever writes them', async () => {
    const me = await employer();
    const write = (set: ReturnType<typeof sql>) =>
      app.db.execute(sql`update employers set ${set} where user_id = ${me.id}::uuid`);
    await expect(write(sql`website = 'javascript:alert(1)'`)).rejects.toThrow();
    await expect(write(sql`phone = '12345'`)).rejects.toThrow();
    await expect(write(sql`suburb = 'Newtown', state = 'NSW'`)).rejects.toThrow();
    await expect(write(sql`suburb = 'Newtown', state = 'XX', postcode = '2042'`)).rejects.toThrow();
    await write(sql`suburb = 'Newtown', state = 'NSW', postcode = '2042'`);
    expect((await me.profile()).address).toEqual({ ...ADDRESS, street: '' });
  });

  it('puts them in the employer’s data download', async () => {
    const me = await employer();
    await me.put({ address: ADDRESS, website: 'https://harbourlane.cafe', phone: '1300123456' });
    const res = await app.inject({
      method: 'GET',
      url: endpoints.accounts.accountExport.path,
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const archive = unzipSync(new Uint8Array(res.rawPayload));
    const file = archive['business-profile.json'];
    expect(JSON.parse(strFromU8(file ?? new Uint8Array()))).toMatchObject({
      business_name: 'Harbour Lane Cafe',
      address: ADDRESS,
      website: 'https://harbourlane.cafe/',
      phone: '1300123456',
    });
  });
});
