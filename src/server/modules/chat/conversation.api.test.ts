import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { cardSchema } from '@shared/card';
import type { ChatStreamEvent } from '@shared/chat';
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
    server = await startTestServer({ CHAT_RATE_LIMIT_PER_MINUTE: '1000' });
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

  it.each(multiTurn.slice(0, 8).map((c) => [c.name, c] as const))(
    'visitor: %s',
    async (_name, c) => {
      let previousDeck: number[] | undefined;
      const result = await runConversationOver(c, catalogue, base, async (message) => {
        const res = await fetch(`${server.url}${STREAM}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: server.url },
          body: JSON.stringify({ message, previousDeck }),
        });
        const { events } = await readChatStream(res, performance.now());
        const end = events.at(-1) as ChatStreamEvent;
        if (end.type !== 'complete') throw new Error(JSON.stringify(end));
        previousDeck = end.suggestedDeck ?? previousDeck;
        return end;
      });
      expect(result.problems).toEqual([]);
    },
  );
});
