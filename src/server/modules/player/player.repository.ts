import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import {
  cacheEntries,
  clashPlayers,
  playerBattles,
  playerCardLevels,
  playerDecks,
} from '../../db/schema';

/**
 * The connected player's rows: profile, card levels, in-game deck and battles. Every function takes
 * a user-scoped transaction (`database.withUser`), so row-level security holds even where a filter
 * is missing; the filters stay for clarity. The public-lookup cache is shared and takes the pool.
 */
export type PlayerRow = typeof clashPlayers.$inferSelect;
export type PlayerValues = Omit<typeof clashPlayers.$inferInsert, 'createdAt'>;
export type CardLevelRow = typeof playerCardLevels.$inferSelect;
export type CardLevelValues = typeof playerCardLevels.$inferInsert;
export type PlayerDeckRow = typeof playerDecks.$inferSelect;
export type BattleRow = typeof playerBattles.$inferSelect;
export type BattleValues = typeof playerBattles.$inferInsert;

export async function findPlayer(tx: Tx, userId: string): Promise<PlayerRow | undefined> {
  const [row] = await tx.select().from(clashPlayers).where(eq(clashPlayers.userId, userId));
  return row;
}

export async function findPlayerDeck(tx: Tx, userId: string): Promise<PlayerDeckRow | undefined> {
  const [row] = await tx.select().from(playerDecks).where(eq(playerDecks.userId, userId));
  return row;
}

export function listCardLevels(tx: Tx, userId: string): Promise<CardLevelRow[]> {
  return tx.select().from(playerCardLevels).where(eq(playerCardLevels.userId, userId));
}

/** The stored battles, newest first (all of them, or the newest `limit`). */
export function listBattles(tx: Tx, userId: string, limit?: number): Promise<BattleRow[]> {
  const query = tx
    .select()
    .from(playerBattles)
    .where(eq(playerBattles.userId, userId))
    .orderBy(desc(playerBattles.battleTime));
  return limit === undefined ? query : query.limit(limit);
}

export async function upsertPlayer(tx: Tx, values: PlayerValues): Promise<PlayerRow> {
  const [row] = await tx
    .insert(clashPlayers)
    .values(values)
    .onConflictDoUpdate({ target: clashPlayers.userId, set: values })
    .returning();
  if (!row) throw new Error('player upsert returned nothing');
  return row;
}

/** The player's card levels become exactly `levels`. */
export async function replaceCardLevels(
  tx: Tx,
  userId: string,
  levels: readonly CardLevelValues[],
): Promise<void> {
  await tx.delete(playerCardLevels).where(eq(playerCardLevels.userId, userId));
  if (levels.length) await tx.insert(playerCardLevels).values([...levels]);
}

export async function upsertPlayerDeck(
  tx: Tx,
  userId: string,
  deckCards: PlayerDeckRow['deckCards'],
): Promise<void> {
  const updatedAt = new Date();
  await tx
    .insert(playerDecks)
    .values({ userId, deckCards, updatedAt })
    .onConflictDoUpdate({ target: playerDecks.userId, set: { deckCards, updatedAt } });
}

/** Adds battles not stored yet, then keeps only the newest `keep`. */
export async function addBattlesKeepingNewest(
  tx: Tx,
  userId: string,
  rows: readonly BattleValues[],
  keep: number,
): Promise<void> {
  if (rows.length)
    await tx
      .insert(playerBattles)
      .values([...rows])
      .onConflictDoNothing();
  const [oldestKept] = await tx
    .select({ at: playerBattles.battleTime })
    .from(playerBattles)
    .where(eq(playerBattles.userId, userId))
    .orderBy(desc(playerBattles.battleTime))
    .limit(1)
    .offset(keep - 1);
  if (oldestKept)
    await tx
      .delete(playerBattles)
      .where(and(eq(playerBattles.userId, userId), lt(playerBattles.battleTime, oldestKept.at)));
}

/** A shared cache entry that has not expired, or undefined. */
export async function readCacheEntry(db: Db, key: string): Promise<unknown> {
  const [hit] = await db.select().from(cacheEntries).where(eq(cacheEntries.key, key));
  return hit && hit.expiresAt > new Date() ? hit.value : undefined;
}

/** Stores a shared cache entry and drops the expired ones. */
export async function writeCacheEntry(
  db: Db,
  key: string,
  value: unknown,
  expiresAt: Date,
): Promise<void> {
  await db
    .insert(cacheEntries)
    .values({ key, value, expiresAt })
    .onConflictDoUpdate({ target: cacheEntries.key, set: { value, expiresAt } });
  await db.delete(cacheEntries).where(lt(cacheEntries.expiresAt, new Date()));
}
