import { useState } from 'react';
import {
  getAuthFlow,
  getSignupToken,
  peekReturnUrl,
  setAuthFlowStage,
  stagePath,
  startAuthFlow,
  type AuthFlowStage,
} from 'shared-kit';

/**
 * What a sign-up screen may do, decided from the stored flow (SPEC sections 2 and 4):
 * - the email screen starts a flow when none is active;
 * - with no active flow, the later screens go back to /auth/signup;
 * - a stored stage other than this screen's sends the user to the stored stage's screen;
 * - a later stage with no sign-up session token restarts at the email step.
 */
export function resolveSignupStage(stage: AuthFlowStage): string | null {
  const flow = getAuthFlow();
  if (!flow) {
    if (stage === 'email') {
      startAuthFlow({ returnUrl: peekReturnUrl() ?? '/' });
      return null;
    }
    return stagePath('email');
  }
  if (flow.stage !== 'email' && !getSignupToken()) {
    setAuthFlowStage('email');
    return stage === 'email' ? null : stagePath('email');
  }
  return flow.stage === stage ? null : stagePath(flow.stage);
}

/**
 * Decides once, when the screen mounts, where the flow belongs: null when this screen may show,
 * else the screen to go to (render `<Navigate to={it} replace />`).
 */
export function useSignupStage(stage: AuthFlowStage): string | null {
  const [redirect] = useState(() => resolveSignupStage(stage));
  return redirect;
}
