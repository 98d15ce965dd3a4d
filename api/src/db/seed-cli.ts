// `pnpm --filter api seed`: migrate and seed the configured database without starting the API.
import { ConfigError, loadConfig } from '../config';
import { chooseStorage } from '../plugins/app/storage';
import { openDatabase } from './client';
import { DEMO_LOGINS } from './demo-logins';
import { demoResumeStore } from './demo-resumes';
import { prepareDatabase } from './prepare';

try {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database, {
      seedDemo: config.seedDemo,
      resumeStore: demoResumeStore(chooseStorage({ config })),
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
