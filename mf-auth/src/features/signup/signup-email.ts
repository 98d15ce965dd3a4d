// The address the code went to, so the confirm screen can say where to look. Session storage, like
// the rest of the flow, so it ends with the tab.
const KEY = 'signupEmail';

export function rememberSignupEmail(email: string): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Storage blocked: the confirm screen then just says "your email".
  }
}

export function signupEmail(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
