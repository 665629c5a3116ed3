import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { savedDecks } from '../../db/schema';

/**
 * Saved decks. Every function takes a user-scoped transaction (`database.withUser`), so row-level
 * security holds even where a filter is missing; the filters stay for clarity.
 */
export type SavedDeckRow = typeof savedDecks.$inferSelect;
export type SavedDeckValues = typeof savedDecks.$inferInsert;

export function listSavedDecks(tx: Tx, userId: string): Promise<SavedDeckRow[]> {
  return tx
    .select()
    .from(savedDecks)
    .where(eq(savedDecks.userId, userId))
    .orderBy(desc(savedDecks.createdAt));
}

/**
 * What an earlier request with this idempotency key saved: its deck, or its whole group in order;
 * empty when the key is new.
 */
export async function findSavedByKey(tx: Tx, userId: string, key: string): Promise<SavedDeckRow[]> {
  const done = await tx
    .select()
    .from(savedDecks)
    .where(and(eq(savedDecks.userId, userId), eq(savedDecks.idempotencyKey, key)));
  const made = done[0];
  if (!made?.groupId) return done;
  return tx
    .select()
    .from(savedDecks)
    .where(and(eq(savedDecks.userId, userId), eq(savedDecks.groupId, made.groupId)))
    .orderBy(asc(savedDecks.idempotencyKey));
}

export async function countSavedDecks(tx: Tx, userId: string): Promise<number> {
  const [held] = await tx
    .select({ n: count() })
    .from(savedDecks)
    .where(eq(savedDecks.userId, userId));
  return held?.n ?? 0;
}

export function insertSavedDecks(
  tx: Tx,
  rows: readonly SavedDeckValues[],
): Promise<SavedDeckRow[]> {
  return tx
    .insert(savedDecks)
    .values([...rows])
    .returning();
}

/** Whether the deck existed (and belonged to the user) and is now gone. */
export async function deleteSavedDeck(tx: Tx, userId: string, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(savedDecks)
    .where(and(eq(savedDecks.id, id), eq(savedDecks.userId, userId)))
    .returning({ id: savedDecks.id });
  return deleted.length > 0;
}
