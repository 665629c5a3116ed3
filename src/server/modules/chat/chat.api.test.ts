import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  importThreadsResponseSchema,
  messageListSchema,
  threadListSchema,
  threadSchema,
  type ChatStreamEvent,
} from '@shared/chat';
import { errorBodySchema } from '@shared/errors';
import { chatMessages, chatThreads } from '@server/db/schema';
import { startTestServer, type TestServer } from '@test/api-server';
import { createSignedInUser, type SignedInUser } from '@test/factories';
import { startFakeClashApi, type FakeClashApi } from '@test/fakes/clash-api-server';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '@test/fakes/openai-server';
import { readChatStream } from '@test/sse';

const STREAM = '/api/ai/deck-builder/stream';
const complete = (events: ChatStreamEvent[]) => {
  const last = events.at(-1);
  if (last?.type !== 'complete') throw new Error(`stream ended with ${JSON.stringify(last)}`);
  return last;
};

describe('chat with the built-in engine', () => {
  let server: TestServer;
  let upstream: FakeClashApi;
  let alice: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    upstream = await startFakeClashApi();
    server = await startTestServer({
      CR_API_TOKEN: upstream.token,
      CR_API_BASE_URL: upstream.url,
      CHAT_RATE_LIMIT_PER_MINUTE: '12',
    });
    alice = await createSignedInUser(server);
    bob = await createSignedInUser(server);
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });
  const send = (who: SignedInUser | null, body: unknown) =>
    who
      ? who.fetch(STREAM, { method: 'POST', body: JSON.stringify(body) })
      : fetch(`${server.url}${STREAM}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: server.url },
          body: JSON.stringify(body),
        });

  it('streams text then a complete event with a legal deck, and stores the thread', async () => {
    const started = performance.now();
    const res = await send(alice, { message: 'build me a hog cycle deck' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const { events, done, firstTextMs } = await readChatStream(res, started);
    expect(done).toBe(true);
    expect(firstTextMs).not.toBeNull();
    expect(firstTextMs).toBeLessThan(1500); // the 150 ms target is measured by the benchmark
    const texts = events.filter((e) => e.type === 'text');
    expect(texts.length).toBeGreaterThan(3);
    const end = complete(events);
    expect(texts.map((t) => (t.type === 'text' ? t.content : '')).join('')).toBe(end.response);
    expect(end.suggestedDeck).toHaveLength(8);
    expect(end.deck?.avgElixir).toBeGreaterThan(2);
    expect(end.threadId).toBeTruthy();

    const threads = threadListSchema.parse(await (await alice.fetch('/api/threads')).json());
    expect(threads).toHaveLength(1);
    expect(threads[0]?.messageCount).toBe(2);
    expect(threads[0]?.title).toBe('Hog Rider cycle');
    const messages = messageListSchema.parse(
      await (await alice.fetch(`/api/threads/${end.threadId}/messages`)).json(),
    );
    expect(messages.map((m) => [m.type, m.messageOrder])).toEqual([
      ['user', 0],
      ['bot', 1],
    ]);
    expect(messages[1]?.suggestedDeck).toEqual(end.suggestedDeck);
    expect(messages[1]?.deck?.avgElixir).toBe(end.deck?.avgElixir);
  });

  it('follows up on the thread’s last deck', async () => {
    const first = complete(
      (await readChatStream(await send(alice, { message: 'golem beatdown' }))).events,
    );
    const second = complete(
      (
        await readChatStream(
          await send(alice, { message: 'make it cheaper', threadId: first.threadId }),
        )
      ).events,
    );
    expect(second.threadId).toBe(first.threadId);
    expect(second.deck?.avgElixir).toBeLessThan(first.deck?.avgElixir ?? 0);
    const kept = second.suggestedDeck?.filter((id) => first.suggestedDeck?.includes(id)) ?? [];
    expect(kept.length).toBeGreaterThanOrEqual(4);
  });

  it('keeps threads private: another user gets 404 for reading, posting, renaming or deleting', async () => {
    const [thread] = threadListSchema.parse(await (await alice.fetch('/api/threads')).json());
    const id = thread?.id ?? '';
    expect((await bob.fetch(`/api/threads/${id}/messages`)).status).toBe(404);
    const post = await send(bob, { message: 'hi', threadId: id });
    expect(post.status).toBe(404);
    expect(errorBodySchema.parse(await post.json()).error.code).toBe('thread_not_found');
    expect(
      (
        await bob.fetch(`/api/threads/${id}`, {
          method: 'PATCH',
          body: JSON.stringify({ title: 'mine' }),
        })
      ).status,
    ).toBe(404);
    expect((await bob.fetch(`/api/threads/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect(threadListSchema.parse(await (await bob.fetch('/api/threads')).json())).toEqual([]);
  });

  it('creates, renames (rename wins over the automatic title) and deletes threads', async () => {
    const created = await alice.fetch('/api/threads', { method: 'POST', body: '{}' });
    expect(created.status).toBe(201);
    const thread = threadSchema.parse(await created.json());
    expect(thread.title).toBe('New Chat');
    const empty = await alice.fetch(`/api/threads/${thread.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ title: '  ' }),
    });
    expect(empty.status).toBe(400);
    const renamed = await alice.fetch(`/api/threads/${thread.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ title: ' My ladder deck ' }),
    });
    expect(threadSchema.parse(await renamed.json()).title).toBe('My ladder deck');
    await readChatStream(await send(alice, { message: 'x-bow siege', threadId: thread.id }));
    const after = threadListSchema.parse(await (await alice.fetch('/api/threads')).json());
    expect(after[0]?.id).toBe(thread.id);
    expect(after[0]?.title).toBe('My ladder deck');
    expect((await alice.fetch(`/api/threads/${thread.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await alice.fetch(`/api/threads/${thread.id}/messages`)).status).toBe(404);
  });

  it("moves a visitor's chats into the account, checking every deck and re-analysing it", async () => {
    const carol = await createSignedInUser(server);
    const hog = [26000021, 26000014, 26000038, 26000030, 26000010, 27000000, 28000000, 28000011];
    const res = await carol.fetch('/api/threads/import', {
      method: 'POST',
      body: JSON.stringify({
        threads: [
          {
            title: 'Hog cycle',
            messages: [
              { type: 'user', content: 'hog 2.6' },
              {
                type: 'bot',
                content: 'Here is Hog 2.6.',
                suggestedDeck: hog,
                towerTroopId: 159000002,
              },
              // Not a legal deck (a card twice): kept as text, without the deck.
              { type: 'bot', content: 'Broken.', suggestedDeck: [...hog.slice(0, 7), hog[0]] },
            ],
          },
          { title: 'Empty', messages: [] },
        ],
      }),
    });
    expect(res.status).toBe(201);
    const body = importThreadsResponseSchema.parse(await res.json());
    expect(body.imported).toBe(1);
    expect(body.threadIds[1]).toBeNull();
    const threads = threadListSchema.parse(await (await carol.fetch('/api/threads')).json());
    expect(threads.map((t) => [t.id, t.title, t.messageCount])).toEqual([
      [body.threadIds[0], 'Hog cycle', 3],
    ]);
    const messages = messageListSchema.parse(
      await (await carol.fetch(`/api/threads/${threads[0]?.id}/messages`)).json(),
    );
    expect(messages.map((m) => m.content)).toEqual(['hog 2.6', 'Here is Hog 2.6.', 'Broken.']);
    expect(messages[1]?.suggestedDeck).toEqual(hog);
    expect(messages[1]?.towerTroopId).toBe(159000002);
    expect(messages[1]?.deck?.archetype).toBe('Hog 2.6');
    expect(messages[2]?.suggestedDeck).toBeNull();
    const tooMany = await carol.fetch('/api/threads/import', {
      method: 'POST',
      body: JSON.stringify({
        threads: Array.from({ length: 21 }, () => ({ title: 'x', messages: [] })),
      }),
    });
    expect(tooMany.status).toBe(400);
  });

  it('refuses empty and over-long messages with a clear message', async () => {
    const long = await send(alice, { message: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(errorBodySchema.parse(await long.json()).error.message).toMatch(
      /at most 2000 characters/,
    );
    expect((await send(alice, { message: '   ' })).status).toBe(400);
  });

  it('lets visitors chat, personalised by a player tag, without storing anything', async () => {
    const before = await server.context.database.db.select().from(chatMessages);
    const res = await send(null, {
      message: 'Suggest a deck using my highest level cards',
      playerTag: '#RG0GUVJG',
    });
    const end = complete((await readChatStream(res)).events);
    expect(end.threadId).toBeNull();
    expect(end.deck?.levelFit?.notOwned).toEqual([]);
    // The player's own tower troop (Dagger Duchess) travels with the deck, so Open in game keeps it.
    expect(end.towerTroopId).toBe(159000002);
    expect(end.response).toMatch(/Tower troop: your Dagger Duchess/);
    expect(await server.context.database.db.select().from(chatMessages)).toHaveLength(
      before.length,
    );

    const bad = complete(
      (await readChatStream(await send(null, { message: 'hog deck', playerTag: '#NOPE' }))).events,
    );
    expect(bad.response).toMatch(/could not load player #NOPE/);
    expect(bad.suggestedDeck).toHaveLength(8);
  });

  it('brings back the first deck of a thread stored before its first deck was kept', async () => {
    const say = async (message: string, threadId?: string) =>
      complete((await readChatStream(await send(alice, { message, threadId }))).events);
    const first = await say('build me a hog deck');
    const threadId = first.threadId ?? undefined;
    await say('swap Cannon for Tesla', threadId);
    await say('swap Musketeer for Firecracker', threadId);
    // As stored by the code before the chat kept its first deck: no `first`, no `seen`.
    await server.context.database.db
      .update(chatMessages)
      .set({ limits: sql`${chatMessages.limits} - 'first' - 'seen'` })
      .where(eq(chatMessages.threadId, threadId ?? ''));
    const back = await say('go back to the first deck', threadId);
    expect(back.response).toMatch(/^Back to the first deck of this chat/);
    expect([...(back.suggestedDeck ?? [])].sort()).toEqual([...(first.suggestedDeck ?? [])].sort());
  });

  it('leaves a consistent thread when the client disconnects mid-stream', async () => {
    const thread = threadSchema.parse(
      await (await alice.fetch('/api/threads', { method: 'POST', body: '{}' })).json(),
    );
    const controller = new AbortController();
    const res = await alice.fetch(STREAM, {
      method: 'POST',
      body: JSON.stringify({ message: 'lavaloon deck', threadId: thread.id }),
      signal: controller.signal,
    });
    const reader = res.body?.getReader();
    await reader?.read();
    controller.abort();
    await new Promise((r) => setTimeout(r, 500));
    const [row] = await server.context.database.db
      .select()
      .from(chatThreads)
      .where(eq(chatThreads.id, thread.id));
    const rows = await server.context.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.threadId, thread.id));
    expect(rows[0]?.messageType).toBe('user');
    expect(row?.messageCount).toBe(rows.length);
    expect(rows.map((r) => r.messageOrder)).toEqual(rows.map((_, i) => i));
  });

  it('rate limits the chat per user with 429 and Retry-After', async () => {
    const carol = await createSignedInUser(server);
    let limited: Response | null = null;
    // 12 a minute: the 13th is refused (up to twice that if a busy machine made Redis miss its
    // deadline and one window was split with the database counters).
    for (let i = 0; i < 26 && !limited; i++) {
      const res = await send(carol, { message: 'hi' });
      if (res.status === 429) limited = res;
      else await res.text();
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(errorBodySchema.parse(await limited?.json()).error.message).toMatch(/too quickly/);
  });
});

describe('chat with a language model', () => {
  let server: TestServer;
  let model: FakeOpenAiServer;
  beforeAll(async () => {
    model = await startFakeOpenAiServer();
    server = await startTestServer({
      AI_BASE_URL: model.url,
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_MS: '1000',
    });
  });
  afterAll(async () => {
    await server?.close();
    await model?.close();
  });
  const ask = async (message: string) => {
    const res = await fetch(`${server.url}${STREAM}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ message }),
    });
    return readChatStream(res);
  };

  it('streams the model word by word around the engine’s facts', async () => {
    model.behaviour = {
      kind: 'answer',
      text: 'Here is a fast Hog deck. Cycle it well and defend cheaply.',
      delayMs: 5,
    };
    const { events } = await ask('build me a hog cycle deck');
    const texts = events.filter((e) => e.type === 'text');
    expect(texts.length).toBeGreaterThan(5);
    const end = complete(events);
    expect(end.response).toBe('Here is a fast Hog deck. Cycle it well and defend cheaply.');
    expect(end.suggestedDeck).toHaveLength(8);
    const request = model.requests.at(-1);
    expect(request?.model).toBe('fake-model');
    expect(request?.stream).toBe(true);
    expect(request?.messages[0]?.content).toMatch(/deck engine built this deck/);
    expect(model.authHeaders.at(-1)).toBe('Bearer sk-test');
  });

  it('never lets the model replace the deck or name cards outside it', async () => {
    model.behaviour = {
      kind: 'answer',
      text: 'Try this instead.\nDECK: Golem; Night Witch; Baby Dragon; Lumberjack; Tornado; Lightning; Barbarian Barrel; Mega Minion',
    };
    const withDeckLine = complete((await ask('hog 2.6')).events);
    expect(withDeckLine.response).toBe('Try this instead.');
    expect(withDeckLine.deck?.archetype).toBe('Hog 2.6');
    model.behaviour = { kind: 'answer', text: 'Play Golem behind Night Witch and win.' };
    const stranger = complete((await ask('hog 2.6')).events);
    expect(stranger.response).toMatch(/^## /);
    expect(stranger.response).not.toMatch(/Play Golem behind Night Witch/);
    model.behaviour = {
      kind: 'answer',
      text: 'Hog Rider with Mega Knight in mind: defend with Cannon.',
    };
    const named = complete((await ask('hog 2.6 against mega knight')).events);
    expect(named.response).toBe('Hog Rider with Mega Knight in mind: defend with Cannon.');
  });

  it.each([
    ['an error status', { kind: 'status', status: 500 } as const],
    ['a timeout', { kind: 'hang' } as const],
    [
      'a broken stream',
      { kind: 'fail-midway', text: 'one two three four five six seven eight' } as const,
    ],
  ])('falls back to the engine on %s, never to a broken stream', async (_label, behaviour) => {
    model.behaviour = behaviour;
    const { events, done } = await ask('golem beatdown');
    expect(done).toBe(true);
    const end = complete(events);
    expect(end.response).toMatch(/^## Golem/);
    expect(end.suggestedDeck).toHaveLength(8);
  });
});
