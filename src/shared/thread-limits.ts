import { z } from 'zod';
import { cardRoleSchema, cardRoles, cardSlotSchema } from './deck-analysis';
import { raritySchema } from './rarity';

/**
 * The limits a chat thread keeps until the user lifts them ("no legendaries", "under 3.0",
 * "without Fireball", "only my cards", "with Hog Rider", "no buildings", "no spells over 4"). The
 * server stores them with each answer; a visitor's client sends the last ones back, validated like
 * any input.
 */
/** How many remembered swaps a thread keeps (the newest win). */
export const USER_IN_MAX = 16;
export const USER_OUT_MAX = 32;

/** Kinds of card a chat can rule out as a whole ("no buildings", "no spells"). */
export const avoidTypeSchema = z.enum(['Building', 'Spell']);
export type AvoidType = z.infer<typeof avoidTypeSchema>;

/**
 * A cap on what one card may cost ("no spells over 4", "no cards over 5 elixir except Golem"): of
 * one type, or of every card when `type` is null; the cards in `except` are exempt.
 */
export const costCapSchema = z.object({
  /** 0: the kind is ruled out, bar the cards in `except` ("no spells", then "add Rocket"). */
  cost: z.number().int().min(0).max(9),
  type: z.enum(['Troop', 'Spell', 'Building']).nullable(),
  except: z.array(z.number().int()).max(8),
});
export type CostCap = z.infer<typeof costCapSchema>;

/** How many of the chat's last decks "another one" stays away from. */
export const SEEN_MAX = 8;

/** A deck as a thread remembers it: its cards and the cards in its evolution / hero slots. */
const deckRefSchema = z.object({
  cardIds: z.array(z.number().int()).max(8),
  evolutionSlots: z.array(z.number().int()).max(2),
});

export const threadLimitsSchema = z.object({
  excludeRarities: z.array(raritySchema).max(5),
  exclude: z.array(z.number().int()).max(60),
  include: z.array(z.number().int()).max(8),
  minAvgElixir: z.number().min(1).max(9).nullable(),
  maxAvgElixir: z.number().min(1).max(9).nullable(),
  ownedOnly: z.boolean(),
  noEvolutions: z.boolean(),
  /** "No heroes": no card plays its hero form; an evolution keeps its slot. */
  noHeroes: z.boolean().default(false),
  avoidTypes: z.array(avoidTypeSchema).max(2).default([]),
  /** At most one cap per kind of card (every card, troops, spells, buildings). */
  costCaps: z.array(costCapSchema).max(4).default([]),
  /**
   * At most this many spells besides a spell win condition ("only one spell", "no more than 2
   * spells"); "no spells" is a kind ruled out instead.
   */
  maxSpells: z.number().int().min(1).max(6).nullable().default(null),
  /**
   * The form the user chose for a card that has both ("add evo Knight", "hero Musketeer"): later
   * answers name its slot so, whatever real decks slot more.
   */
  slotForms: z.array(cardSlotSchema).max(8).default([]),
  /** A tower troop the user chose for this chat's decks ("use Royal Chef as my tower troop"). */
  towerTroopId: z.number().int().nullable().default(null),
  /**
   * Cards the user swapped in or out of this deck by name ("replace The Log with Zap"): a later
   * edit the user did not name ("make it cheaper") never undoes them. Reset by a new deck.
   */
  userIn: z.array(z.number().int()).max(USER_IN_MAX).default([]),
  userOut: z.array(z.number().int()).max(USER_OUT_MAX).default([]),
  /**
   * Roles the user asked this deck to have more of ("better vs air", "more splash"): a later edit
   * they did not spell out ("make it cheaper") keeps at least as many cards of each. Reset by a
   * new deck that does not ask for them.
   */
  raised: z.array(cardRoleSchema).max(cardRoles.length).default([]),
  /**
   * The swap the last answer offered and did not make ("Miner would come in for Ice Golem … say
   * swap"): a "yes" next makes it. Any other answer clears it.
   */
  offer: z.object({ out: z.number().int(), in: z.number().int() }).nullable().default(null),
  /**
   * What the last answer was about, when a short follow-on asks the same of another card: after a
   * matchup answer, "what about Graveyard?" is the matchup against Graveyard; after an upgrade
   * plan, "I only play ladder" is that plan without the war decks. Any other answer clears it.
   */
  topic: z.enum(['matchup', 'counters', 'improve', 'upgrade']).nullable().default(null),
  /** "Only my level 15 cards": a floor on the connected player's card levels for the chat's decks. */
  levelFloor: z.number().int().min(1).max(16).nullable().default(null),
  /**
   * "Use my highest level cards": the chat's decks stay at the player's top level (relaxed one level
   * at a time only when no sound deck exists), "another one" too, until "any level" lifts it.
   */
  topLevels: z.boolean().default(false),
  /**
   * The average-elixir cap came with the word "cycle" ("a cycle deck with Mega Knight"), not from
   * the player: a deck of another family asked next drops it.
   */
  cycleCap: z.boolean().default(false),
  /**
   * The card the last answer was about when the chat had no deck ("is Balloon good?"): "what
   * counters it?", "build a deck with it" next are about that card. Any other answer clears it.
   */
  subject: z.number().int().nullable().default(null),
  /**
   * The card weighed in the last card-against-card answer ("is Musketeer good vs Balloon?", where
   * Balloon is the subject): "what about vs Lava Hound?" next weighs the same card. Any other
   * answer clears it.
   */
  weighed: z.number().int().nullable().default(null),
  /**
   * The archetype the chat's deck was asked as ("lavaloon", "a hog deck"): "another one" next is
   * another list of it. A deck asked otherwise clears it; an edit keeps it.
   */
  archetype: z.string().max(60).nullable().default(null),
  /**
   * The cards the chat's deck was built to beat ("a deck that counters Mega Knight"): "build a
   * deck for that", "another one" next keep beating them. A deck asked otherwise clears them.
   */
  against: z.array(z.number().int()).max(8).default([]),
  /**
   * The archetypes the chat's deck was asked not to be ("a Hog deck but not 2.6"): "another one"
   * next is still none of them. A deck asked otherwise clears them; an edit keeps them.
   */
  avoidArchetypes: z.array(z.string().max(60)).max(8).default([]),
  /**
   * The family the chat's deck was asked as when no archetype was named ("a beatdown deck",
   * "bridge spam"): "another one" next is another list of it. A deck asked otherwise clears it.
   */
  family: z.string().max(30).nullable().default(null),
  /**
   * The decks the last answer listed (the top lists, war decks, a comparison), in order: "make the
   * second one cheaper" works on one of them. Any other answer clears them.
   */
  shown: z.array(deckRefSchema).max(4).default([]),
  /**
   * The listed decks were made with no card in two of them (war decks): an edit of one keeps them
   * apart, and says where it cannot, even once an edit has let a card into two.
   */
  shownApart: z.boolean().default(false),
  /**
   * The chat's first deck, with its slots: "go back to the first deck" or "the original deck"
   * brings it back after any number of changes. Set by the chat's first deck, never moved.
   */
  first: deckRefSchema.nullable().default(null),
  /**
   * The cards of the last decks this chat showed, newest last: "another one" never comes back to
   * one of them.
   */
  seen: z.array(z.array(z.number().int()).max(8)).max(SEEN_MAX).default([]),
});
export type ThreadLimits = z.infer<typeof threadLimitsSchema>;

export const NO_LIMITS: ThreadLimits = {
  excludeRarities: [],
  exclude: [],
  include: [],
  minAvgElixir: null,
  maxAvgElixir: null,
  ownedOnly: false,
  noEvolutions: false,
  noHeroes: false,
  avoidTypes: [],
  costCaps: [],
  maxSpells: null,
  slotForms: [],
  towerTroopId: null,
  topic: null,
  levelFloor: null,
  topLevels: false,
  cycleCap: false,
  subject: null,
  weighed: null,
  archetype: null,
  against: [],
  avoidArchetypes: [],
  family: null,
  userIn: [],
  userOut: [],
  raised: [],
  offer: null,
  shown: [],
  shownApart: false,
  first: null,
  seen: [],
};
