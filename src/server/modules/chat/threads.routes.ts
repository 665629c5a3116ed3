import { Hono } from 'hono';
import { z } from 'zod';
import {
  createThreadRequestSchema,
  importThreadsRequestSchema,
  renameThreadRequestSchema,
} from '@shared/chat';
import type { DeckEngine } from '@engine/deck-engine';
import { deckProblems } from '@shared/deck-validity';
import type { CardsService } from '../cards/cards.service';
import { requireUser } from '../../auth/require-user';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AuthedEnv } from '../../http/app-env';
import { parseJson } from '../../http/validate';
import {
  appendMessage,
  createThread,
  deleteThread,
  findThread,
  listMessages,
  listThreads,
  renameThread,
} from './threads.repository';

const threadIdSchema = z.uuid();

/** The thread id from the path: anything that is not a chat id is simply not found. */
function threadId(raw: string): string {
  const parsed = threadIdSchema.safeParse(raw);
  if (!parsed.success) throw new AppError('thread_not_found');
  return parsed.data;
}

/** /api/threads: the signed-in user's chats (docs/architecture.md "API"). */
export function threadsRoutes(
  database: Database,
  deps: { engine: () => DeckEngine; cards: CardsService },
) {
  return new Hono<AuthedEnv>()
    .use(requireUser)
    .get('/', async (c) => {
      const me = c.get('user');
      return c.json(await database.withUser(me.id, (tx) => listThreads(tx, me.id)));
    })
    .post('/', async (c) => {
      const me = c.get('user');
      const { title } = await parseJson(c, createThreadRequestSchema);
      const thread = await database.withUser(me.id, (tx) => createThread(tx, me.id, title));
      return c.json(thread, 201);
    })
    .post('/import', async (c) => {
      const me = c.get('user');
      const { threads } = await parseJson(c, importThreadsRequestSchema);
      const engine = deps.engine();
      // A deck that breaks a rule is dropped from its message; the analysis is the server's own.
      const legal = (ids: number[] | null | undefined) =>
        ids && deckProblems(ids, deps.cards.byId).length === 0 ? ids : null;
      const threadIds = await database.withUser(me.id, async (tx) => {
        const ids: (string | null)[] = [];
        for (const thread of threads) {
          if (thread.messages.length === 0) {
            ids.push(null);
            continue;
          }
          const created = await createThread(tx, me.id, thread.title);
          ids.push(created.id);
          for (const m of thread.messages) {
            const deck = m.type === 'bot' ? legal(m.suggestedDeck) : null;
            await appendMessage(tx, {
              userId: me.id,
              threadId: created.id,
              type: m.type,
              content: m.content,
              suggestedDeck: deck,
              towerTroopId:
                deck && m.towerTroopId && deps.cards.byId(m.towerTroopId)?.type === 'Tower'
                  ? m.towerTroopId
                  : null,
              deck: deck ? engine.analyze(deck) : null,
              limits: m.limits ?? null,
            });
          }
        }
        return ids;
      });
      return c.json({ imported: threadIds.filter(Boolean).length, threadIds }, 201);
    })
    .patch('/:id', async (c) => {
      const me = c.get('user');
      const id = threadId(c.req.param('id'));
      const { title } = await parseJson(c, renameThreadRequestSchema);
      const thread = await database.withUser(me.id, (tx) => renameThread(tx, me.id, id, title));
      if (!thread) throw new AppError('thread_not_found');
      return c.json(thread);
    })
    .delete('/:id', async (c) => {
      const me = c.get('user');
      const id = threadId(c.req.param('id'));
      const deleted = await database.withUser(me.id, (tx) => deleteThread(tx, me.id, id));
      if (!deleted) throw new AppError('thread_not_found');
      return c.body(null, 204);
    })
    .get('/:id/messages', async (c) => {
      const me = c.get('user');
      const id = threadId(c.req.param('id'));
      const messages = await database.withUser(me.id, async (tx) => {
        const thread = await findThread(tx, me.id, id);
        return thread ? listMessages(tx, id) : null;
      });
      if (!messages) throw new AppError('thread_not_found');
      return c.json(messages);
    });
}
