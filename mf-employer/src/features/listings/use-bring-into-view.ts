import { useEffect, useRef } from 'react';
import { listingToggleId } from '../../lib/listing-return';

/**
 * Once the listing returned to is on the page shown, scrolls its row to the top of the window
 * (clear of the toast in the corner below) and puts focus on its expand control, once.
 */
export function useBringIntoView(listingId: string | null, rows: readonly { id: string }[]) {
  const done = useRef(false);
  useEffect(() => {
    if (!listingId || done.current || !rows.some((row) => row.id === listingId)) return;
    const toggle = document.getElementById(listingToggleId(listingId));
    if (!toggle) return;
    done.current = true;
    toggle.scrollIntoView?.({ block: 'start' });
    toggle.focus({ preventScroll: true });
  }, [listingId, rows]);
}
