import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from './session-store';
import { UNSAVED_CHANGES_QUESTION, useUnsavedChanges } from './use-unsaved-changes';

beforeEach(() => {
  setSession({ user_id: '00000000-0000-4000-8000-0000000000aa', role: 'student' });
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

/** The browser's confirm, answering `stay` (false) or leave (true). */
function answerConfirm(leave: boolean) {
  const confirm = vi.fn(() => leave);
  vi.stubGlobal('confirm', confirm);
  return confirm;
}

/** single-spa's event before it routes, as it fires it; true when the navigation was cancelled. */
function route(from: string, to: string) {
  const cancelNavigation = vi.fn();
  const origin = window.location.origin;
  window.dispatchEvent(
    new CustomEvent('single-spa:before-routing-event', {
      detail: { oldUrl: origin + from, newUrl: origin + to, cancelNavigation },
    }),
  );
  return cancelNavigation.mock.calls.length > 0;
}

describe('useUnsavedChanges', () => {
  it('asks before a navigation to another page, and cancels it when the person stays', () => {
    const confirm = answerConfirm(false);
    renderHook(() => useUnsavedChanges(true));
    expect(route('/profile/student', '/jobs/search')).toBe(true);
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_QUESTION);
  });

  it('lets the navigation go when the person agrees to leave', () => {
    answerConfirm(true);
    renderHook(() => useUnsavedChanges(true));
    expect(route('/profile/student', '/jobs/search')).toBe(false);
  });

  it('does not ask for the same page, nor when nothing is unsaved, nor after unmounting', () => {
    const confirm = answerConfirm(false);
    renderHook(() => useUnsavedChanges(true));
    expect(route('/profile/student', '/profile/student#applications')).toBe(false);
    cleanup();
    renderHook(() => useUnsavedChanges(false));
    expect(route('/profile/student', '/jobs/search')).toBe(false);
    cleanup();
    expect(route('/profile/student', '/jobs/search')).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('lets a signed-out person go without asking: logging out already said so', () => {
    const confirm = answerConfirm(false);
    renderHook(() => useUnsavedChanges(true));
    clearSession();
    expect(route('/profile/student', '/auth/login')).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks the browser to confirm closing or reloading the tab while edits are unsaved', () => {
    const { unmount } = renderHook(() => useUnsavedChanges(true));
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    unmount();
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
