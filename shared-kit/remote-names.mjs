// @ts-check
// What makes a name a remote's: remotes.json may name any remote whose name follows this rule, and
// its Module Federation container name follows from it. The shell and the site server check
// remotes.json with it at run time, and the remotes' Vite configs name their containers with it,
// so a new remote needs no list compiled into the shell or the kit (the remote registry,
// remote-registry.mjs, lists the remotes of this repository for its local scripts only).

/** A package name: lower-case words joined by hyphens, starting with a letter (`mf-legal`). */
export const REMOTE_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * The Module Federation container name of a remote: its name with `_` for `-` (`mf-legal` →
 * `mf_legal`), an identifier, as the federation runtime keys its globals by it. The remote's build
 * names its container so, and the shell loads `<container>/lifecycles` by it.
 * @param {string} remote
 */
export function federationName(remote) {
  return remote.replaceAll('-', '_');
}
