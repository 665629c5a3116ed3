import type { Card } from '@shared/card';
import { DECK_SIZE } from '@shared/deck-rules';
import { CardTile } from '@web/components/card-tile';
import { Skeleton } from '@web/components/ui/skeleton';

/** Up to 8 card tiles in a 4-column grid (spec: a deck shows at most 8 cards). */
export function DeckCards({
  cardIds,
  catalogue,
  evolutionSlots = [],
}: {
  cardIds: readonly number[];
  catalogue: ReadonlyMap<number, Card> | undefined;
  evolutionSlots?: readonly number[];
}) {
  return (
    <ul className="grid grid-cols-4 gap-1.5 sm:gap-2" aria-label="Deck cards">
      {cardIds.slice(0, DECK_SIZE).map((id) => {
        const card = catalogue?.get(id);
        return (
          <li key={id}>
            {card ? (
              <CardTile
                card={card}
                context="deck"
                size="sm"
                evolutionLevel={evolutionSlots.includes(id) ? 1 : 0}
              />
            ) : (
              <Skeleton className="aspect-[5/6] w-full" />
            )}
          </li>
        );
      })}
    </ul>
  );
}
