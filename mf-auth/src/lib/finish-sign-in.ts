import { navigateToUrl } from 'single-spa';
import { clearAuthFlow, paths, setSession, takeReturnUrl, type Session } from 'shared-kit';

/**
 * Where a sign-in with no return target lands: an employer on their dashboard (they come
 * to see their listings and applicants), anyone else on `/` (which the shell sends on to the job
 * search).
 */
export const landingFor = (user: Session): string =>
  user.role === 'employer' ? paths.employerProfile : '/';

/**
 * Signs the user in on this tab and goes to the return target: the one given (the sign-up flow's),
 * else the one a guard or Get Started saved, else where their role lands ({@link landingFor}).
 */
export function finishSignIn(user: Session, returnUrl?: string): void {
  const saved = takeReturnUrl(landingFor(user));
  clearAuthFlow();
  setSession(user);
  navigateToUrl(returnUrl && returnUrl !== '/' ? returnUrl : saved);
}
