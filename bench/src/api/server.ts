// The API side of one engine: seed a fresh database with api/scripts/bench/seed.ts, then start
// the real API process as production runs it (node api/dist/server.mjs, compiled by npm run build;
// the pid is the server's own, so its RSS is the server's) on a free loopback port, timing its
// start-up: from spawn to the first 200 of /health, migrations on the seeded database included.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { config, ROOT, type BenchSize } from '../config';
import { freePort, rssMb, run, stop, waitForHttp } from '../process';

const API_DIR = path.join(ROOT, 'api');
const TSX = path.join(API_DIR, 'node_modules/.bin/tsx');
const COMPILED = path.join(API_DIR, 'dist/server.mjs');

export type Engine = 'pglite' | 'postgres';

export interface SeedInfo {
  engine: Engine;
  seedSeconds: number;
  counts: { listings: number; applications: number };
  /** The database's size on disk after seeding (pg_database_size), or null where unknown. */
  databaseBytes: number | null;
  password: string;
  studentEmail: string;
  employerEmail: string;
  employerListingId: string;
  jobIds: string[];
}

export interface BenchApi {
  base: string;
  seed: SeedInfo;
  /** From spawn to the first 200 of /health. */
  startupMs: number;
  /** The server's RSS right after that first answer. */
  rssMbAtStart: number;
  child: ChildProcess;
  /** Stops the server and runs an api/ script (tsx) on its database; resolves with its stdout. */
  runAfterStop(script: string): Promise<string>;
  close(): Promise<void>;
}

/** Database settings for the engine, and how to throw the database away afterwards. */
async function freshDatabase(engine: Engine, dataDir: string) {
  if (engine === 'pglite') return { env: { DATA_DIR: dataDir }, drop: () => Promise.resolve('') };
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const script = 'scripts/bench/pg-database.ts';
  await run(TSX, [script, 'create', config.pgServerUrl, name], { cwd: API_DIR });
  const url = new URL(config.pgServerUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: () => run(TSX, [script, 'drop', config.pgServerUrl, name], { cwd: API_DIR }),
  };
}

export async function startBenchApi(engine: Engine, size: BenchSize): Promise<BenchApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sg-bench-'));
  const database = await freshDatabase(engine, dataDir);
  const cleanup = async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let child: ChildProcess | undefined;
  try {
    const env = {
      ...process.env,
      ...database.env,
      BENCH_LISTINGS: String(size.listings),
      BENCH_APPLICATIONS: String(size.applications),
    };
    const seed = JSON.parse(
      await run(TSX, ['scripts/bench/seed.ts'], { cwd: API_DIR, env }),
    ) as SeedInfo;
    if (!existsSync(COMPILED)) throw new Error(`${COMPILED} is missing: run npm run build first`);
    const port = await freePort();
    const spawnedAt = performance.now();
    child = spawn(process.execPath, ['--enable-source-maps', COMPILED], {
      cwd: API_DIR,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...env,
        API_PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        // Only the auth calls are throttled; scaled up so the two sign-ins never meet a limit.
        RATE_LIMIT_SCALE: '1000',
      },
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/health`, child, 120_000);
    const startupMs = performance.now() - spawnedAt;
    const rssMbAtStart = rssMb(child.pid);
    const server = child;
    let stopped: Promise<void> | undefined;
    const stopServer = () => (stopped ??= stop(server));
    return {
      base,
      seed,
      startupMs,
      rssMbAtStart,
      child: server,
      runAfterStop: async (script) => {
        // PGlite's files take one process at a time: the script runs once the server is gone.
        await stopServer();
        return run(TSX, [script], { cwd: API_DIR, env });
      },
      close: async () => {
        await stopServer();
        await cleanup();
      },
    };
  } catch (error) {
    if (child) await stop(child);
    await cleanup();
    throw error;
  }
}
