import type { Card } from '@shared/card';
import type { CardSlot } from '@shared/deck-analysis';
import { DECK_SIZE } from '@shared/deck-rules';
import { CardTile, type CardTileLevel } from '@web/components/card-tile';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';

/** A card's slot as the tile reads it: 1 an evolution, 2 a hero, 0 no slot. */
const slotLevel = (slots: readonly CardSlot[], id: number) => {
  const form = slots.find((s) => s.cardId === id)?.form;
  return form === 'hero' ? 2 : form === 'evolution' ? 1 : 0;
};

/** Up to 8 card tiles in a 4-column grid (docs/product.md: a deck shows at most 8 cards). */
export function DeckCards({
  cardIds,
  catalogue,
  slots = [],
  levels,
  changed,
}: {
  cardIds: readonly number[];
  catalogue: ReadonlyMap<number, Card> | undefined;
  /** The cards in the game's evolution / hero slots: drawn with that form's art and frame. */
  slots?: readonly CardSlot[] | undefined;
  /** The player's levels, when known: cards missing from it show 'Not Owned'. */
  levels?: ReadonlyMap<number, CardTileLevel> | undefined;
  /** Cards that are new since the previous deck: outlined, and announced to screen readers. */
  changed?: ReadonlySet<number> | undefined;
}) {
  return (
    <ul className="grid grid-cols-4 gap-1.5 sm:gap-2" aria-label="Deck cards">
      {cardIds.slice(0, DECK_SIZE).map((id) => {
        const card = catalogue?.get(id);
        return (
          <li
            key={id}
            // relative: the screen-reader-only "New in this deck" (absolute) stays in the tile.
            className={cn(
              'relative',
              changed?.has(id) && 'ring-primary rounded-md ring-2 ring-offset-1',
            )}
          >
            {changed?.has(id) && <span className="sr-only">New in this deck: </span>}
            {card ? (
              <CardTile
                card={card}
                context="deck"
                size="sm"
                evolutionLevel={slotLevel(slots, id)}
                {...(levels ? { level: levels.get(id) ?? null } : {})}
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
