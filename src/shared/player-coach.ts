import { z } from 'zod';
import costsFile from '../../data/upgrade-costs.json' with { type: 'json' };
import { answerDeckSchema } from './chat';
import type { Rarity } from './rarity';

interface UpgradeCosts {
  maxLevel: number;
  levels: Record<string, { gold: number } & Partial<Record<Rarity, number>>>;
}
const costs = costsFile as unknown as UpgradeCosts;

/** The in-game level cap (level 16 since November 2025). */
export const MAX_CARD_LEVEL = costs.maxLevel;

/** Cards and gold to take a card of `rarity` from in-game `level` to the next, or null at the cap. */
export function nextUpgradeCost(
  rarity: Rarity,
  level: number,
): { toLevel: number; cards: number; gold: number } | null {
  const row = costs.levels[String(level + 1)];
  const cards = row?.[rarity];
  if (!row || cards === undefined) return null;
  return { toLevel: level + 1, cards, gold: row.gold };
}

export const upgradeStepSchema = z.object({
  cardId: z.number().int(),
  name: z.string(),
  /** In-game level now, and the next one. */
  level: z.number().int(),
  toLevel: z.number().int(),
  /** Copies held and copies the next level takes (from the upgrade cost table). */
  cardsOwned: z.number().int(),
  cardsNeeded: z.number().int(),
  gold: z.number().int(),
  /** True when the copies are there (gold is not in the API, so it is not checked). */
  ready: z.boolean(),
  /** Why this card comes at this place, in a sentence. */
  reason: z.string(),
});
export type UpgradeStep = z.infer<typeof upgradeStepSchema>;

export const upgradePlanSchema = z.object({
  /** The deck the plan serves (the player's current deck when known). */
  deckCardIds: z.array(z.number().int()),
  steps: z.array(upgradeStepSchema),
  /** Which unlocked evolution or hero the deck should slot, when that differs from today. */
  evolutionAdvice: z.string().nullable(),
  /** Said when the player's data is on the game's older level scale, whose costs differ. */
  scaleNote: z.string().nullable().default(null),
});
export type UpgradePlan = z.infer<typeof upgradePlanSchema>;

/** GET /api/player/war-decks: four decks with 32 different cards from the player's collection. */
export const warDecksResponseSchema = z.object({ decks: z.array(answerDeckSchema) });
export type WarDecksResponse = z.infer<typeof warDecksResponseSchema>;
