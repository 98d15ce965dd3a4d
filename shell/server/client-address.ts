// Who is calling, for the API's per-IP limits. The site server is the edge unless TRUST_PROXY
// names the proxies in front of it (a load balancer): `false` (default, none), `true` (any peer)
// or a comma-separated list of addresses, CIDRs and `loopback`, the same syntax the API reads.
// The /api proxy then sends the API exactly one X-Forwarded-For address, never what a client
// wrote, and drops the client's X-Forwarded-Host (docs/security.md, "Proxies"). Read with
// `@fastify/proxy-addr`, the library Fastify reads the API's own `trustProxy` with, so the site
// and the API agree on who the client is.
import proxyaddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';

/** Whether the hop at `address` is a proxy we trust (`hop` counts from the socket's peer). */
export type TrustProxy = (address: string, hop: number) => boolean;

/** The trust rule of a TRUST_PROXY value; throws naming the entry it cannot read. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === 'false') return () => false;
  if (setting === 'true') return () => true;
  const entries = setting
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  try {
    return proxyaddr.compile(entries);
  } catch (error) {
    throw new Error(`TRUST_PROXY: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/**
 * The client: the peer, or, while the peer is a trusted proxy, the next address to the left in
 * X-Forwarded-For (the right-most one no trusted proxy wrote).
 */
export function clientAddress(
  req: Pick<IncomingMessage, 'socket' | 'headers'>,
  trust: TrustProxy,
): string | undefined {
  if (req.socket.remoteAddress === undefined) return undefined;
  return proxyaddr(req as IncomingMessage, trust);
}
