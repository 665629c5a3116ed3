import { Hono } from 'hono';
import { z } from 'zod';
import { cardsQuerySchema } from '@shared/card';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/app-env';
import { parseQuery } from '../../http/validate';
import type { DeckEngine } from '@engine/deck-engine';
import type { CardsService } from './cards.service';

const cardIdSchema = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive');

export function cardsRoutes(cards: CardsService, engine: () => DeckEngine) {
  return (
    new Hono<AppEnv>()
      .get('/', (c) => {
        const query = parseQuery(c, cardsQuerySchema);
        c.header('Cache-Control', 'public, max-age=60');
        return c.json(cards.query(query));
      })
      .get('/:id', (c) => {
        const parsed = cardIdSchema.safeParse(c.req.param('id'));
        if (!parsed.success) throw AppError.fromZod(parsed.error, 'Invalid card id');
        const card = cards.byId(parsed.data);
        if (!card) throw new AppError('card_not_found');
        c.header('Cache-Control', 'public, max-age=300');
        return c.json(card);
      })
      // The card detail sheet: what the deck knowledge says about it (the same for everyone).
      .get('/:id/insight', (c) => {
        const parsed = cardIdSchema.safeParse(c.req.param('id'));
        if (!parsed.success) throw AppError.fromZod(parsed.error, 'Invalid card id');
        const insight = engine().cardInsight(parsed.data);
        if (!insight) throw new AppError('card_not_found');
        c.header('Cache-Control', 'public, max-age=300');
        return c.json(insight);
      })
  );
}
