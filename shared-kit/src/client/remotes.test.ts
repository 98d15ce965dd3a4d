import { describe, expect, it } from 'vitest';
import { REMOTES, remoteNamed } from '../../remote-registry.mjs';
import { federationName, REMOTE_NAMES } from './remotes';
import { DEFAULT_ROUTE, paths, resolveRoute, routeTable } from './routes';

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
const ownedPaths = (remote: (typeof REMOTES)[number]): string[] => Object.values(remote.routes);

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
      expect(ownedPaths(remote).length).toBeGreaterThan(0);
    }
    expect(REMOTE_NAMES).toEqual(REMOTES.map((r) => r.name));
    expect(federationName('mf-employer')).toBe('mf_employer');
  });

  it('puts every route of the table on exactly one remote', () => {
    const owned = REMOTES.flatMap(ownedPaths);
    expect(unique(owned)).toBe(true);
    expect(unique(REMOTES.flatMap((r) => Object.keys(r.routes)))).toBe(true);
    expect(routeTable.map((route) => route.path).sort()).toEqual([...owned].sort());
    for (const route of routeTable) {
      const owners = REMOTES.filter((r) => ownedPaths(r).includes(route.path));
      expect(owners.map((r) => r.name)).toEqual([route.remote]);
      expect(resolveRoute(route.path)?.remote).toBe(route.remote);
      expect(paths[route.id]).toBe(route.path);
    }
  });

  it('owns the screens the guards redirect to', () => {
    expect(resolveRoute(paths.home)).toBeNull();
    expect(resolveRoute(DEFAULT_ROUTE)?.remote).toBeDefined();
    expect(resolveRoute(paths.login)?.remote).toBeDefined();
  });

  it('names the known remotes when asked for an unknown one', () => {
    expect(remoteNamed('mf-jobs').port).toBe(REMOTES[1].port);
    expect(() => remoteNamed('mf-nope')).toThrow(/mf-auth, mf-jobs/);
  });
});
