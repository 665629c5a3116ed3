import { describe, expect, it } from 'vitest';
import { averageElixir, fourCardCycle, isTowerCardName, splitTowerCards } from './deck-rules';

describe('tower split (docs/product.md §5)', () => {
  it('recognises tower cards by name: king, princess, tower, castle, crown, royal', () => {
    for (const name of ['King Tower', 'Tower Princess', 'Crown Tower', 'Castle', 'Royal Chef']) {
      expect(isTowerCardName(name)).toBe(true);
    }
    expect(isTowerCardName('Hog Rider')).toBe(false);
  });

  it('trusts the isSupport flag over the name when the deck carries it', () => {
    const deck = [
      { name: 'Royal Giant', isSupport: false },
      { name: 'Cannoneer', isSupport: true },
      { name: 'Hog Rider', isSupport: false },
    ];
    expect(splitTowerCards(deck)).toEqual({
      regular: [deck[0], deck[2]],
      tower: [deck[1]],
    });
  });

  it('falls back to the name rule for old-format decks', () => {
    const { regular, tower } = splitTowerCards([{ name: 'Tower Princess' }, { name: 'Knight' }]);
    expect(tower.map((c) => c.name)).toEqual(['Tower Princess']);
    expect(regular.map((c) => c.name)).toEqual(['Knight']);
  });
});

describe('average elixir (docs/product.md §9)', () => {
  it('is the mean to one decimal', () => {
    // Hog 2.6: Hog Rider 4, Musketeer 4, Ice Golem 2, Ice Spirit 1, Skeletons 1, Cannon 3, Fireball 4, The Log 2.
    expect(averageElixir([4, 4, 2, 1, 1, 3, 4, 2].map((elixirCost) => ({ elixirCost })))).toBe(2.6);
    expect(averageElixir([3, 3, 4].map((elixirCost) => ({ elixirCost })))).toBe(3.3);
  });

  it('leaves out cards without a fixed cost (Mirror), and an empty deck is 0', () => {
    expect(averageElixir([{ elixirCost: 4 }, { elixirCost: null }, { elixirCost: 2 }])).toBe(3);
    expect(averageElixir([])).toBe(0);
  });
});

describe('four-card cycle', () => {
  it('adds the four cheapest fixed costs, never counting Mirror as free', () => {
    // Hog 2.6: Ice Spirit 1 + Skeletons 1 + Ice Golem 2 + The Log 2.
    expect(fourCardCycle([4, 4, 2, 1, 1, 3, 4, 2].map((elixirCost) => ({ elixirCost })))).toBe(6);
    // Royal Giant with Mirror: Arrows 3 + Tombstone 3 + Wizard 5 + Prince 5, not 0 + 3 + 3 + 5.
    const withMirror = [6, 5, 5, 6, 3, 3, null, 5].map((elixirCost) => ({ elixirCost }));
    expect(fourCardCycle(withMirror)).toBe(16);
  });
});
