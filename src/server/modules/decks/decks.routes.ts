import { Hono } from 'hono';
import { z } from 'zod';
import {
  createSavedDeckGroupRequestSchema,
  createSavedDeckRequestSchema,
} from '@shared/saved-deck';
import { requireUser } from '../../auth/require-user';
import { AppError } from '../../http/app-error';
import type { AuthedEnv } from '../../http/app-env';
import { parseJson } from '../../http/validate';
import type { DecksService } from './decks.service';

const deckIdSchema = z.uuid();

/** /api/decks: the signed-in user's saved decks (row-level security on every query). */
export function decksRoutes(deps: { decks: DecksService }) {
  const { decks } = deps;
  return (
    new Hono<AuthedEnv>()
      .use(requireUser)
      .get('/', async (c) =>
        c.body(await decks.listJson(c.get('user').id), 200, {
          'Content-Type': 'application/json',
        }),
      )
      .post('/', async (c) => {
        const body = await parseJson(c, createSavedDeckRequestSchema);
        const [deck] = await decks.save(c.get('user').id, [body], {
          groupName: null,
          idempotencyKey: c.req.header('idempotency-key'),
        });
        if (!deck) throw new Error('deck insert returned nothing');
        return c.json(deck, 201);
      })
      // Several decks under one name (the four war decks), saved together or not at all.
      .post('/groups', async (c) => {
        const body = await parseJson(c, createSavedDeckGroupRequestSchema);
        const saved = await decks.save(c.get('user').id, body.decks, {
          groupName: body.name,
          idempotencyKey: c.req.header('idempotency-key'),
        });
        return c.json(saved, 201);
      })
      .delete('/:id', async (c) => {
        const id = deckIdSchema.safeParse(c.req.param('id'));
        if (!id.success) throw new AppError('deck_not_found');
        await decks.remove(c.get('user').id, id.data);
        return c.body(null, 204);
      })
  );
}
