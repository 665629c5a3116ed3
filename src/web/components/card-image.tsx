import { BuildingIcon, CastleIcon, SparklesIcon, SwordsIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Card, CardType } from '@shared/card';
import { cardImageCandidates, imageFailureMemory, type CardArt } from '@web/lib/card-image-sources';
import { cn } from '@web/lib/cn';

/** Spec §9: the placeholder shows the name cut at 12 characters. */
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

/** Card art with fallbacks: each source in turn, skipping hosts known to be down, then a tile. */
export function CardImage({
  card,
  art,
  className,
}: {
  card: Card;
  art: CardArt;
  className?: string;
}) {
  const candidates = useMemo(() => cardImageCandidates(card, art), [card, art]);
  const [failed, setFailed] = useState<string[]>([]);
  const src = candidates.find(
    (url) => !failed.includes(url) && !imageFailureMemory.isHostDown(url),
  );

  if (!src) {
    const Icon = typeIcons[card.type];
    return (
      <div
        role="img"
        aria-label={card.name}
        className={cn(
          'flex aspect-[5/6] w-full flex-col items-center justify-center gap-1 rounded-md bg-gradient-to-br from-violet-500 to-fuchsia-700 p-1 text-white',
          className,
        )}
      >
        <Icon className="size-6 opacity-90" aria-hidden="true" />
        <span className="text-center text-[0.65rem] leading-tight font-semibold">
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
      className={cn(
        'aspect-[5/6] w-full rounded-md bg-black/5 object-contain dark:bg-white/5',
        className,
      )}
      onError={() => {
        imageFailureMemory.markFailed(src);
        setFailed((list) => [...list, src]);
      }}
    />
  );
}
