// Who is calling, for the API's per-IP limits. The site server is the edge unless TRUST_PROXY
// names the proxies in front of it (a load balancer): `false` (default, none), `true` (any peer)
// or a comma-separated list of addresses, CIDRs and `loopback`, the same syntax the API reads.
// The /api proxy then sends the API exactly one X-Forwarded-For address, never what a client
// wrote, and drops the client's X-Forwarded-Host (docs/security.md, "Proxies").
import { BlockList, isIPv4, isIPv6 } from 'node:net';

export type TrustProxy = (address: string) => boolean;

const LOOPBACK = ['127.0.0.0/8', '::1/128'];

function add(list: BlockList, entry: string) {
  const [address = '', prefix] = entry.split('/');
  const type = isIPv6(address) ? 'ipv6' : 'ipv4';
  if (!isIPv4(address) && !isIPv6(address)) {
    throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR or "loopback"`);
  }
  if (prefix === undefined) list.addAddress(address, type);
  else list.addSubnet(address, Number(prefix), type);
}

/** The trust rule of a TRUST_PROXY value; throws naming the entry it cannot read. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === 'false') return () => false;
  if (setting === 'true') return () => true;
  const list = new BlockList();
  for (const entry of setting
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    for (const each of entry === 'loopback' ? LOOPBACK : [entry]) add(list, each);
  }
  return (address) => {
    const plain = address.replace(/^::ffff:(?=\d+\.)/, '');
    return list.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/**
 * The client: the peer, or, while the peer is a trusted proxy, the next address to the left in
 * X-Forwarded-For (the right-most one no trusted proxy wrote).
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: TrustProxy,
): string | undefined {
  let client = peer;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const hops = header
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  while (client !== undefined && trust(client) && hops.length > 0) client = hops.pop();
  return client;
}
