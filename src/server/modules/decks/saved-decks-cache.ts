/**
 * Each user's saved-deck list as last read (the JSON body of `GET /api/decks`), for the embedded database only: one process owns the
 * data folder (ADR 014), so every write to saved decks passes through this process's decks
 * service, which forgets the writer's list once the write has committed. A read that overlapped a
 * write is not remembered (the generation moved on while it ran), so a list read before a commit
 * can never be kept after it. With PostgreSQL other instances write too: nothing is remembered.
 */
export interface SavedDecksCache {
  get(userId: string): string | undefined;
  /** The generation to pass to `set` for a read that starts now. */
  generation(): number;
  /** Keeps a list read since `generation`, unless a write has happened since. */
  set(userId: string, listJson: string, since: number): void;
  /** After a write to the user's decks has committed (or failed: nothing is lost by forgetting). */
  forget(userId: string): void;
}

export function createSavedDecksCache(options: { maxEntries: number }): SavedDecksCache {
  const entries = new Map<string, string>();
  let generation = 0;
  return {
    get: (userId) => entries.get(userId),
    generation: () => generation,
    set(userId, listJson, since) {
      if (since !== generation) return;
      if (entries.size >= options.maxEntries) entries.clear();
      entries.set(userId, listJson);
    },
    forget(userId) {
      generation += 1;
      entries.delete(userId);
    },
  };
}
