import { createRemoteLifecycles } from 'shared-kit';

// The one module this remote exposes: single-spa lifecycles, with the screens loaded on first mount.
const lifecycles = createRemoteLifecycles(() => import('./app/app').then((m) => m.App));

export const { bootstrap, mount, unmount } = lifecycles;
