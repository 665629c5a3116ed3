import type { Card } from '@shared/card';
import { isHighPriorityLevel } from '@shared/card-level';
import type { PlayerCardLevel, PlayerContext } from '@shared/player-context';
import { compareRarity } from '@shared/rarity';

/** docs/product.md §9: unowned cards sent to the AI are capped, with a note of the rest. */
export const UNOWNED_CARDS_CAP = 20;

interface OwnedEntry {
  card: Card;
  level: PlayerCardLevel;
}

/** Level descending, then rarity, then name (docs/product.md §9 grouping order). */
function byLevelRarityName(a: OwnedEntry, b: OwnedEntry): number {
  return (
    b.level.displayLevel - a.level.displayLevel ||
    compareRarity(a.card.rarity, b.card.rarity) ||
    a.card.name.localeCompare(b.card.name)
  );
}

function line(card: Card, level?: PlayerCardLevel): string {
  const cost = card.elixirCost ?? 0;
  const base = `- ${card.name} (${card.rarity}, ${cost} elixir, ${card.type})`;
  if (!level) return `${base}, not owned`;
  const extras = [
    level.evolutionLevel > 0 ? 'evolution unlocked' : null,
    level.heroUnlocked ? 'hero unlocked' : null,
  ].filter(Boolean);
  return `${base}, level ${level.displayLevel}${extras.length ? `, ${extras.join(', ')}` : ''}`;
}

/**
 * docs/product.md §3 "Player card summary built for the AI": the player's cards as text, owned cards grouped
 * as high priority (at or above the tournament threshold, reading B) or needing an upgrade, then up
 * to 20 unowned cards. Tower troops are left out: they are not part of the 8.
 */
export function buildPlayerCardSummary(player: PlayerContext, catalogue: readonly Card[]): string {
  const deckCards = catalogue.filter((c) => c.type !== 'Tower');
  const levels = new Map(player.cards.map((l) => [l.cardId, l]));
  const owned: OwnedEntry[] = [];
  const unowned: Card[] = [];
  for (const card of deckCards) {
    const level = levels.get(card.id);
    if (level) owned.push({ card, level });
    else unowned.push(card);
  }
  const high = owned
    .filter((o) => isHighPriorityLevel(o.level.level, o.card.rarity))
    .sort(byLevelRarityName);
  const low = owned
    .filter((o) => !isHighPriorityLevel(o.level.level, o.card.rarity))
    .sort(byLevelRarityName);
  unowned.sort((a, b) => compareRarity(a.rarity, b.rarity) || a.name.localeCompare(b.name));

  const who = [
    player.name ? `${player.name}${player.tag ? ` (${player.tag})` : ''}` : player.tag,
    player.trophies !== undefined ? `${player.trophies} trophies` : null,
    player.arena ?? null,
  ].filter(Boolean);
  const parts = [`Player: ${who.length ? who.join(', ') : 'unknown'}`];
  parts.push(`High priority cards (tournament level or above): ${high.length}`);
  parts.push(...high.map((o) => line(o.card, o.level)));
  parts.push(`Cards that need upgrades: ${low.length}`);
  parts.push(...low.map((o) => line(o.card, o.level)));
  if (unowned.length) {
    const shown = unowned.slice(0, UNOWNED_CARDS_CAP);
    parts.push(`Cards not owned: ${unowned.length}`);
    parts.push(...shown.map((c) => line(c)));
    if (unowned.length > shown.length) {
      parts.push(`(and ${unowned.length - shown.length} more cards not owned)`);
    }
  }
  return parts.join('\n');
}
