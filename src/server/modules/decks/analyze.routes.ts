import { Hono } from 'hono';
import type { DeckEngine } from '@engine/deck-engine';
import { analyzeDeckRequestSchema } from '@shared/deck-analysis';
import { deckProblems } from '@shared/deck-validity';
import type { PlayerContext } from '@shared/player-context';
import type { CardsService } from '../cards/cards.service';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/app-env';
import { parseJson } from '../../http/validate';

/** POST /api/decks/analyze: the engine's analysis of any 8 cards (levels included when signed in). */
export function analyzeRoutes(deps: {
  engine: () => DeckEngine;
  cards: CardsService;
  playerFor: (userId: string) => Promise<PlayerContext | undefined>;
}) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const { cardIds } = await parseJson(c, analyzeDeckRequestSchema);
    const problems = deckProblems(cardIds, deps.cards.byId);
    if (problems.length) throw new AppError('validation_failed', problems.join(' '));
    const me = c.get('user');
    const player = me ? await deps.playerFor(me.id) : undefined;
    return c.json(deps.engine().analyze(cardIds, player));
  });
}
