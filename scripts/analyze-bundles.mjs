// `npm run analyze [--files] [package…]`: builds the shell and the remotes (or the packages named)
// with BUNDLE_REPORT set (to `files` with --files: workspace code file by file, not by folder), so
// each writes <package>/bundle-report/{treemap.html,report.json} (see shared-kit/bundle-report.mjs),
// then prints each package's chunks and what fills them.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from 'shared-kit/remote-registry';
import { root } from './services.mjs';

const ALL = ['shell', ...REMOTES.map((remote) => remote.name)];
const args = process.argv.slice(2);
const byFile = args.includes('--files');
const named = args.filter((a) => a !== '--files');
const packages = named.length ? named : ALL;
const filters = packages.flatMap((name) => ['--filter', `./${name}`]);
const build = spawnSync(
  process.execPath,
  [join(root, 'scripts', 'pnpm.mjs'), '-r', ...filters, 'run', 'build'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, BUNDLE_REPORT: byFile ? 'files' : '1' } },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`.padStart(9);
for (const name of packages) {
  const { chunks } = JSON.parse(
    readFileSync(join(root, name, 'bundle-report', 'report.json'), 'utf8'),
  );
  const total = chunks.reduce((sum, c) => sum + c.brotli, 0);
  console.log(
    `\n${name}: ${chunks.length} chunks, ${kB(total).trim()} brotli in all (not all load on one page)`,
  );
  for (const chunk of chunks) {
    const top = Object.entries(chunk.owners)
      .sort((a, b) => b[1] - a[1])
      .slice(0, byFile ? 12 : 4)
      .map(([owner, bytes]) => `${owner} ${Math.round((100 * bytes) / chunk.raw)}%`)
      .join(', ');
    // Module Federation's virtual modules carry a long internal prefix; the rest names them.
    const file = chunk.file.replace(/_virtual_mf_+mfe_internal__\w+?__mf_owner__\d*_*/, 'mf:');
    console.log(`${kB(chunk.brotli)} ${file.slice(0, 64).padEnd(64)} ${top}`);
  }
  console.log(`  treemap: ${join(name, 'bundle-report', 'treemap.html')}`);
}
