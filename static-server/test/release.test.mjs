import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { publishRelease } from '../src/index.mjs';

const dirs = /** @type {string[]} */ ([]);
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** @param {string} entryCode */
function build(entryCode) {
  const dir = mkdtempSync(join(tmpdir(), 'release-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'dist', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'remoteEntry.js'), entryCode);
  writeFileSync(
    join(dir, 'dist', 'assets', 'app-AAAAAAAA.js'),
    'export const app = 1;\n'.repeat(50),
  );
  return dir;
}

describe('publishRelease', () => {
  it('copies the build, compressed, into a folder named by a hash of its files and records it as latest', () => {
    const dir = build('export const v = 1;\n'.repeat(50));
    const release = publishRelease({ dist: join(dir, 'dist'), releases: join(dir, 'releases') });
    expect(release.id).toMatch(/^[0-9a-f]{12}$/);
    expect(release.entry).toBe(`${release.id}/remoteEntry.js`);
    expect(existsSync(join(dir, 'releases', release.id, 'remoteEntry.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'releases', release.id, 'assets', 'app-AAAAAAAA.js.gz'))).toBe(
      true,
    );
    expect(JSON.parse(readFileSync(join(dir, 'releases', 'latest.json'), 'utf8'))).toEqual({
      id: release.id,
      entry: release.entry,
    });
    // The same files give the same id: publishing again changes nothing.
    expect(publishRelease({ dist: join(dir, 'dist'), releases: join(dir, 'releases') }).id).toBe(
      release.id,
    );
  });

  it('gives other files another id, keeps the earlier release for a rollback and prunes beyond keep', () => {
    const dir = build('export const v = 1;\n');
    const releases = join(dir, 'releases');
    const ids = [];
    for (let v = 1; v <= 4; v += 1) {
      writeFileSync(join(dir, 'dist', 'remoteEntry.js'), `export const v = ${v};\n`);
      const { id } = publishRelease({ dist: join(dir, 'dist'), releases, keep: 3 });
      // Distinct modification times, oldest first, as releases made over time have.
      utimesSync(join(releases, id), v, v);
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(4);
    expect(existsSync(join(releases, ids[0] ?? ''))).toBe(false);
    for (const id of ids.slice(1)) expect(existsSync(join(releases, id))).toBe(true);
  });

  it('refuses a folder that holds no build', () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-'));
    dirs.push(dir);
    expect(() =>
      publishRelease({ dist: join(dir, 'dist'), releases: join(dir, 'releases') }),
    ).toThrow(/remoteEntry.js is missing: build first/);
  });
});
