// Everything the database needs before the API serves: migrations, the reference lists, then an
// optional seed (the demo marketplace, seed/demo.ts). Replicas starting together on one
// PostgreSQL database take turns (an advisory lock): the first migrates and seeds, the next finds
// it done.
import type { Database, DatabaseHandle, MigrateOptions } from './client';
import { seedReferenceData } from './reference-data';

export interface PrepareOptions extends MigrateOptions {
  /** Runs after the migrations and reference lists, under the same lock (the demo seed). */
  seed?: (db: Database) => Promise<void>;
}

export async function prepareDatabase(
  handle: DatabaseHandle,
  options: PrepareOptions = {},
): Promise<void> {
  const { seed, ...migrateOptions } = options;
  const lock = `student-gigs:prepare:${options.migrationsSchema ?? ''}`;
  await handle.exclusive(lock, async () => {
    await handle.migrate(migrateOptions);
    await seedReferenceData(handle.background);
    await seed?.(handle.background);
  });
}
