// Private PostgreSQL 15 clusters for the point-in-time drill, in one folder owned by the postgres
// user (PostgreSQL refuses to run as root): the original, which archives every WAL segment, and
// the ones restored from its base backup. Each starts on a free port with its own socket folder.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../faults/api-process';
import { POSTGRES_BIN } from '../faults/postgres-cluster';

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;
const RUNUSER = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find(existsSync);

/** The programs the drill runs; what is missing, said in one sentence (undefined: none). */
export function missingServerPrograms(): string | undefined {
  const needed = ['initdb', 'pg_ctl', 'postgres', 'pg_basebackup'];
  const missing = needed.filter((name) => !existsSync(path.join(POSTGRES_BIN, name)));
  if (missing.length > 0) {
    return `The point-in-time drill needs PostgreSQL 15's server programs in ${POSTGRES_BIN}; missing: ${missing.join(', ')} (Debian: apt-get install postgresql-15).`;
  }
  if (asRoot && !RUNUSER) {
    return 'The tests run as root, and PostgreSQL refuses to: runuser (util-linux) is needed to start it as the postgres user.';
  }
  return undefined;
}

function tool(name: string, args: string[]) {
  const bin = path.join(POSTGRES_BIN, name);
  return asRoot && RUNUSER ? run(RUNUSER, ['-u', 'postgres', '--', bin, ...args]) : run(bin, args);
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export class ClusterFolder {
  private readonly running = new Set<string>();

  private constructor(readonly root: string) {}

  static create(): ClusterFolder {
    return new ClusterFolder(mkdtempSync(path.join(tmpdir(), 'sg-pitr-')));
  }

  /** A new folder inside, owned by the postgres user, so a server may write it. */
  async folder(name: string): Promise<string> {
    const folder = path.join(this.root, name);
    mkdirSync(folder, { mode: 0o700 });
    if (asRoot) {
      const { uid, gid } = await postgresIds();
      chownSync(this.root, uid, gid);
      chownSync(folder, uid, gid);
    }
    return folder;
  }

  async initdb(dataDir: string): Promise<void> {
    await tool('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  }

  /** Starts the cluster in `dataDir` with these `-c` settings; answers its URL. */
  async start(dataDir: string, settings: string[] = []): Promise<string> {
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${this.root}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      ...settings.map((setting) => `-c ${setting}`),
    ].join(' ');
    this.running.add(dataDir);
    await tool('pg_ctl', ['-D', dataDir, '-o', options, '-l', `${dataDir}.log`, '-w', 'start']);
    return `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  async stop(dataDir: string): Promise<void> {
    await tool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    this.running.delete(dataDir);
  }

  /** Stops whatever still runs, at once, and removes every folder. */
  async dispose(): Promise<void> {
    for (const dataDir of this.running) {
      await tool('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {
        // Never started (initdb or start failed).
      });
    }
    rmSync(this.root, { recursive: true, force: true });
  }
}
