/**
 * The TanStack Query keys of the player, decks and threads endpoints, built in one place so that a
 * query and the invalidations and cache writes aimed at it cannot drift apart. Keys are prefixes:
 * invalidating `playerKeys.all` also refreshes the player's cards, deck, upgrade plan and battles.
 */

export const playerKeys = {
  /** GET /api/player, and the prefix of every query about the signed-in user's player. */
  all: ['player'] as const,
  cards: () => [...playerKeys.all, 'cards'] as const,
  deck: () => [...playerKeys.all, 'deck'] as const,
  upgradePlan: () => [...playerKeys.all, 'upgrade-plan'] as const,
  battles: () => [...playerKeys.all, 'battles'] as const,
  /** GET /api/players/:tag, anyone's public profile (not under `all`: a connect leaves it be). */
  publicProfile: (tag: string | null) => ['public-player', tag] as const,
};

export const deckKeys = {
  /** GET /api/decks, the signed-in user's saved decks. */
  saved: ['saved-decks'] as const,
  /** POST /api/decks/analyze, cached per deck. */
  analysis: (cardIds: readonly number[] | null) => ['deck-analysis', cardIds?.join(',')] as const,
};

export const threadKeys = {
  /** GET /api/threads, the signed-in user's chat threads. */
  all: ['threads'] as const,
};
