import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@shared/errors';
import { startTestServer, type TestServer } from '@test/api-server';

/**
 * Every route that needs a signed-in user, answered without a session: 401 `not_authenticated`,
 * whatever the body. Add each new protected route here.
 */
interface ProtectedRoute {
  method: string;
  path: string;
  body?: object;
}
const PROTECTED: ProtectedRoute[] = [
  { method: 'DELETE', path: '/api/account', body: { password: 'x' } },
  { method: 'GET', path: '/api/player' },
  { method: 'POST', path: '/api/player', body: { playerTag: '#2PGGCJJL' } },
  { method: 'POST', path: '/api/player/refresh', body: {} },
  { method: 'GET', path: '/api/player/cards' },
  { method: 'GET', path: '/api/player/deck' },
  { method: 'GET', path: '/api/player/upgrade-plan' },
  { method: 'GET', path: '/api/player/war-decks' },
  { method: 'GET', path: '/api/player/battles' },
  { method: 'GET', path: '/api/decks' },
  { method: 'POST', path: '/api/decks', body: { name: 'x', cardIds: [] } },
  { method: 'POST', path: '/api/decks/groups', body: { name: 'x', decks: [] } },
  { method: 'DELETE', path: '/api/decks/00000000-0000-4000-8000-000000000000' },
  { method: 'GET', path: '/api/threads' },
  { method: 'POST', path: '/api/threads', body: {} },
  { method: 'POST', path: '/api/threads/import', body: { threads: [] } },
  {
    method: 'PATCH',
    path: '/api/threads/00000000-0000-4000-8000-000000000000',
    body: { title: 'x' },
  },
  { method: 'DELETE', path: '/api/threads/00000000-0000-4000-8000-000000000000' },
  { method: 'GET', path: '/api/threads/00000000-0000-4000-8000-000000000000/messages' },
];

describe('protected routes without a session', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(PROTECTED)('$method $path answers 401', async ({ method, path, body }) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(res.status).toBe(401);
    expect(errorBodySchema.parse(await res.json()).error.code).toBe('not_authenticated');
  });
});
