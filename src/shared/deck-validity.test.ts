import { describe, expect, it } from 'vitest';
import { deckCardIdsSchema, deckProblems, type DeckRuleCard } from './deck-validity';

const card = (id: number, extra: Partial<DeckRuleCard> = {}): DeckRuleCard => ({
  id,
  name: `Card ${id}`,
  type: 'Troop',
  isChampion: false,
  hasEvolution: false,
  hasHero: false,
  ...extra,
});
const cards = new Map<number, DeckRuleCard>([
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((id) => [id, card(id)] as const),
  [9, card(9, { isChampion: true, name: 'Queen' })],
  [10, card(10, { isChampion: true, name: 'King' })],
  [11, card(11, { type: 'Tower', name: 'Tower Princess' })],
  [12, card(12, { hasEvolution: true, name: 'Knight' })],
]);
const byId = (id: number) => cards.get(id);

describe('deckProblems', () => {
  it('accepts a legal deck', () => {
    expect(
      deckProblems([1, 2, 3, 4, 5, 6, 7, 12], byId, { towerTroopId: 11, slots: [12] }),
    ).toEqual([]);
  });
  it('names every broken rule', () => {
    expect(
      deckProblems([1, 2, 3, 9, 10, 11, 99, 1], byId, { towerTroopId: 1, slots: [2, 12, 3] }),
    ).toEqual([
      'A deck cannot hold the same card twice.',
      'Unknown card ids: 99.',
      'Tower troops are not part of the 8 cards: Tower Princess.',
      'A deck can hold only one champion.',
      'towerTroopId must be a tower troop.',
      'At most 2 cards can take an evolution or hero slot.',
      'Card 2 has no evolution or hero.',
      'Slot card Knight is not in the deck.',
      'Card 3 has no evolution or hero.',
    ]);
    expect(deckProblems([1, 2], byId)).toEqual(['Deck must contain exactly 8 cards.']);
  });
});

describe('deckCardIdsSchema', () => {
  it('wants 8 distinct ids', () => {
    expect(deckCardIdsSchema.safeParse([1, 2, 3, 4, 5, 6, 7, 8]).success).toBe(true);
    expect(deckCardIdsSchema.safeParse([1, 2, 3]).error?.issues[0]?.message).toBe(
      'Deck must contain exactly 8 cards',
    );
    expect(deckCardIdsSchema.safeParse([1, 1, 3, 4, 5, 6, 7, 8]).error?.issues[0]?.message).toBe(
      'A deck cannot hold the same card twice',
    );
  });
});
