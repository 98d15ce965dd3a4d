// The app both access suites run against, and a fresh world per cell on it.
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { hashPassword } from '../../src/accounts/auth/password';
import { CapturingMailer, PASSWORD, TestClock } from '../auth-helpers';
import { build, type Engine } from '../helper';
import { tempDataDir } from '../upload-helpers';
import { relaxedLoginBudget, relaxedRateLimits } from './rate-limits';
import type { CellContext } from './requests';
import { createWorld } from './world';

/** Builds the app for the enclosing describe; `newCell()` gives each cell its own world. */
export function useAccessApp(engine: Engine) {
  const mailer = new CapturingMailer();
  const clock = new TestClock();
  const dataDir = tempDataDir();
  let app: FastifyInstance | undefined;
  let passwordHash = '';
  beforeAll(async () => {
    app = await build(engine, {
      mailer,
      clock: clock.now,
      env: { DATA_DIR: dataDir },
      rateLimits: relaxedRateLimits,
      loginBudget: relaxedLoginBudget,
    });
    // Hashed once: argon2 per world would cost more than the whole matrix.
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    async newCell(): Promise<CellContext> {
      if (!app) throw new Error('useAccessApp: the app is built in beforeAll');
      return { app, mailer, clock, world: await createWorld(app, passwordHash) };
    },
  };
}
