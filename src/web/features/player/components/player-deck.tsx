import { SAVED_DECK_LABEL } from '@shared/deck-link';
import { ExternalLinkIcon } from 'lucide-react';
import { DECK_SIZE, MAX_EVOLUTION_SLOTS } from '@shared/deck-rules';
import type { DeckCard } from '@shared/player';
import { CardTile, type CardTileLevel } from '@web/components/card-tile';
import { Button } from '@web/components/ui/button';
import { openInGame } from '@web/lib/open-in-game';

/** Bit 1 of the API's evolutionLevel: the card is played evolved (the game link carries it). */
const evolved = (card: DeckCard) => card.evolutionLevel & 1;

/**
 * The slot a deck position shows: only the first two positions are the game's evolution / hero
 * slots; there, bit 1 of the API's evolutionLevel means evolved (1) and bit 2 a hero (2). A card
 * further down the deck plays as its base card, whatever its owner has unlocked.
 */
const slotLevel = (card: DeckCard, position: number) =>
  position >= MAX_EVOLUTION_SLOTS
    ? 0
    : card.evolutionLevel & 1
      ? 1
      : card.evolutionLevel & 2
        ? 2
        : 0;

/**
 * A player's battle deck as tiles (profile, home and player search), with each card's level when
 * the player's collection is known.
 */
export function PlayerDeckCards({
  cards,
  label = 'Deck cards',
  levels,
}: {
  cards: DeckCard[];
  label?: string;
  levels?: ReadonlyMap<number, CardTileLevel>;
}) {
  return (
    <ul className="grid grid-cols-4 gap-2 sm:grid-cols-8" aria-label={label}>
      {cards.map((d, i) => (
        <li key={d.card.id}>
          <CardTile
            card={d.card}
            context="deck"
            size="sm"
            evolutionLevel={slotLevel(d, i)}
            level={levels?.get(d.card.id)}
          />
        </li>
      ))}
    </ul>
  );
}

/** 'Open in game' for a player's deck, with its evolutions and equipped tower troop. */
export function OpenPlayerDeckButton({
  cards,
  towerTroopId,
  deckName,
  size,
}: {
  cards: DeckCard[];
  towerTroopId: number | null | undefined;
  deckName: string;
  size?: 'sm' | 'default';
}) {
  return (
    <Button
      size={size}
      disabled={cards.length !== DECK_SIZE}
      onClick={() =>
        openInGame(
          cards.map((d) => ({ id: d.card.id, evolutionLevel: evolved(d) })),
          { label: SAVED_DECK_LABEL, towerTroopId, deckName },
        )
      }
    >
      <ExternalLinkIcon aria-hidden="true" /> Open in game
    </Button>
  );
}
