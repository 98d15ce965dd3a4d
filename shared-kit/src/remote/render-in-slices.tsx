import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children as a transition after a first, empty commit: React then renders them in
 * slices of a few milliseconds, yielding to the browser between them, instead of one task as long
 * as the whole tree takes (on a phone, hundreds of milliseconds in which a tap waits). Every
 * remote's screen renders so, and the shell's nav and footer.
 */
export function RenderInSlices({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
