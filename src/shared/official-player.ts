import { z } from 'zod';
import type { Card } from './card';
import { displayLevel } from './card-level';
import type { PlayerContext } from './player-context';

/**
 * The parts of the official API's `GET /players/{tag}` answer we use. Both eras parse: 2024
 * payloads (elite level above maxLevel) and 2026 ones (Level 16 scale, heroes, `evolutionLevel` as a
 * bit field: 1 = evolution unlocked, 2 = hero unlocked). Unknown fields are ignored.
 */
export const officialCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.number().int().min(0),
  maxLevel: z.number().int().min(1),
  starLevel: z.number().int().optional(),
  evolutionLevel: z.number().int().optional(),
  maxEvolutionLevel: z.number().int().optional(),
  rarity: z.string(),
  count: z.number().int().optional(),
  elixirCost: z.number().int().optional(),
  iconUrls: z
    .object({
      medium: z.string().optional(),
      evolutionMedium: z.string().optional(),
      heroMedium: z.string().optional(),
    })
    .partial()
    .optional(),
});
export type OfficialCard = z.infer<typeof officialCardSchema>;

export const officialPlayerSchema = z.object({
  tag: z.string(),
  name: z.string(),
  expLevel: z.number().int().default(1),
  trophies: z.number().int().default(0),
  bestTrophies: z.number().int().default(0),
  clan: z.object({ tag: z.string(), name: z.string() }).partial().optional(),
  arena: z.object({ id: z.number().int().optional(), name: z.string().optional() }).optional(),
  cards: z.array(officialCardSchema).default([]),
  supportCards: z.array(officialCardSchema).default([]),
  currentDeck: z.array(officialCardSchema).default([]),
  currentDeckSupportCards: z.array(officialCardSchema).default([]),
});
export type OfficialPlayer = z.infer<typeof officialPlayerSchema>;

/** Bit 1 of `evolutionLevel`: the evolution is unlocked. */
export function hasEvolutionUnlocked(card: Pick<OfficialCard, 'evolutionLevel'>): boolean {
  return ((card.evolutionLevel ?? 0) & 1) === 1;
}
/** Bit 2 of `evolutionLevel` (2026 payloads): the hero form is unlocked. */
export function hasHeroUnlocked(card: Pick<OfficialCard, 'evolutionLevel'>): boolean {
  return ((card.evolutionLevel ?? 0) & 2) === 2;
}
/** The same bits of `maxEvolutionLevel`: the forms the card has in the game, unlocked or not. */
export function formsOf(card: { maxEvolutionLevel?: number | undefined }): {
  evolution: boolean;
  hero: boolean;
} {
  const forms = card.maxEvolutionLevel ?? 0;
  return { evolution: (forms & 1) === 1, hero: (forms & 2) === 2 };
}

/**
 * The engine's view of a player from an official API payload (the CLI's --player file, a visitor's
 * tag in the chat). Cards missing from our catalogue are skipped; rarity comes from the catalogue.
 */
export function playerContextFromOfficial(
  payload: unknown,
  catalogue: readonly Card[],
): PlayerContext {
  const player = officialPlayerSchema.parse(payload);
  const byId = new Map(catalogue.map((c) => [c.id, c]));
  const cards: PlayerContext['cards'] = [];
  for (const owned of player.cards) {
    const card = byId.get(owned.id);
    if (!card) continue;
    cards.push({
      cardId: card.id,
      level: owned.level,
      maxLevel: owned.maxLevel,
      displayLevel: displayLevel(owned.level, card.rarity),
      rarity: card.rarity,
      evolutionLevel: hasEvolutionUnlocked(owned) ? 1 : 0,
      // The payload's own maxEvolutionLevel says the card has a hero form when the bundled
      // catalogue predates it (Tombstone, Balloon and Valkyrie heroes in the 2026 payloads).
      heroUnlocked: (card.hasHero || formsOf(owned).hero) && hasHeroUnlocked(owned),
      count: owned.count ?? 0,
    });
  }
  const tower = player.currentDeckSupportCards[0] ?? player.supportCards[0];
  return {
    tag: player.tag,
    name: player.name,
    trophies: player.trophies,
    ...(player.arena?.name ? { arena: player.arena.name } : {}),
    cards,
    currentDeck: player.currentDeck.map((c) => c.id).filter((id) => byId.has(id)),
    ...(tower && byId.has(tower.id) ? { towerTroopId: tower.id } : {}),
    towerTroops: player.supportCards.flatMap((owned) => {
      const card = byId.get(owned.id);
      return card
        ? [
            {
              cardId: card.id,
              level: owned.level,
              maxLevel: owned.maxLevel,
              displayLevel: displayLevel(owned.level, card.rarity),
              rarity: card.rarity,
              evolutionLevel: 0,
              heroUnlocked: false,
              count: owned.count ?? 0,
            },
          ]
        : [];
    }),
  };
}
