import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { federationName } from 'shared-kit/remote-names';
import type { AppProps, LifeCycles } from 'single-spa';
import type { RemoteName, RemotesManifest } from '../manifest';
import { warnOnKitMismatch } from './kit-version';

type LifecycleFn = (props: AppProps & Record<string, unknown>) => Promise<unknown>;

/** A remote's lifecycles, each reduced to one function (single-spa also allows arrays of them). */
export type RemoteLifecycles = { bootstrap: LifecycleFn; mount: LifecycleFn; unmount: LifecycleFn };

function chain(step: LifeCycles['mount']): LifecycleFn {
  const steps = Array.isArray(step) ? step : [step];
  return async (props) => {
    for (const fn of steps) await fn(props);
  };
}

let attempt = 0;

/** Tells the Module Federation runtime where every remote lives, as remotes.json says. */
export function registerManifestRemotes(manifest: RemotesManifest): void {
  registerRemotes(
    Object.entries(manifest.remotes).map(([remote, { entry }]) => ({
      name: federationName(remote),
      entry,
      type: 'module',
    })),
  );
}

/**
 * Re-registers one remote under a fresh URL: browsers remember a failed module import by URL, so a
 * retry must ask for the entry under a new query string to reach the server again.
 */
export function resetRemote(remote: RemoteName, entry: string): void {
  attempt += 1;
  const url = new URL(entry);
  url.searchParams.set('retry', String(attempt));
  registerRemotes([{ name: federationName(remote), entry: url.toString(), type: 'module' }], {
    force: true,
  });
}

function isLifecycleStep(value: unknown): value is LifeCycles['mount'] {
  return (
    typeof value === 'function' ||
    (Array.isArray(value) && value.every((fn) => typeof fn === 'function'))
  );
}

function isLifecycles(value: unknown): value is LifeCycles {
  const v = value as Partial<LifeCycles> | null;
  return (
    !!v && isLifecycleStep(v.bootstrap) && isLifecycleStep(v.mount) && isLifecycleStep(v.unmount)
  );
}

/** Loads a remote's exposed `./lifecycles` module through the federation runtime. */
export async function loadRemoteLifecycles(remote: RemoteName): Promise<RemoteLifecycles> {
  const module = await loadRemote<unknown>(`${federationName(remote)}/lifecycles`);
  if (!isLifecycles(module)) throw new Error(`${remote} does not expose single-spa lifecycles`);
  warnOnKitMismatch(federationName(remote), remote);
  return {
    bootstrap: chain(module.bootstrap),
    mount: chain(module.mount),
    unmount: chain(module.unmount),
  };
}
