import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getSession,
  markSessionReady,
  resetSessionStoreForTests,
  setSession,
  subscribe,
  useSession,
  useSessionReady,
  whenSessionReady,
} from './session-store';

const USER = { user_id: '11111111-1111-4111-8111-111111111111', role: 'student' as const };

beforeEach(() => {
  sessionStorage.clear();
  resetSessionStoreForTests();
});

describe('session store', () => {
  it('persists in session storage under "session" and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    expect(getSession()).toBeNull();
    setSession(USER);
    expect(getSession()).toEqual(USER);
    expect(JSON.parse(sessionStorage.getItem('session') ?? 'null')).toEqual(USER);
    clearSession();
    expect(getSession()).toBeNull();
    expect(sessionStorage.getItem('session')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setSession(USER);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('restores a stored session and drops a malformed one', () => {
    sessionStorage.setItem('session', JSON.stringify(USER));
    expect(getSession()).toEqual(USER);
    resetSessionStoreForTests();
    sessionStorage.setItem('session', JSON.stringify({ user_id: 'x', role: 'admin' }));
    expect(getSession()).toBeNull();
    expect(sessionStorage.getItem('session')).toBeNull();
  });

  it('useSession and useSessionReady follow the store', async () => {
    const session = renderHook(() => useSession());
    const ready = renderHook(() => useSessionReady());
    expect(session.result.current).toBeNull();
    expect(ready.result.current).toBe(false);
    const waiting = whenSessionReady();
    act(() => {
      setSession(USER);
      markSessionReady();
    });
    await waiting;
    expect(session.result.current).toEqual(USER);
    expect(ready.result.current).toBe(true);
    act(() => clearSession());
    expect(session.result.current).toBeNull();
  });
});
