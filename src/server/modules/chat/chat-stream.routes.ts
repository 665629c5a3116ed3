import { Hono } from 'hono';
import type { EnginePool } from '../../engine/engine-pool';
import { streamSSE } from 'hono/streaming';
import type { DeckEngine, EngineDeck } from '@engine/deck-engine';
import type { Card } from '@shared/card';
import { chatStreamRequestSchema, type ChatStreamEvent } from '@shared/chat';
import type { PlayerContext } from '@shared/player-context';
import type { ThreadLimits } from '@shared/thread-limits';
import type { ChatModel } from '../../ai/chat-model';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import type { RateLimiter } from '../../http/rate-limiter';
import { parseJson } from '../../http/validate';
import type { Logger } from '../../logger';
import { composeAnswer, type ComposedAnswer } from './compose-answer';
import { buildPlayerCardSummary } from './player-card-summary';
import { appendMessage, createThread, findThread, threadState } from './threads.repository';

/** Where the chat finds the player: stored rows for a user, the upstream API for a visitor's tag. */
export interface PlayerContextSource {
  forUser(userId: string): Promise<PlayerContext | undefined>;
  /** Throws an AppError with a readable message when the tag cannot be loaded. */
  forTag(tag: string): Promise<PlayerContext | undefined>;
}

export interface ChatStreamDeps {
  database: Database;
  engine: () => DeckEngine;
  catalogue: () => readonly Card[];
  model?: ChatModel | undefined;
  /** The engine's chat answer off the event loop (the worker pool); the engine itself otherwise. */
  answerTurn?: EnginePool['answer'] | undefined;
  players: PlayerContextSource;
  limiter: RateLimiter;
  perMinute: number;
  /** Reverse proxies in front whose X-Forwarded-For hop is trusted (0: none). */
  trustProxy: number;
  logger: Logger;
}

function previousDeckFrom(
  cardIds: number[] | null | undefined,
  engine: DeckEngine,
): EngineDeck | null {
  if (!cardIds) return null;
  const checked = engine.validate(cardIds);
  return checked.ok ? checked.deck : null;
}

/**
 * POST /api/ai/deck-builder/stream. Order of work: validate → identify the caller → rate limit →
 * thread ownership → store the user message → stream → store the bot message.
 */
export function chatStreamRoutes(deps: ChatStreamDeps) {
  const { database, logger } = deps;
  return new Hono<AppEnv>().post('/', async (c) => {
    const engine = deps.engine();
    const request = await parseJson(c, chatStreamRequestSchema);
    const me = c.get('user');
    await deps.limiter.consume(
      {
        name: 'chat',
        max: deps.perMinute,
        windowMs: 60_000,
        message: 'You are sending messages too quickly.',
      },
      me ? `user:${me.id}` : `ip:${clientIp(c, deps.trustProxy)}`,
    );

    // Signed in: the thread must be the caller's (404 otherwise); a first message opens a new one.
    let threadId: string | null = null;
    let storedPrevious: number[] | null = null;
    let storedEarlier: number[] | null = null;
    let storedLimits: ThreadLimits | null = null;
    if (me) {
      const opened = await database.withUser(me.id, async (tx) => {
        if (request.threadId) {
          const thread = await findThread(tx, me.id, request.threadId);
          if (!thread) return null;
          const state = await threadState(tx, thread.id);
          return {
            id: thread.id,
            previous: state.deck,
            earlier: state.earlierDeck,
            limits: state.limits,
          };
        }
        const thread = await createThread(tx, me.id, undefined);
        return { id: thread.id, previous: null, earlier: null, limits: null };
      });
      if (!opened) throw new AppError('thread_not_found');
      threadId = opened.id;
      storedPrevious = opened.previous;
      storedEarlier = opened.earlier;
      storedLimits = opened.limits;
    }

    let player: PlayerContext | undefined;
    let preface: string | undefined;
    if (me) {
      player = await deps.players.forUser(me.id).catch((err: unknown) => {
        logger.warn({ err }, 'player context lookup failed');
        return undefined;
      });
    } else if (request.playerTag) {
      try {
        player = await deps.players.forTag(request.playerTag);
      } catch (err) {
        logger.info({ err }, 'visitor player tag lookup failed');
        const reason = err instanceof AppError ? err.message : 'The player could not be loaded.';
        preface = `_I could not load player ${request.playerTag}: ${reason} Here is a general answer instead._`;
      }
    }
    const previousDeck = previousDeckFrom(me ? storedPrevious : request.previousDeck, engine);
    const playerSummary = player ? buildPlayerCardSummary(player, deps.catalogue()) : undefined;

    // The user message is stored before anything streams.
    if (me && threadId) {
      const id = threadId;
      await database.withUser(me.id, (tx) =>
        appendMessage(tx, {
          userId: me.id,
          threadId: id,
          type: 'user',
          content: request.message,
        }),
      );
    }

    return streamSSE(c, async (stream) => {
      const aborted = new AbortController();
      stream.onAbort(() => aborted.abort());
      const send = (event: ChatStreamEvent) => stream.writeSSE({ data: JSON.stringify(event) });

      const answer = composeAnswer(
        {
          answer: deps.answerTurn ?? ((input) => engine.answer(input)),
          cardsNamedIn: (text, how) => engine.cardsNamedIn(text, how),
        },
        deps.model,
        {
          message: request.message,
          player,
          playerSummary,
          previousDeck,
          earlierDeck: me ? storedEarlier : (request.earlierDeck ?? null),
          limits: me ? storedLimits : (request.limits ?? null),
          preface,
          signal: aborted.signal,
        },
        (err) => logger.warn({ err }, 'language model failed; answering with the engine'),
      );
      let result: ComposedAnswer | undefined;
      try {
        for (;;) {
          const next = await answer.next();
          if (next.done) {
            result = next.value;
            break;
          }
          if (!stream.aborted) await send({ type: 'text', content: next.value });
        }
      } catch (err) {
        if (!aborted.signal.aborted) logger.error({ err }, 'chat answer failed');
        if (!stream.aborted) {
          await send({ type: 'error', message: 'The answer could not be completed.' });
          await stream.write('data: [DONE]\n\n');
        }
        return;
      }

      // The answer is complete: store it even if the client has just left, so the thread stays whole.
      if (me && threadId) {
        const id = threadId;
        const done = result;
        await database
          .withUser(me.id, (tx) =>
            appendMessage(tx, {
              userId: me.id,
              threadId: id,
              type: 'bot',
              content: done.response,
              suggestedDeck: done.deck?.cardIds ?? null,
              towerTroopId: done.deck?.towerTroopId ?? null,
              deck: done.analysis,
              limits: done.limits,
              decks: done.decks,
              // A thread still called 'New Chat' takes a summary of its first request as title.
              autoTitle: done.title,
            }),
          )
          .catch((err: unknown) => logger.error({ err }, 'storing the bot message failed'));
      }
      if (stream.aborted) return;
      await send({
        type: 'complete',
        response: result.response,
        suggestedDeck: result.deck?.cardIds ?? null,
        towerTroopId: result.deck?.towerTroopId ?? null,
        threadId,
        deck: result.analysis,
        limits: result.limits,
        decks: result.decks,
      });
      await stream.write('data: [DONE]\n\n');
    });
  });
}
