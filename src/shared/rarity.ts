import { z } from 'zod';

export const rarities = ['Common', 'Rare', 'Epic', 'Legendary', 'Champion'] as const;
export const raritySchema = z.enum(rarities);
export type Rarity = z.infer<typeof raritySchema>;

/** docs/product.md §9 "Rarity tables": one row per rarity. */
export const rarityTable: Record<
  Rarity,
  {
    levelOffset: number;
    rank: number;
    colour: 'blue' | 'green' | 'purple' | 'orange' | 'red';
    /** Tournament threshold, display reading A. */
    displayThreshold: number;
    /** Tournament threshold, reading B: used to group the player's cards for the AI. */
    aiThreshold: number;
  }
> = {
  Common: { levelOffset: 0, rank: 1, colour: 'blue', displayThreshold: 11, aiThreshold: 11 },
  Rare: { levelOffset: 2, rank: 2, colour: 'green', displayThreshold: 8, aiThreshold: 9 },
  Epic: { levelOffset: 5, rank: 3, colour: 'purple', displayThreshold: 6, aiThreshold: 6 },
  Legendary: { levelOffset: 8, rank: 4, colour: 'orange', displayThreshold: 4, aiThreshold: 3 },
  Champion: { levelOffset: 10, rank: 5, colour: 'red', displayThreshold: 3, aiThreshold: 1 },
};

/** Parses any casing of a rarity name ('common', 'LEGENDARY') into the canonical form. */
export function parseRarity(value: string): Rarity {
  const found = rarities.find((r) => r.toLowerCase() === value.trim().toLowerCase());
  if (!found) throw new Error(`Unknown rarity: ${value}`);
  return found;
}

export function compareRarity(a: Rarity, b: Rarity): number {
  return rarityTable[a].rank - rarityTable[b].rank;
}
