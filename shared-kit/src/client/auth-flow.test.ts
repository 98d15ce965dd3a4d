import { beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_FLOW_STORAGE_KEY,
  AUTH_FLOW_TTL_MS,
  clearAuthFlow,
  getAuthFlow,
  getSignupToken,
  setAuthFlowStage,
  setSignupToken,
  stageForPath,
  stagePath,
  startAuthFlow,
} from './auth-flow';

const T0 = Date.UTC(2025, 7, 28, 10, 0, 0);

beforeEach(() => sessionStorage.clear());

describe('auth flow state', () => {
  it('is 15 minutes by default', () => {
    expect(AUTH_FLOW_TTL_MS).toBe(15 * 60 * 1000);
  });

  it('starts at the email stage and is returned while fresh', () => {
    const flow = startAuthFlow({ returnUrl: '/jobs/apply?id=1', now: T0 });
    expect(flow).toEqual({
      stage: 'email',
      returnUrl: '/jobs/apply?id=1',
      createdAt: T0,
      expiresAt: T0 + AUTH_FLOW_TTL_MS,
    });
    expect(getAuthFlow(T0)).toEqual(flow);
    expect(getAuthFlow(T0 + AUTH_FLOW_TTL_MS - 1)).toEqual(flow);
  });

  it('is discarded, with its token, at 15 minutes', () => {
    startAuthFlow({ now: T0 });
    setSignupToken('tok');
    expect(getAuthFlow(T0 + AUTH_FLOW_TTL_MS)).toBeNull();
    expect(sessionStorage.getItem(AUTH_FLOW_STORAGE_KEY)).toBeNull();
    expect(getSignupToken()).toBeNull();
    expect(getAuthFlow(T0)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    [
      'wrong stage',
      JSON.stringify({ stage: 'done', returnUrl: '/', createdAt: T0, expiresAt: T0 + 1 }),
    ],
    ['missing expiry', JSON.stringify({ stage: 'email', returnUrl: '/', createdAt: T0 })],
    [
      'unsafe return URL',
      JSON.stringify({
        stage: 'email',
        returnUrl: '//evil.com',
        createdAt: T0,
        expiresAt: T0 + 1000,
      }),
    ],
    [
      'string times',
      JSON.stringify({ stage: 'email', returnUrl: '/', createdAt: 'x', expiresAt: 'y' }),
    ],
    [
      'expiry before creation',
      JSON.stringify({ stage: 'email', returnUrl: '/', createdAt: T0, expiresAt: T0 - 1 }),
    ],
  ])('discards a malformed state (%s)', (_name, raw) => {
    sessionStorage.setItem(AUTH_FLOW_STORAGE_KEY, raw);
    expect(getAuthFlow(T0)).toBeNull();
    expect(sessionStorage.getItem(AUTH_FLOW_STORAGE_KEY)).toBeNull();
  });

  it('replaces an unsafe return URL with /', () => {
    expect(startAuthFlow({ returnUrl: 'https://evil.com', now: T0 }).returnUrl).toBe('/');
  });

  it('moves between stages and keeps the expiry', () => {
    startAuthFlow({ now: T0 });
    const next = setAuthFlowStage('verify', T0 + 1000);
    expect(next).toMatchObject({ stage: 'verify', expiresAt: T0 + AUTH_FLOW_TTL_MS });
    expect(getAuthFlow(T0 + 2000)?.stage).toBe('verify');
    expect(setAuthFlowStage('password', T0 + AUTH_FLOW_TTL_MS)).toBeNull();
  });

  it('keeps the signup token apart and clears both', () => {
    startAuthFlow({ now: T0 });
    setSignupToken('abc');
    expect(getSignupToken()).toBe('abc');
    expect(getAuthFlow(T0)?.stage).toBe('email');
    clearAuthFlow();
    expect(getSignupToken()).toBeNull();
    expect(getAuthFlow(T0)).toBeNull();
  });

  it('maps stages to screens and back', () => {
    expect(stagePath('email')).toBe('/auth/signup');
    expect(stagePath('verify')).toBe('/auth/confirm');
    expect(stagePath('password')).toBe('/auth/password');
    expect(stagePath('details')).toBe('/auth/details');
    expect(stageForPath('/auth/confirm')).toBe('verify');
    expect(stageForPath('/auth/login')).toBeNull();
  });
});
