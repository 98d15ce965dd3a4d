// The remotes as the browser needs them, from the remote registry (shared-kit/remote-registry.mjs).
import { REMOTES } from '../../remote-registry.mjs';

/** A remote the site composes: its package name and its key in remotes.json. */
export type RemoteName = (typeof REMOTES)[number]['name'];

/** Every remote, in the order remotes.json lists them. */
export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((remote) => remote.name);

const FEDERATION_NAMES = Object.fromEntries(
  REMOTES.map((remote) => [remote.name, remote.federationName]),
) as Record<RemoteName, string>;

/** The Module Federation container name of a remote (what `loadRemote('<name>/…')` asks for). */
export function federationName(remote: RemoteName): string {
  return FEDERATION_NAMES[remote];
}
