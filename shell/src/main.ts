// The single-spa root config: it registers and lays out, and renders no UI of its own.
import { registerApplication, start } from 'single-spa';
import * as footerApp from './footer/footer-app';
import { guardInitialLocation, guardNavigations } from './guards/guard-navigation';
import { applyLayout, layoutFor } from './layout/layout';
import { loadManifest } from './manifest';
import * as navApp from './nav/nav-app';
import { setNavEntries } from './nav/nav-table';
import { registerManifestRemotes } from './remotes/load-remote-lifecycles';
import { loadScreens } from './screens/load-screens';
import { setScreens } from './screens/screen-table';
import { registerUnreadScreens } from './remotes/unread-screens';
import { registerRemoteApps } from './remotes/register-remote-apps';
import { showManifestFailure } from './remotes/manifest-failure';
import { isNotFound } from './not-found/is-not-found';
import { dropServerNotFoundOnLeave } from './not-found/server-not-found';
import { dropServerViewOnLeave } from './server-view/drop-server-view';
import { manageScrollPosition } from './scroll/scroll-position';
import { startSession } from './session/start-session';
import { refreshMediaRulesOnResize } from './styles/refresh-media-rules';

async function boot() {
  // Before single-spa starts: its popstate listener must see the position of the page being left.
  manageScrollPosition();
  refreshMediaRulesOnResize();
  const [loaded] = await Promise.all([
    loadManifest().then(
      async (manifest) => ({ manifest, ...(await loadScreens(manifest)) }),
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    ),
    startSession(),
  ]);
  // Without remotes.json no screen is known: the guards leave the URL as it is.
  if (loaded instanceof Error) setScreens([], ['remotes.json']);
  else {
    setScreens(loaded.screens, loaded.missing);
    setNavEntries(loaded.nav);
  }

  guardInitialLocation();
  dropServerViewOnLeave();
  applyLayout(window.location.pathname);
  window.addEventListener('single-spa:routing-event', () => applyLayout(window.location.pathname));
  guardNavigations();

  // The nav and footer come with the root config, not as chunks of their own: every page shows the
  // nav (and all but the auth pages the footer), and the root config already waits for the shared
  // libraries they use, so a lazy import would only be one more request.
  registerApplication({ name: 'nav', app: navApp, activeWhen: () => true });
  registerApplication({
    name: 'footer',
    app: footerApp,
    activeWhen: (location) => layoutFor(location.pathname) === 'main',
  });

  if (loaded instanceof Error) {
    void showManifestFailure(loaded);
  } else {
    registerManifestRemotes(loaded.manifest);
    registerRemoteApps(loaded.manifest);
    registerUnreadScreens();
    // A path no remote declares keeps its address and says so, fetched only there.
    registerApplication({
      name: 'not-found',
      app: () => import('./not-found/not-found-app'),
      activeWhen: (location) => isNotFound(location.pathname),
    });
    dropServerNotFoundOnLeave();
  }
  start({ urlRerouteOnly: true });
}

void boot();
