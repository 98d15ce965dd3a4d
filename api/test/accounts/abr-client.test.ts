// The ABR client against the register's answers served on the loopback (abr-server.ts): an active
// company, a sole trader with business names, a cancelled ABN, one the register does not know, a
// refused key, a garbled answer, an error page and an answer slower than the time limit. What it
// cannot keep is an AbrError whose message never holds the key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AbrError, readAbnDetails } from '../../src/accounts/employers/abr/abr-answer';
import { abrClient } from '../../src/accounts/employers/abr/abr-client';
import { ABNS, startAbrServer, TEST_ABR_GUID, type AbrServer } from './abr-server';

const WRONG_GUID = 'ffffffff-0000-4000-8000-000000000000';

describe('the ABR client', () => {
  let server: AbrServer;
  beforeAll(async () => {
    server = await startAbrServer();
  });
  afterAll(() => server.close());

  const client = (guid = TEST_ABR_GUID, timeoutMs = 500) =>
    abrClient({ guid, url: server.url, timeoutMs });

  /** The AbrError the lookup fails with. */
  async function failure(lookUp: Promise<unknown>): Promise<AbrError> {
    const error: unknown = await lookUp.then(
      () => new Error('no failure'),
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AbrError);
    return error as AbrError;
  }

  it('asks AbnDetails.aspx with the ABN, a callback and the key', async () => {
    await client().lookUp(ABNS.activeCompany);
    const asked = server.requests.at(-1);
    expect(asked?.pathname).toBe('/json/AbnDetails.aspx');
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      abn: ABNS.activeCompany,
      callback: 'abrAnswer',
      guid: TEST_ABR_GUID,
    });
  });

  it('reads an active company', async () => {
    expect(await client().lookUp(ABNS.activeCompany)).toEqual({
      status: 'active',
      entityName: 'HARBOUR LANE CAFE PTY. LTD.',
      businessNames: [],
    });
  });

  it('reads a sole trader with business names', async () => {
    expect(await client().lookUp(ABNS.soleTrader)).toEqual({
      status: 'active',
      entityName: 'CITIZEN, JANE MARY',
      businessNames: ['Glebe Mowing & Garden Care', 'JANE CITIZEN TUTORING'],
    });
  });

  it('reads a cancelled ABN', async () => {
    expect(await client().lookUp(ABNS.cancelled)).toEqual({
      status: 'cancelled',
      entityName: 'SUNNY DAYS EVENTS PTY LTD',
      businessNames: ['Sunny Days Events'],
    });
  });

  it('reads an ABN the register does not know as not found', async () => {
    expect(await client().lookUp(ABNS.notFound)).toEqual({
      status: 'not_found',
      entityName: null,
      businessNames: [],
    });
  });

  it('fails on a refused key, without the key in what it says', async () => {
    const error = await failure(client(WRONG_GUID).lookUp(ABNS.activeCompany));
    expect(error.problem).toBe('refused');
    expect(error.message).toContain('not recognised as a Registered Party');
    expect(error.message).not.toContain(WRONG_GUID);
  });

  it('fails on a garbled answer and on an error page', async () => {
    expect((await failure(client().lookUp(ABNS.garbled))).problem).toBe('garbled');
    const page = await failure(client().lookUp(ABNS.serverError));
    expect(page.problem).toBe('unreachable');
    expect(page.message).toBe('The register answered HTTP 500');
  });

  it('gives up on an answer slower than its time limit', async () => {
    const started = Date.now();
    const error = await failure(client(TEST_ABR_GUID, 200).lookUp(ABNS.slow));
    expect(error.problem).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('fails when nothing listens, naming no URL (it holds the key)', async () => {
    const closed = abrClient({ guid: TEST_ABR_GUID, url: 'http://127.0.0.1:9/json/' });
    const error = await failure(closed.lookUp(ABNS.activeCompany));
    expect(error.problem).toBe('unreachable');
    expect(error.message).not.toContain(TEST_ABR_GUID);
    expect(error.message).not.toContain('127.0.0.1');
  });
});

describe('reading an AbnDetails answer', () => {
  const answer = (record: object, callback = 'abrAnswer') =>
    `${callback}(${JSON.stringify(record)});`;

  it('keeps only an answer about the ABN asked, with a status it knows', () => {
    const record = { Abn: ABNS.activeCompany, AbnStatus: 'Active', EntityName: 'X', Message: '' };
    expect(readAbnDetails(answer(record), ABNS.activeCompany, 'abrAnswer').status).toBe('active');
    expect(() => readAbnDetails(answer(record), ABNS.cancelled, 'abrAnswer')).toThrow(
      'another number',
    );
    expect(() =>
      readAbnDetails(
        answer({ ...record, AbnStatus: 'Suspended' }),
        ABNS.activeCompany,
        'abrAnswer',
      ),
    ).toThrow('no status');
    expect(() => readAbnDetails(answer(record, 'other'), ABNS.activeCompany, 'abrAnswer')).toThrow(
      'not JSONP',
    );
    expect(() => readAbnDetails('{"Abn":"1"}', ABNS.activeCompany, 'abrAnswer')).toThrow(
      'not JSONP',
    );
  });

  it('reads "No records found" as not found, and any other message as a failure', () => {
    const notFound = answer({ Abn: '', Message: 'No records found' });
    expect(readAbnDetails(notFound, ABNS.notFound, 'abrAnswer').status).toBe('not_found');
    const other = answer({ Abn: '', Message: 'System problems have prevented this request' });
    expect(() => readAbnDetails(other, ABNS.notFound, 'abrAnswer')).toThrow(AbrError);
  });
});
