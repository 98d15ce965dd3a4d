import { useEffect } from 'react';

/**
 * Scrolls to the section named in the URL fragment once the page has rendered: the remote mounts
 * after the browser's own fragment scroll, so a shared link such as /privacy#your-rights would
 * otherwise open at the top.
 */
export function useScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}
