import { parseBattleTime } from '@shared/battle-log';
import type { Card } from '@shared/card';
import { displayLevel } from '@shared/card-level';
import { isTowerCardName } from '@shared/deck-rules';
import type { OfficialCard, OfficialPlayer } from '@shared/official-player';
import { playerContextFromOfficial } from '@shared/official-player';
import type { PlayerContext } from '@shared/player-context';
import {
  PLAYER_STALE_AFTER_MS,
  type ConnectPlayerResponse,
  type DeckCard,
  type Player,
  type PlayerCard,
  type PlayerDeck,
  type PublicProfile,
} from '@shared/player';
import { normalizePlayerTag } from '@shared/player-tag';
import type { ClashApiClient } from '../../clash-api/clash-api-client';
import type { Database } from '../../db/database';
import { scrubError, type Logger } from '../../logger';
import { AppError } from '../../http/app-error';
import type { CardsService } from '../cards/cards.service';
import {
  findPlayer,
  findPlayerDeck,
  listBattles,
  listCardLevels,
  readCacheEntry,
  replaceCardLevels,
  addBattlesKeepingNewest,
  upsertPlayer,
  upsertPlayerDeck,
  writeCacheEntry,
  type PlayerRow,
} from './player.repository';

const PUBLIC_CACHE_MS = 10 * 60_000;

function tagOrThrow(input: string): string {
  const result = normalizePlayerTag(input);
  if (!result.ok) throw new AppError('validation_failed', result.message);
  return result.tag;
}

function toPlayer(row: PlayerRow): Player {
  return {
    playerTag: row.playerTag,
    name: row.name,
    trophies: row.trophies,
    bestTrophies: row.bestTrophies,
    expLevel: row.expLevel,
    clanName: row.clanName,
    clanTag: row.clanTag,
    arenaName: row.arenaName,
    towerTroopId: row.towerTroopId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** How many battles are kept per player (the official log holds about 30). */
const KEPT_BATTLES = 50;

export function createPlayerService(deps: {
  database: Database;
  client: ClashApiClient;
  cards: CardsService;
  logger?: Pick<Logger, 'warn' | 'info'>;
}) {
  const { database, client, cards } = deps;

  /**
   * Reads the player's battle log and keeps its 1v1 battles (newest 50). A failure here is logged
   * and never fails the refresh around it: the profile simply shows the battles it had.
   */
  async function storeBattles(userId: string, tag: string): Promise<void> {
    try {
      const log = await client.getBattleLog(tag);
      const rows = log.flatMap((b) => {
        const me = b.team.find((p) => p.tag === tag) ?? b.team[0];
        const them = b.opponent[0];
        if (!me || !them || b.team.length !== 1 || b.opponent.length !== 1) return [];
        const time = parseBattleTime(b.battleTime);
        if (Number.isNaN(time.getTime())) return [];
        return [
          {
            userId,
            battleTime: time,
            type: b.type,
            gameMode: b.gameMode?.name ?? null,
            crowns: me.crowns,
            opponentCrowns: them.crowns,
            trophyChange: me.trophyChange ?? null,
            deckCards: me.cards.map((c) => c.id),
            opponentCards: them.cards.map((c) => c.id),
          },
        ];
      });
      await database.withUser(userId, (tx) =>
        addBattlesKeepingNewest(tx, userId, rows, KEPT_BATTLES),
      );
    } catch (error) {
      deps.logger?.warn({ reason: scrubError(error).message }, 'battle log not stored');
    }
  }

  function deckCards(list: readonly OfficialCard[], support: boolean): DeckCard[] {
    return list.flatMap((c) => {
      const card = cards.byId(c.id);
      return card
        ? [
            {
              card,
              evolutionLevel: c.evolutionLevel ?? 0,
              isSupport: support || isTowerCardName(c.name),
            },
          ]
        : [];
    });
  }

  /** Writes one fetched player in a single user-scoped transaction: all of it or none of it. */
  async function store(userId: string, data: OfficialPlayer): Promise<Player> {
    const tower = data.currentDeckSupportCards[0];
    return database.withUser(userId, async (tx) => {
      const values = {
        userId,
        playerTag: data.tag,
        name: data.name,
        trophies: data.trophies,
        bestTrophies: data.bestTrophies,
        expLevel: data.expLevel,
        clanName: data.clan?.name ?? null,
        clanTag: data.clan?.tag ?? null,
        arenaName: data.arena?.name ?? null,
        towerTroopId: tower?.id ?? null,
        updatedAt: new Date(),
      };
      const row = await upsertPlayer(tx, values);
      const levels = [
        ...data.cards.map((c) => ({ c, support: false })),
        ...data.supportCards.map((c) => ({ c, support: true })),
      ]
        .filter(({ c }) => cards.byId(c.id))
        .map(({ c, support }) => ({
          userId,
          playerTag: data.tag,
          cardId: c.id,
          level: c.level,
          maxLevel: c.maxLevel,
          count: c.count ?? 0,
          starLevel: c.starLevel ?? 0,
          evolutionLevel: c.evolutionLevel ?? 0,
          isSupport: support,
        }));
      await replaceCardLevels(tx, userId, levels);
      const deck = [
        ...data.currentDeck.map((c) => ({
          id: c.id,
          name: c.name,
          evolutionLevel: c.evolutionLevel ?? 0,
          isSupport: false,
        })),
        ...data.currentDeckSupportCards.map((c) => ({
          id: c.id,
          name: c.name,
          evolutionLevel: c.evolutionLevel ?? 0,
          isSupport: true,
        })),
      ];
      await upsertPlayerDeck(tx, userId, deck);
      return toPlayer(row);
    });
  }

  async function stored(userId: string) {
    return database.withUser(userId, async (tx) => {
      const player = await findPlayer(tx, userId);
      const deck = await findPlayerDeck(tx, userId);
      return { player, deck };
    });
  }

  /**
   * One player from the official API. Cards it names that the catalogue lacks join the catalogue
   * first, so the stored collection and deck keep every card; failing that only logs.
   */
  async function getPlayer(tag: string): Promise<OfficialPlayer> {
    const data = await client.getPlayer(tag);
    try {
      const learnt = await cards.learn(data);
      if (learnt) deps.logger?.info({ learnt }, 'catalogue learnt cards from a player payload');
    } catch (error) {
      deps.logger?.warn(
        { reason: scrubError(error).message },
        'new cards not added to the catalogue',
      );
    }
    return data;
  }

  /** Public lookups are cached in the database so every instance shares them. */
  async function fetchPublic(tag: string): Promise<OfficialPlayer> {
    const key = `player:${tag}`;
    const hit = await readCacheEntry(database.db, key);
    if (hit !== undefined) return hit as OfficialPlayer;
    const data = await getPlayer(tag);
    await writeCacheEntry(database.db, key, data, new Date(Date.now() + PUBLIC_CACHE_MS));
    return data;
  }

  return {
    configured: client.configured,

    async connect(userId: string, rawTag: string): Promise<ConnectPlayerResponse> {
      const tag = tagOrThrow(rawTag);
      const data = await getPlayer(tag);
      const playerData = await store(userId, data);
      await storeBattles(userId, data.tag);
      return {
        playerData,
        currentDeck: deckCards(data.currentDeck, false),
        currentDeckSupportCards: deckCards(data.currentDeckSupportCards, true),
      };
    },

    /** The connected player, or null: having none yet is a state, not an error (ADR 009). */
    async get(userId: string): Promise<Player | null> {
      const { player } = await stored(userId);
      return player ? toPlayer(player) : null;
    },

    /** docs/product.md §4 "Player data refresh": refresh when stale (1 hour), when forced, or when no deck is stored. Failure keeps the old data. */
    async refresh(userId: string, force: boolean): Promise<{ player: Player; refreshed: boolean }> {
      const { player, deck } = await stored(userId);
      if (!player) throw new AppError('player_not_connected');
      const fresh = Date.now() - player.updatedAt.getTime() < PLAYER_STALE_AFTER_MS;
      if (!force && fresh && deck) return { player: toPlayer(player), refreshed: false };
      const data = await getPlayer(player.playerTag);
      const refreshed = await store(userId, data);
      await storeBattles(userId, data.tag);
      return { player: refreshed, refreshed: true };
    },

    /** The stored battles, newest first. */
    async battles(userId: string) {
      return database.withUser(userId, (tx) => listBattles(tx, userId));
    },

    async cards(userId: string): Promise<PlayerCard[]> {
      const rows = await database.withUser(userId, (tx) => listCardLevels(tx, userId));
      return rows
        .filter((r) => !r.isSupport)
        .flatMap((r) => {
          const card = cards.byId(r.cardId);
          if (!card) return [];
          return [
            {
              card,
              level: r.level,
              maxLevel: r.maxLevel,
              displayLevel: displayLevel(r.level, card.rarity),
              count: r.count,
              starLevel: r.starLevel,
              evolutionLevel: r.evolutionLevel,
            },
          ];
        })
        .sort((a, b) => b.displayLevel - a.displayLevel || a.card.name.localeCompare(b.card.name));
    },

    async deck(userId: string): Promise<PlayerDeck> {
      const { player, deck } = await stored(userId);
      if (!player) throw new AppError('player_not_connected');
      const list = (deck?.deckCards ?? []).flatMap((d) => {
        const card = cards.byId(d.id);
        return card ? [{ card, evolutionLevel: d.evolutionLevel, isSupport: d.isSupport }] : [];
      });
      return {
        cards: list.filter((d) => !d.isSupport),
        towerCards: list.filter((d) => d.isSupport),
        updatedAt: deck?.updatedAt.toISOString() ?? null,
      };
    },

    async publicProfile(rawTag: string): Promise<PublicProfile> {
      const tag = tagOrThrow(rawTag);
      const data = await fetchPublic(tag);
      return {
        tag: data.tag,
        name: data.name,
        trophies: data.trophies,
        bestTrophies: data.bestTrophies,
        expLevel: data.expLevel,
        arenaName: data.arena?.name ?? null,
        clanName: data.clan?.name ?? null,
        clanTag: data.clan?.tag ?? null,
        currentDeck: deckCards(data.currentDeck, false),
        towerCards: deckCards(data.currentDeckSupportCards, true),
      };
    },

    /** A visitor's tag in the chat: the engine's view of that player. */
    async contextForTag(rawTag: string, catalogue: readonly Card[]): Promise<PlayerContext> {
      return playerContextFromOfficial(await fetchPublic(tagOrThrow(rawTag)), catalogue);
    },
  };
}
export type PlayerService = ReturnType<typeof createPlayerService>;
