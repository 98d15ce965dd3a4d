// The production site, built if missing and served by scripts/serve.mjs, all under
// `flock /tmp/site.lock` (others use the same ports). Ready when serve.mjs prints its banner:
// polling port 4173 could answer someone else's server while we still wait for the lock.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTES } from 'shared-kit/remote-registry';
import { ROOT, SITE_PORT } from '../config';
import { freePort, run, stop, waitForHttp } from '../process';

const LOCK = '/tmp/site.lock';
const DISTS = ['shell', ...REMOTES.map((remote) => remote.name)];

export interface ServedSite {
  base: string;
  port: string;
  stop(): Promise<void>;
}

export async function ensureBuilt(): Promise<void> {
  if (DISTS.every((dir) => existsSync(path.join(ROOT, dir, 'dist/index.html')))) return;
  process.stdout.write('Site: building (flock /tmp/site.lock node scripts/test.mjs build)…\n');
  await run('flock', [LOCK, process.execPath, 'scripts/test.mjs', 'build'], { cwd: ROOT });
}

export async function serveSite(): Promise<ServedSite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sg-bench-site-'));
  process.stdout.write(`Site: waiting for ${LOCK}, then serving…\n`);
  const child = spawn('flock', [LOCK, process.execPath, 'scripts/serve.mjs'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Student Gigs is running at')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`serve.mjs exited with ${code}: ${out.slice(-2000)}`)),
    );
  });
  child.stdout.resume();
  return {
    base: `http://localhost:${SITE_PORT}`,
    port: SITE_PORT,
    stop: async () => {
      // SIGTERM to serve.mjs itself (flock's child), so it stops its servers before flock
      // releases the lock.
      const pid = child.pid;
      const children = pid
        ? readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/)
        : [];
      const exited = new Promise((r) => child.once('exit', r));
      for (const id of children.filter(Boolean)) process.kill(Number(id), 'SIGTERM');
      if (children.length === 0) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One remote's current release (`<remote>/releases/latest.json`, written by scripts/release.mjs)
 * served alone, by the same static server that serves every remote, on a free port: app routes
 * get the release's own standalone index.html.
 */
export async function serveRemoteAlone(remote: string): Promise<ServedSite> {
  const releases = path.join(ROOT, remote, 'releases');
  const { id } = JSON.parse(readFileSync(path.join(releases, 'latest.json'), 'utf8')) as {
    id: string;
  };
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'static-server/bin/serve-releases.mjs'),
      ...['--root', path.join(releases, id), '--port', String(port), '--fallback', 'index.html'],
    ],
    { cwd: ROOT, stdio: 'ignore' },
  );
  await waitForHttp(`http://127.0.0.1:${port}/remoteEntry.js`, child, 30_000);
  return { base: `http://localhost:${port}`, port: String(port), stop: () => stop(child) };
}
