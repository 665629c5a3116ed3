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

/** The source data's unit names as a player says them, and whether the name is plural. */
const UNIT_NAMES: Record<string, [string, boolean]> = {
  Goblin: ['its Goblins', true],
  SpearGoblin: ['its Spear Goblins', true],
  RascalBoy: ['the Rascal Boy', false],
  RascalGirl: ['the Rascal Girls', true],
  Ram: ['the Ram', false],
  RamRider: ['the Rider (bola, troops only)', false],
  GoblinGiant: ['Goblin Giant', false],
  SpearGoblinGiant: ['the Spear Goblins on its back', true],
  FireSpirits: ['its Fire Spirits', true],
  GoblinBrawler: ['the Goblin Brawler it releases', false],
  Skeleton: ['its Skeletons', true],
  Barbarian: ['its Barbarians', true],
};

/** "its Spear Goblins reach 5.5 tiles", else the data's name split into words. */
export function unitReach(unit: string, tiles: number, verb = false): string {
  const [name, plural] = UNIT_NAMES[unit] ?? [
    `its ${unit.replace(/(?<=[a-z])(?=[A-Z])/g, ' ')}`,
    /s$/.test(unit),
  ];
  return `${name}${verb ? (plural ? ' reach' : ' reaches') : ''} ${tiles} tiles`;
}

const ranges: Record<string, CardRange> = rangesFile.cards;

/** The range figures' source and date, said with every answer that uses them. */
export const RANGES_NOTE =
  '_Ranges in tiles from RoyaleAPI’s card data of October 2023; a balance change since may have moved one._';

export function rangeOf(name: string): CardRange | undefined {
  return ranges[name];
}

/** A card's main reach in tiles, 0 when the range data gives none (a spell, a newer card). */
export function mainReach(name: string): number {
  return ranges[name]?.range ?? 0;
}

/** Every unit's reach: one for most cards, one per unit for Goblin Gang or Ram Rider. */
export function reachesOf(range: CardRange): number[] {
  if (range.attacks === false) return [];
  return range.range !== undefined ? [range.range] : Object.values(range.units ?? {});
}
