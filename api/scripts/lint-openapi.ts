// Builds the app on an in-memory database, writes its OpenAPI document to a temp file and runs
// `redocly lint` on it with the ruleset of redocly.yaml (npm test's lint step). Offline: telemetry
// and the update check are off, and the ruleset is the built-in one, so nothing is fetched.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const workDir = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
let status: number;
try {
  const config = loadConfig({
    DATA_DIR: workDir,
    DATABASE_URL: 'memory://',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  // The document is made from the route table alone: no migration or request touches the database.
  const app = await buildApp({ config, database: await openDatabase(config), logger: false });
  await app.ready();
  const documentPath = path.join(workDir, 'openapi.json');
  writeFileSync(documentPath, JSON.stringify(app.swagger(), null, 2));
  await app.close();
  const redocly = path.join(apiRoot, 'node_modules', '.bin', 'redocly');
  const result = spawnSync(
    redocly,
    ['lint', documentPath, '--config', path.join(apiRoot, 'redocly.yaml'), '--format', 'stylish'],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      },
    },
  );
  status = result.status ?? 1;
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(status);
