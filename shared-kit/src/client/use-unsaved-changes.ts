import { useEffect } from 'react';
import { getSession } from './session-store';

/** What the browser's confirm asks before an in-app navigation drops unsaved edits. */
export const UNSAVED_CHANGES_QUESTION = 'You have unsaved changes. Leave this page and lose them?';

interface RoutingDetail {
  oldUrl: string;
  newUrl: string;
  cancelNavigation?: (cancel?: boolean) => void;
}

const pathOf = (url: string) => new URL(url, window.location.href).pathname;

/**
 * While `dirty`, leaving the page asks first: closing or reloading the tab (the browser's own
 * prompt) and a navigation to another page of the site (single-spa's `before-routing-event`,
 * cancelled when the person stays). A change of the query or hash on the same page goes ahead, and
 * so does leaving once signed out (logging out, deleting the account, a session that ended): the
 * edits could no longer be saved, and staying would leave a page without its session.
 */
export function useUnsavedChanges(dirty: boolean, question = UNSAVED_CHANGES_QUESTION) {
  useEffect(() => {
    if (!dirty) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    const beforeRouting = (event: Event) => {
      const detail = (event as CustomEvent<RoutingDetail>).detail;
      if (!detail.cancelNavigation || pathOf(detail.oldUrl) === pathOf(detail.newUrl)) return;
      if (!getSession()) return;
      if (!window.confirm(question)) detail.cancelNavigation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('single-spa:before-routing-event', beforeRouting);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('single-spa:before-routing-event', beforeRouting);
    };
  }, [dirty, question]);
}
