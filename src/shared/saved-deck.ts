import { z } from 'zod';
import { cardSchema } from './card';
import { deckCardIdsSchema } from './deck-validity';

export const DECK_NAME_MAX = 50;
export const DECK_DESCRIPTION_MAX = 500;

export const createSavedDeckRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Deck name is required.')
    .max(DECK_NAME_MAX, `Deck names can be at most ${DECK_NAME_MAX} characters.`),
  description: z
    .string()
    .trim()
    .max(DECK_DESCRIPTION_MAX, `Descriptions can be at most ${DECK_DESCRIPTION_MAX} characters.`)
    .optional(),
  cardIds: deckCardIdsSchema,
  towerTroopId: z.number().int().optional(),
});
export type CreateSavedDeckRequest = z.infer<typeof createSavedDeckRequestSchema>;

export const savedDeckSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  cardIds: z.array(z.number().int()),
  cards: z.array(cardSchema),
  towerTroopId: z.number().int().nullable(),
  avgElixir: z.number(),
  createdAt: z.string(),
});
export type SavedDeck = z.infer<typeof savedDeckSchema>;
export const savedDeckListSchema = z.array(savedDeckSchema);
