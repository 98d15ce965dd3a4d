// A database of its own for one fault suite: file-backed PGlite in a fresh DATA_DIR, or a fresh
// database on the shared PostgreSQL server (TEST_DATABASE_URL), dropped afterwards so parallel
// suites never see each other's rows.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import type { Engine } from '../helper';

export interface FaultDatabase {
  engine: Engine;
  dataDir: string;
  /** What the API process needs to find this database and its files. */
  env: Record<string, string>;
  /** A direct handle; on PGlite only while no API process has the data directory open. */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createFaultDatabase(engine: Engine): Promise<FaultDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sg-faults-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (engine === 'pglite') {
    return {
      engine,
      dataDir,
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir, databaseUrl: undefined }),
      dispose: () => Promise.resolve(removeDir()),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `fault_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    engine,
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    open: () => openDatabase({ dataDir, databaseUrl }),
    async dispose() {
      removeDir();
      // FORCE: a killed API's connections may linger until the server notices them.
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
