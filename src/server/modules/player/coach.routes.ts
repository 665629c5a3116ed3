import { Hono } from 'hono';
import type { StoredBattle } from '@engine/battle-report';
import type { BattleReport } from '@shared/battle-log';
import type { PlayerContext } from '@shared/player-context';
import type { UpgradePlan, WarDecksResponse } from '@shared/player-coach';
import { requireUser } from '../../auth/require-user';
import { AppError } from '../../http/app-error';
import type { AuthedEnv } from '../../http/app-env';
import type { EnginePool } from '../../engine/engine-pool';

/**
 * /api/player/upgrade-plan, /battles and /war-decks: the coach's answers for the signed-in user's
 * connected player, from their stored levels (no upstream call), computed by the engine pool off
 * the event loop.
 */
export function coachRoutes(deps: {
  runEngine: EnginePool['run'];
  playerFor: (userId: string) => Promise<PlayerContext | undefined>;
  battlesFor: (userId: string) => Promise<StoredBattle[]>;
}) {
  const playerOf = async (userId: string) => {
    const player = await deps.playerFor(userId);
    if (!player) throw new AppError('player_not_connected');
    return player;
  };
  return new Hono<AuthedEnv>()
    .use(requireUser)
    .get('/upgrade-plan', async (c) => {
      const player = await playerOf(c.get('user').id);
      const deck = player.currentDeck ?? [];
      const plan: UpgradePlan =
        deck.length === 8
          ? await deps.runEngine('upgradePlan', deck, player)
          : { deckCardIds: [], steps: [], evolutionAdvice: null, scaleNote: null };
      return c.json(plan);
    })
    .get('/battles', async (c) => {
      const me = c.get('user').id;
      const player = await playerOf(me);
      const report: BattleReport = await deps.runEngine(
        'battleReport',
        await deps.battlesFor(me),
        player,
      );
      return c.json(report);
    })
    .get('/war-decks', async (c) => {
      const player = await playerOf(c.get('user').id);
      const body: WarDecksResponse = {
        decks: (await deps.runEngine('warDecks', player)).map(({ deck, analysis }) => ({
          cards: deck.cardIds,
          towerTroopId: deck.towerTroopId,
          analysis,
        })),
      };
      return c.json(body);
    });
}
