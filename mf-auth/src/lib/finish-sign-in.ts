import { navigateToUrl } from 'single-spa';
import { clearAuthFlow, setSession, takeReturnUrl, type Session } from 'shared-kit';

/**
 * Signs the user in on this tab and goes to the return target: the one given (the sign-up flow's),
 * else the one a guard or Get Started saved, else `/` (which the shell sends on to the job search).
 */
export function finishSignIn(user: Session, returnUrl?: string): void {
  const saved = takeReturnUrl('/');
  clearAuthFlow();
  setSession(user);
  navigateToUrl(returnUrl && returnUrl !== '/' ? returnUrl : saved);
}
