import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, rateLimitKey } from './client-ip';

const ipOf = async (trusted: number, forwardedFor: string) => {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, trusted)));
  const res = await app.request('/', { headers: { 'X-Forwarded-For': forwardedFor } });
  return res.text();
};

describe('client address for rate limits', () => {
  it('takes the hop the trusted proxy added, not what the client wrote first', async () => {
    expect(await ipOf(1, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipOf(2, '6.6.6.6, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    expect(await ipOf(1, '203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 clients by their /64', () => {
    expect(rateLimitKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(rateLimitKey('198.51.100.4')).toBe('198.51.100.4');
  });
});
