import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { chatStreamRequestSchema, type ChatStreamEvent } from '@shared/chat';
import type { AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import type { RateLimiter } from '../../http/rate-limiter';
import { parseJson } from '../../http/validate';
import type { Logger } from '../../logger';
import type { ChatService, ComposedAnswer } from './chat.service';

export interface ChatStreamDeps {
  chat: ChatService;
  limiter: RateLimiter;
  perMinute: number;
  /** Reverse proxies in front whose X-Forwarded-For hop is trusted (0: none). */
  trustProxy: number;
  logger: Logger;
}

/**
 * POST /api/ai/deck-builder/stream. Order of work: validate → identify the caller → rate limit →
 * thread ownership, player and the user message (chat.begin) → stream → store the answer
 * (chat.finish) → the `complete` event.
 */
export function chatStreamRoutes(deps: ChatStreamDeps) {
  const { chat, logger } = deps;
  return new Hono<AppEnv>().post('/', async (c) => {
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
    const turn = await chat.begin(me?.id ?? null, request);

    return streamSSE(c, async (stream) => {
      const aborted = new AbortController();
      stream.onAbort(() => aborted.abort());
      const send = (event: ChatStreamEvent) => stream.writeSSE({ data: JSON.stringify(event) });

      const answer = chat.answer(turn, aborted.signal);
      let result: ComposedAnswer;
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

      await chat.finish(turn, result);
      if (stream.aborted) return;
      await send({
        type: 'complete',
        response: result.response,
        suggestedDeck: result.deck?.cardIds ?? null,
        towerTroopId: result.deck?.towerTroopId ?? null,
        threadId: turn.threadId,
        deck: result.analysis,
        limits: result.limits,
        decks: result.decks,
      });
      await stream.write('data: [DONE]\n\n');
    });
  });
}
