import { useSyncExternalStore } from 'react';
import { sessionUser, type SessionUser } from 'api-contract/accounts';
import { parseJson, readItem, removeItem, writeItem } from './storage';

/**
 * The signed-in user of this tab: `{ user_id, role }`, or null. Kept in module scope (shared-kit is
 * a Module Federation singleton, so every remote sees the same store) and mirrored in session
 * storage under `session` so a reload keeps it.
 */
export type Session = SessionUser;

/** Session storage key of the session. */
export const SESSION_STORAGE_KEY = 'session';

type Listener = () => void;

let current: Session | null | undefined;
const sessionListeners = new Set<Listener>();

function load(): Session | null {
  const parsed = sessionUser.safeParse(parseJson(readItem(SESSION_STORAGE_KEY)));
  if (parsed.success) return parsed.data;
  removeItem(SESSION_STORAGE_KEY);
  return null;
}

function emit(listeners: Set<Listener>): void {
  for (const listener of [...listeners]) listener();
}

/** The current session, or null. The same object is returned until the session changes. */
export function getSession(): Session | null {
  if (current === undefined) current = load();
  return current;
}

/** Sign in: store the session and notify subscribers. */
export function setSession(session: Session): void {
  const next = sessionUser.parse(session);
  const prev = getSession();
  if (prev && prev.user_id === next.user_id && prev.role === next.role) return;
  current = next;
  writeItem(SESSION_STORAGE_KEY, JSON.stringify(next));
  emit(sessionListeners);
}

/** Sign out locally: forget the session and notify subscribers. */
export function clearSession(): void {
  const prev = getSession();
  removeItem(SESSION_STORAGE_KEY);
  current = null;
  if (prev !== null) emit(sessionListeners);
}

/** Call `listener` whenever the session changes; returns the unsubscribe function. */
export function subscribe(listener: Listener): () => void {
  sessionListeners.add(listener);
  return () => {
    sessionListeners.delete(listener);
  };
}

/** React hook: the current session, re-rendering on change. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}

/**
 * Whether session start is done: 'unknown' until the shell has restored the session (a refresh
 * when nothing was stored), then 'ready'. Guards wait for 'ready' before redirecting.
 */
export type SessionStatus = 'unknown' | 'ready';

let status: SessionStatus = 'unknown';
const statusListeners = new Set<Listener>();

/** The current session start status. */
export function getSessionStatus(): SessionStatus {
  return status;
}

/** Called once by the shell when session start is done. */
export function markSessionReady(): void {
  if (status === 'ready') return;
  status = 'ready';
  emit(statusListeners);
}

/** Call `listener` when the session status changes; returns the unsubscribe function. */
export function subscribeSessionStatus(listener: Listener): () => void {
  statusListeners.add(listener);
  return () => {
    statusListeners.delete(listener);
  };
}

/** Resolves once session start is done (at once if it already is). */
export function whenSessionReady(): Promise<void> {
  if (status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = subscribeSessionStatus(() => {
      unsubscribe();
      resolve();
    });
  });
}

/** React hook: true once session start is done. */
export function useSessionReady(): boolean {
  return useSyncExternalStore(
    subscribeSessionStatus,
    () => status === 'ready',
    () => false,
  );
}

/** Tests only: forget the module state so the next read comes from session storage. */
export function resetSessionStoreForTests(): void {
  current = undefined;
  status = 'unknown';
}
