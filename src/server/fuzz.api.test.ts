import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@test/api-server';
import { createSignedInUser, type SignedInUser } from '@test/factories';
import { startFakeClashApi, type FakeClashApi } from '@test/fakes/clash-api-server';

/**
 * Hostile input on every route, signed in: random JSON, the right keys with wrong values, NUL
 * characters, odd path segments. Whatever arrives, the answer is never a 5xx (seeded, so a
 * failure replays). Routes that depend on an upstream use the fake one, which answers.
 */
const ROUTES: { method: string; path: string; keys: string[] }[] = [
  { method: 'POST', path: '/api/decks', keys: ['name', 'description', 'cardIds', 'towerTroopId'] },
  { method: 'DELETE', path: '/api/decks/:id', keys: [] },
  { method: 'POST', path: '/api/decks/analyze', keys: ['cardIds'] },
  { method: 'POST', path: '/api/threads', keys: ['title'] },
  { method: 'POST', path: '/api/threads/import', keys: ['threads'] },
  { method: 'PATCH', path: '/api/threads/:id', keys: ['title'] },
  { method: 'DELETE', path: '/api/threads/:id', keys: [] },
  { method: 'GET', path: '/api/threads/:id/messages', keys: [] },
  {
    method: 'POST',
    path: '/api/ai/deck-builder/stream',
    keys: ['message', 'threadId', 'previousDeck', 'limits', 'playerTag'],
  },
  { method: 'POST', path: '/api/player', keys: ['playerTag'] },
  { method: 'POST', path: '/api/player/refresh', keys: ['force'] },
  { method: 'GET', path: '/api/players/:id', keys: [] },
  { method: 'GET', path: '/api/cards', keys: [] },
  { method: 'GET', path: '/api/cards/:id', keys: [] },
  { method: 'POST', path: '/api/page-views', keys: ['path'] },
  { method: 'DELETE', path: '/api/account', keys: ['password'] },
  { method: 'POST', path: '/api/auth/update-user', keys: ['name', 'image'] },
  { method: 'POST', path: '/api/auth/sign-in/email', keys: ['email', 'password'] },
];

const nasty = fc.oneof(
  fc.string(),
  fc.constantFrom('\u0000', 'a\u0000b', '%00', '%25', '💥'.repeat(300), ' '.repeat(5000)),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer({ min: -5, max: 30_000_000 }), { maxLength: 12 }),
  fc.jsonValue({ maxDepth: 3 }),
);
const segment = fc.oneof(
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.constantFrom('%25', '%00', '%23', '..', '%2F', '26000021', '-1', '1e309'),
);

describe('hostile input on every route', () => {
  let server: TestServer;
  let upstream: FakeClashApi;
  let me: SignedInUser;
  beforeAll(async () => {
    upstream = await startFakeClashApi();
    server = await startTestServer({
      CR_API_TOKEN: upstream.token,
      CR_API_BASE_URL: upstream.url,
      CHAT_RATE_LIMIT_PER_MINUTE: '100000',
      PLAYER_LOOKUP_RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_EMAIL: '100000',
    });
    me = await createSignedInUser(server);
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  it.each(ROUTES)('$method $path never answers 5xx', async ({ method, path, keys }) => {
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }),
      keys.length
        ? fc.dictionary(fc.constantFrom(...keys), nasty, { maxKeys: keys.length })
        : fc.constant({}),
    );
    await fc.assert(
      fc.asyncProperty(segment, body, fc.boolean(), async (id, payload, raw) => {
        const url = path.replace(':id', encodeURIComponent(id).replace(/%25(?=25|00|23|2F)/g, '%'));
        const init: RequestInit = { method };
        if (method !== 'GET' && method !== 'DELETE')
          // Half the time the JSON is cut short: malformed bodies must be a 400 too.
          init.body = raw ? JSON.stringify(payload).slice(0, -1) : JSON.stringify(payload);
        const res = await me.fetch(url, init);
        await res.arrayBuffer();
        return res.status < 500;
      }),
      { seed: 20_261_123, numRuns: 110 },
    );
    // The account is still there (no random password matched).
    expect((await me.fetch('/api/decks')).status).toBe(200);
  });
});
