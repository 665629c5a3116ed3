import { type Rarity, rarityTable } from './rarity';

/**
 * docs/product.md §3 "Card level rule": the displayed level is the stored level plus the rarity's offset,
 * never below 1. Stored levels are the official API's per-rarity `level` (a common starts at 1,
 * a legendary at 1 meaning displayed 9, and so on).
 */
export function displayLevel(storedLevel: number, rarity: Rarity): number {
  return Math.max(1, storedLevel + rarityTable[rarity].levelOffset);
}

export type LevelColour = 'yellow' | 'green' | 'blue' | 'grey';

/** docs/product.md §4 "Card display": max yellow; ≥80% of max green; ≥50% blue; otherwise grey. */
export function levelColour(level: number, maxLevel: number): LevelColour {
  if (maxLevel <= 0) return 'grey';
  if (level >= maxLevel) return 'yellow';
  const ratio = level / maxLevel;
  if (ratio >= 0.8) return 'green';
  if (ratio >= 0.5) return 'blue';
  return 'grey';
}

/** Reading B of the tournament thresholds: is this owned card "high priority" for the AI? */
export function isHighPriorityLevel(storedLevel: number, rarity: Rarity): boolean {
  return storedLevel >= rarityTable[rarity].aiThreshold;
}
