import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { ForgotPasswordScreen } from '../components/forgot-password-screen';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function send(email: string) {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('Forgot password', () => {
  it('shows the heading and text of the spec, and needs a valid email', () => {
    renderScreen(<ForgotPasswordScreen />, '/auth/reset/email');
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    expect(
      screen.getByText("Enter your email and we'll send you a link to reset your password."),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'nope' } });
    expect(screen.getByRole('button', { name: 'Send reset link' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('confirms, then resends once and disables Resend while its message shows', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ status: 200, body: { ok: true } }, { status: 200, body: { ok: true } }).fn,
    );
    renderScreen(<ForgotPasswordScreen />, '/auth/reset/email');
    send('mia@uni.edu.au');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Email resent')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend email' })).toHaveProperty('disabled', true);
  });

  it('says something went wrong when the send fails', async () => {
    vi.stubGlobal('fetch', fakeFetch({ status: 500 }).fn);
    renderScreen(<ForgotPasswordScreen />, '/auth/reset/email');
    send('mia@uni.edu.au');
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeTruthy();
  });

  it('shows the failed resend message', async () => {
    vi.stubGlobal('fetch', fakeFetch({ status: 200, body: { ok: true } }, { status: 503 }).fn);
    renderScreen(<ForgotPasswordScreen />, '/auth/reset/email');
    send('mia@uni.edu.au');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Failed to resend email')).toBeTruthy();
  });
});
