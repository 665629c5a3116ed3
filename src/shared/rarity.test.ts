import { describe, expect, it } from 'vitest';
import { compareRarity, parseRarity, rarities, rarityTable } from './rarity';

describe('rarity table (docs/product.md §9)', () => {
  it('holds the rows of docs/product.md §9 "Rarity tables"', () => {
    expect(
      rarities.map((r) => [
        r,
        rarityTable[r].levelOffset,
        rarityTable[r].rank,
        rarityTable[r].colour,
      ]),
    ).toEqual([
      ['Common', 0, 1, 'blue'],
      ['Rare', 2, 2, 'green'],
      ['Epic', 5, 3, 'purple'],
      ['Legendary', 8, 4, 'orange'],
      ['Champion', 10, 5, 'red'],
    ]);
    expect(rarities.map((r) => rarityTable[r].displayThreshold)).toEqual([11, 8, 6, 4, 3]);
    expect(rarities.map((r) => rarityTable[r].aiThreshold)).toEqual([11, 9, 6, 3, 1]);
  });

  it('parses any casing and orders by rank', () => {
    expect(parseRarity('legendary')).toBe('Legendary');
    expect(parseRarity(' CHAMPION ')).toBe('Champion');
    expect(() => parseRarity('mythic')).toThrow('Unknown rarity');
    expect(['Epic', 'Common', 'Champion', 'Rare'].map(parseRarity).sort(compareRarity)).toEqual([
      'Common',
      'Rare',
      'Epic',
      'Champion',
    ]);
  });
});
