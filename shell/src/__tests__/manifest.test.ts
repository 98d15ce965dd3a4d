import { describe, expect, it } from 'vitest';
import { REMOTES } from 'shared-kit/remote-registry';
import { loadManifest, ManifestError, parseManifest, type RemotesManifest } from '../manifest';

// Every remote of the registry on its local port; one of them released to a CDN path.
const valid: RemotesManifest = {
  remotes: {
    ...(Object.fromEntries(
      REMOTES.map(({ name, port }) => [name, { entry: `http://localhost:${port}/remoteEntry.js` }]),
    ) as Record<string, { entry: string }>),
    'mf-legal': { entry: 'https://cdn.example.com/mf-legal/1.4.2/remoteEntry.js' },
  },
};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('remotes.json validation', () => {
  it('accepts a manifest naming every remote of the registry', () => {
    expect(parseManifest(valid)).toEqual(valid);
  });

  it('accepts any remote it names, in its order: no list of remotes is compiled in', () => {
    const help = { entry: 'http://localhost:4118/remoteEntry.js' };
    const { 'mf-jobs': _left, ...rest } = valid.remotes;
    const manifest = { remotes: { 'mf-help': help, ...rest } };
    expect(Object.keys(parseManifest(manifest).remotes)).toEqual(['mf-help', ...Object.keys(rest)]);
  });

  it('names a remote whose name is no package name, and refuses a manifest naming none', () => {
    const bad = { remotes: { ...valid.remotes, 'Help Desk': valid.remotes['mf-legal'] } };
    expect(() => parseManifest(bad)).toThrow(
      'remotes.json is invalid: remotes.Help Desk: must be a remote\'s package name such as "mf-legal"',
    );
    expect(() => parseManifest({ remotes: {} })).toThrow('remotes: must name at least one remote');
  });

  it('refuses an entry that is not an http(s) URL to a .js file', () => {
    const bad = { remotes: { ...valid.remotes, 'mf-auth': { entry: 'javascript:alert(1)' } } };
    expect(() => parseManifest(bad)).toThrow(ManifestError);
    const notJs = { remotes: { ...valid.remotes, 'mf-auth': { entry: 'http://localhost:4101/' } } };
    expect(() => parseManifest(notJs)).toThrow(/remoteEntry \.js/);
  });

  it('refuses something that is not a manifest at all', () => {
    expect(() => parseManifest(null)).toThrow(/\(root\)/);
    expect(() => parseManifest([])).toThrow(ManifestError);
  });

  it('fetches remotes.json fresh and validates it', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const fetchImpl = ((url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return Promise.resolve(jsonResponse(valid));
    }) as typeof fetch;
    await expect(loadManifest(fetchImpl)).resolves.toEqual(valid);
    expect(calls).toEqual([['/remotes.json', { cache: 'no-cache' }]]);
  });

  it('uses the copy the site server inlined into the page, without a request', async () => {
    const fetchImpl = (() => Promise.reject(new Error('no request expected'))) as typeof fetch;
    const doc = { getElementById: (id: string) => ({ id, textContent: JSON.stringify(valid) }) };
    await expect(loadManifest(fetchImpl, doc as unknown as Document)).resolves.toEqual(valid);
  });

  it('fetches the file when the inlined copy is not a valid manifest', async () => {
    const calls: string[] = [];
    const fetchImpl = ((url: string) => {
      calls.push(url);
      return Promise.resolve(jsonResponse(valid));
    }) as typeof fetch;
    const doc = { getElementById: () => ({ textContent: '{"remotes": {}' }) };
    await expect(loadManifest(fetchImpl, doc as unknown as Document)).resolves.toEqual(valid);
    expect(calls).toEqual(['/remotes.json']);
  });

  it('reports an HTTP failure with its status', async () => {
    const fetchImpl = (() => Promise.resolve(jsonResponse({}, 503))) as typeof fetch;
    await expect(loadManifest(fetchImpl)).rejects.toThrow('HTTP 503');
  });
});
