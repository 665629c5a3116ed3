import { z } from 'zod';
import { deckAnalysisSchema } from '@shared/deck-analysis';
import { threadLimitsSchema } from '@shared/thread-limits';
import { answerDeckSchema } from '@shared/chat';
import { readStoredJson, writeStoredJson } from '@web/lib/storage';

/** A chat message on the client (docs/product.md §3), with the deck analysis when the bot suggested a deck. */
export const chatMessageSchema = z.object({
  id: z.string(),
  type: z.enum(['user', 'bot']),
  content: z.string(),
  timestamp: z.string(),
  suggestedDeck: z.array(z.number().int()).nullish(),
  towerTroopId: z.number().int().nullish(),
  // An analysis saved in an older shape is dropped, not the visitor's whole history.
  deck: deckAnalysisSchema.nullish().catch(null),
  /** The thread's standing limits after this answer, sent back with the next message. */
  limits: threadLimitsSchema.nullish().catch(null),
  /** Several decks in one answer (a comparison). */
  decks: z.array(answerDeckSchema).nullish().catch(null),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const localThreadSchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messages: z.array(chatMessageSchema),
});
export type LocalThread = z.infer<typeof localThreadSchema>;

const storeSchema = z.object({
  currentThreadId: z.string().nullable(),
  threads: z.array(localThreadSchema),
});
export type ThreadStore = z.infer<typeof storeSchema>;

/** docs/product.md §3 "Local chat store": the visitor's threads and current thread under `thread-store`. */
export const THREAD_STORE_KEY = 'thread-store';
const MAX_LOCAL_THREADS = 30;

/** Unreadable or unavailable storage: start empty. */
export function readThreadStore(): ThreadStore {
  return readStoredJson(THREAD_STORE_KEY, storeSchema, { currentThreadId: null, threads: [] });
}

/** Storage full or blocked: the chat still works for this visit. */
export function writeThreadStore(store: ThreadStore): void {
  const threads = [...store.threads]
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, MAX_LOCAL_THREADS);
  writeStoredJson(THREAD_STORE_KEY, { ...store, threads });
}
