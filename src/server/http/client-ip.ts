import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The caller's address for rate limits. With `trustedProxies` = 0 it is the socket's peer, which a
 * client cannot forge. Behind N proxies (TRUST_PROXY) it is the X-Forwarded-For entry the
 * outermost trusted proxy added: the N-th from the right. Entries further left are written by the
 * client and never trusted. IPv6 clients are counted by their /64, since one host holds the whole
 * prefix.
 */
export function clientIp(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    const hop = hops[hops.length - trustedProxies];
    if (hop) return rateLimitKey(hop);
  }
  try {
    return rateLimitKey(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

/** An IPv4 address as it is; an IPv6 address as its /64 prefix ("2001:db8:1:2::/64"). */
export function rateLimitKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('%')[0]?.split('::') ?? [''];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => (g || '0').replace(/^0+(?=.)/, '').toLowerCase())
    .join(':')}::/64`;
}
