// The backup and restore commands as processes (this run's build, as `npm run backup` starts
// them), and a database of its own on the test server for the PostgreSQL drill.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { apiCommand } from '../api-build';

const API_DIR = path.resolve(import.meta.dirname, '../..');

export interface CommandResult {
  status: number | null;
  out: string;
  err: string;
}

/** Runs `npm run backup|restore -- ...args` on the settings `env` gives. */
export function runCommand(
  name: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  const child = spawn(process.execPath, [...apiCommand(name), ...args], {
    cwd: API_DIR,
    env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', BACKUP_KEY: '', ...env },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (status) => resolve({ status, out: out.trim(), err: err.trim() }));
  });
}

/** A new database on the server TEST_DATABASE_URL names; drop() removes it. */
export async function createDatabase(serverUrl: string, label: string) {
  const name = `backup_${label}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  url.search = '';
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
