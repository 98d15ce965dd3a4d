import { cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginScreen } from '../../features/login/components/login-screen';
import { ForgotPasswordScreen } from '../../features/reset/components/forgot-password-screen';
import { SignupEmailScreen } from '../../features/signup/components/signup-email-screen';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

// Each screen names the browser tab after itself, not the site's generic title (WCAG 2.4.2).
describe('the auth screens title the tab', () => {
  it.each<[string, ReactElement, string]>([
    ['/auth/login', <LoginScreen key="login" />, 'Log in · Student Gigs'],
    ['/auth/signup', <SignupEmailScreen key="signup" />, 'Create your account · Student Gigs'],
    [
      '/auth/reset/email',
      <ForgotPasswordScreen key="reset" />,
      'Forgot your password? · Student Gigs',
    ],
  ])('%s', (path, ui, title) => {
    document.title = 'Student Gigs — flexible work for students';
    renderScreen(ui, path);
    expect(document.title).toBe(title);
  });
});
