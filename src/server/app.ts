import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { Health } from '@shared/card';
import { publicConfigSchema } from '@shared/config';
import { type Auth } from './auth/auth';
import { authInputGuard } from './auth/auth-input';
import { authRateLimits } from './auth/auth-rate-limits';
import { sessionMiddleware } from './auth/require-user';
import type { SessionCache } from './auth/session-cache';
import type { Database } from './db/database';
import { publicConfig, type Env } from './env';
import { AppError, errorBody, handleError } from './http/app-error';
import type { AppEnv } from './http/app-env';
import type { RateLimiter } from './http/rate-limiter';
import type { ResponseCache } from './http/response-cache';
import { sameOrigin } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import { mountSpa, themeScript } from './http/spa';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { DeckEngine } from '@engine/deck-engine';
import type { EnginePool } from './engine/engine-pool';
import type { PlayerContext } from '@shared/player-context';
import { accountRoutes } from './modules/account/account.routes';
import { chatStreamRoutes } from './modules/chat/chat-stream.routes';
import type { ChatService, PlayerContextSource } from './modules/chat/chat.service';
import { threadsRoutes } from './modules/chat/threads.routes';
import { analyzeRoutes } from './modules/decks/analyze.routes';
import { createDeckPreviews } from './modules/decks/deck-image.routes';
import { decksRoutes } from './modules/decks/decks.routes';
import { pageViewsRoutes } from './modules/page-views/page-views.routes';
import { coachRoutes } from './modules/player/coach.routes';
import { playerRoutes, publicPlayerRoutes } from './modules/player/player.routes';
import type { PlayerService } from './modules/player/player.service';
import { cardsRoutes } from './modules/cards/cards.routes';
import type { CardsService } from './modules/cards/cards.service';
import type { AccountService } from './modules/account/account.service';
import type { DecksService } from './modules/decks/decks.service';
import type { PageViewsService } from './modules/page-views/page-views.service';

/** What the composition root (server.ts) built; the app only mounts routes over it. */
export interface AppDeps {
  env: Env;
  /** The site's own origin: PUBLIC_URL, or localhost on the configured port. */
  publicUrl: string;
  logger: Logger;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  cards: CardsService;
  decks: DecksService;
  chat: ChatService;
  account: AccountService;
  pageViews: PageViewsService;
  rateLimiter: RateLimiter;
  /** Sessions remembered between requests: embedded database only (see auth/session-cache.ts). */
  sessionCache?: SessionCache | undefined;
  /** The deck engine over the current catalogue (rebuilt when the catalogue changes). */
  engine: () => DeckEngine;
  /** The engine's heavy calls, run off the event loop (worker threads when there are any). */
  runEngine: EnginePool['run'];
  players: PlayerContextSource;
  playerService: PlayerService;
  /** Replays public catalogue answers from the Node listener (see http/response-cache.ts). */
  responseCache?: ResponseCache;
  /** Where the built web app lives; absent in API-only tests. */
  webDistDir?: string | undefined;
  /** What `/api/ready` checks besides the database (Redis when configured). */
  readinessChecks?: { name: string; check(timeoutMs: number): Promise<void> }[];
}

/** Paths that never need the session: the hot, public, cacheable reads. */
const SESSIONLESS = ['/api/cards', '/api/health', '/api/ready', '/api/config', '/api/page-views'];

/** Deck preview images one client may have rendered per minute (remembered ones are free). */
const DECK_IMAGES_PER_MINUTE = 30;

/** How long each readiness check may take before it counts as down. */
const READY_TIMEOUT_MS = 1_000;

export function createApp(deps: AppDeps) {
  const { env, logger, database, auth, cards } = deps;
  const app = new Hono<AppEnv>();

  app.onError(handleError(logger));
  if (deps.responseCache) app.use('*', deps.responseCache.middleware);
  app.use(
    '*',
    securityHeaders({
      production: env.NODE_ENV === 'production',
      analyticsOrigin: env.ANALYTICS_URL ? new URL(env.ANALYTICS_URL).origin : undefined,
      inlineScriptHashes: deps.webDistDir
        ? [themeScript(deps.webDistDir)?.hash].filter((h): h is string => Boolean(h))
        : [],
    }),
  );
  app.use('*', compress({ threshold: 1024 }));
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) => c.json(errorBody(new AppError('payload_too_large')), 413),
    }),
  );

  // better-auth answers /api/auth/* itself (sign-up, sign-in, sign-out, session, verify-email …),
  // after our per-IP and per-email limits on the routes that take a password or send mail.
  // Bodies are checked first: a NUL in an email must be a 400, not a failed counter key.
  app.use('/api/auth/*', authInputGuard);
  app.use(
    '/api/auth/*',
    authRateLimits({
      limiter: deps.rateLimiter,
      perIp: env.AUTH_RATE_LIMIT_PER_IP,
      perEmail: env.AUTH_RATE_LIMIT_PER_EMAIL,
      trustProxy: env.TRUST_PROXY,
      userIdOf: async (request) =>
        (await auth.api.getSession({ headers: request.headers }))?.user.id ?? null,
    }),
  );
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const res = await auth.handler(c.req.raw);
    // Sign-out, revocations, password and account changes: remembered sessions are forgotten,
    // and remembered deck lists with them (a deleted account's decks go with it).
    if (c.req.path !== '/api/auth/get-session') {
      deps.sessionCache?.clear();
      if (c.req.path.startsWith('/api/auth/delete-user')) deps.decks.forgetCached();
    }
    return res;
  });

  // Our own state-changing routes take JSON from this site only (better-auth checks its routes).
  const csrf = sameOrigin([deps.publicUrl]);
  app.use('/api/*', async (c, next) =>
    c.req.path.startsWith('/api/auth/') ? next() : csrf(c, next),
  );

  const withSession = sessionMiddleware(auth, deps.sessionCache);
  app.use('/api/*', async (c, next) => {
    if (SESSIONLESS.some((p) => c.req.path === p || c.req.path.startsWith(`${p}/`))) {
      c.set('user', null);
      return next();
    }
    await withSession(c, next);
    // Answers for a signed-in user are theirs alone: no cache (browser or shared) may keep them.
    if (c.get('user')) c.res.headers.set('Cache-Control', 'no-store');
  });

  app.get('/api/health', (c) =>
    c.json({ status: 'ok', database: database.kind, cards: cards.count() } satisfies Health),
  );
  // Readiness for a load balancer: 503 while the database (or Redis, when configured) is away.
  app.get('/api/ready', async (c) => {
    const checks = [
      { name: 'database', check: (ms: number) => database.ping(ms) },
      ...(deps.readinessChecks ?? []),
    ];
    const results = await Promise.all(
      checks.map(async ({ name, check }) => {
        try {
          await check(READY_TIMEOUT_MS);
          return [name, 'up'] as const;
        } catch {
          return [name, 'down'] as const;
        }
      }),
    );
    const ready = results.every(([, state]) => state === 'up');
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        status: ready ? ('ready' as const) : ('unavailable' as const),
        ...Object.fromEntries(results),
      },
      ready ? 200 : 503,
    );
  });
  app.get('/api/config', (c) => c.json(publicConfigSchema.parse(publicConfig(env))));
  app.route('/api/cards', cardsRoutes(cards, deps.engine));
  app.use('/api/account', async (_c, next) => {
    await next();
    deps.sessionCache?.clear();
    deps.decks.forgetCached();
  });
  app.route('/api/account', accountRoutes({ auth, account: deps.account }));
  const playerFor = (userId: string): Promise<PlayerContext | undefined> =>
    deps.players.forUser(userId);
  app.route('/api/decks/analyze', analyzeRoutes({ engine: deps.engine, cards, playerFor }));
  app.route('/api/decks', decksRoutes({ decks: deps.decks }));
  app.route('/api/threads', threadsRoutes(database, { engine: deps.engine, cards }));
  app.route('/api/page-views', pageViewsRoutes(deps.pageViews));
  app.route(
    '/api/player',
    coachRoutes({
      runEngine: deps.runEngine,
      playerFor,
      battlesFor: (userId) => deps.playerService.battles(userId),
    }),
  );
  app.route('/api/player', playerRoutes(deps.playerService));
  app.route(
    '/api/players',
    publicPlayerRoutes(deps.playerService, {
      limiter: deps.rateLimiter,
      perMinute: env.PLAYER_LOOKUP_RATE_LIMIT_PER_MINUTE,
      trustProxy: env.TRUST_PROXY,
    }),
  );
  app.route(
    '/api/ai/deck-builder/stream',
    chatStreamRoutes({
      chat: deps.chat,
      limiter: deps.rateLimiter,
      perMinute: env.CHAT_RATE_LIMIT_PER_MINUTE,
      trustProxy: env.TRUST_PROXY,
      logger,
    }),
  );

  app.all('/api/*', () => {
    throw new AppError('not_found', 'No such API route.');
  });
  const previews = createDeckPreviews({
    cards,
    engine: deps.engine,
    limiter: deps.rateLimiter,
    perMinute: DECK_IMAGES_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    publicUrl: deps.publicUrl,
  });
  app.route('/og/deck', previews.routes);
  if (deps.webDistDir)
    mountSpa(app, deps.webDistDir, { headFor: previews.head, supportEmail: env.SUPPORT_EMAIL });
  return app;
}
export type App = ReturnType<typeof createApp>;
