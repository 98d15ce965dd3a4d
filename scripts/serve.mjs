// Serves the already built marketplace: API (with its database, migrated and seeded), the remotes
// and the site. Ctrl-C or SIGTERM stops every server it started.
import { join } from 'node:path';
import { root, startServices } from './services.mjs';

const DEMO = [
  ['student', 'student@demo.studentgigs.au'],
  ['employer', 'employer@demo.studentgigs.au'],
  ['moderator', 'moderator@demo.studentgigs.au'],
];

/**
 * Starts every server and stops them all on Ctrl-C or SIGTERM. `dev` names a remote to run from
 * its source with Vite's dev server instead of its latest release (scripts/dev.mjs).
 */
export async function serve(extraEnv = {}, { dev } = {}) {
  const env = {
    ...process.env,
    DATA_DIR: process.env.DATA_DIR ?? join(root, '.data'),
    // The demo marketplace is seeded only where it is asked for: here, the demo's own start.
    SEED_DEMO: process.env.SEED_DEMO ?? 'true',
    ...extraEnv,
  };
  const { stop } = await startServices({ env, runDir: join(env.DATA_DIR, 'run'), dev });
  const site = `http://localhost:${env.SITE_PORT ?? 4173}`;
  console.log(`
  Student Gigs is running at ${site}

  Demo logins (password DemoPass123!):
${DEMO.map(([role, email]) => `    ${role.padEnd(9)} ${email}`).join('\n')}

  API docs: ${site}/api/docs    Press Ctrl-C to stop.
`);
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    void stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  serve().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
