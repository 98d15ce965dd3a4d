import { createRemoteLifecycles } from 'shared-kit';

// The one module this remote exposes: single-spa lifecycles, with the screens loaded on first mount,
// and what the site server's view of one of them shows (one chunk for both).
const app = () => import('./app/app');
const lifecycles = createRemoteLifecycles(
  () => app().then((m) => m.App),
  () => app().then((m) => m.loadFirstView),
);

export const { bootstrap, mount, unmount } = lifecycles;
