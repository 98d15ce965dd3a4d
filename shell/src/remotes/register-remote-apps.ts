import { registerApplication } from 'single-spa';
import type { RemoteName, RemotesManifest } from '../manifest';
import { screenOf } from '../screens/screen-table';
import { remoteApplication } from './remote-application';

/** Each remote renders into its own element inside <main>, so a failing one leaves the rest alone. */
function remoteElement(remote: RemoteName): HTMLElement {
  const id = `remote-${remote}`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = id;
  document.getElementById('app-main')?.append(element);
  return element;
}

/** One single-spa application per remote remotes.json names, active on the screens it declares. */
export function registerRemoteApps(manifest: RemotesManifest): void {
  for (const [remote, { entry }] of Object.entries(manifest.remotes)) {
    registerApplication<{ domElement: HTMLElement }>({
      name: remote,
      app: () => Promise.resolve(remoteApplication(remote, entry)),
      activeWhen: (location) => screenOf(location.pathname)?.remote === remote,
      customProps: { domElement: remoteElement(remote) },
    });
  }
}
