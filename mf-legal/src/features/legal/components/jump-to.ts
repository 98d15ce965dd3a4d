import type { MouseEvent } from 'react';

/**
 * A plain click on an in-page link (contents, Back to top): scroll to its target and put the
 * #hash in the address in place, so the jumps add no history entries and Go Back leaves the
 * document in one press. Focus moves to the target, as a keyboard user expects. A modified click
 * (new tab or window) is left to the browser.
 */
export function jumpTo(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const id = decodeURIComponent(new URL(event.currentTarget.href).hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView();
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
