import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { deckAnalysisSchema, type DeckAnalysis } from '@shared/deck-analysis';
import { threadLimitsSchema, type ThreadLimits } from '@shared/thread-limits';
import { answerDeckSchema, type AnswerDeck } from '@shared/chat';
import { z } from 'zod';
import { DEFAULT_THREAD_TITLE, type Message, type Thread } from '@shared/chat';
import { MAX_CHAT_THREADS } from '@shared/account-limits';
import { AppError } from '../../http/app-error';
import type { Tx } from '../../db/database';
import { chatMessages, chatThreads } from '../../db/schema';

/**
 * Chat threads and messages. Every function takes a user-scoped transaction (`database.withUser`),
 * so row-level security holds even where a filter is missing; the filters stay for clarity.
 */
type ThreadRow = typeof chatThreads.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

export function toThread(row: ThreadRow): Thread {
  return {
    id: row.id,
    title: row.title,
    messageCount: row.messageCount,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const storedDecksSchema = z.array(answerDeckSchema).catch([]);

function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    threadId: row.threadId,
    type: row.messageType,
    content: row.content,
    suggestedDeck: row.suggestedDeck ?? null,
    towerTroopId: row.towerTroopId ?? null,
    // Analyses stored before the current shape (e.g. before issues and fixes) are not shown
    // rather than breaking the thread; the deck itself is kept in suggestedDeck.
    deck: deckAnalysisSchema
      .nullable()
      .catch(null)
      .parse(row.deckAnalysis ?? null),
    decks: storedDecksSchema.parse(row.decks ?? []),
    messageOrder: row.messageOrder,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listThreads(tx: Tx, userId: string): Promise<Thread[]> {
  const rows = await tx
    .select()
    .from(chatThreads)
    .where(eq(chatThreads.userId, userId))
    .orderBy(desc(chatThreads.updatedAt), desc(chatThreads.createdAt));
  return rows.map(toThread);
}

export async function findThread(tx: Tx, userId: string, id: string): Promise<ThreadRow | null> {
  const [row] = await tx
    .select()
    .from(chatThreads)
    .where(and(eq(chatThreads.id, id), eq(chatThreads.userId, userId)));
  return row ?? null;
}

export async function createThread(
  tx: Tx,
  userId: string,
  title: string | undefined,
): Promise<Thread> {
  const [held] = await tx
    .select({ n: count() })
    .from(chatThreads)
    .where(eq(chatThreads.userId, userId));
  if ((held?.n ?? 0) >= MAX_CHAT_THREADS)
    throw new AppError(
      'conflict',
      `You have ${MAX_CHAT_THREADS} chats, the most an account can keep. Delete an old one to start another.`,
    );
  const [row] = await tx
    .insert(chatThreads)
    .values({ userId, ...(title ? { title, titleIsCustom: true } : {}) })
    .returning();
  if (!row) throw new Error('thread insert returned nothing');
  return toThread(row);
}

export async function renameThread(
  tx: Tx,
  userId: string,
  id: string,
  title: string,
): Promise<Thread | null> {
  const [row] = await tx
    .update(chatThreads)
    .set({ title, titleIsCustom: true, updatedAt: new Date() })
    .where(and(eq(chatThreads.id, id), eq(chatThreads.userId, userId)))
    .returning();
  return row ? toThread(row) : null;
}

export async function deleteThread(tx: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(chatThreads)
    .where(and(eq(chatThreads.id, id), eq(chatThreads.userId, userId)))
    .returning({ id: chatThreads.id });
  return rows.length > 0;
}

export async function listMessages(tx: Tx, threadId: string): Promise<Message[]> {
  const rows = await tx
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.threadId, threadId))
    .orderBy(asc(chatMessages.messageOrder));
  return rows.map(toMessage);
}

/**
 * What follow-ups build on: the thread's most recent suggested deck ("make it cheaper" changes it)
 * and the limits its last answer left standing ("no legendaries" holds until lifted).
 */
/** Answers read back to find the deck before the current one (questions repeat the deck). */
const EARLIER_DECK_LOOKBACK = 20;

export async function threadState(
  tx: Tx,
  threadId: string,
): Promise<{
  deck: number[] | null;
  /** The deck before `deck` (the newest one with other cards), which "undo" brings back. */
  earlierDeck: number[] | null;
  limits: ThreadLimits | null;
}> {
  const deckRows = await tx
    .select({ deck: chatMessages.suggestedDeck })
    .from(chatMessages)
    .where(and(eq(chatMessages.threadId, threadId), sql`${chatMessages.suggestedDeck} IS NOT NULL`))
    .orderBy(desc(chatMessages.messageOrder))
    .limit(EARLIER_DECK_LOOKBACK);
  const deck = deckRows[0]?.deck ?? null;
  const earlier = deck
    ? deckRows.find(
        (r) =>
          r.deck && !(r.deck.length === deck.length && r.deck.every((id) => deck.includes(id))),
      )
    : undefined;
  const [limitsRow] = await tx
    .select({ limits: chatMessages.limits })
    .from(chatMessages)
    .where(and(eq(chatMessages.threadId, threadId), sql`${chatMessages.limits} IS NOT NULL`))
    .orderBy(desc(chatMessages.messageOrder))
    .limit(1);
  const limits = threadLimitsSchema.safeParse(limitsRow?.limits);
  // A thread from before the chat's first deck was kept: its oldest suggested deck is that deck
  // ("go back to the first deck"), slots left to the engine to read from its order.
  if (limits.success && limits.data.first === null && deck) {
    const [oldest] = await tx
      .select({ deck: chatMessages.suggestedDeck })
      .from(chatMessages)
      .where(
        and(eq(chatMessages.threadId, threadId), sql`${chatMessages.suggestedDeck} IS NOT NULL`),
      )
      .orderBy(asc(chatMessages.messageOrder))
      .limit(1);
    if (oldest?.deck) limits.data.first = { cardIds: oldest.deck, evolutionSlots: [] };
  }
  return {
    deck,
    earlierDeck: earlier?.deck ?? null,
    limits: limits.success ? limits.data : null,
  };
}

/**
 * Appends a message at the thread's next position and bumps the thread's count and times. The
 * thread row is locked first, so two messages sent at once still get distinct positions.
 */
export async function appendMessage(
  tx: Tx,
  input: {
    userId: string;
    threadId: string;
    type: 'user' | 'bot';
    content: string;
    suggestedDeck?: number[] | null;
    towerTroopId?: number | null;
    deck?: DeckAnalysis | null;
    limits?: ThreadLimits | null;
    decks?: AnswerDeck[];
    /** Replaces the default title ('New Chat'); a rename always wins. */
    autoTitle?: string | undefined;
  },
): Promise<Message> {
  const [thread] = await tx
    .select({
      messageCount: chatThreads.messageCount,
      title: chatThreads.title,
      titleIsCustom: chatThreads.titleIsCustom,
    })
    .from(chatThreads)
    .where(eq(chatThreads.id, input.threadId))
    .for('update');
  if (!thread) throw new Error('thread vanished while appending');
  const now = new Date();
  const [row] = await tx
    .insert(chatMessages)
    .values({
      threadId: input.threadId,
      userId: input.userId,
      messageType: input.type,
      content: input.content,
      suggestedDeck: input.suggestedDeck ?? null,
      towerTroopId: input.towerTroopId ?? null,
      deckAnalysis: input.deck ?? null,
      limits: input.limits ?? null,
      decks: input.decks?.length ? input.decks : null,
      messageOrder: thread.messageCount,
      createdAt: now,
    })
    .returning();
  await tx
    .update(chatThreads)
    .set({
      messageCount: thread.messageCount + 1,
      lastMessageAt: now,
      updatedAt: now,
      ...(input.autoTitle && !thread.titleIsCustom && thread.title === DEFAULT_THREAD_TITLE
        ? { title: input.autoTitle }
        : {}),
    })
    .where(eq(chatThreads.id, input.threadId));
  if (!row) throw new Error('message insert returned nothing');
  return toMessage(row);
}
