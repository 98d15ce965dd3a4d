// The operator's drill for point-in-time recovery, with the real command on a private
// PostgreSQL 15 cluster that archives its WAL: a base backup (encrypted), listing A written
// through the API, a restore point, listing B, then the cluster is stopped and restored twice
// from the base and the archive, once to the restore point and once to a moment between the two
// writes: each restored database answers the API with A and without B. A base without its key,
// with another key (by its id) or damaged is refused before anything is unpacked. Runs when the
// tests run on PostgreSQL (TEST_DATABASE_URL), and fails saying what is missing when the server
// programs are.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/prepare';
import { CapturingMailer, TestClock } from '../auth-helpers';
import { testConfig } from '../helper';
import { createEmployer, listingBody, OPEN_EXPIRY, sessionCookie } from '../listings/fixtures';
import { ClusterFolder, missingServerPrograms } from './archiving-cluster';
import { runPointInTime } from './command';
import { POSTGRES_BIN } from '../faults/postgres-cluster';

const BACKUP_KEY = randomBytes(32).toString('base64');
const ARCHIVE_WAIT_MS = 20_000;
const PROMOTION_WAIT_MS = 20_000;

/** `npm run point-in-time -- …` on the server `databaseUrl` names, which must succeed. */
function pointInTime(databaseUrl: string, ...args: string[]): string {
  const run = runPointInTime(
    { DATABASE_URL: databaseUrl, BACKUP_KEY, PG_BIN: POSTGRES_BIN },
    ...args,
  );
  expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  return run.stdout;
}

/** The one row a statement answers, on its own connection. */
async function queryRow<Row extends pg.QueryResultRow>(url: string, text: string): Promise<Row> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [row] = (await client.query<Row>(text)).rows;
    if (!row) throw new Error(`no row from: ${text}`);
    return row;
  } finally {
    await client.end();
  }
}

async function appOn(url: string, clock: TestClock): Promise<FastifyInstance> {
  const database = await openDatabase({ dataDir: tmpdir(), databaseUrl: url });
  const app = await buildApp({
    config: testConfig(),
    database,
    logger: false,
    clock: clock.now,
    mailer: new CapturingMailer(),
  });
  await app.ready();
  return app;
}

async function listingTitles(app: FastifyInstance, cookie: string): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/employer/listings',
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ listings: { title: string }[] }>()
    .listings.map((l) => l.title)
    .sort();
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('point-in-time recovery (PostgreSQL)', () => {
  const clock = new TestClock();
  let clusters: ClusterFolder | undefined;
  const apps: FastifyInstance[] = [];
  let base = '';
  let archive = '';
  let cookie = '';
  /** The server's clock after A committed and before B did. */
  let between = new Date(0);

  beforeAll(async () => {
    const missing = missingServerPrograms();
    if (missing) throw new Error(missing);
    const folder = ClusterFolder.create();
    clusters = folder;
    archive = await folder.folder('archive');
    const original = await folder.folder('original');
    await folder.initdb(original);
    const url = await folder.start(original, [
      'wal_level=replica',
      'archive_mode=on',
      `archive_command='test ! -f ${archive}/%f && cp %p ${archive}/%f'`,
      'archive_timeout=60',
    ]);
    const migrated = await openDatabase({ dataDir: tmpdir(), databaseUrl: url });
    await prepareDatabase(migrated);
    await migrated.close();

    base = path.join(folder.root, 'base');
    expect(pointInTime(url, 'base-backup', base)).toMatch(
      /base\.tar\.gz\.enc: \d+ bytes, encrypted/,
    );

    const app = await appOn(url, clock);
    apps.push(app);
    const employer = await createEmployer(app.db);
    cookie = await sessionCookie(app, employer);
    const post = (title: string) =>
      app.inject({
        method: 'POST',
        url: '/employer/listings',
        headers: { cookie },
        payload: { ...listingBody({}, OPEN_EXPIRY), title },
      });
    const a = await post('Listing A');
    expect(a.statusCode, a.body).toBe(201);
    expect(pointInTime(url, 'mark', 'before-b')).toMatch(/^Restore point before-b at WAL /);
    ({ now: between } = await queryRow<{ now: Date }>(url, 'select clock_timestamp() as now'));
    await sleep(20);
    const b = await post('Listing B');
    expect(b.statusCode, b.body).toBe(201);
    expect(await listingTitles(app, cookie)).toEqual(['Listing A', 'Listing B']);

    // B's segment goes to the archive now rather than at archive_timeout.
    const { file } = await queryRow<{ file: string }>(
      url,
      'select pg_walfile_name(pg_switch_wal()) as file',
    );
    const deadline = Date.now() + ARCHIVE_WAIT_MS;
    while (!existsSync(path.join(archive, file)) && Date.now() < deadline) await sleep(100);
    expect(existsSync(path.join(archive, file)), `${file} archived`).toBe(true);
    await apps.pop()?.close();
    await folder.stop(original);
  }, 90_000);

  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => {});
    await clusters?.dispose();
  });

  async function restoredTitles(target: string[]): Promise<string[]> {
    const folder = clusters;
    if (!folder) throw new Error('the original cluster was never set up');
    const pgdata = await folder.folder(`restored-${apps.length}-${Date.now()}`);
    const printed = pointInTime(
      '',
      'restore',
      base,
      '--wal-archive',
      archive,
      '--pgdata',
      pgdata,
      ...target,
    );
    expect(printed).toContain(`pg_ctl -D "${pgdata}"`);
    const url = await folder.start(pgdata);
    // pg_ctl returns once the server takes connections, which may be while it still replays.
    const deadline = Date.now() + PROMOTION_WAIT_MS;
    let recovering = true;
    while (recovering && Date.now() < deadline) {
      ({ recovering } = await queryRow<{ recovering: boolean }>(
        url,
        'select pg_is_in_recovery() as recovering',
      ));
      if (recovering) await sleep(100);
    }
    expect(recovering, 'promoted once the target was reached').toBe(false);
    const app = await appOn(url, clock);
    apps.push(app);
    return listingTitles(app, cookie);
  }

  it('restores to a restore point that mark made: A is there, B is not', async () => {
    expect(await restoredTitles(['--to-name', 'before-b'])).toEqual(['Listing A']);
  }, 60_000);

  it('restores to a moment between the two writes: A is there, B is not', async () => {
    expect(await restoredTitles(['--to', between.toISOString()])).toEqual(['Listing A']);
  }, 60_000);

  it('refuses an encrypted base without its key, with another key, and damaged, unpacking nothing', async () => {
    if (!clusters) throw new Error('the original cluster was never set up');
    const pgdata = await clusters.folder('refused');
    const restoreArgs = (from: string) => [
      'restore',
      from,
      '--wal-archive',
      archive,
      '--pgdata',
      pgdata,
      '--to-name',
      'before-b',
    ];
    expect(runPointInTime({ BACKUP_KEY: '' }, ...restoreArgs(base))).toMatchObject({
      status: 1,
      stderr: 'This base backup is encrypted: set BACKUP_KEY to the key it was made with.\n',
    });
    const otherKey = randomBytes(32).toString('base64');
    const withOtherKey = runPointInTime({ BACKUP_KEY: otherKey }, ...restoreArgs(base));
    expect(withOtherKey.status).toBe(1);
    expect(withOtherKey.stderr).toMatch(
      /^BACKUP_KEY is not the key this base backup was made with \(its key id is [0-9a-f]{16}, this key's is [0-9a-f]{16}\)\.\n$/,
    );
    const damaged = path.join(clusters.root, 'base-damaged');
    cpSync(base, damaged, { recursive: true });
    const file = path.join(damaged, 'base.tar.gz.enc');
    const bytes = readFileSync(file);
    bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] ?? 0) ^ 0xff;
    writeFileSync(file, bytes);
    expect(runPointInTime({ BACKUP_KEY }, ...restoreArgs(damaged))).toMatchObject({
      status: 1,
      stderr: `${file} is damaged: its size or SHA-256 is not the one manifest.json records.\n`,
    });
    expect(readdirSync(pgdata)).toEqual([]);
  }, 60_000);
});
