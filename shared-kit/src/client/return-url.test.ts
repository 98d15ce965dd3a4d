import { beforeEach, describe, expect, it } from 'vitest';
import {
  isSafeReturnUrl,
  peekReturnUrl,
  RETURN_URL_STORAGE_KEY,
  saveReturnUrl,
  takeReturnUrl,
} from './return-url';

beforeEach(() => sessionStorage.clear());

describe('return URL', () => {
  it.each([
    '/',
    '/jobs/apply?id=42',
    '/profile/employer/viewapplication?id=a#x',
    '/jobs/search?q=caf%C3%A9',
  ])('accepts %s', (path) => {
    expect(isSafeReturnUrl(path)).toBe(true);
    expect(saveReturnUrl(path)).toBe(true);
    expect(takeReturnUrl()).toBe(path);
  });

  it.each([
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'http://evil.com',
    'https:evil.com',
    'http:',
    'javascript:alert(1)',
    'jobs/search',
    '',
    ' /jobs',
    '/jobs search',
    '/a\tb',
    '/a\nb',
  ])('rejects %j', (path) => {
    expect(isSafeReturnUrl(path)).toBe(false);
    expect(saveReturnUrl(path)).toBe(false);
    expect(takeReturnUrl('/fallback')).toBe('/fallback');
  });

  it('reads once and clears', () => {
    saveReturnUrl('/profile/student');
    expect(peekReturnUrl()).toBe('/profile/student');
    expect(takeReturnUrl()).toBe('/profile/student');
    expect(takeReturnUrl()).toBe('/');
    expect(sessionStorage.getItem(RETURN_URL_STORAGE_KEY)).toBeNull();
  });

  it('ignores an unsafe value planted in storage', () => {
    sessionStorage.setItem(RETURN_URL_STORAGE_KEY, '//evil.com');
    expect(peekReturnUrl()).toBeNull();
    expect(takeReturnUrl('/jobs/search')).toBe('/jobs/search');
    expect(sessionStorage.getItem(RETURN_URL_STORAGE_KEY)).toBeNull();
  });
});
