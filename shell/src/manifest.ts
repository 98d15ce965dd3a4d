import { REMOTE_NAME } from 'shared-kit/remote-names';
import { z } from 'zod/mini';

/** A remote remotes.json names: any package name (shared-kit/remote-names.mjs), no fixed list. */
export type RemoteName = string;

const remoteEntry = z.object({
  entry: z.url().check(
    z.refine((url) => /^https?:\/\//.test(url), 'must be an http(s) URL'),
    z.refine((url) => url.endsWith('.js'), 'must point at a remoteEntry .js file'),
  ),
});

/** remotes.json: where each remote's remoteEntry.js lives. The one file a team changes to release. */
export type RemotesManifest = { remotes: Record<RemoteName, { entry: string }> };

const NAME_RULE = 'must be a remote\'s package name such as "mf-legal"';

/**
 * The schema of remotes.json: the remotes it names, in the order it lists them, each with its
 * entry. Which remotes those are is the file's to say, not the shell's: a new remote is released by
 * naming it there, with no shell or kit release (its screens and nav entries come with it).
 */
const manifestSchema = z.object({
  remotes: z
    .record(z.string().check(z.regex(REMOTE_NAME, NAME_RULE)), remoteEntry)
    .check(z.refine((remotes) => Object.keys(remotes).length > 0, 'must name at least one remote')),
});

export class ManifestError extends Error {
  override name = 'ManifestError';
}

/** Parses remotes.json, naming every field that is wrong (a bad remote name by that name). */
export function parseManifest(data: unknown): RemotesManifest {
  const result = manifestSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map(
      (i) => `${i.path.join('.') || '(root)'}: ${i.code === 'invalid_key' ? NAME_RULE : i.message}`,
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
