import type { RemoteName } from 'shared-kit';
import { z } from 'zod/mini';

export type { RemoteName } from 'shared-kit';

const remoteEntry = z.object({
  entry: z.url().check(
    z.refine((url) => /^https?:\/\//.test(url), 'must be an http(s) URL'),
    z.refine((url) => url.endsWith('.js'), 'must point at a remoteEntry .js file'),
  ),
});

/** remotes.json: where each remote's remoteEntry.js lives. The one file a team changes to release. */
export type RemotesManifest = { remotes: Record<RemoteName, { entry: string }> };

/**
 * The schema of remotes.json: an entry for each remote of the registry. The names come from the
 * caller (shared-kit's REMOTE_NAMES): the browser takes them from the shared singleton, the site
 * server from `shared-kit/remotes`, which Node can load without the kit's React half.
 */
function manifestSchema(remotes: readonly RemoteName[]) {
  const entries = Object.fromEntries(remotes.map((name) => [name, remoteEntry]));
  return z.object({ remotes: z.object(entries as Record<RemoteName, typeof remoteEntry>) });
}

export class ManifestError extends Error {
  override name = 'ManifestError';
}

/** Parses remotes.json, which must name every one of `remotes`, naming every field that is wrong. */
export function parseManifest(data: unknown, remotes: readonly RemoteName[]): RemotesManifest {
  const result = manifestSchema(remotes).safeParse(data);
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
  remotes: readonly RemoteName[],
  fetchImpl: typeof fetch = fetch,
  doc: Pick<Document, 'getElementById'> = document,
): Promise<RemotesManifest> {
  const inline = doc.getElementById(INLINE_MANIFEST_ID)?.textContent;
  if (inline) {
    try {
      return parseManifest(JSON.parse(inline), remotes);
    } catch {
      // fall back to the file below
    }
  }
  const response = await fetchImpl('/remotes.json', { cache: 'no-cache' });
  if (!response.ok)
    throw new ManifestError(`remotes.json could not be loaded (HTTP ${response.status})`);
  return parseManifest(await response.json(), remotes);
}
