import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schemaModule from '@server/db/schema';
import {
  account,
  chatMessages,
  chatThreads,
  clashPlayers,
  playerBattles,
  playerCardLevels,
  playerDecks,
  savedDecks,
  schema,
  session,
  userScopedTables,
} from '@server/db/schema';
import { startTestServer, type TestServer } from '@test/api-server';
import { createSignedInUser, type SignedInUser } from '@test/factories';

/**
 * Row-level security, on whichever database the run uses (PGlite, or PostgreSQL with DATABASE_URL):
 * a user-scoped transaction that forgets its `where user_id = …` still sees only the caller's rows,
 * and cannot write rows for someone else.
 */
describe('row-level security on every per-user table', () => {
  let server: TestServer;
  let alice: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer();
    alice = await createSignedInUser(server);
    bob = await createSignedInUser(server);
    // Seed as the owner role (no RLS), so each table holds rows of both users.
    const db = server.context.database.db;
    for (const u of [alice, bob]) {
      await db.insert(clashPlayers).values({ userId: u.id, playerTag: '#2PP', name: u.email });
      await db
        .insert(playerCardLevels)
        .values({ userId: u.id, playerTag: '#2PP', cardId: 26000000, level: 10, maxLevel: 16 });
      await db.insert(playerDecks).values({ userId: u.id, deckCards: [] });
      await db.insert(playerBattles).values({
        userId: u.id,
        battleTime: new Date('2026-10-20T20:00:00Z'),
        type: 'PvP',
        crowns: 1,
        opponentCrowns: 0,
        deckCards: [26000000],
        opponentCards: [26000001],
      });
      await db
        .insert(savedDecks)
        .values({ userId: u.id, name: `deck of ${u.email}`, cardIds: [26000000] });
      const [thread] = await db
        .insert(chatThreads)
        .values({ userId: u.id })
        .returning({ id: chatThreads.id });
      await db.insert(chatMessages).values({
        threadId: thread?.id ?? '',
        userId: u.id,
        messageType: 'user',
        content: 'hi',
        messageOrder: 0,
      });
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('covers every table that holds per-user rows', () => {
    // better-auth's own tables are read by the auth library as the owner, never per user.
    const authTables: PgTable[] = [session, account];
    const tables = Object.values(schemaModule).filter((value) => is(value, PgTable));
    // Every table is also in the `schema` object the database is opened with.
    expect(tables.filter((table) => !Object.values(schema).includes(table))).toEqual([]);
    const withUserId = tables
      .filter((table: PgTable) => !authTables.includes(table))
      .filter((table: PgTable) => 'userId' in getTableColumns(table))
      .map((table: PgTable) => getTableConfig(table).name);
    expect(withUserId.sort()).toEqual(Object.keys(userScopedTables).sort());
  });

  it.each(Object.entries(userScopedTables))(
    '%s: an unfiltered select returns only the caller rows',
    async (_name, table) => {
      const all = await server.context.database.db.select({ userId: table.userId }).from(table);
      expect(new Set(all.map((r) => r.userId))).toEqual(new Set([alice.id, bob.id]));
      const seen = await server.context.database.withUser(alice.id, (tx) =>
        tx.select({ userId: table.userId }).from(table),
      );
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((r) => r.userId === alice.id)).toBe(true);
    },
  );

  it('refuses to write a row owned by someone else', async () => {
    await expect(
      server.context.database.withUser(alice.id, (tx) =>
        tx.insert(savedDecks).values({ userId: bob.id, name: 'sneaky', cardIds: [26000000] }),
      ),
    ).rejects.toThrow();
  });

  it('an unfiltered delete removes only the caller rows', async () => {
    await server.context.database.withUser(alice.id, async (tx) => {
      // eslint-disable-next-line drizzle/enforce-delete-with-where -- the point of this test
      await tx.delete(savedDecks);
    });
    const left = await server.context.database.db
      .select({ userId: savedDecks.userId })
      .from(savedDecks);
    expect(left.map((r) => r.userId)).toEqual([bob.id]);
  });
});
