import { z } from 'zod';
import { raritySchema } from './rarity';

/**
 * What the deck engine (and an optional language model) knows about the player: built on the server
 * from stored levels (docs/product.md §3 "Player card summary"), or from an official API player file by the CLI.
 */
export const playerCardLevelSchema = z.object({
  cardId: z.number().int(),
  /** The official API's per-rarity level (stored level). */
  level: z.number().int().min(0),
  /** The card's max level on the API's per-rarity scale. */
  maxLevel: z.number().int().min(1),
  /** docs/product.md §3 card level rule (stored level + rarity offset). */
  displayLevel: z.number().int().min(1),
  rarity: raritySchema,
  /** 0 when the card's evolution is not unlocked. */
  evolutionLevel: z.number().int().min(0).default(0),
  /** true when the hero form is unlocked (2026 payloads). */
  heroUnlocked: z.boolean().default(false),
  /** Copies held toward the next level (the official API's `count`). */
  count: z.number().int().min(0).default(0),
});
export type PlayerCardLevel = z.infer<typeof playerCardLevelSchema>;

export const playerContextSchema = z.object({
  tag: z.string().optional(),
  name: z.string().optional(),
  trophies: z.number().int().optional(),
  arena: z.string().optional(),
  /** Every card the player owns, with its level. Cards absent here are not owned. */
  cards: z.array(playerCardLevelSchema),
  /** The player's current battle deck (8 card ids), when known. */
  currentDeck: z.array(z.number().int()).optional(),
  /** The equipped tower troop's card id, when known. */
  towerTroopId: z.number().int().optional(),
  /** The tower troops the player owns, with their levels, when known. */
  towerTroops: z.array(playerCardLevelSchema).optional(),
  /** The player's last stored 1v1 battles, newest first (from the official battle log). */
  recentBattles: z
    .array(
      z.object({
        battleTime: z.string(),
        type: z.string(),
        crowns: z.number().int(),
        opponentCrowns: z.number().int(),
        deck: z.array(z.number().int()),
        opponentDeck: z.array(z.number().int()),
      }),
    )
    .optional(),
});
export type PlayerContext = z.infer<typeof playerContextSchema>;
