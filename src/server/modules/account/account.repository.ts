import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { account, user } from '../../db/schema';

/** The password hash of the user's email-and-password login, if they have one. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [credential] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return credential?.password ?? null;
}

/**
 * Removes the user and, by the foreign keys' cascades, every row they own (sessions, player data,
 * saved decks, chat threads and messages), in one transaction.
 */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(user).where(eq(user.id, userId));
  });
}
