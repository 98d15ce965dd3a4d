// What a remote's page loads, read from the remote's own build manifest (`.vite/manifest.json`,
// which Vite writes beside remoteEntry.js when the federation plugin's `manifest` is on): the
// entry's import graph, its share map, the exposed module and the screens it imports on mount.
// Not the shared-library fallbacks (`__prebuild__` copies, shared-kit's source): the shell provides
// those, so a composed page never loads them. Read through release-file.ts; a failure only means a
// page without these hints.
import { z } from 'zod';
import { createReleaseFile } from './release-file';

const chunk = z.object({
  file: z.string(),
  imports: z.array(z.string()).optional(),
  dynamicImports: z.array(z.string()).optional(),
});
const viteManifest = z.record(z.string(), chunk);
type ViteManifest = z.infer<typeof viteManifest>;

/** The remote's share map (loaded by its entry at init) and its exposed modules are virtual. */
const SHARE_MAP = /^virtual:mf-localSharedImportMap:/;
/** A module of the remote's own source (not a virtual federation module, not another package). */
const OWN_SOURCE = /^src\//;

function staticClosure(manifest: ViteManifest, keys: readonly string[], into: Set<string>) {
  const queue = [...keys];
  while (queue.length) {
    const key = queue.pop();
    if (key === undefined || into.has(key) || !manifest[key]) continue;
    into.add(key);
    queue.push(...(manifest[key].imports ?? []));
  }
}

/** Files (relative to the entry) a composed page of the remote loads, its entry first. */
export function remoteFiles(manifest: ViteManifest, entryFile = 'remoteEntry.js'): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.file === entryFile);
  if (!entryKey) return [entryFile];
  const needed = new Set<string>();
  const entryDynamic = manifest[entryKey]?.dynamicImports ?? [];
  const exposed = entryDynamic.filter((key) => OWN_SOURCE.test(key));
  staticClosure(manifest, [entryKey, ...entryDynamic.filter((k) => SHARE_MAP.test(k))], needed);
  const exposedClosure = new Set<string>();
  staticClosure(manifest, exposed, exposedClosure);
  // What the exposed module imports when it mounts (the app), one level deep: screens the app
  // itself loads lazily stay lazy.
  const onMount = [...exposedClosure].flatMap((key) =>
    (manifest[key]?.dynamicImports ?? []).filter((k) => OWN_SOURCE.test(k)),
  );
  for (const key of exposedClosure) needed.add(key);
  staticClosure(manifest, onMount, needed);
  const files = [...needed].map((key) => manifest[key]?.file ?? '').filter(Boolean);
  return [entryFile, ...files.filter((file) => file !== entryFile).sort()];
}

/** The module URLs to preload for each remote entry, from the build manifest beside it. */
export function createRemotePreloads(fetchImpl: typeof fetch = fetch) {
  const manifests = createReleaseFile(
    '.vite/manifest.json',
    (data, entry) => {
      const entryFile = new URL(entry).pathname.split('/').pop() ?? 'remoteEntry.js';
      return remoteFiles(viteManifest.parse(data), entryFile).map((f) => new URL(f, entry).href);
    },
    // Unreachable or no manifest: preload the entry alone.
    (entry) => [entry],
    fetchImpl,
  );
  return {
    /** The module URLs to preload for a remote entry, its entry first. */
    modulesFor: async (entry: string, waitMs?: number): Promise<string[]> =>
      (await manifests.get(entry, waitMs)) ?? [entry],
  };
}

export type RemotePreloads = ReturnType<typeof createRemotePreloads>;
