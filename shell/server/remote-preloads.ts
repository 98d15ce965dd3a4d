// What a remote's page loads, read from the remote's own build manifest (`.vite/manifest.json`,
// which Vite writes beside remoteEntry.js when the federation plugin's `manifest` is on): the
// entry's import graph, its share map, the exposed module and the screens it imports on mount.
// Not the shared-library fallbacks (`__prebuild__` copies, shared-kit's source): the shell provides
// those, so a composed page never loads them. Fetched from the remote's origin, as the browser
// would, and remembered for a minute per URL; a failure only means a page without these hints.
import { z } from 'zod';

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

const TTL_MS = 60_000;
const TIMEOUT_MS = 1_500;

type Entry = { modules: string[]; at: number };

export function createRemotePreloads(fetchImpl: typeof fetch = fetch) {
  const known = new Map<string, Entry>();
  const pending = new Map<string, Promise<string[]>>();

  async function load(entry: string): Promise<string[]> {
    const url = new URL('.vite/manifest.json', entry);
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${url.href}: HTTP ${response.status}`);
    const manifest = viteManifest.parse(await response.json());
    const entryFile = new URL(entry).pathname.split('/').pop() ?? 'remoteEntry.js';
    return remoteFiles(manifest, entryFile).map((file) => new URL(file, entry).href);
  }

  /**
   * The module URLs to preload for a remote entry; waits at most `waitMs` for a manifest not yet
   * known (the page is never held up longer), and refreshes a known one in the background.
   */
  async function modulesFor(entry: string, waitMs = 300): Promise<string[]> {
    const cached = known.get(entry);
    if (cached && Date.now() - cached.at < TTL_MS) return cached.modules;
    let request = pending.get(entry);
    if (!request) {
      request = load(entry)
        .then((modules) => {
          known.set(entry, { modules, at: Date.now() });
          return modules;
        })
        .catch(() => {
          // Unreachable or no manifest: keep the last good answer, or preload the entry alone.
          const modules = known.get(entry)?.modules ?? [entry];
          known.set(entry, { modules, at: Date.now() });
          return modules;
        })
        .finally(() => pending.delete(entry));
      pending.set(entry, request);
    }
    if (cached) return cached.modules;
    const timeout = new Promise<string[]>((done) =>
      setTimeout(() => done([entry]), waitMs).unref(),
    );
    return Promise.race([request, timeout]);
  }

  return { modulesFor };
}

export type RemotePreloads = ReturnType<typeof createRemotePreloads>;
