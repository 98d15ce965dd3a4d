import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ALERT_PARAM } from '../alert-search';

/**
 * A visitor who asked for alerts logs in and comes back with ?alert=1: open the dialog for them
 * (`enabled`: signed in as a student now), and take the parameter out of the URL either way, so
 * Back or a reload does not open it again and a shared link does not carry it.
 */
export function useOpenOnReturn(enabled: boolean, open: () => void) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get(ALERT_PARAM) === '1';
  useEffect(() => {
    if (!asked) return;
    if (enabled) open();
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ALERT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [asked, enabled, open, setSearch]);
}
