import { describe, expect, it } from 'vitest';
import { createDeckEngine } from '@engine/deck-engine';
import { catalogue } from '@test/engine-fixtures';
import type { ChatModel } from '../../ai/chat-model';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { createChatService, type ChatServiceDeps } from './chat.service';

const engine = createDeckEngine(catalogue);
const byName = (name: string) => {
  const card = catalogue.find((c) => c.name === name);
  if (!card) throw new Error(`no ${name} in the catalogue`);
  return card;
};

/** A visitor's turn touches no database: any use of it fails the test. */
const noDatabase = {
  withUser: () => {
    throw new Error('a visitor turn must not touch the database');
  },
} as unknown as Database;

const silent = { info: () => {}, warn: () => {}, error: () => {} };

function service(overrides: Partial<ChatServiceDeps> = {}) {
  const warnings: unknown[] = [];
  const chat = createChatService({
    database: noDatabase,
    engine: () => engine,
    catalogue: () => catalogue,
    players: {
      forUser: () => Promise.resolve(undefined),
      forTag: () => Promise.reject(new AppError('player_not_found', 'No player has that tag.')),
    },
    logger: {
      ...silent,
      warn: (fields: object) => warnings.push('err' in fields ? fields.err : fields),
    },
    ...overrides,
  });
  return { chat, warnings };
}

/** A fake model that streams the given pieces, or throws after them. */
function fakeModel(pieces: string[], fail?: Error): ChatModel & { systems: string[] } {
  const systems: string[] = [];
  return {
    systems,
    async *stream({ system }) {
      systems.push(system);
      for (const piece of pieces) yield piece;
      if (fail) throw fail;
    },
  };
}

async function run(chat: ReturnType<typeof service>['chat'], message: string, playerTag?: string) {
  const turn = await chat.begin(null, { message, ...(playerTag ? { playerTag } : {}) });
  const answer = chat.answer(turn, new AbortController().signal);
  const pieces: string[] = [];
  for (;;) {
    const next = await answer.next();
    if (next.done) return { pieces, result: next.value, turn };
    pieces.push(next.value);
  }
}

describe('chat service', () => {
  it('streams the engine answer when no model is configured, and stores nothing for a visitor', async () => {
    const { chat } = service();
    const { pieces, result, turn } = await run(chat, 'hog 2.6');
    expect(turn.threadId).toBeNull();
    expect(result.deck?.cardIds).toHaveLength(8);
    expect(result.deck?.cardIds).toContain(byName('Hog Rider').id);
    expect(pieces.join('')).toBe(result.response);
    await chat.finish(turn, result);
  });

  it('lets the model phrase the engine deck, ignoring a DECK line of its own', async () => {
    const model = fakeModel(['Here is a fast ', 'Hog cycle deck.\n', 'DECK: 1,2,3']);
    const { chat } = service({ model });
    const { pieces, result } = await run(chat, 'hog 2.6');
    expect(pieces.join('')).toContain('Here is a fast Hog cycle deck.');
    expect(result.response).toBe('Here is a fast Hog cycle deck.');
    expect(result.deck?.cardIds).toContain(byName('Hog Rider').id);
    // The model was told the engine's deck.
    expect(model.systems[0]).toContain(String(byName('Hog Rider').id));
  });

  it('keeps the engine answer when the model names a card outside the deck', async () => {
    const engineOnly = (await run(service().chat, 'hog 2.6')).result;
    const { chat, warnings } = service({
      model: fakeModel(['Add a Lava Hound to this deck.']),
    });
    const { result } = await run(chat, 'hog 2.6');
    expect(result.deck?.cardIds).not.toContain(byName('Lava Hound').id);
    expect(result.response).toBe(engineOnly.response);
    expect(result.response).not.toContain('Lava Hound');
    expect(String(warnings[0])).toMatch(/outside the deck/);
  });

  it('falls back to the engine, streamed, when the model fails before saying anything', async () => {
    const { chat, warnings } = service({ model: fakeModel([], new Error('provider down')) });
    const { pieces, result } = await run(chat, 'hog 2.6');
    expect(pieces.join('')).toBe(result.response);
    expect(result.deck?.cardIds).toHaveLength(8);
    expect(warnings).toHaveLength(1);
  });

  it("says when a visitor's player tag cannot be loaded, then answers in general", async () => {
    const { chat } = service();
    const { result } = await run(chat, 'hog 2.6', '#NOPE');
    expect(result.response).toMatch(
      /^_I could not load player #NOPE: No player has that tag\. Here is a general answer instead\._/,
    );
    expect(result.deck?.cardIds).toHaveLength(8);
  });

  it("carries a visitor's previous deck into the turn only when it is a legal deck", async () => {
    const { chat } = service();
    const hog = (await run(chat, 'hog 2.6')).result.deck?.cardIds ?? [];
    const kept = await chat.begin(null, { message: 'swap the log', previousDeck: hog });
    expect(kept.input.previousDeck?.cardIds).toEqual(hog);
    const bad = await chat.begin(null, { message: 'swap the log', previousDeck: [hog[0] ?? 0] });
    expect(bad.input.previousDeck).toBeNull();
  });
});
