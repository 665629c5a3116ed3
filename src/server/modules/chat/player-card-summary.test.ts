import { describe, expect, it } from 'vitest';
import type { Card } from '@shared/card';
import type { PlayerContext } from '@shared/player-context';
import { buildPlayerCardSummary, UNOWNED_CARDS_CAP } from './player-card-summary';

function card(
  id: number,
  name: string,
  rarity: Card['rarity'],
  type: Card['type'] = 'Troop',
): Card {
  return {
    id,
    key: name.toLowerCase(),
    name,
    rarity,
    elixirCost: type === 'Tower' ? null : 3,
    type,
    maxLevel: 16,
    iconUrl: '',
    evolutionIconUrl: null,
    heroIconUrl: null,
    isChampion: rarity === 'Champion',
    hasEvolution: false,
    hasHero: false,
  };
}

const catalogue: Card[] = [
  card(1, 'Knight', 'Common'),
  card(2, 'Archers', 'Common'),
  card(3, 'Hog Rider', 'Rare'),
  card(4, 'Baby Dragon', 'Epic'),
  card(5, 'Princess', 'Legendary'),
  card(6, 'Tower Princess', 'Common', 'Tower'),
  ...Array.from({ length: 25 }, (_, i) =>
    card(100 + i, `Filler ${String(i).padStart(2, '0')}`, 'Epic'),
  ),
];

const player: PlayerContext = {
  name: 'Ace',
  tag: '#2PP',
  trophies: 7000,
  cards: [
    // Common threshold (reading B) is 11: Knight is high priority, Archers need upgrades.
    {
      cardId: 1,
      level: 11,
      maxLevel: 16,
      displayLevel: 11,
      rarity: 'Common',
      evolutionLevel: 1,
      heroUnlocked: false,
      count: 0,
    },
    {
      cardId: 2,
      level: 10,
      maxLevel: 16,
      displayLevel: 10,
      rarity: 'Common',
      evolutionLevel: 0,
      heroUnlocked: false,
      count: 0,
    },
    // Rare threshold 9 (display 11): high priority, ranked above Knight by level.
    {
      cardId: 3,
      level: 10,
      maxLevel: 14,
      displayLevel: 12,
      rarity: 'Rare',
      evolutionLevel: 0,
      heroUnlocked: false,
      count: 0,
    },
    // Legendary threshold 3 (reading B): level 3 is high priority; same display level as Knight, rarity orders it after.
    {
      cardId: 5,
      level: 3,
      maxLevel: 8,
      displayLevel: 11,
      rarity: 'Legendary',
      evolutionLevel: 0,
      heroUnlocked: false,
      count: 0,
    },
  ],
};

describe('buildPlayerCardSummary', () => {
  const summary = buildPlayerCardSummary(player, catalogue);
  const lines = summary.split('\n');

  it('groups owned cards by the reading-B thresholds, sorted by level, rarity, name', () => {
    const high = lines.indexOf('High priority cards (tournament level or above): 3');
    expect(lines.slice(high + 1, high + 4)).toEqual([
      '- Hog Rider (Rare, 3 elixir, Troop), level 12',
      '- Knight (Common, 3 elixir, Troop), level 11, evolution unlocked',
      '- Princess (Legendary, 3 elixir, Troop), level 11',
    ]);
    const low = lines.indexOf('Cards that need upgrades: 1');
    expect(lines[low + 1]).toBe('- Archers (Common, 3 elixir, Troop), level 10');
  });

  it('caps unowned cards at 20 with a note of the rest, and leaves tower troops out', () => {
    expect(summary).toContain('Cards not owned: 26');
    expect(lines.filter((l) => l.endsWith('not owned'))).toHaveLength(UNOWNED_CARDS_CAP);
    expect(summary).toContain('(and 6 more cards not owned)');
    expect(summary).not.toContain('Tower Princess');
    expect(lines[0]).toBe('Player: Ace (#2PP), 7000 trophies');
  });
});
