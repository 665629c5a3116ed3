import { z } from 'zod';
import { cardSchema } from './card';
import { deckCardIdsSchema } from './deck-validity';

export const DECK_NAME_MAX = 50;
export const DECK_DESCRIPTION_MAX = 500;

const deckNameSchema = z
  .string()
  .trim()
  .min(1, 'Deck name is required.')
  .max(DECK_NAME_MAX, `Deck names can be at most ${DECK_NAME_MAX} characters.`);

export const createSavedDeckRequestSchema = z.object({
  name: deckNameSchema,
  description: z
    .string()
    .trim()
    .max(DECK_DESCRIPTION_MAX, `Descriptions can be at most ${DECK_DESCRIPTION_MAX} characters.`)
    .optional(),
  cardIds: deckCardIdsSchema,
  towerTroopId: z.number().int().optional(),
});
export type CreateSavedDeckRequest = z.infer<typeof createSavedDeckRequestSchema>;

/** Decks saved together under one name (the four war decks): at most this many at once. */
export const DECK_GROUP_MAX = 4;

export const createSavedDeckGroupRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Group name is required.')
    .max(DECK_NAME_MAX, `Group names can be at most ${DECK_NAME_MAX} characters.`),
  decks: z
    .array(createSavedDeckRequestSchema.omit({ description: true }))
    .min(2, 'A group holds at least 2 decks.')
    .max(DECK_GROUP_MAX, `A group holds at most ${DECK_GROUP_MAX} decks.`),
});
export type CreateSavedDeckGroupRequest = z.infer<typeof createSavedDeckGroupRequestSchema>;

export const savedDeckSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  cardIds: z.array(z.number().int()),
  cards: z.array(cardSchema),
  towerTroopId: z.number().int().nullable(),
  /** The group it was saved in (four war decks), or null. */
  group: z.object({ id: z.string(), name: z.string() }).nullable(),
  avgElixir: z.number(),
  createdAt: z.string(),
});
export type SavedDeck = z.infer<typeof savedDeckSchema>;
export const savedDeckListSchema = z.array(savedDeckSchema);
