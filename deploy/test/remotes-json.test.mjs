import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REMOTES } from 'shared-kit/remote-registry';
import { remotesJson } from '../remotes-json.mjs';

const dirs = /** @type {string[]} */ ([]);
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A workspace whose every remote has released `<name>-id`, declaring the screen `/<name>` (or the
 * path `claims` gives it).
 * @param {Record<string, string>} [claims]
 */
function released(claims = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'remotes-json-'));
  dirs.push(dir);
  for (const { name } of REMOTES) {
    mkdirSync(join(dir, name, 'releases', `${name}-id`), { recursive: true });
    const latest = { id: `${name}-id`, entry: `${name}-id/remoteEntry.js` };
    writeFileSync(join(dir, name, 'releases', 'latest.json'), JSON.stringify(latest));
    const screens = [{ path: claims[name] ?? `/${name}`, layout: 'main', access: 'public' }];
    writeFileSync(
      join(dir, name, 'releases', `${name}-id`, 'screens.json'),
      JSON.stringify({ screens }),
    );
  }
  return dir;
}

describe('remotesJson', () => {
  it("points each remote's latest release at the address its server is reached at", () => {
    const { remotes } = remotesJson('https://{name}.gigs.example', released());
    expect(remotes['mf-jobs']).toEqual({
      entry: 'https://mf-jobs.gigs.example/mf-jobs-id/remoteEntry.js',
    });
    expect(Object.keys(remotes)).toEqual(REMOTES.map(({ name }) => name));
    const byPort = remotesJson('https://static.gigs.example:{port}/', released());
    expect(byPort.remotes['mf-auth']?.entry).toBe(
      'https://static.gigs.example:4101/mf-auth-id/remoteEntry.js',
    );
  });

  it('refuses an address that is not http(s), and a remote without a release', () => {
    expect(() => remotesJson('ftp://{name}.example/', released())).toThrow(/REMOTE_BASE_URL/);
    const empty = mkdtempSync(join(tmpdir(), 'remotes-json-'));
    dirs.push(empty);
    expect(() => remotesJson('https://{name}.example/', empty)).toThrow(/has no release/);
  });

  it('refuses releases that claim one path, naming it and both remotes', () => {
    const clash = released({ 'mf-jobs': '/about', 'mf-legal': '/about' });
    expect(() => remotesJson('https://{name}.example/', clash)).toThrow(
      "/about is claimed by both mf-jobs and mf-legal: mf-legal's claim is refused",
    );
  });
});
