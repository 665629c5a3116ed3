import type { Card } from '@shared/card';
import { displayLevel } from '@shared/card-level';
import {
  hasEvolutionUnlocked,
  hasHeroUnlocked,
  officialPlayerSchema,
} from '@shared/official-player';
import type { PlayerContext } from '@shared/player-context';

/**
 * The engine's view of a player from an official API payload (the CLI's --player file, a visitor's
 * tag in the chat). Cards missing from our catalogue are skipped; rarity comes from the catalogue.
 */
export function playerContextFromOfficial(
  payload: unknown,
  catalogue: readonly Card[],
): PlayerContext {
  const player = officialPlayerSchema.parse(payload);
  const byId = new Map(catalogue.map((c) => [c.id, c]));
  const cards: PlayerContext['cards'] = [];
  for (const owned of player.cards) {
    const card = byId.get(owned.id);
    if (!card) continue;
    cards.push({
      cardId: card.id,
      level: owned.level,
      maxLevel: owned.maxLevel,
      displayLevel: displayLevel(owned.level, card.rarity),
      rarity: card.rarity,
      evolutionLevel: hasEvolutionUnlocked(owned) ? 1 : 0,
      heroUnlocked: card.hasHero && hasHeroUnlocked(owned),
    });
  }
  const tower = player.currentDeckSupportCards[0] ?? player.supportCards[0];
  return {
    tag: player.tag,
    name: player.name,
    trophies: player.trophies,
    ...(player.arena?.name ? { arena: player.arena.name } : {}),
    cards,
    currentDeck: player.currentDeck.map((c) => c.id).filter((id) => byId.has(id)),
    ...(tower && byId.has(tower.id) ? { towerTroopId: tower.id } : {}),
  };
}
