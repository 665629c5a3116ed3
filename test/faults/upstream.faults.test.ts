import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@shared/errors';
import { startTestServer, type TestServer } from '@test/api-server';

/**
 * A Clash Royale API that accepts every request and never answers: each lookup ends at the
 * client's deadline (8 s, not 3 tries × 10 s), and after three such failures the circuit breaker
 * answers at once instead of waiting again.
 */
let hanging: Server;
let server: TestServer;
const held: { destroy(): void }[] = [];
beforeAll(async () => {
  hanging = createServer((req) => {
    held.push(req.socket);
  });
  await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', r));
  const { port } = hanging.address() as AddressInfo;
  server = await startTestServer({
    CR_API_TOKEN: 'fault-test-token',
    CR_API_BASE_URL: `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await server?.close();
  for (const socket of held) socket.destroy();
  await new Promise((r) => hanging?.close(r));
});

const lookup = async (tag: string) => {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/players/${encodeURIComponent(tag)}`);
  const body = errorBodySchema.parse(await res.json());
  return { status: res.status, body, ms: performance.now() - started };
};

describe('a hanging Clash Royale API', () => {
  it('answers each lookup by its deadline, then at once while the breaker is open', async () => {
    // Three different tags (identical lookups would be coalesced into one upstream call).
    const first = await Promise.all(['#2PGGCJJL', '#RG0GUVJG', '#8C8JJQLG'].map(lookup));
    for (const r of first) {
      expect(r.status).toBe(503);
      expect(r.body.error.code).toBe('upstream_unavailable');
      expect(r.ms).toBeLessThan(12_000);
    }
    const next = await lookup('#9YJUPU9LY');
    expect(next.status).toBe(503);
    expect(next.body.error.message).toBe(
      'The Clash Royale API is not answering right now. Please try again in a minute.',
    );
    expect(next.ms).toBeLessThan(1_000);
    // The server itself stayed responsive throughout.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
