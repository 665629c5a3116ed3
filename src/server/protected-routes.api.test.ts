import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@shared/errors';
import { startTestServer, type TestServer } from '@test/api-server';

/**
 * Every API route the app registers needs a signed-in user, except the public ones listed here with
 * their reason: a new route is protected by this test unless someone decides, here, that it is not.
 */
const PUBLIC: Record<string, string> = {
  'GET /api/auth/*': 'better-auth: sign-up, sign-in, session …',
  'POST /api/auth/*': 'better-auth: sign-up, sign-in, session …',
  'GET /api/health': 'liveness for a load balancer',
  'GET /api/ready': 'readiness for a load balancer',
  'GET /api/config': 'public configuration of the web app',
  'GET /api/cards': 'the public catalogue',
  'GET /api/cards/:id': 'the public catalogue',
  'GET /api/cards/:id/insight': 'the public card sheet',
  'POST /api/page-views': 'anonymous page counts',
  'POST /api/decks/analyze': 'visitors analyse decks too',
  'POST /api/ai/deck-builder/stream': 'visitors chat too (their threads stay in the browser)',
  'GET /api/players/:tag': 'public player lookup',
};

const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('protected routes without a session', () => {
  let server: TestServer;
  const routes: { method: string; path: string }[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    const seen = new Set<string>();
    for (const { method, path } of server.context.app.routes) {
      // Middleware registers as ALL; the catch-all 404 is not a route of its own.
      if (method === 'ALL' || !path.startsWith('/api/')) continue;
      const key = `${method} ${path}`;
      if (seen.has(key) || key in PUBLIC) continue;
      seen.add(key);
      routes.push({ method, path });
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('finds the protected routes in the app', () => {
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['GET /api/decks', 'DELETE /api/account', 'POST /api/threads/import']),
    );
    // Every public entry names a route that exists, so the list cannot go stale.
    const registered = new Set(server.context.app.routes.map((r) => `${r.method} ${r.path}`));
    expect(Object.keys(PUBLIC).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('answers 401 not_authenticated on every protected route, whatever the body', async () => {
    const answers = await Promise.all(
      routes.map(async ({ method, path }) => {
        const url = `${server.url}${path.replace(/:[a-zA-Z]+/g, SOME_ID)}`;
        const res = await fetch(url, {
          method,
          headers: { 'Content-Type': 'application/json', Origin: server.url },
          ...(method === 'GET' ? {} : { body: '{}' }),
        });
        const body = errorBodySchema.safeParse(await res.json().catch(() => null));
        return `${method} ${path} → ${res.status} ${body.success ? body.data.error.code : ''}`;
      }),
    );
    expect(answers).toEqual(
      routes.map(({ method, path }) => `${method} ${path} → 401 not_authenticated`),
    );
  });
});
