// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createRemotePreloads, remoteFiles } from './remote-preloads';

// The shape of a remote's .vite/manifest.json as @module-federation/vite 1.23 writes it (mf-legal).
const manifest = {
  'virtual:mf-REMOTE_ENTRY_ID:__mfe_internal__mf_legal__remoteEntry_js': {
    file: 'remoteEntry.js',
    imports: ['_dist.js', '_helpers.js', '_vite-preload-helper.js'],
    dynamicImports: ['src/lifecycles.tsx', 'virtual:mf-localSharedImportMap:__mf_legal__1'],
  },
  'virtual:mf-localSharedImportMap:__mf_legal__1': {
    file: 'assets/localSharedImportMap.js',
    imports: ['_dist.js', '_vite-preload-helper.js'],
    dynamicImports: ['__mf_legal__prebuild__react__prebuild__.js', '../shared-kit/src/index.ts'],
  },
  '_dist.js': { file: 'assets/dist.js', imports: ['_utils.js'] },
  '_helpers.js': { file: 'assets/helpers.js', imports: ['_utils.js'] },
  '_utils.js': { file: 'assets/utils.js' },
  '_vite-preload-helper.js': { file: 'assets/vite-preload-helper.js' },
  'src/lifecycles.tsx': { file: 'assets/lifecycles-a.js', imports: ['_lifecycles.js'] },
  '_lifecycles.js': {
    file: 'assets/lifecycles-b.js',
    imports: ['_loadShare__shared.js'],
    dynamicImports: ['src/app/app.tsx'],
  },
  '_loadShare__shared.js': {
    file: 'assets/loadShare__shared.js',
    dynamicImports: ['../shared-kit/src/index.ts', '__mf_legal__prebuild__react__prebuild__.js'],
  },
  'src/app/app.tsx': {
    file: 'assets/app.js',
    imports: ['_loadShare__shared.js'],
    dynamicImports: ['src/features/dialog.tsx'],
  },
  'src/features/dialog.tsx': { file: 'assets/dialog.js' },
  '../shared-kit/src/index.ts': { file: 'assets/src.js', imports: ['_react.js'] },
  '__mf_legal__prebuild__react__prebuild__.js': {
    file: 'assets/prebuild-react.js',
    imports: ['_react.js'],
  },
  '_react.js': { file: 'assets/react.js' },
  'index.html': { file: 'assets/index.js', imports: ['_lifecycles.js'] },
};

describe('remoteFiles', () => {
  it('names the entry, its share map, the exposed module and the app it mounts', () => {
    expect(remoteFiles(manifest)).toEqual([
      'remoteEntry.js',
      'assets/app.js',
      'assets/dist.js',
      'assets/helpers.js',
      'assets/lifecycles-a.js',
      'assets/lifecycles-b.js',
      'assets/loadShare__shared.js',
      'assets/localSharedImportMap.js',
      'assets/utils.js',
      'assets/vite-preload-helper.js',
    ]);
  });

  it('leaves out the shared-library fallbacks the shell provides, screens loaded later and the standalone page', () => {
    const files = remoteFiles(manifest);
    for (const file of [
      'assets/src.js',
      'assets/prebuild-react.js',
      'assets/react.js',
      'assets/dialog.js',
      'assets/index.js',
    ])
      expect(files).not.toContain(file);
  });

  it('falls back to the entry alone for a manifest without it', () => {
    expect(remoteFiles({})).toEqual(['remoteEntry.js']);
  });
});

describe('createRemotePreloads', () => {
  const entry = 'http://cdn.test/mf-legal/r1/remoteEntry.js';

  it('reads the manifest beside the entry once and answers absolute URLs', async () => {
    const asked: string[] = [];
    const preloads = createRemotePreloads(((url: URL) => {
      asked.push(url.href);
      return Promise.resolve(new Response(JSON.stringify(manifest)));
    }) as unknown as typeof fetch);
    const first = await preloads.modulesFor(entry);
    expect(first[0]).toBe(entry);
    expect(first).toContain('http://cdn.test/mf-legal/r1/assets/app.js');
    await preloads.modulesFor(entry);
    expect(asked).toEqual(['http://cdn.test/mf-legal/r1/.vite/manifest.json']);
  });

  it('preloads the entry alone when the manifest cannot be read', async () => {
    const preloads = createRemotePreloads(() =>
      Promise.resolve(new Response('nope', { status: 404 })),
    );
    expect(await preloads.modulesFor(entry)).toEqual([entry]);
  });
});
