import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession } from 'shared-kit';
import { navigateToUrl } from 'single-spa';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { LoginScreen } from '../components/login-screen';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(navigateToUrl).mockClear();
});

describe('Login', () => {
  it('is disabled until the email is valid and a password is typed', () => {
    renderScreen(<LoginScreen />, '/auth/login');
    const button = screen.getByRole('button', { name: 'Log in' });
    fill('not-an-email', 'secret');
    expect(button).toHaveProperty('disabled', true);
    fill('mia@uni.edu.au', '');
    expect(button).toHaveProperty('disabled', true);
    fill('mia@uni.edu.au', 'secret');
    expect(button).toHaveProperty('disabled', false);
  });

  it("shows the server's detail and clears the password on failure", async () => {
    const api = fakeFetch({ status: 401, body: { detail: 'Incorrect email or password.' } });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<LoginScreen />, '/auth/login');
    fill('mia@uni.edu.au', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Incorrect email or password.')).toHaveProperty('role', 'alert');
    expect(screen.getByLabelText(/^Password/)).toHaveProperty('value', '');
    expect(api.calls[0]).toMatchObject({
      url: '/api/auth/login',
      body: { email: 'mia@uni.edu.au', password: 'wrong-password' },
    });
  });

  it('falls back to the default text when the server gives no detail', async () => {
    vi.stubGlobal('fetch', fakeFetch({ status: 500 }).fn);
    renderScreen(<LoginScreen />, '/auth/login');
    fill('mia@uni.edu.au', 'pw');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login failed. Please try again.')).toBeTruthy();
  });

  it('signs in and goes to the saved return target', async () => {
    sessionStorage.setItem('returnUrl', '/profile/student');
    const user = { user_id: '00000000-0000-4000-8000-000000000001', role: 'student' };
    vi.stubGlobal('fetch', fakeFetch({ status: 200, body: user }).fn);
    renderScreen(<LoginScreen />, '/auth/login');
    fill('mia@uni.edu.au', 'correct horse');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/profile/student'));
    expect(getSession()).toEqual(user);
    expect(sessionStorage.getItem('returnUrl')).toBeNull();
  });
});

describe('Show password', () => {
  it('shows what was typed while ticked, and hides it again', () => {
    renderScreen(<LoginScreen />, '/auth/login');
    fill('mia@uni.edu.au', 'secret words');
    const field = screen.getByLabelText(/^Password/);
    expect(field).toHaveProperty('type', 'password');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show password' }));
    expect(field).toHaveProperty('type', 'text');
    expect(field).toHaveProperty('value', 'secret words');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show password' }));
    expect(field).toHaveProperty('type', 'password');
  });
});
