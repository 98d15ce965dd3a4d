// npm run bench: the bench (bench/src/main.ts) on the project's pinned Node, as `npm start` and
// `npm test` run (node-runtime.mjs): measured on the machine's older Node it would report that
// Node's figures, not the ones the site runs on.
import { isAbsolute, resolve } from 'node:path';
import { onPinnedNode } from './node-runtime.mjs';
import { pnpm } from './pnpm.mjs';

await onPinnedNode();

// The bench runs in bench/: a BENCH_README named relative to where `npm run bench` was typed is
// made absolute first, so it names the file the person meant.
const env = { ...process.env };
if (env.BENCH_README && !isAbsolute(env.BENCH_README)) {
  env.BENCH_README = resolve(env.INIT_CWD ?? process.cwd(), env.BENCH_README);
}
process.exit(pnpm(['--filter', 'bench', 'run', 'bench'], { env }));
