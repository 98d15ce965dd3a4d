import { z } from 'zod/mini';

/** The remotes the shell composes, in the order their names appear in remotes.json. */
export const REMOTE_NAMES = [
  'mf-auth',
  'mf-jobs',
  'mf-student',
  'mf-employer',
  'mf-legal',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const remoteEntry = z.object({
  entry: z.url().check(
    z.refine((url) => /^https?:\/\//.test(url), 'must be an http(s) URL'),
    z.refine((url) => url.endsWith('.js'), 'must point at a remoteEntry .js file'),
  ),
});

/** remotes.json: where each remote's remoteEntry.js lives. The one file a team changes to release. */
export const remotesManifest = z.object({
  remotes: z.object({
    'mf-auth': remoteEntry,
    'mf-jobs': remoteEntry,
    'mf-student': remoteEntry,
    'mf-employer': remoteEntry,
    'mf-legal': remoteEntry,
  }),
});
export type RemotesManifest = z.infer<typeof remotesManifest>;

export class ManifestError extends Error {
  override name = 'ManifestError';
}

/** Parses remotes.json, naming every field that is wrong. */
export function parseManifest(data: unknown): RemotesManifest {
  const result = remotesManifest.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map(
      (i) => `${i.path.join('.') || '(root)'}: ${i.message}`,
    );
    throw new ManifestError(`remotes.json is invalid: ${problems.join('; ')}`);
  }
  return result.data;
}

/** The id of the element in which the site server inlines remotes.json into the page. */
export const INLINE_MANIFEST_ID = 'remotes-manifest';

/**
 * remotes.json as the page carries it (the site server inlines it, saving a round trip before any
 * remote can load), or else fetched fresh: it is the short-cached file that releases and rollbacks
 * change. An inlined copy that does not parse is ignored in favour of the file.
 */
export async function loadManifest(
  fetchImpl: typeof fetch = fetch,
  doc: Pick<Document, 'getElementById'> = document,
): Promise<RemotesManifest> {
  const inline = doc.getElementById(INLINE_MANIFEST_ID)?.textContent;
  if (inline) {
    try {
      return parseManifest(JSON.parse(inline));
    } catch {
      // fall back to the file below
    }
  }
  const response = await fetchImpl('/remotes.json', { cache: 'no-cache' });
  if (!response.ok)
    throw new ManifestError(`remotes.json could not be loaded (HTTP ${response.status})`);
  return parseManifest(await response.json());
}

/** The Module Federation container name of a remote: its package name as an identifier. */
export function containerName(remote: RemoteName): string {
  return remote.replace('-', '_');
}
