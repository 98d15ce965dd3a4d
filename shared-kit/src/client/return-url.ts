import { readItem, removeItem, writeItem } from './storage';

/** Session storage key of the return target. */
export const RETURN_URL_STORAGE_KEY = 'returnUrl';

const PROBE_ORIGIN = 'http://return-url.invalid';

/**
 * True for a same-site relative path: starts with exactly one '/', no backslash, no control
 * character or whitespace, and resolves to this site ('//evil', '/\\evil', 'http:' are rejected).
 */
export function isSafeReturnUrl(path: unknown): path is string {
  if (typeof path !== 'string' || path.length === 0 || path.length > 2048) return false;
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (path.includes('\\')) return false;
  for (const char of path) {
    const code = char.charCodeAt(0);
    if (code <= 32 || code === 127) return false;
  }
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** `path` when it is a safe return URL, else `fallback`. */
export function sanitizeReturnUrl(path: unknown, fallback = '/'): string {
  return isSafeReturnUrl(path) ? path : fallback;
}

/** Remember where to go after signing in. Unsafe paths are ignored; returns whether it was saved. */
export function saveReturnUrl(path: string): boolean {
  if (!isSafeReturnUrl(path)) return false;
  return writeItem(RETURN_URL_STORAGE_KEY, path);
}

/** The saved return URL without clearing it, or null. */
export function peekReturnUrl(): string | null {
  const saved = readItem(RETURN_URL_STORAGE_KEY);
  return isSafeReturnUrl(saved) ? saved : null;
}

/** Read and clear the saved return URL; `fallback` when none (or an unsafe one) was saved. */
export function takeReturnUrl(fallback = '/'): string {
  const saved = readItem(RETURN_URL_STORAGE_KEY);
  removeItem(RETURN_URL_STORAGE_KEY);
  return sanitizeReturnUrl(saved, fallback);
}
