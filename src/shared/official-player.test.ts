import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardSchema } from './card';
import {
  hasEvolutionUnlocked,
  hasHeroUnlocked,
  playerContextFromOfficial,
} from './official-player';

const catalogue = cardSchema.array().parse(JSON.parse(readFileSync('data/cards.json', 'utf8')));
const load = (file: string): unknown =>
  JSON.parse(readFileSync(`test/fixtures/cr-api/${file}`, 'utf8'));
const find = (ctx: ReturnType<typeof playerContextFromOfficial>, name: string) =>
  ctx.cards.find((c) => c.cardId === catalogue.find((k) => k.name === name)?.id);

describe('playerContextFromOfficial', () => {
  it('reads a 2024 payload: elite levels above maxLevel keep the display rule', () => {
    const ctx = playerContextFromOfficial(load('player-2PGGCJJL.2024-06.jcrapi2.json'), catalogue);
    expect(ctx.tag).toBe('#2PGGCJJL');
    const royalGiant = find(ctx, 'Royal Giant');
    expect(royalGiant).toMatchObject({
      level: 15,
      maxLevel: 14,
      displayLevel: 15,
      evolutionLevel: 1,
    });
    const musketeer = find(ctx, 'Musketeer');
    expect(musketeer?.displayLevel).toBe(14); // rare: stored 12 + offset 2
    expect(ctx.currentDeck).toHaveLength(8);
    expect(ctx.towerTroopId).toBe(159000000);
  });

  it('reads a 2026 payload: Level 16 scale, heroes in the evolutionLevel bit field', () => {
    const ctx = playerContextFromOfficial(
      load('player-RG0GUVJG.2026-09.denialgelon.json'),
      catalogue,
    );
    const infernoDragon = find(ctx, 'Inferno Dragon');
    expect(infernoDragon?.displayLevel).toBe(16); // legendary: stored 8 + offset 8
    const knight = find(ctx, 'Knight'); // evolutionLevel 3: evolution and hero
    expect(knight).toMatchObject({ evolutionLevel: 1, heroUnlocked: true });
    expect(ctx.towerTroopId).toBe(159000002);
  });

  it('reads the bit field', () => {
    expect(
      [0, 1, 2, 3].map((e) => [
        hasEvolutionUnlocked({ evolutionLevel: e }),
        hasHeroUnlocked({ evolutionLevel: e }),
      ]),
    ).toEqual([
      [false, false],
      [true, false],
      [false, true],
      [true, true],
    ]);
  });
});
