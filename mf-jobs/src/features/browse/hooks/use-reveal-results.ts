import { useEffect, useRef, type RefObject } from 'react';
import type { SearchOutcome } from './use-search-outcome';

/**
 * After Apply or a search, brings `target` (the line that says what was found) to the top when the
 * answer arrives, if it is out of sight or low in the window: on a phone the results start well
 * below the filters. A failure to load the jobs is brought into view too, asked for or not: its
 * Retry is the only thing left to do there. Call the returned function when the person asks for
 * new results.
 */
export function useRevealResults(target: RefObject<HTMLElement | null>, outcome: SearchOutcome) {
  const pending = useRef(false);
  useEffect(() => {
    const element = target.current;
    const failed = outcome === 'failed';
    if ((!pending.current && !failed) || outcome === 'loading' || !element) return;
    pending.current = false;
    const top = element.getBoundingClientRect().top;
    if (top >= 0 && top < window.innerHeight / 2) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [target, outcome]);
  return () => {
    pending.current = true;
  };
}
