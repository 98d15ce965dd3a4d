import { cleanup, fireEvent, screen } from '@testing-library/react';
import { setAuthFlowStage, setSignupToken, startAuthFlow } from 'shared-kit';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmCodeScreen } from '../components/confirm-code-screen';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

beforeEach(() => {
  sessionStorage.clear();
  startAuthFlow();
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

  it('says the code was resent, or that resending failed', async () => {
    const api = fakeFetch({ status: 200, body: { ok: true } }, { status: 500 });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<ConfirmCodeScreen />, '/auth/confirm');
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Code resent to your email.')).toBeTruthy();
    expect(api.calls[0]).toMatchObject({
      url: '/api/auth/signup/resend',
      body: { session_token: 'token-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Failed to resend code. Please try again.')).toBeTruthy();
  });

  it("goes back to the email step on 'That wasn't my email'", () => {
    renderScreen(<ConfirmCodeScreen />, '/auth/confirm');
    fireEvent.click(screen.getByRole('button', { name: "That wasn't my email" }));
    expect(screen.getByTestId('location').textContent).toBe('/auth/signup');
    expect(sessionStorage.getItem('signupToken')).toBeNull();
  });
});
