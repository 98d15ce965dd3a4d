// Everything the database needs before the API serves: migrations, then seeds. Replicas starting
// together on one PostgreSQL database take turns (an advisory lock): the first migrates and seeds,
// the next finds it done.
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, MigrateOptions } from './client';
import { DEMO_LOGINS } from './demo-logins';
import { seedDemoResumes, type DemoResumeStore } from './demo-resumes';
import { seedDemoData, seedReferenceData } from './seed';

export interface PrepareOptions extends MigrateOptions {
  seedDemo: boolean;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Where the demo applications' resumes go; without it they get none (and stay hidden). */
  resumeStore?: DemoResumeStore;
}

export async function prepareDatabase(
  handle: DatabaseHandle,
  options: PrepareOptions,
): Promise<void> {
  const lock = `student-gigs:prepare:${options.migrationsSchema ?? ''}`;
  await handle.exclusive(lock, () => prepareUnlocked(handle, options));
}

async function prepareUnlocked(handle: DatabaseHandle, options: PrepareOptions): Promise<void> {
  await handle.migrate({ migrationsSchema: options.migrationsSchema });
  await seedReferenceData(handle.background);
  if (!options.seedDemo) return;
  const created = await seedDemoData(handle.background);
  if (options.resumeStore) {
    // A demo nicety: an unreachable bucket must not stop the API from starting.
    await seedDemoResumes(handle.background, options.resumeStore, new Date(), options.log).catch(
      (error: unknown) => options.log?.warn({ err: error }, 'Demo resumes could not be written'),
    );
  }
  // In the message, not in fields: the logger redacts every `password` field.
  const logins = Object.values(DEMO_LOGINS)
    .map((login) => `${login.email} / ${login.password}`)
    .join(', ');
  options.log?.info(
    `${created ? 'Seeded the demo marketplace' : 'Demo marketplace present'}; demo logins: ${logins}`,
  );
}
