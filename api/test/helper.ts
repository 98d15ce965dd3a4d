// Builds the real app on a fresh, migrated database: in-memory PGlite always, and PostgreSQL too
// when TEST_DATABASE_URL is set (a schema of its own per build, dropped on close).
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, pgliteHandle, type Database, type DatabaseHandle } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { demoSeed } from '../seed/demo';
import { CapturingMailer } from './auth-helpers';

export type Engine = 'pglite' | 'postgres';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** The engines every database suite runs on: `describe.each(engines)`. */
export const engines: Engine[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    DATA_DIR: tmpdir(),
    DATABASE_URL: 'memory://',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...env,
  });
}

let template: Promise<Blob> | undefined;

/**
 * How the tests' PGlite starts: PGlite's own settings but 16 MB of shared buffers instead of 128 MB.
 * Opening a copy of the template takes time in step with the size of the shared buffers, which
 * PGlite sets up in memory at each start: about 1.06 s with 128 MB and 0.57 s with 16 MB on the
 * two-core machine (median of 6). A test's few hundred rows never fill 16 MB.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * The data directory of an in-memory PGlite, migrated and with its reference lists, made once per
 * test process: a copy of it opens in a fraction of the time a new PGlite takes to create its
 * cluster and migrate it.
 */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const client = await PGlite.create('memory://', { startParams: PGLITE_START_PARAMS });
    await prepareDatabase(pgliteHandle(client));
    const data = await client.dumpDataDir('none');
    await client.close();
    return data;
  })();
  return template;
}

export interface TestDatabaseOptions {
  seedDemo?: boolean;
}

/** A fresh, migrated and seeded database; close() also removes it. */
export async function openTestDatabase(
  engine: Engine,
  options: TestDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const seedDemo = options.seedDemo ?? false;
  if (engine === 'pglite') {
    const handle = pgliteHandle(
      await PGlite.create({
        loadDataDir: await pgliteTemplate(),
        startParams: PGLITE_START_PARAMS,
      }),
    );
    // What the app does at every start, migrations already applied finding nothing to do.
    if (seedDemo) await prepareDatabase(handle, { seed: demoSeed() });
    return handle;
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const schemaName = `t_${randomBytes(6).toString('hex')}`;
  const url = new URL(TEST_DATABASE_URL);
  // Every pooled connection starts with the test schema first on its search path, so the
  // unqualified tables of the migrations land there.
  url.searchParams.set('options', `-c search_path=${schemaName}`);
  const handle = await openDatabase({ dataDir: tmpdir(), databaseUrl: url.toString() });
  await handle.db.execute(sql.raw(`create schema "${schemaName}"`));
  await prepareDatabase(handle, {
    seed: seedDemo ? demoSeed() : undefined,
    migrationsSchema: schemaName,
  });
  return {
    ...handle,
    close: async () => {
      await handle.db.execute(sql.raw(`drop schema if exists "${schemaName}" cascade`));
      await handle.close();
    },
  };
}

export interface BuildOptions
  extends
    TestDatabaseOptions,
    Pick<
      BuildAppOptions,
      | 'mailer'
      | 'mailWorker'
      | 'clock'
      | 'rateLimits'
      | 'loginBudget'
      | 'hashQueue'
      | 'resumeStorage'
      | 'postingLimits'
    > {
  env?: NodeJS.ProcessEnv;
  logger?: FastifyServerOptions['logger'];
  extraRoutes?: (app: FastifyInstance) => void;
}

/** The app on a fresh database; `await app.close()` closes and removes the database too. */
export async function build(
  engine: Engine = 'pglite',
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const database = await openTestDatabase(engine, options);
  const app = await buildApp({
    config: testConfig(options.env),
    database,
    logger: options.logger ?? false,
    extraRoutes: options.extraRoutes,
    mailer: options.mailer,
    mailWorker: options.mailWorker,
    clock: options.clock,
    rateLimits: options.rateLimits,
    loginBudget: options.loginBudget,
    hashQueue: options.hashQueue,
    resumeStorage: options.resumeStorage,
    postingLimits: options.postingLimits,
  });
  await app.ready();
  // The periodic tasks' pass at start is over before a test writes: a sweep that ran in the middle
  // of a test's set-up would change what the test then sees.
  await app.runScheduledTasks();
  (options.mailer as { attach?: (app: FastifyInstance) => void } | undefined)?.attach?.(app);
  return app;
}

/**
 * Two apps on one fresh database, each with its own capturing mailer: what two replicas are.
 * `close()` closes both; the database closes with the last.
 */
export async function buildReplicas(engine: Engine, clock: () => Date) {
  const handle = await openTestDatabase(engine);
  let open = 2;
  const shared = {
    ...handle,
    close: async () => {
      open -= 1;
      if (open === 0) await handle.close();
    },
  };
  const mailers = [new CapturingMailer(), new CapturingMailer()] as const;
  const build = async (mailer: CapturingMailer) => {
    const replica = await buildApp({
      config: testConfig(),
      database: shared,
      logger: false,
      clock,
      mailer,
    });
    await replica.ready();
    await replica.runScheduledTasks();
    mailer.attach(replica);
    return replica;
  };
  const replicas = [await build(mailers[0]), await build(mailers[1])] as const;
  return {
    replicas,
    /** Every mail both replicas delivered, once their queues are worked through. */
    delivered: async () => [...(await mailers[0].delivered()), ...(await mailers[1].delivered())],
    close: () => Promise.all(replicas.map((replica) => replica.close())),
  };
}

/** A statement sent to a PostgreSQL that is down. */
export const refuseConnection = () =>
  Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:5432'));

/**
 * The app on a database whose request statements do what `execute` does (refuse, hang); its
 * background work (the scheduler at start) is refused at once, so closing the app never waits.
 */
export function buildOnDatabase(execute: () => Promise<unknown>): Promise<FastifyInstance> {
  return buildApp({
    config: testConfig(),
    database: {
      db: { execute } as unknown as Database,
      background: { execute: refuseConnection } as unknown as Database,
      engine: 'postgres',
      migrate: async () => {},
      exclusive: (_name, work) => work(),
      close: async () => {},
    },
    logger: false,
  });
}
