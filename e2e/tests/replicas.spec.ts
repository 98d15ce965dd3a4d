import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { resolve } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { openListingBody } from '../support/listing-pay';

// Scale-out: two API processes, as built, on one PostgreSQL and one Redis, behind the
// site server balancing over them (API_URLS). A session made through one is used and refreshed
// through the other, a rate limit counts across both, mail queued through either is delivered
// exactly once, and a replica SIGKILLed mid-traffic loses no write that was answered 2xx. Needs
// PostgreSQL (TEST_DATABASE_URL, as CI sets it) and Redis.
const PG = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ROOT = resolve(import.meta.dirname, '../..');
const API_DIR = resolve(ROOT, 'api');
const PASSWORD = 'DemoPass123!';

test.skip(!PG, 'needs PostgreSQL: set TEST_DATABASE_URL');

type Proc = { child: ChildProcess; port: number; output: string[] };
const running: Proc[] = [];
let databaseName = '';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = net.createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => done(port));
    });
  });
}

async function waitFor(url: string, proc: Proc) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`exited:\n${proc.output.join('')}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} not ready:\n${proc.output.join('')}`);
}

/** A compiled service (npm run build) started as npm start starts it, on a free port. */
async function start(file: string, cwd: string, env: Record<string, string>, portVar: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [file], {
    cwd,
    env: { ...process.env, ...env, [portVar]: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = { child, port, output: [] };
  child.stdout?.on('data', (chunk: Buffer) => proc.output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => proc.output.push(chunk.toString()));
  running.push(proc);
  return proc;
}

function pgDatabase(action: 'create' | 'drop', name: string) {
  return new Promise<void>((done, fail) => {
    const tsx = resolve(API_DIR, 'node_modules/.bin/tsx');
    const child = spawn(tsx, ['scripts/bench/pg-database.ts', action, PG ?? '', name], {
      cwd: API_DIR,
      stdio: 'inherit',
    });
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${action} ${name}`))));
  });
}

/** How many requests to `path` a replica logged. */
const served = (api: Proc, path: string) =>
  api.output
    .join('')
    .split('\n')
    .filter((line) => line.includes(`"url":"${path}`)).length;

let apiA: Proc;
let apiB: Proc;
let site: string;
// The replicas' SMTP server: down until the mail test starts it.
let smtpPort = 0;
let smtp: SMTPServer | undefined;
const received: ParsedMail[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  databaseName = `bench_replicas_${randomBytes(4).toString('hex')}`;
  smtpPort = await freePort();
  await pgDatabase('create', databaseName);
  const url = new URL(PG ?? '');
  url.pathname = `/${databaseName}`;
  const env = {
    DATABASE_URL: url.toString(),
    REDIS_URL,
    DATA_DIR: resolve(ROOT, '.e2e-data/replicas'),
    STORAGE_SECRET: 'r'.repeat(48),
    LOG_LEVEL: 'info',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // The kill test posts 32 listings as one employer in seconds, past the posting limits.
    POSTING_LIMIT_SCALE: '10',
  };
  const server = resolve(API_DIR, 'dist/server.mjs');
  // One replica migrates and seeds first; the second joins the prepared database.
  apiA = await start(server, API_DIR, { ...env, SEED_DEMO: 'true' }, 'API_PORT');
  await waitFor(`http://127.0.0.1:${apiA.port}/health`, apiA);
  apiB = await start(server, API_DIR, { ...env, SEED_DEMO: 'false' }, 'API_PORT');
  await waitFor(`http://127.0.0.1:${apiB.port}/health`, apiB);
  const siteProc = await start(
    resolve(ROOT, 'shell/dist-server/site-server.mjs'),
    resolve(ROOT, 'shell'),
    {
      API_URLS: `http://127.0.0.1:${apiA.port},http://127.0.0.1:${apiB.port}`,
      // The test stands in for a load balancer on loopback: each scenario gets an address of its
      // own, so the shared Redis counters of earlier runs never meet it.
      TRUST_PROXY: 'loopback',
    },
    'SITE_PORT',
  );
  site = `http://127.0.0.1:${siteProc.port}`;
  await waitFor(`${site}/remotes.json`, siteProc);
});

test.afterAll(async () => {
  for (const proc of running.splice(0)) proc.child.kill('SIGKILL');
  await new Promise<void>((done) => (smtp ? smtp.close(() => done()) : done()));
  if (databaseName) await pgDatabase('drop', databaseName);
});

const clientIp = () => `10.${randomBytes(3).join('.')}`;

/** Mails of the queue to these recipients, and how many of them are not yet delivered. */
async function queuedTo(recipients: string): Promise<{ rows: number; undelivered: number }> {
  const url = new URL(PG ?? '');
  url.pathname = `/${databaseName}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const result = await client.query<{ rows: number; undelivered: number }>(
      `select count(*)::int as rows, count(*) filter (where sent_at is null)::int as undelivered
       from mail_queue where recipient like $1`,
      [recipients],
    );
    return result.rows[0] ?? { rows: 0, undelivered: 0 };
  } finally {
    await client.end();
  }
}

async function logIn(request: APIRequestContext, email: string, ip: string) {
  const response = await request.post(`${site}/api/auth/login`, {
    data: { email, password: PASSWORD },
    headers: { 'x-forwarded-for': ip },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a session made through one replica is used and refreshed through the other', async ({
  request,
}) => {
  const ip = clientIp();
  await logIn(request, 'student@demo.studentgigs.au', ip);
  for (let i = 0; i < 4; i += 1) {
    const profile = await request.get(`${site}/api/student/profile`);
    expect(profile.status()).toBe(200);
  }
  for (let i = 0; i < 2; i += 1) {
    const refreshed = await request.post(`${site}/api/auth/refresh`, {
      headers: { 'x-forwarded-for': ip },
    });
    expect(refreshed.status()).toBe(200);
  }
  // Each replica logs its requests (pino, written asynchronously): wait for the lines.
  await expect
    .poll(() => [served(apiA, '/student/profile') > 0, served(apiB, '/student/profile') > 0])
    .toEqual([true, true]);
  await expect
    .poll(() => [served(apiA, '/auth/refresh'), served(apiB, '/auth/refresh')].sort())
    .toEqual([1, 1]);
});

test('failed logins count across both replicas (Redis)', async ({ request }) => {
  const ip = clientIp();
  // An address of this run: the account's own budget (a day of failures, limits.ts) lives in
  // Redis too, and a fixed account would start a second run the same day already slowed down.
  const email = `guessed.${randomBytes(4).toString('hex')}@uni.example.edu`;
  const statuses: number[] = [];
  // Ten failures per account and address (limits.ts), wherever they landed; the eleventh is
  // refused. With each replica counting on its own, neither would have seen more than six.
  for (let i = 0; i < 11; i += 1) {
    const response = await request.post(`${site}/api/auth/login`, {
      data: { email, password: 'not the password' },
      headers: { 'x-forwarded-for': ip },
    });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
});

test('mail queued through both replicas during an SMTP outage is delivered exactly once', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const run = randomBytes(3).toString('hex');
  const addresses = Array.from({ length: 20 }, (_, i) => `replica.${run}.${i}@uni.example.edu`);
  // Sign-ups through the site land on both replicas; each queues its code in its transaction and
  // fails to deliver it (the SMTP server is down).
  await Promise.all(
    addresses.map(async (email) => {
      const response = await request.post(`${site}/api/auth/signup/email`, {
        data: { email },
        headers: { 'x-forwarded-for': clientIp() },
      });
      expect(response.status(), await response.text()).toBe(200);
    }),
  );
  await expect
    .poll(() => [apiA, apiB].map((api) => api.output.join('').includes('will retry')))
    .toEqual([true, true]);
  // The server comes back: both replicas' workers race for the due retries.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((done) => smtp?.listen(smtpPort, '127.0.0.1', done));
  const ours = () =>
    received
      .map((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : ''))
      .filter((to) => to.includes(`.${run}.`));
  await expect.poll(ours, { timeout: 45_000 }).toHaveLength(addresses.length);
  // Each mail is one row, recorded as delivered; a delivered row is never claimed again
  // (api/src/mail/delivery.ts), so nothing more can come for these addresses: no need to wait and
  // see. The replicas log each delivery after recording it (pino writes asynchronously).
  await expect
    .poll(() => queuedTo(`replica.${run}.%`))
    .toEqual({ rows: addresses.length, undelivered: 0 });
  const delivered = (api: Proc) => api.output.join('').split('"Mail delivered"').length - 1;
  await expect.poll(() => delivered(apiA) + delivered(apiB)).toBe(addresses.length);
  expect(ours().sort()).toEqual([...addresses].sort());
  console.info(
    `[replicas] ${addresses.length} mails, each delivered once: ${delivered(apiA)} by replica A, ` +
      `${delivered(apiB)} by replica B`,
  );
  expect(delivered(apiA) + delivered(apiB)).toBe(addresses.length);
});

test('a replica killed mid-traffic loses no write that was answered 2xx', async ({ request }) => {
  test.setTimeout(120_000);
  await logIn(request, 'employer@demo.studentgigs.au', clientIp());
  const run = randomBytes(3).toString('hex');
  const acknowledged: string[] = [];
  const failed: number[] = [];
  const post = async (i: number) => {
    const title = `Replica test ${run} #${i}`;
    const response = await request.post(`${site}/api/employer/listings`, {
      data: openListingBody(title),
    });
    if (response.status() >= 200 && response.status() < 300) acknowledged.push(title);
    else failed.push(response.status());
  };
  // 32 listings: the demo employer's own and these fit one page of the listings call (50).
  for (let batch = 0; batch < 8; batch += 1) {
    // Killed while the fourth batch is in flight: requests on it lose their answer (never a 2xx).
    if (batch === 3) setTimeout(() => apiB.child.kill('SIGKILL'), 5);
    await Promise.all([0, 1, 2, 3].map((k) => post(batch * 4 + k)));
  }
  const listed = await request.get(`${site}/api/employer/listings?limit=50`);
  expect(listed.status()).toBe(200);
  const titles = new Set(
    ((await listed.json()) as { listings: { title: string }[] }).listings.map((l) => l.title),
  );
  expect(
    acknowledged.filter((title) => !titles.has(title)),
    'acknowledged but lost',
  ).toEqual([]);
  // The survivor takes the traffic once the pool leaves the dead replica out.
  expect(acknowledged.length).toBeGreaterThanOrEqual(24);
  expect(failed.every((status) => status === 502)).toBe(true);
});
