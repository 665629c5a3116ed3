import { z } from 'zod';

/** The roles the deck engine knows (data/card-knowledge.json). */
export const cardRoles = [
  'win_condition',
  'tank',
  'mini_tank',
  'air_defence',
  'splash',
  'building',
  'small_spell',
  'big_spell',
  'swarm',
  'tank_killer',
  'cycle',
  'reset',
  'spell_bait',
  'support',
  'utility',
  'tower_troop',
] as const;
export const cardRoleSchema = z.enum(cardRoles);
export type CardRole = z.infer<typeof cardRoleSchema>;

export const roleLabels: Record<CardRole, string> = {
  win_condition: 'Win condition',
  tank: 'Tank',
  mini_tank: 'Mini tank',
  air_defence: 'Air defence',
  splash: 'Splash',
  building: 'Building',
  small_spell: 'Small spell',
  big_spell: 'Big spell',
  swarm: 'Swarm',
  tank_killer: 'Tank killer',
  cycle: 'Cycle',
  reset: 'Reset / stun',
  spell_bait: 'Spell bait',
  support: 'Support',
  utility: 'Utility',
  tower_troop: 'Tower troop',
};

const scoreSchema = z.number().int().min(1).max(10);

/** The engine's analysis of one deck: POST /api/decks/analyze and the chat's `deck` field. */
export const deckAnalysisSchema = z.object({
  avgElixir: z.number(),
  /** Elixir of the four cheapest cards: the cost of cycling back to a card. */
  cycleCost: z.number(),
  archetype: z.string().nullable(),
  roles: z.array(cardRoleSchema),
  missingRoles: z.array(cardRoleSchema),
  /** Cards that can hit air units. */
  airTargeting: z.number().int(),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  scores: z.object({
    attack: scoreSchema,
    defence: scoreSchema,
    synergy: scoreSchema,
    versatility: scoreSchema,
  }),
  levelFit: z
    .object({
      averageDisplayLevel: z.number(),
      underLeveled: z.array(z.object({ cardId: z.number().int(), displayLevel: z.number().int() })),
      notOwned: z.array(z.number().int()),
      note: z.string(),
    })
    .nullable(),
});
export type DeckAnalysis = z.infer<typeof deckAnalysisSchema>;

export const analyzeDeckRequestSchema = z.object({
  cardIds: z
    .array(z.number().int())
    .length(8, 'Deck must contain exactly 8 cards')
    .refine((ids) => new Set(ids).size === ids.length, 'A deck cannot hold the same card twice'),
});
export type AnalyzeDeckRequest = z.infer<typeof analyzeDeckRequestSchema>;
