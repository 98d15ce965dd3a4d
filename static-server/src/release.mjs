// Publishes a remote's build the way a CDN holds releases: the build is copied, compressed, into
// `releases/<id>/`, where id is a hash of its files, so a release URL always means the same bytes
// and `remotes.json` can point at it, or back at the one before. Older releases stay until only
// `keep` are left, so a rollback has something to go back to.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { precompress } from './precompress.mjs';

/**
 * A hash of every file of a build (path and bytes), compressed copies left out.
 * @param {string} dir
 * @returns {string}
 */
export function buildId(dir) {
  const hash = createHash('sha256');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => !/\.(br|gz)$/.test(name) && statSync(join(dir, name)).isFile())
    .map((name) => relative(dir, join(dir, name)).split('\\').join('/'))
    .sort();
  for (const name of files)
    hash
      .update(name)
      .update('\0')
      .update(readFileSync(join(dir, name)))
      .update('\0');
  return hash.digest('hex').slice(0, 12);
}

/**
 * @typedef {object} Release
 * @property {string} id
 * @property {string} dir the release's folder
 * @property {string} entry the remote entry's path inside the releases folder, e.g. `ab12…/remoteEntry.js`
 */

/**
 * @param {{ dist: string, releases: string, entry?: string, keep?: number }} options
 * @returns {Release}
 */
export function publishRelease({ dist, releases, entry = 'remoteEntry.js', keep = 5 }) {
  if (!existsSync(join(dist, entry)))
    throw new Error(`${join(dist, entry)} is missing: build first`);
  precompress(dist);
  const id = buildId(dist);
  const dir = join(releases, id);
  mkdirSync(releases, { recursive: true });
  if (!existsSync(dir)) {
    // Copied aside, then renamed into place: a server never serves half a release.
    rmSync(`${dir}.partial`, { recursive: true, force: true });
    cpSync(dist, `${dir}.partial`, { recursive: true });
    renameSync(`${dir}.partial`, dir);
  }
  /** @type {Release} */
  const release = { id, dir, entry: `${id}/${entry}` };
  writeFileSync(
    join(releases, 'latest.json'),
    `${JSON.stringify({ id, entry: release.entry }, null, 2)}\n`,
  );
  prune(releases, id, keep);
  return release;
}

/**
 * Removes the oldest releases beyond `keep`, never the current one.
 * @param {string} releases
 * @param {string} current
 * @param {number} keep
 */
function prune(releases, current, keep) {
  const others = readdirSync(releases, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== current && !d.name.endsWith('.partial'))
    .map((d) => ({ name: d.name, time: statSync(join(releases, d.name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of others.slice(Math.max(keep - 1, 0)))
    rmSync(join(releases, old.name), { recursive: true, force: true });
}
