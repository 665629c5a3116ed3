import { DEFAULT_TOWER_TROOP_ID } from './card';
import { DECK_SIZE, MAX_EVOLUTION_SLOTS } from './deck-rules';

export const DECK_LINK_HOST = 'https://link.clashroyale.com';
/** docs/product.md §7: the saved-deck open action labels its deck 'Royals'; every open-in-game action uses it. */
export const SAVED_DECK_LABEL = 'Royals';

export interface DeckLinkCard {
  id: number;
  evolutionLevel?: number | undefined;
  hasEvolution?: boolean | undefined;
}

export interface DeckLinkOptions {
  /** The `l` part: a label / locale value passed in ('Royals' for saved decks). */
  label: string;
  /** Tower troop id (`tt`); the player's equipped one when known. */
  towerTroopId?: number | undefined;
  /** Path locale of the link host. */
  locale?: string;
  /** Explicit evolution slot positions (0–7); otherwise collected from the cards. */
  evolutionSlots?: number[];
}

export class DeckLinkError extends Error {}

/**
 * The game's copy-deck link (docs/product.md §5 "game deck link", §7): exactly 8 cards, at most 2 evolution
 * slots at positions 0–7, collected from cards with an evolution level or an evolution (first two
 * only). The game's deck screen holds its evolution slots at the first positions, so the slotted
 * cards go first, in slot order (docs/decisions/007-deck-link.md).
 */
export function buildDeckLink(cards: readonly DeckLinkCard[], options: DeckLinkOptions): string {
  if (cards.length !== DECK_SIZE) throw new DeckLinkError('Deck must contain exactly 8 cards');
  const slots =
    options.evolutionSlots ??
    cards
      .map((card, index) => ((card.evolutionLevel ?? 0) > 0 || card.hasEvolution ? index : -1))
      .filter((index) => index >= 0)
      .slice(0, MAX_EVOLUTION_SLOTS);
  if (slots.length > MAX_EVOLUTION_SLOTS)
    throw new DeckLinkError('Maximum 2 evolution slots allowed');
  if (slots.some((s) => !Number.isInteger(s) || s < 0 || s >= DECK_SIZE)) {
    throw new DeckLinkError('Evolution slots must be between 0 and 7');
  }
  const slotted = slots.map((s) => cards[s]).filter((c) => c !== undefined);
  const ordered = [...slotted, ...cards.filter((_, i) => !slots.includes(i))];
  const deck = ordered.map((c) => c.id).join(';');
  const tt = options.towerTroopId ?? DEFAULT_TOWER_TROOP_ID;
  const inner = `clashroyale://copyDeck?deck=${deck}&l=${encodeURIComponent(options.label)}&tt=${tt}`;
  return `${DECK_LINK_HOST}/${options.locale ?? 'en'}/?${inner}`;
}
