// The API as a real child process, compiled as production runs it (test/global-setup.ts), so
// signals and kills hit a real server with a real database underneath.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { REMOTES } from 'shared-kit/remote-registry';
import { apiCommand } from '../api-build';

const API_DIR = path.resolve(import.meta.dirname, '../..');

// The remotes (from the registry), the site, the API's default and the e2e mail servers
// (scripts/services.mjs, e2e/playwright.config.ts): other engineers use them.
const RESERVED_PORTS = new Set([...REMOTES.map((remote) => remote.port), 4000, 4173, 2525, 2526]);
const READY_TIMEOUT_MS = 60_000;

/** A port the kernel just handed out and released, never one of the shared site's ports. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        const found = typeof address === 'object' && address !== null ? address.port : 0;
        server.close(() => resolve(found));
      });
    });
    if (port > 0 && !RESERVED_PORTS.has(port)) return port;
  }
}

/** Linux: whether a process of group `group` is running, a zombie not counted (proc(5), stat). */
function runningInGroup(group: number): boolean {
  return readdirSync('/proc').some((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      return false; // gone since the listing
    }
    // After the command's closing parenthesis: state, parent, process group, ...
    const [state, , processGroup] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return processGroup === String(group) && state !== 'Z';
  });
}

export interface ApiExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export class ApiProcess {
  /** Everything the process printed, for failure messages and the "no stack trace" checks. */
  output = '';
  readonly exited: Promise<ApiExit>;
  private readonly child: ChildProcess;
  private exit: ApiExit | undefined;

  private constructor(
    readonly port: number,
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, apiCommand('server'), {
      cwd: API_DIR,
      // A process group of its own: `kill` ends whatever the server may have started too.
      detached: true,
      env: { ...process.env, ...env, API_PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => (this.output += chunk.toString());
    this.child.stdout?.on('data', collect);
    this.child.stderr?.on('data', collect);
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        this.exit = { code, signal };
        resolve(this.exit);
      });
    });
  }

  /** Starts the API on a free port without waiting for it (a start that must fail). */
  static async launch(env: Record<string, string>): Promise<ApiProcess> {
    return new ApiProcess(await freePort(), env);
  }

  /** Starts the API on a free port and resolves once /health answers 200. */
  static async start(env: Record<string, string>): Promise<ApiProcess> {
    const api = new ApiProcess(await freePort(), env);
    try {
      await api.waitReady();
    } catch (error) {
      await api.kill();
      throw error;
    }
    return api;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get alive(): boolean {
    return this.exit === undefined;
  }

  private async waitReady(): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (!this.alive) throw new Error(`API exited before it was ready:\n${this.output}`);
      try {
        const response = await fetch(`${this.url}/health`);
        if (response.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`API not ready after ${READY_TIMEOUT_MS} ms:\n${this.output}`);
  }

  /** To the server alone, as a process manager would send it. */
  signal(signal: NodeJS.Signals): void {
    if (this.alive) this.child.kill(signal);
  }

  /**
   * True while any process of the group (the server, or anything it started) is still running. A
   * zombie is not: it has exited and closed its files and sockets, and waits only to be reaped.
   */
  private groupAlive(): boolean {
    const { pid } = this.child;
    if (pid === undefined) return false;
    try {
      process.kill(-pid, 0);
    } catch {
      return false;
    }
    return process.platform !== 'linux' || runningInGroup(pid);
  }

  /** SIGKILL to the server's group; resolves once all of it is gone (safe when dead). */
  async kill(): Promise<ApiExit> {
    const { pid } = this.child;
    if (pid !== undefined && this.groupAlive()) process.kill(-pid, 'SIGKILL');
    const exit = await this.exited;
    while (this.groupAlive()) await new Promise((resolve) => setTimeout(resolve, 20));
    return exit;
  }

  /** SIGTERM (the graceful drain), falling back to SIGKILL if it does not exit in time. */
  async stop(timeoutMs = 15_000): Promise<ApiExit> {
    this.signal('SIGTERM');
    const timer = setTimeout(() => void this.kill(), timeoutMs);
    try {
      const exit = await this.exited;
      // Anything of the group left behind could still hold the data.
      while (this.groupAlive()) await new Promise((resolve) => setTimeout(resolve, 20));
      return exit;
    } finally {
      clearTimeout(timer);
    }
  }
}
