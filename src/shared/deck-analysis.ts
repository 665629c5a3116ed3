import { z } from 'zod';
import { deckCardIdsSchema } from './deck-validity';

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
  // Not in the knowledge's role lists: a troop that shoots from long range (Musketeer, Dart
  // Goblin), read from its range, for "need more range".
  'ranged',
  // Also derived: a troop or building whose splash hits air (Baby Dragon, Wizard, Executioner),
  // for "splash that hits air" (Fireball's splash is a spell's).
  'air_splash',
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
  ranged: 'Ranged',
  air_splash: 'Air splash',
};

const scoreSchema = z.number().int().min(1).max(10);

/** One card swap the engine checked: after it, the issue it fixes is gone and nothing new appears. */
export const deckFixSchema = z.object({
  out: z.number().int(),
  in: z.number().int(),
  reason: z.string(),
});
export type DeckFix = z.infer<typeof deckFixSchema>;

/** A problem (the deck will struggle) or warning (worth knowing), with up to 3 checked fixes. */
export const deckIssueSchema = z.object({
  id: z.string(),
  severity: z.enum(['problem', 'warning']),
  text: z.string(),
  fixes: z.array(deckFixSchema),
});
export type DeckIssue = z.infer<typeof deckIssueSchema>;

/** The engine's analysis of one deck: POST /api/decks/analyze and the chat's `deck` field. */
/** A card in one of the game's evolution / hero slots, and the form it is played in there. */
export const cardSlotSchema = z.object({
  cardId: z.number().int(),
  form: z.enum(['evolution', 'hero']),
});
export type CardSlot = z.infer<typeof cardSlotSchema>;

export const deckAnalysisSchema = z.object({
  /**
   * The cards in the game's evolution and hero slots, and the form each is played in, for a deck
   * the chat built (its slots lead the deck, as in the game). Absent on analyses of other decks and
   * on answers stored before it was added.
   */
  slots: z.array(cardSlotSchema).max(2).optional(),
  avgElixir: z.number(),
  /** Elixir of the four cheapest cards: the cost of cycling back to a card. */
  cycleCost: z.number(),
  archetype: z.string().nullable(),
  roles: z.array(cardRoleSchema),
  /** Roles the checks found missing (the same checks as `issues`). */
  missingRoles: z.array(cardRoleSchema),
  /** Cards that can hit air units. */
  airTargeting: z.number().int(),
  strengths: z.array(z.string()),
  /** The text of every issue, problems first. */
  weaknesses: z.array(z.string()),
  issues: z.array(deckIssueSchema),
  /** The closest real list of the corpus, with its games when it has a result record. */
  closestList: z
    .object({
      name: z.string(),
      shared: z.number().int(),
      games: z.number().int(),
      winRate: z.number().nullable(),
      /** Wilson 95% interval of `winRate` (absent on answers stored before it was added). */
      wilson: z.tuple([z.number(), z.number()]).nullable().optional(),
    })
    .nullable(),
  scores: z.object({
    /** Calibrated on real decks vs random piles (npm run bench:engine prints the separation). */
    overall: scoreSchema,
    attack: scoreSchema,
    defence: scoreSchema,
    /** How close the deck is to lists real players play, and how often its pairs are played together. */
    metaSimilarity: scoreSchema,
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
  cardIds: deckCardIdsSchema,
});
export type AnalyzeDeckRequest = z.infer<typeof analyzeDeckRequestSchema>;
