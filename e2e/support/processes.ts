import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

/** The servers the suite's web server started (written by scripts/services.mjs). */
export function service(name: string): Service {
  const all = JSON.parse(readFileSync(RUN_FILE, 'utf8')) as Service[];
  const found = all.find((s) => s.name === name);
  if (!found) throw new Error(`no service named ${name} in ${RUN_FILE}`);
  return found;
}

async function waitUntil(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function answers(port: number, path: string) {
  try {
    return (await fetch(`http://127.0.0.1:${port}${path}`)).ok;
  } catch {
    return false;
  }
}

/** Stops a server by its own process id and waits until its port no longer answers. */
export async function stopService(s: Service) {
  process.kill(s.pid, 'SIGTERM');
  await waitUntil(async () => !(await answers(s.port, s.ready)), `${s.name} to stop`);
}

/** Starts the same server again, the way the start script does; returns the new process. */
export async function restartService(s: Service): Promise<ChildProcess> {
  const child = spawn(process.execPath, s.args, { cwd: s.cwd, stdio: 'ignore' });
  await waitUntil(() => answers(s.port, s.ready), `${s.name} to start`);
  return child;
}
