import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The reset token of the mailed link, read once. The address bar and the history entry then lose
 * it (`history.replaceState`), so it is not left on screen, in the history list or in a bookmark
 * (so it never lingers in history or a Referer); the screen keeps using the token it read.
 */
export function useResetToken(): string {
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token') ?? '');
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('token')) return;
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, []);
  return token;
}
