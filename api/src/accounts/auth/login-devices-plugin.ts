// `app.loginDevices`: which browsers are known for an account (accounts/auth/device-cookie.ts).
// `trusted(request, email)` is the device's id when the request carries a cookie made for that
// account, else null; `remember(reply, email)` gives the browser a fresh cookie after it proved
// the password (login, sign-up, reset). The signing key is read once per process.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { secureCookies } from './cookies';
import {
  deviceCookieName,
  DEVICE_KEY_NAME,
  deviceCookieValue,
  deviceIdOf,
  setDeviceCookie,
} from './device-cookie';
import { mailboxOf } from '../../plugins/rate-limit/mailbox';
import { loadSharedKey } from '../../db/shared-keys';

export interface LoginDevices {
  trusted(request: FastifyRequest, email: string): Promise<string | null>;
  remember(reply: FastifyReply, email: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginDevices: LoginDevices;
  }
}

export default fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    const secure = secureCookies(options.publicUrl);
    const cookieName = deviceCookieName(secure);
    let key: Promise<Buffer> | undefined;
    const deviceKey = () => {
      key ??= loadSharedKey(app.db, DEVICE_KEY_NAME).catch((error: unknown) => {
        key = undefined;
        throw error;
      });
      return key;
    };

    app.decorate('loginDevices', {
      async trusted(request, email) {
        const value = request.cookies[cookieName];
        if (!value) return null;
        return deviceIdOf(await deviceKey(), mailboxOf(email), value);
      },
      async remember(reply, email) {
        setDeviceCookie(reply, deviceCookieValue(await deviceKey(), mailboxOf(email)), secure);
      },
    });
  },
  { name: 'login-devices' },
);
