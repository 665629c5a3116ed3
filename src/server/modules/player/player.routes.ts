import { Hono } from 'hono';
import { connectPlayerRequestSchema, refreshPlayerRequestSchema } from '@shared/player';
import { requireUser } from '../../auth/require-user';
import type { AppEnv, AuthedEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import type { RateLimiter } from '../../http/rate-limiter';
import { parseJson } from '../../http/validate';
import type { PlayerService } from './player.service';

/** /api/player: the signed-in user's connected player (docs/architecture.md "API"). */
export function playerRoutes(players: PlayerService) {
  return new Hono<AuthedEnv>()
    .use(requireUser)
    .get('/', async (c) => c.json({ player: await players.get(c.get('user').id) }))
    .post('/', async (c) => {
      const { playerTag } = await parseJson(c, connectPlayerRequestSchema);
      return c.json(await players.connect(c.get('user').id, playerTag));
    })
    .post('/refresh', async (c) => {
      const { force } = await parseJson(c, refreshPlayerRequestSchema);
      return c.json(await players.refresh(c.get('user').id, force ?? false));
    })
    .get('/cards', async (c) => c.json(await players.cards(c.get('user').id)))
    .get('/deck', async (c) => c.json(await players.deck(c.get('user').id)));
}

/**
 * /api/players/:tag: a public profile by tag (the player-search page). Each lookup may cost an
 * upstream call, so callers are limited per minute (per user, or per address for visitors).
 */
export function publicPlayerRoutes(
  players: PlayerService,
  limits: { limiter: RateLimiter; perMinute: number; trustProxy: number },
) {
  const rule = {
    name: 'player-lookup',
    max: limits.perMinute,
    windowMs: 60_000,
    message: 'Too many player lookups.',
  };
  return new Hono<AppEnv>().get('/:tag', async (c) => {
    const me = c.get('user');
    await limits.limiter.consume(
      rule,
      me ? `user:${me.id}` : `ip:${clientIp(c, limits.trustProxy)}`,
    );
    return c.json(await players.publicProfile(c.req.param('tag')));
  });
}
