import { describe, expect, it } from 'vitest';
import { secureCookies } from '../../src/accounts/auth/cookies';
import { allowedOrigins } from '../../src/plugins/app/origin-check';

describe('cookie security and allowed origins', () => {
  it('marks cookies Secure except on plain-http loopback', () => {
    expect(secureCookies('http://localhost:4173')).toBe(false);
    expect(secureCookies('http://127.0.0.1:4173')).toBe(false);
    expect(secureCookies('https://localhost:4173')).toBe(true);
    expect(secureCookies('https://gigs.example.au')).toBe(true);
    expect(secureCookies('http://gigs.example.au')).toBe(true);
  });

  it('allows the PUBLIC_URL origin, and its loopback aliases only when it is loopback', () => {
    expect([...allowedOrigins('https://gigs.example.au')]).toEqual(['https://gigs.example.au']);
    const local = allowedOrigins('http://localhost:4173');
    expect(local.has('http://127.0.0.1:4173')).toBe(true);
    expect(local.has('http://[::1]:4173')).toBe(true);
    expect(local.has('http://localhost:4101')).toBe(false);
  });
});
