import { SERVER_NOT_FOUND_ID } from './not-found-words';
import { isNotFound } from './is-not-found';

/**
 * Takes the site server's not-found markup away once the page shows a screen: normally the
 * shell's view replaces it first, but should that view's code fail to load, the markup must not
 * stay above the next screen the visitor goes to.
 */
export function dropServerNotFoundOnLeave(): void {
  window.addEventListener('single-spa:routing-event', () => {
    if (!isNotFound(window.location.pathname))
      document.getElementById(SERVER_NOT_FOUND_ID)?.remove();
  });
}
