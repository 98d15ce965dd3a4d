import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { answers, restartService, service } from './processes';

const ROOT = resolve(import.meta.dirname, '../..');

export type Run = { status: number; output: string };

/** Runs `node <args>` in `cwd`, its output collected as plain text (no colours). */
export function runNode(args: string[], cwd: string): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, {
      cwd,
      // Plain output, so a test can read what the tools print.
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ status: code ?? 1, output }));
  });
}

/** Runs `node scripts/pnpm.mjs …` from the repository root, as a team's pipeline would. */
export function pnpm(args: string[]): Promise<Run> {
  return runNode([join(ROOT, 'scripts/pnpm.mjs'), ...args], ROOT);
}

/** A build of one remote alone, into a folder of its own (the remote's dist stays as served). */
export function buildRemote(remote: string, outDir: string): Promise<Run> {
  return pnpm(['--filter', remote, 'run', 'build', '--outDir', outDir, '--emptyOutDir']);
}

/** Builds the remote into outDir unless an earlier test already did. */
export async function ensureBuilt(remote: string, outDir: string): Promise<void> {
  if (existsSync(join(outDir, 'remoteEntry.js'))) return;
  const run = await buildRemote(remote, outDir);
  if (run.status !== 0) throw new Error(`building ${remote} failed:\n${run.output}`);
}

/**
 * Serves a build of one remote on its own port with the same static server the start script runs
 * for every remote (started as `node` itself so its process id stops it); app routes get the
 * remote's standalone index.html.
 */
export async function serveRemote(
  remote: string,
  outDir: string,
  port: number,
): Promise<ChildProcess> {
  const { args, cwd } = service(remote);
  const server = args[0];
  if (!server) throw new Error(`no command recorded for ${remote}`);
  const child = spawn(
    process.execPath,
    [server, '--root', outDir, '--port', String(port), '--cors', '--fallback', 'index.html'],
    { cwd, stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  while (!(await answers(port, '/remoteEntry.js'))) {
    if (child.exitCode !== null) throw new Error(`${remote} server exited (${child.exitCode})`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`${remote} did not answer on port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return child;
}

/**
 * Makes sure a remote the suite's web server started is answering: remote-fallback.spec.ts stops
 * one and ends its replacement when done. Returns the process started here, if one was.
 */
export async function ensureServiceUp(remote: string): Promise<ChildProcess | undefined> {
  const s = service(remote);
  if (await answers(s.port, s.ready)) return undefined;
  return restartService(remote);
}
