// Whom a per-client limit counts. An IPv4 address is one client; an IPv6 address is not: a home
// or mobile connection is given a whole /64 (2^64 addresses), so counting each address lets one
// client take a fresh budget per address. IPv6 clients are counted by their /64.
import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, `::` expanded (an embedded IPv4 tail is two). */
function groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const parts = (text: string) => (text === '' ? [] : text.split(':'));
  const expand = (list: string[]) =>
    list.flatMap((part) => {
      if (!part.includes('.')) return [part];
      const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const left = expand(parts(head));
  const right = tail === undefined ? [] : expand(parts(tail));
  const zeros = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0');
  return [...left, ...zeros, ...right].map((group) => group.toLowerCase().padStart(4, '0'));
}

/** The key of a client address: an IPv4 address (also IPv4-mapped IPv6) as it is, IPv6 by /64. */
export function clientKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return ip;
  const all = groups(address);
  // ::ffff:a.b.c.d is an IPv4 client reached over IPv6.
  if (all.slice(0, 5).every((group) => group === '0000') && all[5] === 'ffff') {
    const [hi = '0', lo = '0'] = all.slice(6);
    const octets = [hi, lo].flatMap((group) => {
      const value = parseInt(group, 16);
      return [value >> 8, value & 255];
    });
    return octets.join('.');
  }
  return `${all.slice(0, 4).join(':')}::/64`;
}
