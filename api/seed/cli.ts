// `pnpm --filter api seed`: migrate and seed the configured database without starting the API.
import { ConfigError, loadConfig } from '../src/config';
import { chooseStorage } from '../src/storage/plugin';
import { openDatabase } from '../src/db/client';
import { demoSeed } from './demo';
import { DEMO_LOGINS } from './demo-logins';
import { demoResumeStore } from './demo-resumes';
import { prepareDatabase } from '../src/db/prepare';

try {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database, {
      seed: config.seedDemo
        ? demoSeed({ resumeStore: demoResumeStore(chooseStorage({ config })) })
        : undefined,
    });
    console.log(`Seeded ${database.engine} database.`);
    if (config.seedDemo) {
      for (const [role, login] of Object.entries(DEMO_LOGINS))
        console.log(`  ${role}: ${login.email} / ${login.password}`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
