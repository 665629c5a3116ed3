import rangesFile from '../../data/card-ranges.json' with { type: 'json' };

/** A card's reach in tiles (data/card-ranges.json). */
export interface CardRange {
  /** The main unit's attack range; absent for a card whose units reach differently. */
  range?: number;
  /** What it cannot hit up close (Mortar). */
  minRange?: number;
  /** Goblin Gang's Goblins and Spear Goblins, each with its own range. */
  units?: Record<string, number>;
  /** A building that never attacks (Furnace, Goblin Cage). */
  attacks?: boolean;
  /** What such a building spawns, with its range (Goblin Hut's Spear Goblins). */
  spawns?: Record<string, number>;
}

/** The source data's unit names as a player says them. */
const UNIT_NAMES: Record<string, string> = {
  Goblin: 'its Goblins',
  SpearGoblin: 'its Spear Goblins',
  RascalBoy: 'the Rascal Boy',
  RascalGirl: 'the Rascal Girls',
  Ram: 'the Ram',
  RamRider: 'the Rider (bola, troops only)',
  GoblinGiant: 'Goblin Giant',
  SpearGoblinGiant: 'the Spear Goblins on its back',
  FireSpirits: 'its Fire Spirits',
  GoblinBrawler: 'the Goblin Brawler it releases',
};

/** "its Spear Goblins", else the data's name split into words. */
export function unitName(unit: string): string {
  return UNIT_NAMES[unit] ?? `its ${unit.replace(/(?<=[a-z])(?=[A-Z])/g, ' ')}`;
}

const ranges: Record<string, CardRange> = rangesFile.cards;

/** The range figures' source and date, said with every answer that uses them. */
export const RANGES_NOTE =
  '_Ranges in tiles from RoyaleAPI’s card data of October 2023; a balance change since may have moved one._';

export function rangeOf(name: string): CardRange | undefined {
  return ranges[name];
}

/** The farthest any unit of the card attacks from, in tiles, or null when it never attacks. */
export function reachOf(range: CardRange): number | null {
  if (range.attacks === false) return null;
  return range.range ?? Math.max(...Object.values(range.units ?? {}));
}
