import { and, count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { averageElixir } from '@shared/deck-rules';
import { MAX_SAVED_DECKS } from '@shared/account-limits';
import { deckProblems } from '@shared/deck-validity';
import { createSavedDeckRequestSchema, type SavedDeck } from '@shared/saved-deck';
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
      avgElixir: averageElixir(list),
      createdAt: row.createdAt.toISOString(),
    };
  };

  return new Hono<AuthedEnv>()
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
      const me = c.get('user');
      const body = await parseJson(c, createSavedDeckRequestSchema);
      const problems = deckProblems(body.cardIds, cards.byId, { towerTroopId: body.towerTroopId });
      if (problems.length) throw new AppError('validation_failed', problems.join(' '));
      const key = c.req.header('idempotency-key')?.trim();
      if (key !== undefined && !/^[\w:.-]{1,200}$/.test(key))
        throw new AppError(
          'validation_failed',
          'Idempotency-Key: use 1 to 200 letters, digits, dashes, dots, colons or underscores.',
        );
      const save = () =>
        database.withUser(me.id, async (tx) => {
          // A retry of a save that already happened (same key) returns that deck, not a second one.
          if (key) {
            const done = await tx
              .select()
              .from(savedDecks)
              .where(and(eq(savedDecks.userId, me.id), eq(savedDecks.idempotencyKey, key)));
            if (done.length) return done;
          }
          const [held] = await tx
            .select({ n: count() })
            .from(savedDecks)
            .where(eq(savedDecks.userId, me.id));
          if ((held?.n ?? 0) >= MAX_SAVED_DECKS)
            throw new AppError(
              'conflict',
              `You have ${MAX_SAVED_DECKS} saved decks, the most an account can keep. Delete one to save another.`,
            );
          return tx
            .insert(savedDecks)
            .values({
              userId: me.id,
              name: body.name,
              description: body.description || null,
              cardIds: body.cardIds,
              towerTroopId: body.towerTroopId ?? null,
              idempotencyKey: key ?? null,
            })
            .returning();
        });
      // Two retries at once: the second insert meets the first one's key; read the deck it made.
      const [row] = await save().catch((error: unknown) => {
        if (key && isUniqueViolation(error)) return save();
        throw error;
      });
      if (!row) throw new Error('deck insert returned nothing');
      return c.json(toDeck(row), 201);
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
    });
}
