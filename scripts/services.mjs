// Starts and stops the marketplace's servers: the API, the remotes of the remote registry (each on
// its registry port, as separate deployments, served from their releases folder by the workspace's
// static server, as a CDN serves them; or one by its Vite dev server, for npm run dev) and the site
// server. Each server is spawned as `node` itself, never through a package-manager wrapper, so
// stopping its process id stops the server; the API and the site server run as compiled by
// `npm run build` (api/dist, shell/dist-server).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { REMOTES } from 'shared-kit/remote-registry';

export const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

function bin(packageDir, specifier) {
  return createRequire(join(root, packageDir, 'package.json')).resolve(specifier);
}

/** A package's command (its package.json `bin`), for packages that do not export the file. */
function packageBin(packageDir, name) {
  const manifest = bin(packageDir, `${name}/package.json`);
  const { bin: bins } = JSON.parse(readFileSync(manifest, 'utf8'));
  return join(dirname(manifest), typeof bins === 'string' ? bins : bins[name]);
}

/**
 * A service compiled by `npm run build` (scripts/bundle-node.mjs): production runs JavaScript, not
 * TypeScript through tsx. A missing file says which command makes it.
 */
function builtFile(packageDir, file) {
  const path = join(root, packageDir, file);
  if (!existsSync(path))
    throw new Error(`${packageDir}/${file} is missing: build first (npm run build)`);
  return path;
}

/** The release a remote's releases folder marks as latest (written by scripts/release.mjs). */
function latestRelease(name) {
  const file = join(root, name, 'releases', 'latest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${name} has no release (${file}): build first (npm run build)`);
  }
}

/**
 * A remote's Vite dev server on the remote's own port, in place of its static server (npm run dev).
 * Ready when it serves the remote's entry.
 */
function devServerDefinition(name, port) {
  return {
    name,
    cwd: join(root, name),
    // No clearing of the terminal: its output is interleaved with the other servers'.
    args: [packageBin(name, 'vite'), '--clearScreen', 'false'],
    port,
    ready: DEV_ENTRY,
  };
}

/** Where a remote's Vite dev server serves its remoteEntry.js. */
export const DEV_ENTRY = '/remoteEntry.js';

/**
 * The origins the site is reached at (PUBLIC_URL; on loopback also its localhost, 127.0.0.1 and
 * [::1] spellings): the only ones the remotes' servers let load their files.
 */
export function siteOrigins(env) {
  const url = new URL(env.PUBLIC_URL ?? `http://localhost:${env.SITE_PORT ?? 4173}`);
  const loopback = ['localhost', '127.0.0.1', '[::1]'];
  if (!loopback.includes(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : '';
  return loopback.map((host) => `${url.protocol}//${host}${port}`);
}

/**
 * What runs, where and on which port: shared with the e2e suite through processes.json. `dev`
 * names a remote served by its Vite dev server instead of its latest release.
 */
export function serviceDefinitions(env, { dev } = {}) {
  const api = builtFile('api', 'dist/server.mjs');
  const siteServer = builtFile('shell', 'dist-server/site-server.mjs');
  const staticServer = join(root, 'static-server', 'bin', 'serve-releases.mjs');
  const apiPort = Number(env.API_PORT ?? 4000);
  const sitePort = Number(env.SITE_PORT ?? 4173);
  return [
    {
      name: 'api',
      cwd: join(root, 'api'),
      args: ['--enable-source-maps', api],
      port: apiPort,
      ready: '/health',
    },
    ...REMOTES.map(({ name, port }) =>
      name === dev
        ? devServerDefinition(name, port)
        : {
            name,
            cwd: join(root, name),
            args: [
              staticServer,
              ...['--root', 'releases', '--port', String(port)],
              ...siteOrigins(env).flatMap((origin) => ['--cors-origin', origin]),
            ],
            port,
            ready: `/${latestRelease(name).entry}`,
          },
    ),
    {
      name: 'site',
      cwd: join(root, 'shell'),
      args: ['--enable-source-maps', siteServer],
      port: sitePort,
      ready: '/',
    },
  ];
}

/** Spawns one service; its output is prefixed with its name. */
export function spawnService(service, env) {
  const child = spawn(process.execPath, service.args, {
    cwd: service.cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${service.name}] `;
  const relay = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(prefix + line + '\n');
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  return child;
}

async function waitForService(service, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${service.name} exited with code ${child.exitCode} while starting`);
    try {
      const response = await fetch(`http://127.0.0.1:${service.port}${service.ready}`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `${service.name} did not answer on port ${service.port} within ${timeoutMs / 1000}s`,
  );
}

/**
 * Starts every service and waits until each answers. Returns a stop function that ends them all.
 * The process ids are written to `${runDir}/processes.json` so tests can stop and restart one.
 */
export async function startServices({ env, runDir, dev }) {
  const services = serviceDefinitions(env, { dev });
  const children = new Map();
  let stopping = false;
  const stop = async () => {
    stopping = true;
    await Promise.all(
      [...children.values()].map(
        (child) =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', done);
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 8000).unref();
          }),
      ),
    );
  };
  try {
    // The API first: it migrates and seeds the database before anything asks it a question.
    const [api, ...rest] = services;
    for (const group of [[api], rest]) {
      await Promise.all(
        group.map(async (service) => {
          const child = spawnService(service, env);
          children.set(service.name, child);
          child.on('exit', (code, signal) => {
            if (!stopping) console.error(`[${service.name}] stopped (${signal ?? `exit ${code}`})`);
          });
          await waitForService(service, child, 120_000);
        }),
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  mkdirSync(runDir, { recursive: true });
  writeFileSync(
    join(runDir, 'processes.json'),
    JSON.stringify(
      services.map((s) => ({ ...s, pid: children.get(s.name)?.pid })),
      null,
      2,
    ),
  );
  return { services, stop };
}
