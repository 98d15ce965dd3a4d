// The project runs on the Node named in .node-version (24 LTS). `npm start`, `npm test` and
// `npm run dev` call onPinnedNode() first: on an older Node (a machine with only Node 20 and npm)
// they fetch the pinned Node from the npm registry once, as the official `node-<os>-<arch>`
// package, keep it in the workspace (.node/<version>/), and run themselves again under it with its
// bin folder first on PATH, so every child process (pnpm through npx, vite, the API, the site
// server, Playwright's runner) runs on it too.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The pinned version, e.g. `24.21.0`. */
export const PINNED_NODE = readFileSync(join(root, '.node-version'), 'utf8').trim();

const parts = (version) => version.replace(/^v/, '').split('.').map(Number);

/** Whether `running` is older than `pinned` (both `major.minor.patch`). */
export function isOlder(running, pinned) {
  const [a, b] = [parts(running), parts(pinned)];
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
}

/** Where the pinned Node lives in the workspace, fetched when it is not there yet. */
function pinnedNodeBin() {
  const home = join(root, '.node', PINNED_NODE);
  const bin = join(home, 'bin');
  if (existsSync(join(bin, 'node'))) return bin;
  const pkg = `node-${process.platform}-${process.arch}@${PINNED_NODE}`;
  console.log(
    `\n> Node ${process.versions.node} is older than the project's ${PINNED_NODE}: fetching ${pkg} from the npm registry (once)`,
  );
  const scratch = mkdtempSync(join(tmpdir(), 'pinned-node-'));
  try {
    const packed = spawnSync('npm', ['pack', pkg, '--pack-destination', scratch, '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const tarball = readdirSync(scratch).find((name) => name.endsWith('.tgz'));
    if (packed.status !== 0 || !tarball) throw new Error(`npm pack ${pkg} failed`);
    // Unpacked beside its final place and moved in whole, so a broken fetch leaves nothing half-there.
    const unpacking = `${home}.partial`;
    rmSync(unpacking, { recursive: true, force: true });
    mkdirSync(unpacking, { recursive: true });
    const tar = spawnSync(
      'tar',
      ['-xzf', join(scratch, tarball), '-C', unpacking, '--strip-components=1'],
      {
        stdio: 'inherit',
      },
    );
    if (tar.status !== 0) throw new Error(`unpacking ${tarball} failed`);
    spawnSync('mv', [unpacking, home], { stdio: 'inherit' });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  if (!existsSync(join(bin, 'node'))) throw new Error(`no node binary in ${home}`);
  return bin;
}

/**
 * Returns at once on the pinned Node or a newer one. Otherwise runs this same command under the
 * pinned Node and exits with its status; it never returns.
 */
export async function onPinnedNode() {
  if (!isOlder(process.versions.node, PINNED_NODE)) return;
  const bin = pinnedNodeBin();
  const child = spawn(join(bin, 'node'), [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
  });
  // Ctrl-C reaches the whole process group; a SIGTERM sent to this process alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) =>
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))),
  );
  process.exit(code);
}
