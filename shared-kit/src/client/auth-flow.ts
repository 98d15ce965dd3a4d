import { z } from 'zod/mini';
import { AUTH_FLOW_TTL_MINUTES } from 'api-contract/common';
import { isSafeReturnUrl } from './return-url';
import { parseJson, readItem, removeItem, writeItem } from './storage';

/** Auth flow lifetime: 15 minutes after the flow starts. */
export const AUTH_FLOW_TTL_MS = AUTH_FLOW_TTL_MINUTES * 60 * 1000;
/** Session storage key of the auth flow state. */
export const AUTH_FLOW_STORAGE_KEY = 'authFlow';
/** Session storage key of the sign-up session token (kept apart from the flow state). */
export const SIGNUP_TOKEN_STORAGE_KEY = 'signupToken';

/** Sign-up stages, in order. */
export const authFlowStage = z.enum(['email', 'verify', 'password', 'details']);
export type AuthFlowStage = z.infer<typeof authFlowStage>;

/** Auth flow state (SPEC section 3); times are epoch milliseconds. */
export const authFlowState = z
  .object({
    stage: authFlowStage,
    returnUrl: z.string().check(z.refine(isSafeReturnUrl)),
    createdAt: z.number().check(z.int(), z.nonnegative()),
    expiresAt: z.number().check(z.int(), z.nonnegative()),
  })
  .check(z.refine((s) => s.expiresAt > s.createdAt));
export type AuthFlowState = z.infer<typeof authFlowState>;

const STAGE_PATHS = {
  email: '/auth/signup',
  verify: '/auth/confirm',
  password: '/auth/password',
  details: '/auth/details',
} as const satisfies Record<AuthFlowStage, string>;

/** The screen of a stage: /auth/signup, /auth/confirm, /auth/password, /auth/details. */
export function stagePath(stage: AuthFlowStage): string {
  return STAGE_PATHS[stage];
}

/** The stage a sign-up screen belongs to, or null for any other path. */
export function stageForPath(pathname: string): AuthFlowStage | null {
  for (const stage of authFlowStage.options) {
    if (STAGE_PATHS[stage] === pathname) return stage;
  }
  return null;
}

function save(state: AuthFlowState): void {
  writeItem(AUTH_FLOW_STORAGE_KEY, JSON.stringify(state));
}

export interface StartAuthFlowOptions {
  /** Where to go when the flow completes; unsafe values become '/'. */
  returnUrl?: string;
  /** Clock, epoch ms (tests). */
  now?: number;
  ttlMs?: number;
}

/** Start a new flow at the email stage, replacing any previous flow and its token. */
export function startAuthFlow(options: StartAuthFlowOptions = {}): AuthFlowState {
  const now = options.now ?? Date.now();
  const state: AuthFlowState = {
    stage: 'email',
    returnUrl: isSafeReturnUrl(options.returnUrl) ? options.returnUrl : '/',
    createdAt: now,
    expiresAt: now + (options.ttlMs ?? AUTH_FLOW_TTL_MS),
  };
  clearSignupToken();
  save(state);
  return state;
}

/** The active flow, or null. An expired or malformed state (and its token) is discarded. */
export function getAuthFlow(now: number = Date.now()): AuthFlowState | null {
  const raw = readItem(AUTH_FLOW_STORAGE_KEY);
  if (raw === null) return null;
  const parsed = authFlowState.safeParse(parseJson(raw));
  if (!parsed.success || now >= parsed.data.expiresAt) {
    clearAuthFlow();
    return null;
  }
  return parsed.data;
}

/** Move the active flow to `stage` (expiry unchanged); null when no flow is active. */
export function setAuthFlowStage(
  stage: AuthFlowStage,
  now: number = Date.now(),
): AuthFlowState | null {
  const flow = getAuthFlow(now);
  if (!flow) return null;
  const next = { ...flow, stage };
  save(next);
  return next;
}

/** End the flow: remove the state and the sign-up token. */
export function clearAuthFlow(): void {
  removeItem(AUTH_FLOW_STORAGE_KEY);
  clearSignupToken();
}

/** The sign-up session token, or null. */
export function getSignupToken(): string | null {
  const token = readItem(SIGNUP_TOKEN_STORAGE_KEY);
  return token === null || token === '' ? null : token;
}

/** Keep the sign-up session token returned by POST /auth/signup/email. */
export function setSignupToken(token: string): void {
  writeItem(SIGNUP_TOKEN_STORAGE_KEY, token);
}

/** Forget the sign-up session token. */
export function clearSignupToken(): void {
  removeItem(SIGNUP_TOKEN_STORAGE_KEY);
}
