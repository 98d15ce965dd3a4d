// The demo marketplace (`SEED_DEMO=true`): accounts, listings and applications to try the product
// with, and the demo applications' resumes. Given to prepareDatabase as its seed, so replicas
// starting together seed it once.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../src/db/client';
import { DEMO_LOGINS } from './demo-logins';
import { seedDemoResumes, type DemoResumeStore } from './demo-resumes';
import { seedDemoData } from './seed';

export interface DemoSeedOptions {
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Where the demo applications' resumes go; without it they get none (and stay hidden). */
  resumeStore?: DemoResumeStore;
}

export function demoSeed(options: DemoSeedOptions = {}): (db: Database) => Promise<void> {
  return async (db) => {
    const created = await seedDemoData(db);
    if (options.resumeStore) {
      // A demo nicety: an unreachable bucket must not stop the API from starting.
      await seedDemoResumes(db, options.resumeStore, new Date(), options.log).catch(
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
  };
}
