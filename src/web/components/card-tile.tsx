import { useState } from 'react';
import type { Card } from '@shared/card';
import { displayLevel, levelColour, type LevelColour } from '@shared/card-level';
import { rarityTable } from '@shared/rarity';
import { type CardArt } from '@web/lib/card-image-sources';
import { useOpenCardDetails } from '@web/lib/card-details-context';
import { cn } from '@web/lib/cn';
import { CardImage } from './card-image';

const rarityClasses = {
  blue: 'border-sky-400/70 bg-sky-50 dark:bg-sky-950/40',
  green: 'border-emerald-400/70 bg-emerald-50 dark:bg-emerald-950/40',
  purple: 'border-violet-400/70 bg-violet-50 dark:bg-violet-950/40',
  orange: 'border-amber-400/80 bg-amber-50 dark:bg-amber-950/40',
  red: 'border-rose-400/80 bg-rose-50 dark:bg-rose-950/40',
} as const;

const levelClasses: Record<LevelColour, string> = {
  yellow: 'bg-yellow-400 text-yellow-950',
  green: 'bg-emerald-700 text-white',
  blue: 'bg-sky-700 text-white',
  grey: 'bg-zinc-600 text-white',
};

export interface CardTileLevel {
  /** The official API's per-rarity level. */
  level: number;
  maxLevel: number;
}

export interface CardTileProps {
  card: Card;
  /**
   * browse: the evolution art shows by default with a Base/Evo toggle;
   * deck: the evolution art shows when `evolutionLevel` is above 0.
   */
  context?: 'browse' | 'deck';
  evolutionLevel?: number;
  /** When levels were asked for: the player's level, or null for 'Not Owned'. */
  level?: CardTileLevel | null | undefined;
  size?: 'sm' | 'md';
  className?: string;
}

export function CardTile({
  card,
  context = 'browse',
  evolutionLevel = 0,
  level,
  size = 'md',
  className,
}: CardTileProps) {
  const arts: CardArt[] = [
    'base',
    ...(card.hasEvolution ? (['evolution'] as const) : []),
    ...(card.hasHero ? (['hero'] as const) : []),
  ];
  const initial: CardArt =
    context === 'browse'
      ? card.hasEvolution
        ? 'evolution'
        : 'base'
      : evolutionLevel === 2 && card.hasHero
        ? 'hero'
        : evolutionLevel > 0 && card.hasEvolution
          ? 'evolution'
          : evolutionLevel > 0 && card.hasHero
            ? 'hero'
            : 'base';
  const [art, setArt] = useState<CardArt>(initial);
  const [placeholder, setPlaceholder] = useState(false);
  const openDetails = useOpenCardDetails();
  const rarity = rarityTable[card.rarity];
  // An evolution or hero slot in a deck gets its own frame, as in the game's deck screen.
  const slot = context === 'deck' && evolutionLevel > 0 ? initial : null;

  const artAndBadges = (
    <>
      <CardImage
        card={card}
        art={art}
        onPlaceholder={setPlaceholder}
        // A level badge would cover a name on the placeholder: the line under the art names it.
        showName={level === undefined}
      />
      {slot && slot !== 'base' && (
        <span
          className={cn(
            'absolute -top-1 -right-1 rounded px-1 text-[0.6rem] font-bold text-white uppercase shadow',
            slot === 'evolution' ? 'bg-fuchsia-600' : 'bg-amber-700',
          )}
        >
          {slot === 'evolution' ? 'Evo' : 'Hero'}
        </span>
      )}
      {card.elixirCost !== null && (
        <span
          className="absolute -top-1 -left-1 flex size-6 items-center justify-center rounded-full bg-fuchsia-600 text-xs font-bold text-white shadow ring-2 ring-white dark:ring-zinc-900"
          aria-label={`${card.elixirCost} elixir`}
        >
          {card.elixirCost}
        </span>
      )}
      {level !== undefined && (
        <span
          className={cn(
            'absolute inset-x-1 bottom-0 truncate rounded text-center text-[0.65rem] font-bold whitespace-nowrap',
            level
              ? levelClasses[levelColour(level.level, level.maxLevel)]
              : 'bg-zinc-800/80 text-white',
          )}
        >
          {level ? (
            size === 'sm' ? (
              // A small deck tile has room for "Lv 16" on one line, not "Level 16".
              <>
                <span aria-hidden="true">Lv {displayLevel(level.level, card.rarity)}</span>
                <span className="sr-only">Level {displayLevel(level.level, card.rarity)}</span>
              </>
            ) : (
              `Level ${displayLevel(level.level, card.rarity)}`
            )
          ) : (
            'Not Owned'
          )}
        </span>
      )}
    </>
  );

  return (
    <div
      className={cn(
        'flex flex-col gap-1.5 rounded-lg border-2 p-1.5',
        '@container',
        rarityClasses[rarity.colour],
        slot === 'evolution' && 'border-fuchsia-500 shadow-[0_0_0_2px] shadow-fuchsia-400/50',
        slot === 'hero' && 'border-amber-500 shadow-[0_0_0_2px] shadow-amber-400/50',
        className,
      )}
      data-testid="card-tile"
    >
      <div className="relative">
        {artAndBadges}
        {/*
          The details button covers the art rather than wrapping it, so its name is exactly
          "<card> details" while the art, cost and level keep their own names (a name that leaves
          out text shown inside the button would not match what a voice-control user reads).
        */}
        {openDetails && (
          <button
            type="button"
            onClick={() => openDetails(card)}
            aria-label={`${card.name} details`}
            className="focus-visible:ring-ring absolute inset-0 cursor-pointer rounded-md outline-none focus-visible:ring-2"
          />
        )}
      </div>
      <p
        className={cn(
          'text-center font-semibold',
          // A deck tile on a phone is ~60 px wide: the name takes two short lines rather than an
          // ellipsis ("Muske…"), and every tile keeps room for two so the grid stays even.
          '-mx-1 line-clamp-2 min-h-[2lh] leading-tight tracking-tight break-words',
          // The placeholder already shows the name: keep the line's space, not a second name
          // (with a level badge, the placeholder leaves the name to this line).
          placeholder && level === undefined && 'invisible',
        )}
        title={card.name}
        aria-hidden={(placeholder && level === undefined) || undefined}
        // Its longest word fits the tile's width on one line ("Executioner" shrinks rather than
        // breaking inside), between a legible floor and the usual small size.
        style={{
          fontSize: `clamp(0.5rem, ${(100 / (0.58 * Math.max(1, ...card.name.split(' ').map((w) => w.length)))).toFixed(1)}cqw, ${size === 'sm' ? '0.65rem' : '0.75rem'})`,
        }}
      >
        {card.name}
      </p>
      {context === 'browse' && arts.length > 1 && (
        // The pills share the tile's width (three on a card with both forms), at its foot.
        <div
          role="group"
          aria-label={`${card.name} art`}
          className="mt-auto grid auto-cols-fr grid-flow-col gap-0.5"
        >
          {arts.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={art === option}
              onClick={() => setArt(option)}
              className={cn(
                "focus-visible:ring-ring relative rounded px-0.5 py-1 text-[0.7rem] font-semibold outline-none before:absolute before:inset-x-0 before:-inset-y-2.5 before:content-[''] focus-visible:ring-2",
                art === option
                  ? 'bg-primary text-primary-foreground'
                  : 'bg-background/70 text-muted-foreground hover:bg-background',
              )}
            >
              {option === 'base' ? 'Base' : option === 'evolution' ? 'Evo' : 'Hero'}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
