import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES, type RemoteName } from 'shared-kit';
import { REMOTES } from 'shared-kit/remote-registry';
import { loadManifest, ManifestError, parseManifest } from '../manifest';

// Every remote of the registry on its local port; one of them released to a CDN path.
const valid = {
  remotes: {
    ...(Object.fromEntries(
      REMOTES.map(({ name, port }) => [name, { entry: `http://localhost:${port}/remoteEntry.js` }]),
    ) as Record<RemoteName, { entry: string }>),
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
    expect(parseManifest(valid, REMOTE_NAMES)).toEqual(valid);
  });

  it('names the missing remote', () => {
    const { 'mf-jobs': _omitted, ...rest } = valid.remotes;
    expect(() => parseManifest({ remotes: rest }, REMOTE_NAMES)).toThrow(/remotes\.mf-jobs/);
  });

  it('refuses an entry that is not an http(s) URL to a .js file', () => {
    const bad = { remotes: { ...valid.remotes, 'mf-auth': { entry: 'javascript:alert(1)' } } };
    expect(() => parseManifest(bad, REMOTE_NAMES)).toThrow(ManifestError);
    const notJs = { remotes: { ...valid.remotes, 'mf-auth': { entry: 'http://localhost:4101/' } } };
    expect(() => parseManifest(notJs, REMOTE_NAMES)).toThrow(/remoteEntry \.js/);
  });

  it('refuses something that is not a manifest at all', () => {
    expect(() => parseManifest(null, REMOTE_NAMES)).toThrow(/\(root\)/);
    expect(() => parseManifest([], REMOTE_NAMES)).toThrow(ManifestError);
  });

  it('fetches remotes.json fresh and validates it', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const fetchImpl = ((url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return Promise.resolve(jsonResponse(valid));
    }) as typeof fetch;
    await expect(loadManifest(REMOTE_NAMES, fetchImpl)).resolves.toEqual(valid);
    expect(calls).toEqual([['/remotes.json', { cache: 'no-cache' }]]);
  });

  it('uses the copy the site server inlined into the page, without a request', async () => {
    const fetchImpl = (() => Promise.reject(new Error('no request expected'))) as typeof fetch;
    const doc = { getElementById: (id: string) => ({ id, textContent: JSON.stringify(valid) }) };
    await expect(
      loadManifest(REMOTE_NAMES, fetchImpl, doc as unknown as Document),
    ).resolves.toEqual(valid);
  });

  it('fetches the file when the inlined copy is not a valid manifest', async () => {
    const calls: string[] = [];
    const fetchImpl = ((url: string) => {
      calls.push(url);
      return Promise.resolve(jsonResponse(valid));
    }) as typeof fetch;
    const doc = { getElementById: () => ({ textContent: '{"remotes": {}' }) };
    await expect(
      loadManifest(REMOTE_NAMES, fetchImpl, doc as unknown as Document),
    ).resolves.toEqual(valid);
    expect(calls).toEqual(['/remotes.json']);
  });

  it('reports an HTTP failure with its status', async () => {
    const fetchImpl = (() => Promise.resolve(jsonResponse({}, 503))) as typeof fetch;
    await expect(loadManifest(REMOTE_NAMES, fetchImpl)).rejects.toThrow('HTTP 503');
  });
});
