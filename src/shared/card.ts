import { z } from 'zod';
import { raritySchema } from './rarity';

export const cardTypes = ['Troop', 'Building', 'Spell', 'Tower'] as const;
export const cardTypeSchema = z.enum(cardTypes);
export type CardType = z.infer<typeof cardTypeSchema>;

/** Tower troops have ids from 159000000 up (docs/product.md §9 default tt). */
export const DEFAULT_TOWER_TROOP_ID = 159000000;

export const cardSchema = z.object({
  id: z.number().int(),
  /** Stable slug (e.g. "hog-rider"), used for the second card-art source. */
  key: z.string(),
  name: z.string(),
  rarity: raritySchema,
  /** null when the cost is not fixed: Mirror (cost of the mirrored card + 1) and tower troops. */
  elixirCost: z.number().int().nullable(),
  type: cardTypeSchema,
  maxLevel: z.number().int(),
  iconUrl: z.string().nullable(),
  evolutionIconUrl: z.string().nullable(),
  heroIconUrl: z.string().nullable(),
  isChampion: z.boolean(),
  hasEvolution: z.boolean(),
  hasHero: z.boolean(),
});
export type Card = z.infer<typeof cardSchema>;

export function isTowerTroop(card: Pick<Card, 'type'>): boolean {
  return card.type === 'Tower';
}

const booleanFlag = z
  .enum(['true', 'false'], { message: 'must be "true" or "false"' })
  .transform((v) => v === 'true');

const elixirBound = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 10')
  .max(10, 'must be between 0 and 10');

export const CARDS_PAGE_SIZE = 24;
export const CARDS_MAX_PAGE_SIZE = 100;

/** GET /api/cards query (docs/architecture.md "API"). */
export const cardsQuerySchema = z
  .object({
    q: z.string().trim().max(50, 'must be at most 50 characters').optional(),
    type: cardTypeSchema.optional(),
    champion: booleanFlag.optional(),
    evolution: booleanFlag.optional(),
    minElixir: elixirBound.optional(),
    maxElixir: elixirBound.optional(),
    page: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0)
      .max(10_000)
      .default(0),
    pageSize: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, `must be between 1 and ${CARDS_MAX_PAGE_SIZE}`)
      .max(CARDS_MAX_PAGE_SIZE, `must be between 1 and ${CARDS_MAX_PAGE_SIZE}`)
      .default(CARDS_PAGE_SIZE),
  })
  .strict()
  .refine(
    (v) => v.minElixir === undefined || v.maxElixir === undefined || v.minElixir <= v.maxElixir,
    {
      message: 'minElixir must not be greater than maxElixir',
      path: ['minElixir'],
    },
  );
export type CardsQuery = z.infer<typeof cardsQuerySchema>;

export const cardsPageSchema = z.object({
  items: z.array(cardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  nextPage: z.number().int().nullable(),
});
export type CardsPage = z.infer<typeof cardsPageSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  cards: z.number().int(),
});
export type Health = z.infer<typeof healthSchema>;
