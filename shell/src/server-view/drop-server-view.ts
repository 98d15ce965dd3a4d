import { removeServerView, SERVER_VIEW_ID } from 'shared-kit';

/**
 * Takes the site server's view of a screen away once the page shows another path: normally the
 * screen's remote takes it over first, but should the visitor leave before (or a guard send them
 * elsewhere), the view must not stay above the next screen.
 */
export function dropServerViewOnLeave(): void {
  const leave = () => {
    const view = document.getElementById(SERVER_VIEW_ID);
    if (view && view.dataset.path !== window.location.pathname) removeServerView();
  };
  window.addEventListener('single-spa:routing-event', leave);
  leave();
}
