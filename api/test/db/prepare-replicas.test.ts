// Two replicas starting at once on an empty PostgreSQL database (compose starts api-1 and api-2
// together): one migrates and seeds, the other waits for it, and both start.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../../src/db/client';
import { DEMO_EMPLOYERS, DEMO_STUDENTS } from '../../seed/demo-data';
import { prepareDatabase } from '../../src/db/prepare';
import { demoSeed } from '../../seed/demo';
import { createFaultDatabase, type FaultDatabase } from '../faults/fault-database';

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'preparing one database from two replicas at once',
  () => {
    let database: FaultDatabase | undefined;
    const handles: DatabaseHandle[] = [];
    afterAll(async () => {
      await Promise.all(handles.map((handle) => handle.close()));
      await database?.dispose();
    });

    it('migrates and seeds once; both replicas start', async () => {
      database = await createFaultDatabase('postgres');
      const databaseUrl = database.env.DATABASE_URL;
      for (let i = 0; i < 2; i += 1) {
        handles.push(await openDatabase({ dataDir: database.dataDir, databaseUrl }));
      }
      const started = await Promise.allSettled(
        handles.map((handle) => prepareDatabase(handle, { seed: demoSeed() })),
      );
      expect(
        started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok')),
      ).toEqual(['ok', 'ok']);
      const [first] = handles;
      if (!first) throw new Error('no database handle');
      const [row] = await queryRows<{ n: number; migrations: number }>(
        first.db,
        sql`select (select count(*)::int from users) as n,
        (select count(*)::int from drizzle.__drizzle_migrations) as migrations`,
      );
      // Seeded once: every demo account (and the demo moderator), none twice.
      expect(row?.n).toBe(DEMO_STUDENTS.length + DEMO_EMPLOYERS.length + 1);
      expect(row?.migrations).toBeGreaterThan(0);
    });
  },
);
