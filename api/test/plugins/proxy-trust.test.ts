// TRUST_PROXY: whose X-Forwarded-For the per-IP limits believe. By default
// only the site's /api proxy on loopback (which writes exactly one address, shell/server), so a
// client elsewhere cannot dodge the limits with the header; behind a load balancer named in
// TRUST_PROXY, each client behind it has limits of its own instead of all sharing the balancer's.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../src/plugins/time/clock';
import { build } from '../helper';

const LIMITS = { login: { ip: { max: 2, windowMs: 15 * MINUTE_MS } } };

describe('TRUST_PROXY and the per-IP limits', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function attempts(remoteAddress: string, forwardedFor: (i: number) => string) {
    if (!app) throw new Error('no app');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: `nobody${i}@uni.example.edu`, password: 'wrong-password' },
        headers: { 'x-forwarded-for': forwardedFor(i) },
        remoteAddress,
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it('by default, a client that is not the site proxy cannot choose its address with the header', async () => {
    app = await build('pglite', { rateLimits: LIMITS });
    expect(await attempts('198.51.100.20', (i) => `203.0.113.${i}`)).toEqual([401, 401, 429, 429]);
    // The site proxy on loopback is believed: it writes one address, the client's.
    expect(await attempts('127.0.0.1', (i) => `203.0.113.${i}`)).toEqual([401, 401, 401, 401]);
  });

  it('behind a load balancer named in TRUST_PROXY, each client counts on its own', async () => {
    const balancer = '10.0.0.5';
    app = await build('pglite', { rateLimits: LIMITS });
    // Not configured: everyone behind the balancer shares its address.
    expect(await attempts(balancer, (i) => `203.0.113.${i}`)).toEqual([401, 401, 429, 429]);
    await app.close();
    app = await build('pglite', { rateLimits: LIMITS, env: { TRUST_PROXY: '10.0.0.0/8' } });
    expect(await attempts(balancer, (i) => `203.0.113.${i}`)).toEqual([401, 401, 401, 401]);
    // Still one client's own limit, whatever it writes to the left of the balancer's entry.
    expect(await attempts(balancer, (i) => `192.0.2.${i}, 203.0.113.99`)).toEqual([
      401, 401, 429, 429,
    ]);
  });
});
