import { z } from 'zod';
import { deckAnalysisSchema } from './deck-analysis';
import { DECK_SIZE } from './deck-rules';
import { deckCardIdsSchema } from './deck-validity';
import { threadLimitsSchema } from './thread-limits';

/** docs/product.md §9 constants of the chat. */
export const DEFAULT_THREAD_TITLE = 'New Chat';
export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_THREAD_TITLE_LENGTH = 80;
export const CHAT_SCROLL_DELAY_MS = 100;
export const STREAM_FAILURE_TEXT =
  "I'm having trouble connecting right now. Please try again in a moment!";
export const DEFAULT_STREAM_ERROR = 'Unknown streaming error';
export const QUICK_PROMPTS = [
  'Build me a balanced deck for my arena',
  "What's a good counter to popular meta decks?",
  'Suggest a deck using my highest level cards',
  'Help me improve my win rate.',
] as const;

/** One of several decks in an answer (a comparison): 8 card ids, its tower troop and analysis. */
export const answerDeckSchema = z.object({
  cards: deckCardIdsSchema,
  towerTroopId: z.number().int(),
  analysis: deckAnalysisSchema,
});
export type AnswerDeck = z.infer<typeof answerDeckSchema>;

/** POST /api/ai/deck-builder/stream. The user comes from the session, never from the body. */
export const chatStreamRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Type a message first.')
    .max(MAX_MESSAGE_LENGTH, `Messages can be at most ${MAX_MESSAGE_LENGTH} characters.`),
  threadId: z.uuid('threadId must be a chat id.').optional(),
  /** A visitor may name a player tag to personalise the answer. */
  playerTag: z.string().trim().max(20).optional(),
  /** A visitor's previous suggested deck (signed-in threads read it from the database). */
  previousDeck: deckCardIdsSchema.optional(),
  /** A visitor's deck before `previousDeck`, which "undo" brings back. */
  earlierDeck: deckCardIdsSchema.optional(),
  /** A visitor's thread limits from the last answer (signed-in threads read them from the database). */
  limits: threadLimitsSchema.optional(),
});
export type ChatStreamRequest = z.infer<typeof chatStreamRequestSchema>;

/** One `data:` line of the stream (docs/architecture.md "Chat stream protocol"). */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), content: z.string() }),
  z.object({
    type: z.literal('complete'),
    response: z.string(),
    suggestedDeck: deckCardIdsSchema.nullable(),
    /** The suggested deck's tower troop (the player's own when known): Open in game keeps it. */
    towerTroopId: z.number().int().nullable(),
    threadId: z.string().nullable(),
    deck: deckAnalysisSchema.nullable(),
    /** The limits the thread keeps after this answer (a visitor sends them with the next turn). */
    limits: threadLimitsSchema,
    /** Several decks in one answer (a comparison); empty otherwise. */
    decks: z.array(answerDeckSchema).max(4),
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

export const threadSchema = z.object({
  id: z.string(),
  title: z.string(),
  messageCount: z.number().int(),
  lastMessageAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Thread = z.infer<typeof threadSchema>;
export const threadListSchema = z.array(threadSchema);

const titleSchema = z
  .string()
  .trim()
  .min(1, 'Chat titles cannot be empty.')
  .max(
    MAX_THREAD_TITLE_LENGTH,
    `Chat titles can be at most ${MAX_THREAD_TITLE_LENGTH} characters.`,
  );
export const createThreadRequestSchema = z.object({ title: titleSchema.optional() });
export const renameThreadRequestSchema = z.object({ title: titleSchema });

/** How many of a visitor's chats (and messages per chat) move into an account at sign-in. */
export const MAX_IMPORTED_THREADS = 20;
export const MAX_IMPORTED_MESSAGES = 200;

/**
 * POST /api/threads/import: a visitor's chats from this browser, moved into the account they
 * signed in to. Decks are checked and re-analysed on the server; nothing else is trusted.
 */
export const importThreadsRequestSchema = z.object({
  threads: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(80),
        messages: z
          .array(
            z.object({
              type: z.enum(['user', 'bot']),
              content: z.string().max(20_000),
              // Any ids: the server checks each deck and keeps an illegal one as text only.
              suggestedDeck: z.array(z.number().int()).max(DECK_SIZE).nullable().optional(),
              towerTroopId: z.number().int().nullable().optional(),
              limits: threadLimitsSchema.nullable().optional(),
            }),
          )
          .max(MAX_IMPORTED_MESSAGES),
      }),
    )
    .max(MAX_IMPORTED_THREADS),
});
export type ImportThreadsRequest = z.infer<typeof importThreadsRequestSchema>;
/** How many chats were moved, and each sent chat's new id (null for one with no messages). */
export const importThreadsResponseSchema = z.object({
  imported: z.number().int(),
  threadIds: z.array(z.string().nullable()),
});

export const messageSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  type: z.enum(['user', 'bot']),
  content: z.string(),
  suggestedDeck: deckCardIdsSchema.nullable(),
  towerTroopId: z.number().int().nullable(),
  deck: deckAnalysisSchema.nullable(),
  decks: z.array(answerDeckSchema),
  messageOrder: z.number().int(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;
export const messageListSchema = z.array(messageSchema);
