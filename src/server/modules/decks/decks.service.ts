import { averageElixir } from '@shared/deck-rules';
import { MAX_SAVED_DECKS } from '@shared/account-limits';
import { deckProblems } from '@shared/deck-validity';
import type { CreateSavedDeckRequest, SavedDeck } from '@shared/saved-deck';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/database-errors';
import { AppError } from '../../http/app-error';
import type { CardsService } from '../cards/cards.service';
import {
  countSavedDecks,
  deleteSavedDeck,
  findSavedByKey,
  insertSavedDecks,
  listSavedDecks,
  type SavedDeckRow,
} from './decks.repository';
import type { SavedDecksCache } from './saved-decks-cache';

type DeckToSave = Omit<CreateSavedDeckRequest, 'description'> & {
  description?: string | undefined;
};

/**
 * The signed-in user's saved decks: the deck rules, the account's cap and idempotent saves. With a
 * cache (embedded database only), a user's list is read from the database once per change.
 */
export function createDecksService(deps: {
  database: Database;
  cards: CardsService;
  cache?: SavedDecksCache | undefined;
}) {
  const { database, cards, cache } = deps;

  /** Runs a write to the user's decks, then forgets their remembered list, whatever the outcome. */
  const writing = async <T>(userId: string, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } finally {
      cache?.forget(userId);
    }
  };

  const toDeck = (row: SavedDeckRow): SavedDeck => {
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

  return {
    /**
     * The user's decks, newest first, as the JSON body of `GET /api/decks` (a `SavedDeck[]`): with
     * the cache, read and serialised once per change instead of once per request.
     */
    async listJson(userId: string): Promise<string> {
      const version = cards.version();
      const remembered = cache?.get(userId, version);
      if (remembered !== undefined) return remembered;
      const since = cache?.generation() ?? 0;
      const rows = await database.withUser(userId, (tx) => listSavedDecks(tx, userId));
      const decks: SavedDeck[] = rows.map(toDeck);
      const json = JSON.stringify(decks);
      cache?.set(userId, version, json, since);
      return json;
    },

    /**
     * Inserts decks in one transaction: each checked against the deck rules, within the account's
     * cap, and once per idempotency key (a retry returns what the first request made). Several
     * decks with a `groupName` are saved as one named group, all or none.
     */
    async save(
      userId: string,
      decks: readonly DeckToSave[],
      options: { groupName: string | null; idempotencyKey: string | undefined },
    ): Promise<SavedDeck[]> {
      const { groupName } = options;
      for (const [i, deck] of decks.entries()) {
        const problems = deckProblems(deck.cardIds, cards.byId, {
          towerTroopId: deck.towerTroopId,
        });
        if (problems.length)
          throw new AppError(
            'validation_failed',
            `${decks.length > 1 ? `Deck ${i + 1}: ` : ''}${problems.join(' ')}`,
          );
      }
      const key = options.idempotencyKey?.trim();
      if (key !== undefined && !/^[\w:.-]{1,200}$/.test(key))
        throw new AppError(
          'validation_failed',
          'Idempotency-Key: use 1 to 200 letters, digits, dashes, dots, colons or underscores.',
        );
      // One key per request: each deck of a group stores it with its place ("key:0", "key:1").
      const keyOf = (i: number) => (key === undefined ? null : groupName ? `${key}:${i}` : key);
      const groupId = groupName ? crypto.randomUUID() : null;
      const save = () =>
        database.withUser(userId, async (tx) => {
          const first = keyOf(0);
          if (first) {
            const done = await findSavedByKey(tx, userId, first);
            if (done.length) return done;
          }
          const n = await countSavedDecks(tx, userId);
          if (n + decks.length > MAX_SAVED_DECKS)
            throw new AppError(
              'conflict',
              decks.length === 1
                ? `You have ${MAX_SAVED_DECKS} saved decks, the most an account can keep. Delete one to save another.`
                : `These ${decks.length} decks would take you past ${MAX_SAVED_DECKS} saved decks, the most an account can keep (you have ${n}). Delete some first.`,
            );
          return insertSavedDecks(
            tx,
            decks.map((deck, i) => ({
              userId,
              name: deck.name,
              description: deck.description || null,
              cardIds: deck.cardIds,
              towerTroopId: deck.towerTroopId ?? null,
              groupId,
              groupName,
              idempotencyKey: keyOf(i),
            })),
          );
        });
      // Two retries at once: the second insert meets the first one's key; read what it made.
      const rows = await writing(userId, () =>
        save().catch((error: unknown) => {
          if (key && isUniqueViolation(error)) return save();
          throw error;
        }),
      );
      return rows.map(toDeck);
    },

    /** After account changes this service did not make (an account deleted with its decks). */
    forgetCached(): void {
      cache?.clear();
    },

    async remove(userId: string, id: string): Promise<void> {
      const deleted = await writing(userId, () =>
        database.withUser(userId, (tx) => deleteSavedDeck(tx, userId, id)),
      );
      if (!deleted) throw new AppError('deck_not_found');
    },
  };
}
export type DecksService = ReturnType<typeof createDecksService>;
