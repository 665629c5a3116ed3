import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { cardSchema } from '@shared/card';
import { messageListSchema, type ChatStreamEvent } from '@shared/chat';
import { runConversationOver } from '@engine/conversation';
import { conversationCases } from '@engine/conversation-cases';
import { createCardBase } from '@engine/knowledge';
import { startTestServer, type TestServer } from '@test/api-server';
import { createSignedInUser, type SignedInUser } from '@test/factories';
import { readChatStream } from '@test/sse';

const STREAM = '/api/ai/deck-builder/stream';
const catalogue = cardSchema.array().parse(JSON.parse(readFileSync('data/cards.json', 'utf8')));
const base = createCardBase(catalogue);

/**
 * The conversation suite through the real server: a signed-in thread (the previous deck comes
 * from the database) and a visitor (the client sends it), each turn read from the SSE stream.
 */
describe('conversations over the chat stream', () => {
  let server: TestServer;
  let alice: SignedInUser;
  beforeAll(async () => {
    // Well above the suite's turns (over a thousand a minute per user): no turn meets the limit.
    server = await startTestServer({ CHAT_RATE_LIMIT_PER_MINUTE: '100000' });
    alice = await createSignedInUser(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const multiTurn = conversationCases.filter((c) => c.turns.length > 1 && !c.withPlayer);

  it.each(multiTurn.map((c) => [c.name, c] as const))('signed in: %s', async (_name, c) => {
    let threadId: string | undefined;
    const result = await runConversationOver(c, catalogue, base, async (message) => {
      const res = await alice.fetch(STREAM, {
        method: 'POST',
        body: JSON.stringify({ message, threadId }),
      });
      const { events } = await readChatStream(res, performance.now());
      const end = events.at(-1) as ChatStreamEvent;
      if (end.type !== 'complete') throw new Error(JSON.stringify(end));
      threadId = end.threadId ?? undefined;
      return end;
    });
    expect(result.problems).toEqual([]);
  });

  it.each(multiTurn.map((c) => [c.name, c] as const))('visitor: %s', async (_name, c) => {
    // A visitor's client sends back the thread's deck and standing limits, as the web does.
    let previousDeck: number[] | undefined;
    let earlierDeck: number[] | undefined;
    let limits: unknown;
    const result = await runConversationOver(c, catalogue, base, async (message) => {
      const res = await fetch(`${server.url}${STREAM}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url },
        body: JSON.stringify({ message, previousDeck, earlierDeck, limits }),
      });
      const { events } = await readChatStream(res, performance.now());
      const end = events.at(-1) as ChatStreamEvent;
      if (end.type !== 'complete') throw new Error(JSON.stringify(end));
      // The order carries the slots (slotted cards first), so a moved slot is a new deck too.
      if (end.suggestedDeck && end.suggestedDeck.join() !== previousDeck?.join()) {
        earlierDeck = previousDeck;
        previousDeck = end.suggestedDeck;
      }
      limits = end.limits;
      return end;
    });
    expect(result.problems).toEqual([]);
  });

  it('keeps a limit for the thread until it is lifted, signed in and as a visitor', async () => {
    const legendary = new Set(
      catalogue.filter((c) => c.rarity === 'Legendary' || c.rarity === 'Champion').map((c) => c.id),
    );
    const turn = async (
      message: string,
      extra: {
        threadId?: string | undefined;
        previousDeck?: number[] | undefined;
        limits?: unknown;
      },
      who: SignedInUser | null,
    ) => {
      const init = { method: 'POST', body: JSON.stringify({ message, ...extra }) };
      const res = who
        ? await who.fetch(STREAM, init)
        : await fetch(`${server.url}${STREAM}`, {
            ...init,
            headers: { 'Content-Type': 'application/json', Origin: server.url },
          });
      const end = (await readChatStream(res, performance.now())).events.at(-1) as ChatStreamEvent;
      if (end.type !== 'complete') throw new Error(JSON.stringify(end));
      return end;
    };
    // Signed in: the server remembers the limits with the thread.
    const first = await turn('hog deck with no legendaries', {}, alice);
    const threadId = first.threadId ?? undefined;
    expect(first.limits.excludeRarities).toEqual(['Legendary', 'Champion']);
    const second = await turn('now a golem deck', { threadId }, alice);
    expect(second.suggestedDeck?.some((id) => legendary.has(id))).toBe(false);
    expect(second.response).toMatch(/Still applying from earlier in this chat: no Legendary cards/);
    const lifted = await turn('legendaries are fine now', { threadId }, alice);
    expect(lifted.response).toMatch(/No longer applying: no Legendary cards/);
    expect(lifted.suggestedDeck).toEqual(second.suggestedDeck);
    expect(lifted.limits.excludeRarities).toEqual([]);

    // A visitor sends the limits back; the server validates them like any input.
    const v1 = await turn('deck at most 3.0 elixir', {}, null);
    const v2 = await turn(
      'a hog deck',
      { previousDeck: v1.suggestedDeck ?? undefined, limits: v1.limits },
      null,
    );
    expect(v2.response).toMatch(
      /Still applying from earlier in this chat: average elixir at most 3.0/,
    );
    const bad = await fetch(`${server.url}${STREAM}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ message: 'golem deck', limits: { excludeRarities: ['Mythic'] } }),
    });
    expect(bad.status).toBe(400);
  });

  it('answers a comparison with both decks in the complete event, and keeps them in the thread', async () => {
    const res = await alice.fetch(STREAM, {
      method: 'POST',
      body: JSON.stringify({ message: 'compare hog 2.6 and xbow cycle' }),
    });
    const end = (await readChatStream(res, performance.now())).events.at(-1) as ChatStreamEvent;
    if (end.type !== 'complete') throw new Error(JSON.stringify(end));
    expect(end.decks).toHaveLength(2);
    expect(end.decks.map((d) => d.analysis.archetype)).toEqual(['Hog 2.6', 'X-Bow cycle']);
    for (const d of end.decks) expect(new Set(d.cards).size).toBe(8);
    const messages = messageListSchema.parse(
      await (await alice.fetch(`/api/threads/${end.threadId}/messages`)).json(),
    );
    expect(messages.at(-1)?.decks.map((d) => d.cards)).toEqual(end.decks.map((d) => d.cards));
  });
});
