import {
  getAuthFlow,
  setAuthFlowStage,
  setSignupToken,
  startAuthFlow,
  saveReturnUrl,
} from 'shared-kit';
import { beforeEach, describe, expect, it } from 'vitest';
import { resolveSignupStage } from '../hooks/use-signup-stage';

beforeEach(() => sessionStorage.clear());

describe('resuming the sign-up flow', () => {
  it('starts a flow on the email screen, keeping a saved return target', () => {
    saveReturnUrl('/jobs/apply?id=abc');
    expect(resolveSignupStage('email')).toBeNull();
    expect(getAuthFlow()).toMatchObject({ stage: 'email', returnUrl: '/jobs/apply?id=abc' });
  });

  it('sends the later screens to /auth/signup when no flow is active', () => {
    expect(resolveSignupStage('verify')).toBe('/auth/signup');
    expect(resolveSignupStage('password')).toBe('/auth/signup');
    expect(resolveSignupStage('details')).toBe('/auth/signup');
  });

  it("redirects to the stored stage's screen when it differs", () => {
    startAuthFlow();
    setSignupToken('tok');
    setAuthFlowStage('password');
    expect(resolveSignupStage('verify')).toBe('/auth/password');
    expect(resolveSignupStage('email')).toBe('/auth/password');
    expect(resolveSignupStage('password')).toBeNull();
  });

  it('restarts at the email step when the sign-up token is missing', () => {
    startAuthFlow();
    setAuthFlowStage('details');
    expect(resolveSignupStage('details')).toBe('/auth/signup');
    expect(getAuthFlow()?.stage).toBe('email');
  });

  it('discards an expired flow', () => {
    startAuthFlow({ now: Date.now() - 16 * 60 * 1000 });
    setSignupToken('tok');
    expect(resolveSignupStage('verify')).toBe('/auth/signup');
  });
});
