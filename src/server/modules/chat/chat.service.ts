import type { DeckEngine, EngineAnswer, EngineDeck } from '@engine/deck-engine';
import type { Card } from '@shared/card';
import type { ChatStreamRequest } from '@shared/chat';
import type { DeckAnalysis } from '@shared/deck-analysis';
import type { PlayerContext } from '@shared/player-context';
import type { ThreadLimits } from '@shared/thread-limits';
import type { AnswerDeck } from '@shared/chat';
import type { ChatModel } from '../../ai/chat-model';
import { modelProse, systemPrompt } from '../../ai/model-contract';
import type { Database } from '../../db/database';
import type { EnginePool } from '../../engine/engine-pool';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../logger';
import { buildPlayerCardSummary } from './player-card-summary';
import { appendMessage, createThread, findThread, threadState } from './threads.repository';

/** What the chat stores and sends in the `complete` event. */
export interface ComposedAnswer {
  response: string;
  deck: EngineDeck | null;
  analysis: DeckAnalysis | null;
  title: string;
  limits: ThreadLimits;
  decks: AnswerDeck[];
}

export interface ComposeInput {
  message: string;
  player?: PlayerContext | undefined;
  playerSummary?: string | undefined;
  previousDeck?: EngineDeck | null | undefined;
  /** The thread's deck before `previousDeck`, for "undo". */
  earlierDeck?: readonly number[] | null | undefined;
  limits?: ThreadLimits | null | undefined;
  /** Said before the answer, e.g. that a visitor's player tag could not be loaded. */
  preface?: string | undefined;
  signal: AbortSignal;
}

/**
 * Words per streamed piece of an engine answer: the whole answer exists at once, so a piece per
 * line of thought reads as well as a piece per few words and costs the server a quarter of the
 * events (npm run bench:load).
 */
const ENGINE_WORDS_PER_PIECE = 24;

/** Splits prose into small pieces for the stream: a few words each, keeping whitespace. */
export function streamPieces(text: string, wordsPerPiece = 6): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece) {
    pieces.push(words.slice(i, i + wordsPerPiece).join(''));
  }
  const lead = /^\s+/.exec(text)?.[0];
  if (lead && pieces[0]) pieces[0] = lead + pieces[0];
  return pieces;
}

/**
 * The answer to one chat message, as pieces of text to stream and a final result.
 * The built-in engine always answers first and decides the deck. With a language model configured,
 * the model rephrases the engine's facts; its text is dropped for the engine's when it names a card
 * outside the deck; a provider error or timeout falls back to the engine's answer.
 */
export async function* composeAnswer(
  /** The engine, whose answer may come from a worker thread (`engine-pool.ts`). */
  engine: {
    answer: (input: Parameters<DeckEngine['answer']>[0]) => Promise<EngineAnswer> | EngineAnswer;
    cardsNamedIn: DeckEngine['cardsNamedIn'];
  },
  model: ChatModel | undefined,
  input: ComposeInput,
  onModelError: (err: unknown) => void = () => {},
): AsyncGenerator<string, ComposedAnswer> {
  const answer = await engine.answer({
    message: input.message,
    player: input.player,
    previousDeck: input.previousDeck ?? null,
    earlierDeck: input.earlierDeck ?? null,
    limits: input.limits ?? null,
  });
  const preface = input.preface ? `${input.preface}\n\n` : '';
  const engineResult: ComposedAnswer = {
    response: preface + answer.response,
    deck: answer.deck,
    analysis: answer.analysis,
    title: answer.title,
    limits: answer.limits,
    decks: (answer.decks ?? []).map((d) => ({
      cards: d.deck.cardIds,
      towerTroopId: d.deck.towerTroopId,
      analysis: d.analysis,
    })),
  };

  if (!model) {
    for (const piece of streamPieces(engineResult.response, ENGINE_WORDS_PER_PIECE)) yield piece;
    return engineResult;
  }

  let text = '';
  let sent = false;
  try {
    if (preface) {
      yield preface;
      sent = true;
    }
    for await (const piece of model.stream({
      system: systemPrompt(answer, input.playerSummary),
      user: input.message,
      signal: input.signal,
    })) {
      text += piece;
      sent = true;
      yield piece;
    }
    if (!text.trim()) throw new Error('model sent an empty answer');
  } catch (err) {
    if (input.signal.aborted) throw err;
    onModelError(err);
    // Fall back to the engine: stream it when nothing was sent yet; the complete event replaces
    // whatever partial text the client already shows either way.
    if (!sent || text === '') {
      for (const piece of streamPieces(answer.response, ENGINE_WORDS_PER_PIECE)) yield piece;
    }
    return engineResult;
  }

  // The engine decides the deck and the facts; the model only phrases them. A DECK line is
  // ignored, and text naming a card outside the deck (or the user's message) is dropped.
  const prose = modelProse(text);
  const allowed = new Set([
    ...(answer.deck?.cardIds ?? []),
    ...(input.previousDeck?.cardIds ?? []),
    ...engine.cardsNamedIn(input.message, 'loose'),
  ]);
  const strangers = engine.cardsNamedIn(prose).filter((id) => !allowed.has(id));
  if (strangers.length) {
    onModelError(new Error(`model named cards outside the deck: ${strangers.join(', ')}`));
    return engineResult;
  }
  return { ...engineResult, response: preface + prose };
}

/** Where the chat finds the player: stored rows for a user, the upstream API for a visitor's tag. */
export interface PlayerContextSource {
  forUser(userId: string): Promise<PlayerContext | undefined>;
  /** Throws an AppError with a readable message when the tag cannot be loaded. */
  forTag(tag: string): Promise<PlayerContext | undefined>;
}

export interface ChatServiceDeps {
  database: Database;
  engine: () => DeckEngine;
  catalogue: () => readonly Card[];
  model?: ChatModel | undefined;
  /** The engine's chat answer off the event loop (the worker pool); the engine itself otherwise. */
  answerTurn?: EnginePool['answer'] | undefined;
  players: PlayerContextSource;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/** One chat turn between `begin` and `finish`. */
export interface ChatTurn {
  userId: string | null;
  /** The signed-in caller's thread (opened by this turn when the request named none). */
  threadId: string | null;
  input: Omit<ComposeInput, 'signal'>;
  engine: DeckEngine;
}

/**
 * One chat turn in a fixed order: `begin` checks the thread is the caller's, loads the player and
 * the thread's state, and stores the user message; `answer` streams the answer; `finish` stores it.
 * A visitor's thread lives in their browser, so for them nothing is stored and the request carries
 * the previous deck and limits.
 */
export function createChatService(deps: ChatServiceDeps) {
  const { database, logger } = deps;

  const validDeck = (cardIds: readonly number[] | null | undefined, engine: DeckEngine) => {
    if (!cardIds) return null;
    const checked = engine.validate([...cardIds]);
    return checked.ok ? checked.deck : null;
  };

  async function playerOf(userId: string | null, tag: string | undefined) {
    if (userId) {
      const player = await deps.players.forUser(userId).catch((err: unknown) => {
        logger.warn({ err }, 'player context lookup failed');
        return undefined;
      });
      return { player, preface: undefined };
    }
    if (!tag) return { player: undefined, preface: undefined };
    try {
      return { player: await deps.players.forTag(tag), preface: undefined };
    } catch (err) {
      logger.info({ err }, 'visitor player tag lookup failed');
      const reason = err instanceof AppError ? err.message : 'The player could not be loaded.';
      return {
        player: undefined,
        preface: `_I could not load player ${tag}: ${reason} Here is a general answer instead._`,
      };
    }
  }

  return {
    async begin(userId: string | null, request: ChatStreamRequest): Promise<ChatTurn> {
      const engine = deps.engine();
      // Signed in: the thread must be the caller's (404 otherwise); a first message opens one.
      const thread = userId
        ? await database.withUser(userId, async (tx) => {
            if (!request.threadId) {
              const made = await createThread(tx, userId, undefined);
              return { id: made.id, deck: null, earlierDeck: null, limits: null };
            }
            const found = await findThread(tx, userId, request.threadId);
            return found ? { id: found.id, ...(await threadState(tx, found.id)) } : null;
          })
        : null;
      if (userId && !thread) throw new AppError('thread_not_found');

      const { player, preface } = await playerOf(userId, request.playerTag);
      const playerSummary = player ? buildPlayerCardSummary(player, deps.catalogue()) : undefined;

      // The user message is stored before anything streams.
      if (userId && thread)
        await database.withUser(userId, (tx) =>
          appendMessage(tx, {
            userId,
            threadId: thread.id,
            type: 'user',
            content: request.message,
          }),
        );
      return {
        userId,
        threadId: thread?.id ?? null,
        engine,
        input: {
          message: request.message,
          player,
          playerSummary,
          previousDeck: validDeck(thread ? thread.deck : request.previousDeck, engine),
          earlierDeck: thread ? thread.earlierDeck : (request.earlierDeck ?? null),
          limits: thread ? thread.limits : (request.limits ?? null),
          preface,
        },
      };
    },

    /** The answer's text pieces, then the whole answer. */
    answer(turn: ChatTurn, signal: AbortSignal): AsyncGenerator<string, ComposedAnswer> {
      return composeAnswer(
        {
          answer: deps.answerTurn ?? ((input) => turn.engine.answer(input)),
          cardsNamedIn: (text, how) => turn.engine.cardsNamedIn(text, how),
        },
        deps.model,
        { ...turn.input, signal },
        (err) => logger.warn({ err }, 'language model failed; answering with the engine'),
      );
    },

    /**
     * Stores a complete answer in the caller's thread, even if the client has just left, so the
     * thread stays whole. A failure is logged: the client still gets the answer it waited for.
     */
    async finish(turn: ChatTurn, result: ComposedAnswer): Promise<void> {
      const { userId, threadId } = turn;
      if (!userId || !threadId) return;
      await database
        .withUser(userId, (tx) =>
          appendMessage(tx, {
            userId,
            threadId,
            type: 'bot',
            content: result.response,
            suggestedDeck: result.deck?.cardIds ?? null,
            towerTroopId: result.deck?.towerTroopId ?? null,
            deck: result.analysis,
            limits: result.limits,
            decks: result.decks,
            // A thread still called 'New Chat' takes a summary of its first request as title.
            autoTitle: result.title,
          }),
        )
        .catch((err: unknown) => logger.error({ err }, 'storing the bot message failed'));
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
