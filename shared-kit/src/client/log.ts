/**
 * Where failures the spec says are "logged only" go (SPEC section 8): the browser console today,
 * one place to attach an error reporter tomorrow.
 */
export function logError(context: string, error: unknown): void {
  // eslint-disable-next-line no-console -- this is the kit's one sanctioned console sink
  console.error(`[student-gigs] ${context}`, error);
}
