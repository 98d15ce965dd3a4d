// Starts and stops the marketplace's servers: the API, the five remotes (each on its own port, as
// separate deployments, served from their releases folder by the workspace's static server, as a
// CDN serves them) and the site server. Each server is spawned as `node` itself, never through
// a package-manager wrapper, so stopping its process id stops the server.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

export const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

/** The remotes and the port each one's static server listens on. */
export const REMOTES = [
  ['mf-auth', 4101],
  ['mf-jobs', 4102],
  ['mf-student', 4103],
  ['mf-employer', 4104],
  ['mf-legal', 4105],
];

function bin(packageDir, specifier) {
  return createRequire(join(root, packageDir, 'package.json')).resolve(specifier);
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

/** What runs, where and on which port: shared with the e2e suite through processes.json. */
export function serviceDefinitions(env) {
  const tsx = bin('api', 'tsx/cli');
  const staticServer = join(root, 'static-server', 'bin', 'serve-static.mjs');
  const apiPort = Number(env.API_PORT ?? 4000);
  const sitePort = Number(env.SITE_PORT ?? 4173);
  return [
    {
      name: 'api',
      cwd: join(root, 'api'),
      args: [tsx, 'src/server.ts'],
      port: apiPort,
      ready: '/health',
    },
    ...REMOTES.map(([name, port]) => ({
      name,
      cwd: join(root, name),
      args: [staticServer, '--root', 'releases', '--port', String(port), '--cors'],
      port,
      ready: `/${latestRelease(name).entry}`,
    })),
    {
      name: 'site',
      cwd: join(root, 'shell'),
      args: [tsx, 'server/site-server.ts'],
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
export async function startServices({ env, runDir }) {
  const services = serviceDefinitions(env);
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
