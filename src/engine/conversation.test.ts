import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardSchema } from '@shared/card';
import { playerContextFromOfficial } from '@shared/official-player';
import { runConversation } from './conversation';
import { conversationCases } from './conversation-cases';
import { createDeckEngine } from './deck-engine';
import { createCardBase } from './knowledge';

const catalogue = cardSchema.array().parse(JSON.parse(readFileSync('data/cards.json', 'utf8')));
const engine = createDeckEngine(catalogue);
const base = createCardBase(catalogue);
const player = playerContextFromOfficial(
  JSON.parse(readFileSync('test/fixtures/cr-api/player-RG0GUVJG.2026-09.denialgelon.json', 'utf8')),
  catalogue,
);

describe('conversations', () => {
  it('has at least 60 cases', () => {
    expect(conversationCases.length).toBeGreaterThanOrEqual(60);
  });
  it.each(conversationCases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(runConversation(c, engine, catalogue, base, player).problems).toEqual([]);
  });
});
