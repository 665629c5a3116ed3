import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@test/api-server';
import { createSignedInUser, type SignedInUser } from '@test/factories';

const DECK = [26000021, 26000014, 27000000, 26000038, 26000030, 28000011, 28000000, 26000010];

/** What a page on another site can make a signed-in victim's browser send. */
describe('cross-site requests to our own routes', () => {
  let server: TestServer;
  let alice: SignedInUser;
  beforeAll(async () => {
    server = await startTestServer();
    alice = await createSignedInUser(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const deckCount = async () => {
    const res = await alice.fetch('/api/decks');
    return ((await res.json()) as unknown[]).length;
  };
  const body = JSON.stringify({ name: 'Forged', cardIds: DECK });

  it('refuses a text/plain form post from another origin and stores nothing', async () => {
    const before = await deckCount();
    const res = await fetch(`${server.url}/api/decks`, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/plain',
        Origin: 'https://evil.example',
        Cookie: alice.cookie,
      },
      body,
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('cross_origin');
    expect(await deckCount()).toBe(before);
  });

  it('refuses JSON from another origin, and a cross-site fetch that hides its origin', async () => {
    const forged: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of forged) {
      const res = await fetch(`${server.url}/api/threads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: alice.cookie, ...headers },
        body: JSON.stringify({ title: 'Forged' }),
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    const chat = await fetch(`${server.url}/api/ai/deck-builder/stream`, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/plain',
        Origin: 'https://evil.example',
        Cookie: alice.cookie,
      },
      body: JSON.stringify({ message: 'hog deck' }),
    });
    expect(chat.status).toBe(403);
  });

  it('asks for JSON even from our own origin', async () => {
    const res = await alice.fetch('/api/decks', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body,
    });
    expect(res.status).toBe(415);
  });

  it('accepts our own origin, and non-browser clients judged by their session alone', async () => {
    const before = await deckCount();
    const own = await alice.fetch('/api/decks', { method: 'POST', body });
    expect(own.status).toBe(201);
    const cli = await fetch(`${server.url}/api/decks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: alice.cookie },
      body,
    });
    expect(cli.status).toBe(201);
    expect(await deckCount()).toBe(before + 2);
  });
});
