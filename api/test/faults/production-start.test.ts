// Production settings: the real server started with APP_ENV=production refuses to run
// on the demo's defaults, naming every missing or unsafe setting in one message and never a stack
// trace; given them (PostgreSQL among them), it starts without the demo accounts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiProcess } from './api-process';
import { createFaultDatabase } from './fault-database';

const dataDirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sg-production-'));
  dataDirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('a production start', () => {
  it(
    'with the demo defaults exits 1, naming each setting to give',
    { timeout: 60_000 },
    async () => {
      const api = await ApiProcess.launch({ APP_ENV: 'production', DATA_DIR: dataDir() });
      const exit = await api.exited;
      await api.kill();
      expect(exit.code, api.output).toBe(1);
      expect(api.output).toContain(
        'The API will not start in production (APP_ENV=production) until these are set:',
      );
      for (const name of ['PUBLIC_URL', 'SMTP_URL', 'DATABASE_URL', 'STORAGE_SECRET'])
        expect(api.output).toMatch(new RegExp(`^ {2}- ${name} `, 'm'));
      expect(api.output, 'no stack trace').not.toMatch(/^\s+at /m);
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'with the settings a deployment gives starts, and seeds no demo account',
    { timeout: 90_000 },
    async () => {
      const database = await createFaultDatabase('postgres');
      const api = await ApiProcess.start({
        APP_ENV: 'production',
        ...database.env,
        PUBLIC_URL: 'https://gigs.example.au',
        // Never dialled here: no mail is sent by this test.
        SMTP_URL: 'smtp://127.0.0.1:9',
        STORAGE_SECRET: 'p'.repeat(48),
        LOG_LEVEL: 'warn',
      });
      try {
        const login = await fetch(`${api.url}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'student@demo.studentgigs.au', password: 'DemoPass123!' }),
        });
        expect(login.status).toBe(401);
      } finally {
        await api.stop();
        await database.dispose();
      }
    },
  );
});
