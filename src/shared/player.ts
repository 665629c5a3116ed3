import { z } from 'zod';
import { cardSchema } from './card';

/** docs/product.md §9: stored player data is refreshed when older than this. */
export const PLAYER_STALE_AFTER_MS = 60 * 60 * 1000;

export const playerSchema = z.object({
  playerTag: z.string(),
  name: z.string(),
  trophies: z.number().int(),
  bestTrophies: z.number().int(),
  expLevel: z.number().int(),
  clanName: z.string().nullable(),
  clanTag: z.string().nullable(),
  arenaName: z.string().nullable(),
  towerTroopId: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type Player = z.infer<typeof playerSchema>;

export const deckCardSchema = z.object({
  card: cardSchema,
  /** Bit field: 1 evolution unlocked, 2 hero unlocked. */
  evolutionLevel: z.number().int(),
  isSupport: z.boolean(),
});
export type DeckCard = z.infer<typeof deckCardSchema>;

export const playerCardSchema = z.object({
  card: cardSchema,
  level: z.number().int(),
  maxLevel: z.number().int(),
  displayLevel: z.number().int(),
  count: z.number().int(),
  starLevel: z.number().int(),
  evolutionLevel: z.number().int(),
});
export type PlayerCard = z.infer<typeof playerCardSchema>;

export const connectPlayerRequestSchema = z.object({
  playerTag: z.string().max(40, 'That player tag is too long.'),
});
export const refreshPlayerRequestSchema = z.object({ force: z.boolean().optional() });

/** What connecting a player answers (docs/architecture.md "API", POST /api/player). */
export const connectPlayerResponseSchema = z.object({
  playerData: playerSchema,
  currentDeck: z.array(deckCardSchema),
  currentDeckSupportCards: z.array(deckCardSchema),
});
export type ConnectPlayerResponse = z.infer<typeof connectPlayerResponseSchema>;

/** GET /api/player: the connected player, or null before a tag is connected (ADR 009). */
export const playerResponseSchema = z.object({ player: playerSchema.nullable() });
export const refreshPlayerResponseSchema = z.object({
  player: playerSchema,
  refreshed: z.boolean(),
});
export const playerCardsSchema = z.array(playerCardSchema);
export const playerDeckSchema = z.object({
  cards: z.array(deckCardSchema),
  towerCards: z.array(deckCardSchema),
  updatedAt: z.string().nullable(),
});
export type PlayerDeck = z.infer<typeof playerDeckSchema>;

/**
 * GET /api/players/:tag: the public profile behind the player-search page, derived from the
 * stored player's fields (no tower troop id or update time: it is read live, not stored).
 */
export const publicProfileSchema = playerSchema
  .pick({
    name: true,
    trophies: true,
    bestTrophies: true,
    expLevel: true,
    arenaName: true,
    clanName: true,
    clanTag: true,
  })
  .extend({
    tag: z.string(),
    currentDeck: z.array(deckCardSchema),
    towerCards: z.array(deckCardSchema),
  });
export type PublicProfile = z.infer<typeof publicProfileSchema>;
