// The app both access suites run against, and a world as made for every cell on it.
import { rmSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { hashPassword } from '../../src/accounts/auth/password';
import { queryRows, type Database } from '../../src/db/client';
import { CapturingMailer, PASSWORD, TestClock } from '../auth-helpers';
import { build, type Engine } from '../helper';
import { tempDataDir } from '../upload-helpers';
import { relaxedLoginBudget, relaxedRateLimits } from './rate-limits';
import type { CellContext } from './requests';
import { type DatabaseSnapshot, snapshotDatabase } from './snapshot';
import { createWorld, type World } from './world';

/**
 * The tables a world writes (those still empty once the app is built), each after every table
 * that refers to it, so that deleting in this order never breaks a foreign key. Reference data, the
 * app's secrets and the scheduler's rows are not among them.
 */
async function worldTables(db: Database): Promise<string[]> {
  const empty = Object.entries(await snapshotDatabase(db))
    .filter(([, table]) => table.rows === 0)
    .map(([name]) => name);
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        where c.contype = 'f' and c.connamespace = current_schema()::regnamespace
          and c.conrelid <> c.confrelid`,
  );
  const ordered: string[] = [];
  const remaining = new Set(empty);
  while (remaining.size > 0) {
    const next = [...remaining].filter(
      (name) => !references.some((ref) => ref.parent === name && remaining.has(ref.child)),
    );
    if (next.length === 0)
      throw new Error(`a cycle of foreign keys among ${[...remaining].join(', ')}`);
    for (const name of next) {
      ordered.push(name);
      remaining.delete(name);
    }
  }
  return ordered;
}

/** The database and the clock as a world was made, which a cell that changed nothing leaves so. */
interface MadeWorld {
  world: World;
  database: DatabaseSnapshot;
  madeAt: number;
}

/**
 * Builds the app for the enclosing describe. `newCell()` gives each cell a world exactly as made:
 * the last cell's, while that cell left the database and the clock as the world was made (a
 * refusal does, which the matrix proves cell by cell), else a new one on emptied tables.
 */
export function useAccessApp(engine: Engine) {
  const mailer = new CapturingMailer();
  const clock = new TestClock();
  const dataDir = tempDataDir();
  let app: FastifyInstance | undefined;
  let passwordHash = '';
  let tables: string[] = [];
  let made: MadeWorld | undefined;
  /** Whether the last cell read the database back exactly as made, the clock unmoved. */
  let leftAsMade = false;

  /** The database once periodic work and mail have settled, as the matrix compares it. */
  async function settled(app: FastifyInstance): Promise<DatabaseSnapshot> {
    await app.runScheduledTasks();
    await app.mail.flush();
    return snapshotDatabase(app.db);
  }

  async function unchanged(app: FastifyInstance, world: MadeWorld): Promise<boolean> {
    return (
      world.madeAt === clock.now().getTime() &&
      isDeepStrictEqual(await settled(app), world.database)
    );
  }

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
    tables = await worldTables(app.db);
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    async newCell(): Promise<CellContext> {
      if (!app) throw new Error('useAccessApp: the app is built in beforeAll');
      const reusable = made !== undefined && (leftAsMade || (await unchanged(app, made)));
      leftAsMade = false;
      if (!made || !reusable) {
        // What the last cell queued or deferred is settled before its rows go.
        await app.mail.flush();
        for (const table of tables) await app.db.execute(sql.raw(`delete from "${table}"`));
        const world = await createWorld(app, passwordHash);
        made = { world, database: await settled(app), madeAt: clock.now().getTime() };
      }
      return { app, mailer, clock, world: made.world };
    },
    /**
     * The cell's last reading of the database, settled as `newCell` settles it (periodic work,
     * then mail): when it is the world as made and the clock has not moved, the next cell takes
     * the world without reading the database a third time.
     */
    leftAs(database: DatabaseSnapshot): void {
      leftAsMade =
        made !== undefined &&
        made.madeAt === clock.now().getTime() &&
        isDeepStrictEqual(database, made.database);
    },
  };
}
