import { describe, expect, it } from 'vitest';
import { REMOTES, remoteNamed } from '../../remote-registry.mjs';
import { federationName, REMOTE_NAMES } from './remotes';

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

describe('remote registry', () => {
  it('gives each remote its own name, container, port and a budget', () => {
    expect(unique(REMOTES.map((r) => r.name))).toBe(true);
    expect(unique(REMOTES.map((r) => r.federationName))).toBe(true);
    expect(unique(REMOTES.map((r) => r.port))).toBe(true);
    for (const remote of REMOTES) {
      expect(remote.name).toMatch(/^mf-[a-z]+$/);
      // A container name is a JavaScript identifier (the federation runtime keys globals by it).
      expect(remote.federationName).toMatch(/^[A-Za-z_$][\w$]*$/);
      expect(remote.port).toBeGreaterThan(1024);
      expect(remote.gzipBudget).toBeGreaterThan(0);
    }
    expect(REMOTE_NAMES).toEqual(REMOTES.map((r) => r.name));
    expect(federationName('mf-employer')).toBe('mf_employer');
  });

  it('names the known remotes when asked for an unknown one', () => {
    expect(remoteNamed('mf-jobs').port).toBe(REMOTES[1].port);
    expect(() => remoteNamed('mf-nope')).toThrow(/mf-auth, mf-jobs/);
  });
});
