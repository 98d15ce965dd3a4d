import { describe, expect, it } from 'vitest';
import { federationName, REMOTE_NAME } from '../remote-names.mjs';
import { REMOTES, remoteNamed } from '../remote-registry.mjs';

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

describe('remote names', () => {
  it('accept a package name and refuse anything else', () => {
    for (const name of ['mf-legal', 'mf-help', 'help', 'mf-help2', 'team-a-b'])
      expect(name).toMatch(REMOTE_NAME);
    for (const name of ['', 'Mf-legal', 'mf_legal', '-mf', 'mf-', 'mf--x', '2mf', 'mf legal'])
      expect(name).not.toMatch(REMOTE_NAME);
  });

  it('give each remote its container name, an identifier', () => {
    expect(federationName('mf-employer')).toBe('mf_employer');
    expect(federationName('team-a-b')).toBe('team_a_b');
    expect(federationName('help')).toBe('help');
  });
});

describe('remote registry', () => {
  it('gives each remote its own name, container, port and a budget', () => {
    expect(unique(REMOTES.map((r) => r.name))).toBe(true);
    expect(unique(REMOTES.map((r) => federationName(r.name)))).toBe(true);
    expect(unique(REMOTES.map((r) => r.port))).toBe(true);
    for (const remote of REMOTES) {
      expect(remote.name).toMatch(REMOTE_NAME);
      // A container name is a JavaScript identifier (the federation runtime keys globals by it).
      expect(federationName(remote.name)).toMatch(/^[A-Za-z_$][\w$]*$/);
      expect(remote.port).toBeGreaterThan(1024);
      expect(remote.gzipBudget).toBeGreaterThan(0);
    }
  });

  it('names the known remotes when asked for an unknown one', () => {
    expect(remoteNamed('mf-jobs').port).toBe(REMOTES[1].port);
    expect(() => remoteNamed('mf-nope')).toThrow(/mf-auth, mf-jobs/);
  });
});
