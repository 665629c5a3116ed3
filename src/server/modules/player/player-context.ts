import type { Card } from '@shared/card';
import { displayLevel } from '@shared/card-level';
import type { PlayerContext } from '@shared/player-context';
import type { Database } from '../../db/database';
import { findPlayer, findPlayerDeck, listBattles, listCardLevels } from './player.repository';

/** How many stored battles the chat reads for "what beats my deck?". */
const RECENT_BATTLES = 30;

/** Bit 2 of the stored `evolution_level` (2026 payloads): the hero form is unlocked. */
const HERO_BIT = 2;

/**
 * The engine's view of a signed-in user's player, from the stored rows (row-level security on):
 * docs/product.md §3 "Player card summary" starts from this. Undefined when no player is connected.
 */
export async function loadPlayerContext(
  database: Database,
  userId: string,
  catalogue: ReadonlyMap<number, Card>,
): Promise<PlayerContext | undefined> {
  return database.withUser(userId, async (tx) => {
    const player = await findPlayer(tx, userId);
    if (!player) return undefined;
    const levels = await listCardLevels(tx, userId);
    const deck = await findPlayerDeck(tx, userId);
    const battles = await listBattles(tx, userId, RECENT_BATTLES);
    const cards: PlayerContext['cards'] = [];
    const towerTroops: PlayerContext['cards'] = [];
    for (const row of levels) {
      const card = catalogue.get(row.cardId);
      if (!card) continue;
      (row.isSupport ? towerTroops : cards).push({
        cardId: row.cardId,
        level: row.level,
        maxLevel: row.maxLevel,
        displayLevel: displayLevel(row.level, card.rarity),
        rarity: card.rarity,
        evolutionLevel: row.evolutionLevel & 1,
        heroUnlocked:
          !row.isSupport && card.hasHero && (row.evolutionLevel & HERO_BIT) === HERO_BIT,
        count: row.count,
      });
    }
    const deckCards = deck?.deckCards ?? [];
    return {
      tag: player.playerTag,
      name: player.name,
      trophies: player.trophies,
      ...(player.arenaName ? { arena: player.arenaName } : {}),
      cards,
      currentDeck: deckCards.filter((c) => !c.isSupport).map((c) => c.id),
      ...(player.towerTroopId ? { towerTroopId: player.towerTroopId } : {}),
      towerTroops,
      recentBattles: battles.map((b) => ({
        battleTime: b.battleTime.toISOString(),
        type: b.type,
        crowns: b.crowns,
        opponentCrowns: b.opponentCrowns,
        deck: b.deckCards,
        opponentDeck: b.opponentCards,
      })),
    };
  });
}
