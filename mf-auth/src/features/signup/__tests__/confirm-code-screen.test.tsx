import { cleanup, fireEvent, screen } from '@testing-library/react';
import { setAuthFlowStage, setSignupToken, startAuthFlow } from 'shared-kit';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmCodeScreen } from '../components/confirm-code-screen';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

beforeEach(() => {
  sessionStorage.clear();
  // The first code went out over a minute ago: Resend is allowed.
  startAuthFlow({ now: Date.now() - 61_000 });
  setSignupToken('token-1');
  setAuthFlowStage('verify');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Confirm code', () => {
  it('keeps Continue disabled until six digits are in', () => {
    renderScreen(<ConfirmCodeScreen />, '/auth/confirm');
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), {
      clipboardData: { getData: () => '123456' },
    });
    expect(button).toHaveProperty('disabled', false);
  });

  it('says that resending failed, or that the code was resent and counts down to the next', async () => {
    const api = fakeFetch({ status: 500 }, { status: 200, body: { ok: true } });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<ConfirmCodeScreen />, '/auth/confirm');
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Failed to resend code. Please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Code resent to your email.')).toBeTruthy();
    expect(api.calls[1]).toMatchObject({
      url: '/api/auth/signup/resend',
      body: { session_token: 'token-1' },
    });
    // No empty red box is left behind, and the next resend waits its minute.
    // (the bare live region, not the red message box with nothing in it)
    expect(screen.getByRole('alert').tagName).toBe('SPAN');
    expect(screen.getByRole('button', { name: /^Resend code in \d+ s$/ })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('counts down right after arriving, when a code has just been sent', () => {
    startAuthFlow();
    setSignupToken('token-1');
    setAuthFlowStage('verify');
    renderScreen(<ConfirmCodeScreen />, '/auth/confirm');
    expect(screen.getByRole('button', { name: 'Resend code in 60 s' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it("goes back to the email step on 'That wasn't my email'", () => {
    renderScreen(<ConfirmCodeScreen />, '/auth/confirm');
    fireEvent.click(screen.getByRole('button', { name: "That wasn't my email" }));
    expect(screen.getByTestId('location').textContent).toBe('/auth/signup');
    expect(sessionStorage.getItem('signupToken')).toBeNull();
  });
});
