import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders `children` after the rest of the screen, in a render of their own that React may
 * interrupt (a transition: it yields to the browser every few milliseconds), so a part of the
 * screen that is below the first view, or rarely used, does not lengthen the task that paints
 * what is in view. Until then `placeholder` holds its place: give it the part's size wherever the
 * part can be in view, so nothing moves when it comes.
 */
export function Deferred({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  // False on the first render; true in the deferred render React schedules straight after it.
  const ready = useDeferredValue(true, false);
  return ready ? children : placeholder;
}
