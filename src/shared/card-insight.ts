import { z } from 'zod';
import { cardRoleSchema } from './deck-analysis';

/** A side-adjusted corpus record with its sample: shown only from 100 games (`MIN_GAMES_FOR_CLAIM`). */
const recordSchema = z.object({
  games: z.number().int(),
  winRate: z.number(),
  wilson: z.tuple([z.number(), z.number()]),
});

/** One card against another in the paired battles: decks with this card vs decks with that one. */
const matchupSchema = z.object({
  cardId: z.number().int(),
  name: z.string(),
  games: z.number().int(),
  winRate: z.number(),
});

/**
 * What the deck knowledge says about one card (GET /api/cards/:id/insight): its job, its record,
 * the cards real decks pair it with, how decks with it did against others, and real lists with it.
 */
export const cardInsightSchema = z.object({
  cardId: z.number().int(),
  name: z.string(),
  tip: z.string(),
  roles: z.array(cardRoleSchema),
  /** What it attacks: ground, air, both, or buildings only. */
  targets: z.enum(['ground', 'air', 'both', 'buildings']),
  flies: z.boolean(),
  /** Cards it kills in one hit or cast at equal levels. */
  clears: z.array(z.string()),
  /** Share of the corpus's weighted decks that play it (0–1), and the weight behind it. */
  share: z.number(),
  decks: z.number(),
  record: recordSchema.nullable(),
  /** Cards most often played with it: the share of its decks that also play each. */
  partners: z.array(z.object({ cardId: z.number().int(), name: z.string(), share: z.number() })),
  /** Its best and worst matchups (100+ games each), best first / worst first. */
  strongAgainst: z.array(matchupSchema),
  weakAgainst: z.array(matchupSchema),
  /** Real lists that play it, most games first. */
  lists: z.array(
    z.object({
      name: z.string(),
      cardIds: z.array(z.number().int()),
      games: z.number().int(),
      record: recordSchema.nullable(),
    }),
  ),
  /** Of the popular 2025–2026 lists that play it and mark their slots, how many slot it. */
  slot: z
    .object({
      kind: z.enum(['evolution', 'hero']),
      slotted: z.number().int(),
      lists: z.number().int(),
    })
    .nullable(),
});
export type CardInsight = z.infer<typeof cardInsightSchema>;
