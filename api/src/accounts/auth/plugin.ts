// Sessions for routes. Guards (onRequest hooks; routes of the endpoint table get theirs from its
// `access` through endpointRoute):
//   { onRequest: app.authenticate }             any signed-in user, else 401 { detail }
//   { onRequest: app.requireRole('student') }   that role, else 401 (not signed in) or 403
// then `request.user` is `{ id, role }` (`requireUser(request)` returns it non-null).
// A 401 tells the browser client to call POST /auth/refresh once and retry.
// `app.session` signs users in (sets both cookies), rotates and signs out.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import type { UserRole } from 'api-contract';
import fp from 'fastify-plugin';
import {
  clearSessionCookies,
  secureCookies,
  sessionCookieNames,
  setSessionCookies,
} from './cookies';
import {
  createSession,
  findAccessUser,
  findFamily,
  revokeFamily,
  REFRESH_GRACE_MS,
  rotateSession,
} from './sessions';
import type { AuthUser } from './session-types';
import { noStore } from './no-store';
import { RecentRotations } from './recent-rotations';
import { HttpError } from '../../plugins/http/http-error';

export const NOT_SIGNED_IN_DETAIL = 'Please log in to continue.';
export const WRONG_ROLE_DETAIL = 'You do not have access to this page.';
export const SESSION_ENDED_DETAIL = 'Your session has ended. Please log in again.';

export interface SessionService {
  /** Starts a session for `user` and sets the cookies. */
  signIn(reply: FastifyReply, user: AuthUser): Promise<void>;
  /** Rotates the refresh cookie; 401 (cookies cleared) when it is missing, dead or reused. */
  refresh(request: FastifyRequest, reply: FastifyReply): Promise<AuthUser>;
  /** Revokes the presented session's family and clears the cookies; fine when signed out. */
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: onRequestAsyncHookHandler;
    requireRole(role: UserRole): onRequestAsyncHookHandler;
    session: SessionService;
  }
  interface FastifyRequest {
    /** Set by the auth guards; null on routes without one. */
    user: AuthUser | null;
  }
}

/** The guarded request's user; throws 401 if a route forgot its guard. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, NOT_SIGNED_IN_DETAIL);
  return request.user;
}

export default fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    const secure = secureCookies(options.publicUrl);
    const cookies = sessionCookieNames(secure);
    const recentRotations = new RecentRotations(REFRESH_GRACE_MS);
    app.decorateRequest('user', null);
    // Whatever a session can change or a cookie carries is never kept in a cache.
    app.addHook('onSend', noStore(cookies));

    async function authenticate(request: FastifyRequest): Promise<void> {
      const token = request.cookies[cookies.access];
      const user = token ? await findAccessUser(app.db, token, app.now()) : undefined;
      if (!user) throw new HttpError(401, NOT_SIGNED_IN_DETAIL);
      request.user = user;
    }
    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', (role: UserRole): onRequestAsyncHookHandler => {
      return async (request) => {
        await authenticate(request);
        if (request.user?.role !== role) throw new HttpError(403, WRONG_ROLE_DETAIL);
      };
    });

    app.decorate('session', {
      async signIn(reply, user) {
        const now = app.now();
        const tokens = await createSession(app.db, user.id, now);
        setSessionCookies(reply, tokens, now, secure);
      },
      async refresh(request, reply) {
        const token = request.cookies[cookies.refresh];
        const now = app.now();
        const result = token ? await rotateSession(app.db, token, now, recentRotations) : undefined;
        if (!result?.ok) {
          if (result?.reason === 'reused') request.log.warn('Refresh token reuse: family revoked');
          clearSessionCookies(reply, secure);
          throw new HttpError(401, SESSION_ENDED_DETAIL);
        }
        setSessionCookies(reply, result.tokens, now, secure);
        return result.user;
      },
      async signOut(request, reply) {
        const familyId = await findFamily(app.db, {
          refresh: request.cookies[cookies.refresh],
          access: request.cookies[cookies.access],
        });
        if (familyId) await revokeFamily(app.db, familyId, app.now());
        clearSessionCookies(reply, secure);
      },
    });
  },
  { name: 'auth' },
);
