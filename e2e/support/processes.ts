import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

type Service = {
  name: string;
  cwd: string;
  args: string[];
  port: number;
  ready: string;
  pid: number;
};

const RUN_FILE = resolve(import.meta.dirname, '../../.e2e-data/run/processes.json');

function readServices(): Service[] {
  return JSON.parse(readFileSync(RUN_FILE, 'utf8')) as Service[];
}

/**
 * A server of the suite's web server (written by scripts/services.mjs), with the process id of
 * whatever serves it now: a test that restarts one records its replacement here, so a retry or a
 * later test stops the server that is actually running.
 */
export function service(name: string): Service {
  const found = readServices().find((s) => s.name === name);
  if (!found) throw new Error(`no service named ${name} in ${RUN_FILE}`);
  return found;
}

function recordPid(name: string, pid: number): void {
  const all = readServices().map((s) => (s.name === name ? { ...s, pid } : s));
  writeFileSync(RUN_FILE, JSON.stringify(all, null, 2));
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitUntil(check: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Whether the port answers the path with a 2xx, on a connection of its own that is closed after:
 * a kept-alive connection could be answered by a server that is already stopping.
 */
export function answers(port: number, path: string): Promise<boolean> {
  return new Promise((done) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false, timeout: 5_000 }, (res) => {
      res.resume();
      done(!!res.statusCode && res.statusCode >= 200 && res.statusCode < 300);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => done(false));
    req.end();
  });
}

/**
 * Stops whatever serves the named service now and waits until its process has exited and its port
 * no longer answers. Stopping one that is already stopped is not an error.
 */
export async function stopService(name: string): Promise<void> {
  const { pid, port, ready } = service(name);
  try {
    process.kill(pid, 'SIGTERM');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
  await waitUntil(() => !running(pid), `${name} (process ${pid}) to exit`);
  await waitUntil(async () => !(await answers(port, ready)), `port ${port} of ${name} to close`);
}

/**
 * Starts the named service again, the way the start script does, records its process id and waits
 * until it answers. The caller ends the returned process (`stopChild`).
 */
export async function restartService(name: string): Promise<ChildProcess> {
  const s = service(name);
  const child = spawn(process.execPath, s.args, { cwd: s.cwd, stdio: 'ignore' });
  if (child.pid === undefined) throw new Error(`${name} could not be started`);
  recordPid(name, child.pid);
  await waitUntil(() => {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}) on start`);
    return answers(s.port, s.ready);
  }, `${name} to answer on port ${s.port}`);
  return child;
}

/** Stops a server this suite started and waits for it to exit. */
export function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}
