import { and, asc, count, desc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { averageElixir } from '@shared/deck-rules';
import { MAX_SAVED_DECKS } from '@shared/account-limits';
import { deckProblems } from '@shared/deck-validity';
import {
  createSavedDeckGroupRequestSchema,
  createSavedDeckRequestSchema,
  type CreateSavedDeckRequest,
  type SavedDeck,
} from '@shared/saved-deck';
import { requireUser } from '../../auth/require-user';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/database-errors';
import { savedDecks } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { AuthedEnv } from '../../http/app-env';
import { parseJson } from '../../http/validate';
import type { CardsService } from '../cards/cards.service';

const deckIdSchema = z.uuid();

/** /api/decks: the signed-in user's saved decks (row-level security on every query). */
export function decksRoutes(deps: { database: Database; cards: CardsService }) {
  const { database, cards } = deps;
  const toDeck = (row: typeof savedDecks.$inferSelect): SavedDeck => {
    const list = row.cardIds.map((id) => cards.byId(id)).filter((c) => c !== undefined);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      cardIds: row.cardIds,
      cards: list,
      towerTroopId: row.towerTroopId,
      group: row.groupId && row.groupName ? { id: row.groupId, name: row.groupName } : null,
      avgElixir: averageElixir(list),
      createdAt: row.createdAt.toISOString(),
    };
  };

  /**
   * Inserts decks for the signed-in user in one transaction: each checked against the deck rules,
   * within the account's cap, and once per Idempotency-Key (a retry returns what the first made).
   */
  const saveDecks = async (
    c: Context<AuthedEnv>,
    decks: readonly (Omit<CreateSavedDeckRequest, 'description'> & { description?: string })[],
    groupName: string | null,
  ) => {
    const me = c.get('user');
    for (const [i, deck] of decks.entries()) {
      const problems = deckProblems(deck.cardIds, cards.byId, { towerTroopId: deck.towerTroopId });
      if (problems.length)
        throw new AppError(
          'validation_failed',
          `${decks.length > 1 ? `Deck ${i + 1}: ` : ''}${problems.join(' ')}`,
        );
    }
    const key = c.req.header('idempotency-key')?.trim();
    if (key !== undefined && !/^[\w:.-]{1,200}$/.test(key))
      throw new AppError(
        'validation_failed',
        'Idempotency-Key: use 1 to 200 letters, digits, dashes, dots, colons or underscores.',
      );
    // One key per request: each deck of a group stores it with its place ("key:0", "key:1").
    const keyOf = (i: number) => (key === undefined ? null : groupName ? `${key}:${i}` : key);
    const groupId = groupName ? crypto.randomUUID() : null;
    const save = () =>
      database.withUser(me.id, async (tx) => {
        const first = keyOf(0);
        if (first) {
          const done = await tx
            .select()
            .from(savedDecks)
            .where(and(eq(savedDecks.userId, me.id), eq(savedDecks.idempotencyKey, first)));
          const made = done[0];
          if (made) {
            if (!made.groupId) return done;
            return tx
              .select()
              .from(savedDecks)
              .where(and(eq(savedDecks.userId, me.id), eq(savedDecks.groupId, made.groupId)))
              .orderBy(asc(savedDecks.idempotencyKey));
          }
        }
        const [held] = await tx
          .select({ n: count() })
          .from(savedDecks)
          .where(eq(savedDecks.userId, me.id));
        const n = held?.n ?? 0;
        if (n + decks.length > MAX_SAVED_DECKS)
          throw new AppError(
            'conflict',
            decks.length === 1
              ? `You have ${MAX_SAVED_DECKS} saved decks, the most an account can keep. Delete one to save another.`
              : `These ${decks.length} decks would take you past ${MAX_SAVED_DECKS} saved decks, the most an account can keep (you have ${n}). Delete some first.`,
          );
        return tx
          .insert(savedDecks)
          .values(
            decks.map((deck, i) => ({
              userId: me.id,
              name: deck.name,
              description: deck.description || null,
              cardIds: deck.cardIds,
              towerTroopId: deck.towerTroopId ?? null,
              groupId,
              groupName,
              idempotencyKey: keyOf(i),
            })),
          )
          .returning();
      });
    // Two retries at once: the second insert meets the first one's key; read what it made.
    return save().catch((error: unknown) => {
      if (key && isUniqueViolation(error)) return save();
      throw error;
    });
  };

  return (
    new Hono<AuthedEnv>()
      .use(requireUser)
      .get('/', async (c) => {
        const me = c.get('user');
        const rows = await database.withUser(me.id, (tx) =>
          tx
            .select()
            .from(savedDecks)
            .where(eq(savedDecks.userId, me.id))
            .orderBy(desc(savedDecks.createdAt)),
        );
        return c.json(rows.map(toDeck));
      })
      .post('/', async (c) => {
        const body = await parseJson(c, createSavedDeckRequestSchema);
        const [row] = await saveDecks(c, [body], null);
        if (!row) throw new Error('deck insert returned nothing');
        return c.json(toDeck(row), 201);
      })
      // Several decks under one name (the four war decks), saved together or not at all.
      .post('/groups', async (c) => {
        const body = await parseJson(c, createSavedDeckGroupRequestSchema);
        const rows = await saveDecks(c, body.decks, body.name);
        return c.json(rows.map(toDeck), 201);
      })
      .delete('/:id', async (c) => {
        const me = c.get('user');
        const id = deckIdSchema.safeParse(c.req.param('id'));
        if (!id.success) throw new AppError('deck_not_found');
        const deleted = await database.withUser(me.id, (tx) =>
          tx
            .delete(savedDecks)
            .where(and(eq(savedDecks.id, id.data), eq(savedDecks.userId, me.id)))
            .returning({ id: savedDecks.id }),
        );
        if (deleted.length === 0) throw new AppError('deck_not_found');
        return c.body(null, 204);
      })
  );
}
