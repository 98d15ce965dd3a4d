import { describe, expect, it } from 'vitest';
import { REMOTES } from '../remote-registry.mjs';
import { standalonePage } from '../vite-remote.mjs';

describe("a remote's standalone page", () => {
  it('names the remote in its title and mounts it from src/standalone.ts into #root', () => {
    const page = new DOMParser().parseFromString(standalonePage('mf-legal'), 'text/html');
    expect(page.documentElement.lang).toBe('en-AU');
    expect(page.title).toBe('mf-legal (standalone) — Student Gigs');
    expect(page.getElementById('root')).not.toBeNull();
    const script = page.querySelector('script[type="module"]');
    expect(script?.getAttribute('src')).toBe('/src/standalone.ts');
  });

  it('is the same page for every remote of the registry but for the name', () => {
    const [first, ...others] = REMOTES.map((remote) =>
      standalonePage(remote.name).replace(remote.name, 'NAME'),
    );
    for (const other of others) expect(other).toBe(first);
  });
});
