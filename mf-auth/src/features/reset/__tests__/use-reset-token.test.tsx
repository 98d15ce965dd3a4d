import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from 'shared-kit/testing';
import { useResetToken } from '../hooks/use-reset-token';

afterEach(cleanup);

function Probe() {
  return <p>token:{useResetToken()}</p>;
}

describe('the reset token in the address bar', () => {
  it('is read once, then replaced away from the address bar and the history entry', () => {
    window.history.replaceState(null, '', '/auth/reset/password?token=abc-123&utm=mail#top');
    const entries = window.history.length;
    renderScreen(<Probe />, '/auth/reset/password?token=abc-123&utm=mail');
    expect(screen.getByText('token:abc-123')).toBeTruthy();
    expect(window.location.pathname).toBe('/auth/reset/password');
    expect(window.location.search).toBe('?utm=mail');
    expect(window.location.hash).toBe('#top');
    expect(window.location.href).not.toContain('abc-123');
    expect(window.history.length).toBe(entries);
  });
});
