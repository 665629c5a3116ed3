import { z } from 'zod';
import { officialCardSchema } from './official-player';

/**
 * The parts of the official API's `GET /players/{tag}/battlelog` we use: a JSON array of battles,
 * newest first. `battleTime` is compact ISO 8601 ("20260310T105333.000Z"); `startingTrophies`
 * and `trophyChange` are missing on Path of Legends battles (the loser has no `trophyChange`),
 * `clan` on players without one, `supportCards` is empty on boat battles. Unknown fields and
 * battle types are kept readable.
 */
const battlePlayerSchema = z.object({
  tag: z.string(),
  name: z.string().default(''),
  crowns: z.number().int().default(0),
  trophyChange: z.number().int().optional(),
  startingTrophies: z.number().int().optional(),
  cards: z.array(officialCardSchema).default([]),
  supportCards: z.array(officialCardSchema).default([]),
});

export const officialBattleSchema = z.object({
  type: z.string(),
  battleTime: z.string().regex(/^\d{8}T\d{6}\.\d{3}Z$/),
  gameMode: z.object({ id: z.number().int().optional(), name: z.string().optional() }).optional(),
  team: z.array(battlePlayerSchema).min(1),
  opponent: z.array(battlePlayerSchema).min(1),
});
export type OfficialBattle = z.infer<typeof officialBattleSchema>;
export const officialBattleLogSchema = z.array(officialBattleSchema);

/** "20260310T105333.000Z" → a Date. */
export function parseBattleTime(text: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})\.(\d{3})Z$/.exec(text);
  if (!m) return new Date(Number.NaN);
  const [, y, mo, d, h, mi, s, ms] = m.map(Number) as number[];
  return new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0, ms ?? 0));
}

/** One stored battle, as the API answers it to the web. */
export const recentBattleSchema = z.object({
  battleTime: z.string(),
  type: z.string(),
  gameMode: z.string().nullable(),
  result: z.enum(['win', 'loss', 'draw']),
  crowns: z.number().int(),
  opponentCrowns: z.number().int(),
  trophyChange: z.number().int().nullable(),
  deck: z.array(z.number().int()),
  opponentDeck: z.array(z.number().int()),
  /** The opponent deck's archetype ("LavaLoon"), when one is recognised. */
  opponentArchetype: z.string().nullable(),
});
export type RecentBattle = z.infer<typeof recentBattleSchema>;

export const battleReportSchema = z.object({
  battles: z.array(recentBattleSchema),
  wins: z.number().int(),
  losses: z.number().int(),
  /** Wins and losses by the opponent's archetype, most games first. */
  byArchetype: z.array(
    z.object({ archetype: z.string(), wins: z.number().int(), losses: z.number().int() }),
  ),
  /** Opponent cards there in the current deck's losses more than in its wins, most telling first. */
  beatenBy: z.array(
    z.object({
      cardId: z.number().int(),
      name: z.string(),
      losses: z.number().int(),
      wins: z.number().int(),
    }),
  ),
  /** The current deck's battles among those (7 or 8 cards in common). */
  currentDeckBattles: z.number().int(),
  /** One data-backed change for the card that beats the deck most, or null. */
  suggestion: z.string().nullable(),
});
export type BattleReport = z.infer<typeof battleReportSchema>;
