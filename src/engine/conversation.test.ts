import { catalogue, testPlayer } from '@test/engine-fixtures';
import { describe, expect, it } from 'vitest';
import { runConversation } from './conversation';
import { conversationCases } from './conversation-cases';
import { createDeckEngine } from './deck-engine';
import { createCardBase } from './knowledge';

const engine = createDeckEngine(catalogue);
const base = createCardBase(catalogue);
const player = testPlayer;

describe('conversations', () => {
  it('has at least 60 cases', () => {
    expect(conversationCases.length).toBeGreaterThanOrEqual(60);
  });
  it.each(conversationCases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(runConversation(c, engine, catalogue, base, player).problems).toEqual([]);
  });
});
