import { describe, expect, it } from 'vitest';
import { readCatalogueSnapshot } from './cards.repository';

const catalogue = readCatalogueSnapshot();
const byName = new Map(catalogue.map((c) => [c.name, c]));

describe('the shipped catalogue snapshot (data/cards.json)', () => {
  it('holds all 125 cards, the 4 tower troops among them', () => {
    expect(catalogue).toHaveLength(125);
    expect(
      catalogue
        .filter((c) => c.type === 'Tower')
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Cannoneer', 'Dagger Duchess', 'Royal Chef', 'Tower Princess']);
    expect(new Set(catalogue.map((c) => c.id)).size).toBe(125);
  });

  it('derives champion, evolution and hero flags from the official data', () => {
    expect(catalogue.filter((c) => c.isChampion)).toHaveLength(8);
    expect(byName.get('Knight')).toMatchObject({ hasEvolution: true, hasHero: true });
    expect(byName.get('Knight')?.evolutionIconUrl).toMatch(/cardevolutions/);
    expect(byName.get('Knight')?.heroIconUrl).toMatch(/cardheroes/);
    expect(byName.get('Hog Rider')).toMatchObject({
      type: 'Troop',
      elixirCost: 4,
      rarity: 'Rare',
      key: 'hog-rider',
    });
  });

  it('handles Mirror and tower troops as having no fixed cost', () => {
    expect(byName.get('Mirror')).toMatchObject({ elixirCost: null, type: 'Spell' });
    expect(byName.get('Tower Princess')?.elixirCost).toBeNull();
  });

  it('corrects the community types checked by hand', () => {
    expect(byName.get('Spirit Empress')?.type).toBe('Troop');
    expect(byName.get('Heal Spirit')?.type).toBe('Troop');
    expect(byName.get('Goblin Hut')).toMatchObject({ type: 'Building', elixirCost: 4 });
    expect(byName.get('The Log')?.type).toBe('Spell');
  });
});
