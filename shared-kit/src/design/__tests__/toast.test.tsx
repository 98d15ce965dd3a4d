import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastRegion, showToast } from '../toast';
import { renderWithTheme } from './render-with-theme';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toast region', () => {
  it('is a polite status region that shows each message, then lets it go', () => {
    vi.useFakeTimers();
    renderWithTheme(<ToastRegion />);
    const region = screen.getByRole('status', { name: 'Messages' });
    expect(region.getAttribute('aria-live')).toBe('polite');

    act(() => showToast('Application sent.'));
    expect(region.textContent).toContain('Application sent.');
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(region.textContent).not.toContain('Application sent.');
  });

  it('closes a message from its button, keeping the others', () => {
    renderWithTheme(<ToastRegion />);
    act(() => {
      showToast('Profile saved.');
      showToast('Password changed.');
    });
    const [first] = screen.getAllByRole('button', { name: 'Dismiss message' });
    if (first) fireEvent.click(first);
    const region = screen.getByRole('status', { name: 'Messages' });
    expect(region.textContent).not.toContain('Profile saved.');
    expect(region.textContent).toContain('Password changed.');
  });
});
