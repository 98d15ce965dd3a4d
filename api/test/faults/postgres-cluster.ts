// A private PostgreSQL cluster (initdb + pg_ctl in a tmp dir, on a free port) that a test may
// stop and start at will, unlike the machine's shared server. Run as the postgres user when the
// tests run as root, since PostgreSQL refuses to run as root.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './api-process';

const run = promisify(execFile);
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

export const postgresAvailable =
  existsSync(path.join(POSTGRES_BIN, 'initdb')) && existsSync(path.join(POSTGRES_BIN, 'pg_ctl'));

const asRoot = process.getuid?.() === 0;
// util-linux's runuser lives in an sbin folder, which a user's PATH may leave out.
const RUNUSER = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find(existsSync);

function runAsPostgres(bin: string, args: string[]) {
  if (!RUNUSER) {
    throw new Error(
      'The tests run as root, and PostgreSQL refuses to: runuser (util-linux) is needed to start it as the postgres user, and is not in /usr/sbin, /sbin or /usr/bin.',
    );
  }
  return run(RUNUSER, ['-u', 'postgres', '--', bin, ...args]);
}

async function ids(user: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', user]), run('id', ['-g', user])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export class PostgresCluster {
  private constructor(
    private readonly dir: string,
    readonly port: number,
  ) {}

  static async create(): Promise<PostgresCluster> {
    const dir = mkdtempSync(path.join(tmpdir(), 'sg-faults-pg-'));
    if (asRoot) {
      const { uid, gid } = await ids('postgres');
      chownSync(dir, uid, gid);
    }
    const cluster = new PostgresCluster(dir, await freePort());
    try {
      await cluster.tool('initdb', [
        '-D',
        cluster.dataDir,
        '-U',
        'postgres',
        '-A',
        'trust',
        '--no-sync',
      ]);
      await cluster.start();
    } catch (error) {
      await cluster.dispose();
      throw error;
    }
    return cluster;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  private tool(name: string, args: string[]) {
    const bin = path.join(POSTGRES_BIN, name);
    return asRoot ? runAsPostgres(bin, args) : run(bin, args);
  }

  async start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    await this.tool('pg_ctl', [
      '-D',
      this.dataDir,
      '-o',
      options,
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      'start',
    ]);
  }

  /** Fast shutdown: open connections are terminated, as in a server restart or failover. */
  async stop(): Promise<void> {
    await this.tool('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  async dispose(): Promise<void> {
    await this.tool('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {
      // Not running (never started, or already stopped).
    });
    rmSync(this.dir, { recursive: true, force: true });
  }
}
