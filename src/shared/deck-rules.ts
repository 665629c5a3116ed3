/** docs/product.md §9 constants that every layer shares. */
export const DECK_SIZE = 8;
export const MAX_EVOLUTION_SLOTS = 2;

/** docs/product.md §5 "Profile deck split": tower cards are recognised by name. */
const TOWER_NAME_PARTS = ['king', 'princess', 'tower', 'castle', 'crown', 'royal'] as const;

export function isTowerCardName(name: string): boolean {
  const lower = name.toLowerCase();
  return TOWER_NAME_PARTS.some((part) => lower.includes(part));
}

/**
 * Splits a deck for display into regular cards and tower cards. Cards flagged `isSupport`
 * (the official API's supportCards) are tower cards whatever their name; otherwise docs/product.md §5's
 * name rule applies to cards without the flag (old-format decks).
 */
export function splitTowerCards<T extends { name: string; isSupport?: boolean }>(
  cards: readonly T[],
): { regular: T[]; tower: T[] } {
  const regular: T[] = [];
  const tower: T[] = [];
  for (const card of cards) {
    const towerCard = card.isSupport ?? isTowerCardName(card.name);
    (towerCard ? tower : regular).push(card);
  }
  return { regular, tower };
}

/**
 * docs/product.md §9 "Average elixir": the mean cost to one decimal. Cards without a fixed cost (Mirror,
 * tower troops) are left out of the mean rather than counted as 0; an empty deck averages 0.
 */
export function averageElixir(cards: readonly { elixirCost: number | null }[]): number {
  const costs = cards.map((c) => c.elixirCost).filter((c): c is number => c !== null);
  if (costs.length === 0) return 0;
  const mean = costs.reduce((sum, c) => sum + c, 0) / costs.length;
  return Math.round(mean * 10) / 10;
}

/** Above this average a whole deck is named no cycle archetype (a 4.1 Royal Giant and Hog deck). */
const MAX_CYCLE_AVERAGE = 3.6;

/** A whole deck too dear to cycle: no cycle archetype names it, whatever card it shares with one. */
export function tooDearToCycle(cards: readonly { elixirCost: number | null }[]): boolean {
  return cards.length === DECK_SIZE && averageElixir(cards) > MAX_CYCLE_AVERAGE;
}

/**
 * What the four cheapest cards cost together: the elixir it takes to bring a card back to hand.
 * Cards without a fixed cost (Mirror) are left out, as in the average: Mirror never costs 0.
 */
export function fourCardCycle(cards: readonly { elixirCost: number | null }[]): number {
  return cards
    .map((c) => c.elixirCost)
    .filter((c): c is number => c !== null)
    .sort((a, b) => a - b)
    .slice(0, 4)
    .reduce((sum, c) => sum + c, 0);
}
