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

const VOWEL = /[aeiouy]/i;

/**
 * A long word (8+ letters) with a soft hyphen where a small tile may break it: between a vowel and
 * the consonant after it, nearest the middle ("Skele-tons", "Muske-teer", "Barba-rian"), never
 * leaving fewer than three letters on a line. Browsers show the hyphen only if they break there.
 */
export function softHyphenate(word: string): string {
  if (word.length < 8) return word;
  let best: number | null = null;
  for (let i = 3; i <= word.length - 3; i++) {
    const boundary = VOWEL.test(word[i - 1] ?? '') && !VOWEL.test(word[i] ?? '');
    if (
      boundary &&
      (best === null || Math.abs(i - word.length / 2) < Math.abs(best - word.length / 2))
    )
      best = i;
  }
  return best === null ? word : `${word.slice(0, best)}\u00ad${word.slice(best)}`;
}

/**
 * The placeholder name's font size: its longest word (about 0.75em a character in bold) fits the
 * tile's width (`cqw`, the tile being an inline-size container), between 0.5rem and 0.7rem.
 */
export function placeholderFontSize(name: string): string {
  const longest = Math.max(...name.split(/\s+/).map((word) => word.length), 1);
  return `clamp(0.5rem, ${Math.floor(133 / longest)}cqw, 0.7rem)`;
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
 * the card's rarity colours with its type and name. `onPlaceholder` tells the caller the
 * placeholder is shown (so the name is not shown twice); `showName={false}` leaves the name to the caller
 * (a deck tile whose level badge would cover it names the card under the art instead).
 */
export function CardImage({
  card,
  art,
  className,
  onPlaceholder,
  showName = true,
}: {
  card: Card;
  art: CardArt;
  className?: string;
  onPlaceholder?: (shown: boolean) => void;
  showName?: boolean;
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
          '@container flex aspect-[5/6] w-full flex-col items-center justify-center gap-1 rounded-md bg-gradient-to-br p-1 text-white',
          placeholderColours[rarityTable[card.rarity].colour],
          className,
        )}
      >
        <Icon className="size-6 shrink-0 opacity-90" aria-hidden="true" />
        {showName && (
          /*
            The name is sized to the tile (container query units) so its longest word fits the
            tile's width; a tile too small for even the smallest size breaks a long word at its soft
            hyphen ("Muske-teer"), and only then anywhere.
          */
          <span
            className="max-w-full text-center leading-tight font-semibold tracking-tight [overflow-wrap:anywhere]"
            style={{ fontSize: placeholderFontSize(placeholderName(card.name)) }}
          >
            {placeholderName(card.name).split(' ').map(softHyphenate).join(' ')}
          </span>
        )}
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
