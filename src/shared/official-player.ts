import { z } from 'zod';

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
