// The single-spa root config: it registers and lays out, and renders no UI of its own.
import { registerApplication, start } from 'single-spa';
import { guardInitialLocation, guardNavigations } from './guards/guard-navigation';
import { applyLayout, layoutFor } from './layout/layout';
import { loadManifest } from './manifest';
import { registerManifestRemotes } from './remotes/load-remote-lifecycles';
import { registerRemoteApps } from './remotes/register-remote-apps';
import { showManifestFailure } from './remotes/manifest-failure';
import { startSession } from './session/start-session';

async function boot() {
  const [manifest] = await Promise.all([
    loadManifest().catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    ),
    startSession(),
  ]);

  guardInitialLocation();
  applyLayout(window.location.pathname);
  window.addEventListener('single-spa:routing-event', () => applyLayout(window.location.pathname));
  guardNavigations();

  registerApplication({ name: 'nav', app: () => import('./nav/nav-app'), activeWhen: () => true });
  registerApplication({
    name: 'footer',
    app: () => import('./footer/footer-app'),
    activeWhen: (location) => layoutFor(location.pathname) === 'main',
  });

  if (manifest instanceof Error) {
    void showManifestFailure(manifest);
  } else {
    registerManifestRemotes(manifest);
    registerRemoteApps(manifest);
  }
  start({ urlRerouteOnly: true });
}

void boot();
