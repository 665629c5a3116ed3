/**
 * Each user's saved-deck list as last read (the JSON body of `GET /api/decks`), for the embedded
 * database only: one process owns the data folder (ADR 014), so every write to saved decks passes
 * through this process's decks service, which forgets the writer's list once the write has
 * committed (account deletion forgets everything). A read that overlapped a write is not
 * remembered (the generation moved on while it ran), so a list read before a commit can never be
 * kept after it. Lists embed catalogue cards, so they are kept per catalogue version. With
 * PostgreSQL other instances write too: nothing is remembered.
 */
export interface SavedDecksCache {
  get(userId: string, catalogueVersion: string | null): string | undefined;
  /** The generation to pass to `set` for a read that starts now. */
  generation(): number;
  /** Keeps a list read since `generation`, unless a write has happened since. */
  set(userId: string, catalogueVersion: string | null, listJson: string, since: number): void;
  /** After a write to the user's decks has committed (or failed: nothing is lost by forgetting). */
  forget(userId: string): void;
  /** After an account change the service did not see (an account deleted with its decks). */
  clear(): void;
}

export function createSavedDecksCache(options: {
  maxEntries: number;
  /** The most JSON the cache holds, in characters: a full cache starts over. */
  maxChars: number;
}): SavedDecksCache {
  const entries = new Map<string, { version: string | null; json: string }>();
  let chars = 0;
  let generation = 0;
  const drop = (userId: string) => {
    const entry = entries.get(userId);
    if (entry) chars -= entry.json.length;
    entries.delete(userId);
  };
  return {
    get(userId, catalogueVersion) {
      const entry = entries.get(userId);
      return entry && entry.version === catalogueVersion ? entry.json : undefined;
    },
    generation: () => generation,
    set(userId, catalogueVersion, listJson, since) {
      if (since !== generation) return;
      drop(userId);
      if (entries.size >= options.maxEntries || chars + listJson.length > options.maxChars) {
        entries.clear();
        chars = 0;
      }
      entries.set(userId, { version: catalogueVersion, json: listJson });
      chars += listJson.length;
    },
    forget(userId) {
      generation += 1;
      drop(userId);
    },
    clear() {
      generation += 1;
      entries.clear();
      chars = 0;
    },
  };
}
