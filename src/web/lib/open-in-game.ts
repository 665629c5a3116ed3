import { toast } from 'sonner';
import { buildDeckLink, type DeckLinkCard } from '@shared/deck-link';

/**
 * docs/product.md §4 "open a deck": builds the game's link and opens it in a new tab or window.
 * A deck without cards is ignored; a failure shows 'Open Failed'.
 */
export function openInGame(
  cards: readonly DeckLinkCard[],
  options: { label: string; towerTroopId?: number | null | undefined; deckName?: string },
): void {
  if (cards.length === 0) return;
  try {
    const url = buildDeckLink(cards, {
      label: options.label,
      towerTroopId: options.towerTroopId ?? undefined,
    });
    window.open(url, '_blank', 'noopener');
    toast.success(
      'Opening Clash Royale!',
      options.deckName ? { description: `Opening "${options.deckName}" in the game.` } : undefined,
    );
  } catch {
    toast.error('Open Failed', {
      description: 'Failed to open deck in Clash Royale. Please try again.',
    });
  }
}

export function deckLinkOrNull(
  cards: readonly DeckLinkCard[],
  options: { label: string; towerTroopId?: number | null | undefined },
): string | null {
  try {
    return buildDeckLink(cards, {
      label: options.label,
      towerTroopId: options.towerTroopId ?? undefined,
    });
  } catch {
    return null;
  }
}
