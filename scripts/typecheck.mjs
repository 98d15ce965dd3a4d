// Type checks the package it runs in (its tsconfig.json) with TypeScript 7, the native compiler,
// installed beside TypeScript 6 as `typescript-native`. TypeScript 6 stays the `typescript` package:
// typescript-eslint and our scripts that read the syntax tree (api-sql.mjs, the budgets' endpoint
// check, the kit's surface) need its JavaScript API, which TypeScript 7 does not have.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const tsc = join(dirname(require.resolve('typescript-native/package.json')), 'bin', 'tsc');
const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
