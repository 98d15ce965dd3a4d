import { registerApplication } from 'single-spa';
import { unreadOwners } from '../screens/screen-table';

/**
 * While a remote's declaration cannot be read, a path no declared screen claims may be one of its
 * screens: there the page area says it could not be loaded, with a Retry that reloads the page,
 * instead of sending the visitor to the job search as an unknown path would. Registered only when
 * a declaration is missing; it leaves the page as soon as the visitor goes to a declared screen.
 */
export function registerUnreadScreens(): void {
  let close: (() => void) | null = null;
  registerApplication({
    name: 'unread-screens',
    activeWhen: (location) => unreadOwners(location.pathname).length > 0,
    app: {
      bootstrap: () => Promise.resolve(),
      mount: async () => {
        const { renderRemoteFallback } = await import('./remote-fallback');
        const main = document.getElementById('app-main');
        const owners = unreadOwners(window.location.pathname);
        if (!main || owners.length === 0) return;
        close = renderRemoteFallback(main, {
          remote: owners.join(', '),
          error: new Error(`the screens of ${owners.join(', ')} could not be read`),
          onRetry: () => {
            window.location.reload();
            return Promise.resolve();
          },
        });
      },
      unmount: () => {
        close?.();
        close = null;
        return Promise.resolve();
      },
    },
  });
}
