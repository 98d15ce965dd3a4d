// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Socket } from 'node:net';
import { clientAddress as clientOf, parseTrustProxy, type TrustProxy } from './client-address';

/** The client of a request from `peer` carrying `forwardedFor`. */
const clientAddress = (peer: string, forwardedFor: string, trust: TrustProxy) =>
  clientOf(
    { socket: { remoteAddress: peer } as Socket, headers: { 'x-forwarded-for': forwardedFor } },
    trust,
  );

describe('TRUST_PROXY at the site server', () => {
  it('trusts no peer by default: the peer is the client', () => {
    const trust = parseTrustProxy(undefined);
    expect(clientAddress('127.0.0.1', '6.6.6.6', trust)).toBe('127.0.0.1');
    expect(clientAddress('203.0.113.9', '6.6.6.6', parseTrustProxy('false'))).toBe('203.0.113.9');
  });

  it('walks X-Forwarded-For from the right past the trusted proxies only', () => {
    const trust = parseTrustProxy('10.0.0.0/8, loopback');
    expect(clientAddress('10.0.0.5', '6.6.6.6, 203.0.113.9', trust)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.5', '6.6.6.6, 203.0.113.9, 10.1.1.1', trust)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.4', trust)).toBe('198.51.100.4');
    expect(clientAddress('192.0.2.1', '6.6.6.6', trust)).toBe('192.0.2.1');
  });

  it('refuses an entry it cannot read', () => {
    expect(() => parseTrustProxy('10.0.0.0/8, lb.internal')).toThrow(/lb\.internal/);
  });
});

describe('the site configuration', () => {
  it('refuses a TRUST_PROXY it cannot read, naming the variable', async () => {
    const { loadSiteConfig } = await import('./site-config');
    expect(() => loadSiteConfig({ TRUST_PROXY: 'lb.internal' })).toThrow(/TRUST_PROXY/);
    expect(loadSiteConfig({}).TRUST_PROXY).toBe('false');
    // A deployment names its load balancer: `true` would let any client choose its address.
    expect(() =>
      loadSiteConfig({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://gigs.example.au' }),
    ).toThrow(/TRUST_PROXY: must name the proxies/);
    expect(loadSiteConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe('true');
  });
});
