import { BuildingIcon, CastleIcon, SparklesIcon, SwordsIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { Card, CardType } from '@shared/card';
import { rarityTable } from '@shared/rarity';
import { cardImageCandidates, imageFailureMemory, type CardArt } from '@web/lib/card-image-sources';
import { cn } from '@web/lib/cn';

/** docs/product.md §9: the placeholder shows the name cut at 12 characters. */
export const PLACEHOLDER_NAME_LENGTH = 12;

const typeIcons: Record<CardType, typeof SwordsIcon> = {
  Troop: SwordsIcon,
  Building: BuildingIcon,
  Spell: SparklesIcon,
  Tower: CastleIcon,
};

export function placeholderName(name: string): string {
  return name.length > PLACEHOLDER_NAME_LENGTH
    ? `${name.slice(0, PLACEHOLDER_NAME_LENGTH)}…`
    : name;
}

/** The placeholder's colours follow the card's rarity, as the game's card frames do. */
const placeholderColours = {
  blue: 'from-sky-500 to-sky-800',
  green: 'from-emerald-500 to-emerald-800',
  purple: 'from-violet-500 to-fuchsia-700',
  orange: 'from-amber-400 to-orange-700',
  red: 'from-rose-500 to-red-800',
} as const;

/**
 * Card art with fallbacks: each source in turn, skipping hosts known to be down, then a tile in
 * the card's rarity colours with its type and name. `onPlaceholder` tells the caller the name is
 * already on the tile (so it is not shown twice).
 */
export function CardImage({
  card,
  art,
  className,
  onPlaceholder,
}: {
  card: Card;
  art: CardArt;
  className?: string;
  onPlaceholder?: (shown: boolean) => void;
}) {
  const candidates = useMemo(() => cardImageCandidates(card, art), [card, art]);
  const [failed, setFailed] = useState<string[]>([]);
  const src = candidates.find(
    (url) => !failed.includes(url) && !imageFailureMemory.isHostDown(url),
  );
  useEffect(() => onPlaceholder?.(!src), [src, onPlaceholder]);

  if (!src) {
    const Icon = typeIcons[card.type];
    return (
      <div
        role="img"
        aria-label={card.name}
        className={cn(
          'flex aspect-[5/6] w-full flex-col items-center justify-center gap-1 rounded-md bg-gradient-to-br p-1 text-white',
          placeholderColours[rarityTable[card.rarity].colour],
          className,
        )}
      >
        <Icon className="size-6 shrink-0 opacity-90" aria-hidden="true" />
        {/* A long word breaks inside the tile instead of spilling past it on a small tile. */}
        <span
          className={cn(
            'max-w-full text-center leading-tight font-semibold [overflow-wrap:anywhere]',
            // A long single word ("Tornado", "Musketeer") gets a size that fits a phone's small tile.
            card.name.split(' ').some((word) => word.length > 6)
              ? 'text-[0.58rem] tracking-tight'
              : 'text-[0.65rem]',
          )}
        >
          {placeholderName(card.name)}
        </span>
      </div>
    );
  }
  return (
    <img
      key={src}
      src={src}
      alt={card.name}
      loading="lazy"
      decoding="async"
      width={150}
      height={180}
      // The alt text stays invisible while the image loads or fails (the placeholder follows).
      className={cn(
        'aspect-[5/6] w-full rounded-md bg-black/5 object-contain text-transparent dark:bg-white/5',
        className,
      )}
      onError={() => {
        imageFailureMemory.markFailed(src);
        setFailed((list) => [...list, src]);
      }}
    />
  );
}
