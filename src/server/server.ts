import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createDeckEngine, type DeckEngine } from '@engine/deck-engine';
import { createOpenAiCompatibleModel } from './ai/chat-model';
import { createApp } from './app';
import { loadPlayerContext } from './modules/player/player-context';
import { createPlayerService } from './modules/player/player.service';
import { createClashApiClient } from './clash-api/clash-api-client';
import { createAuth } from './auth/auth';
import { createSessionCache } from './auth/session-cache';
import { openDatabase, type Database } from './db/database';
import type { Env } from './env';
import { createResponseCache } from './http/response-cache';
import { withTimeout } from './with-timeout';
import { createLogger, type Logger } from './logger';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer';
import {
  createDatabaseRateLimitStore,
  createFallbackRateLimitStore,
  createMemoryRateLimitStore,
  createRateLimiter,
  createRedisRateLimitStore,
} from './http/rate-limiter';
import { readCatalogueSnapshot, upsertCards } from './modules/cards/cards.repository';
import { createAccountService } from './modules/account/account.service';
import { createSavedDecksCache } from './modules/decks/saved-decks-cache';
import { createDecksService } from './modules/decks/decks.service';
import { createChatService } from './modules/chat/chat.service';
import { createPageViewsService } from './modules/page-views/page-views.service';
import { createCardsService, type CardsService } from './modules/cards/cards.service';
import { availableParallelism } from 'node:os';
import { createEnginePool } from './engine/engine-pool';

export const defaultWebDistDir = fileURLToPath(new URL('../../dist/web', import.meta.url));

export interface ServerContext {
  app: ReturnType<typeof createApp>;
  /** The Node request listener: cached public answers first, then the Hono app. */
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  database: Database;
  cards: CardsService;
  logger: Logger;
  close(): Promise<void>;
}

export interface ServerOverrides {
  logger?: Logger;
  mailer?: Mailer;
  webDistDir?: string | undefined;
  /** 'memory://' for a throwaway embedded database (tests). */
  pgliteDir?: string;
}

/** The secret signing sessions: configured, or generated once and kept beside the data. */
function authSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'Invalid configuration:\n  - AUTH_SECRET: required in production (at least 32 characters)',
    );
  }
  const file = join(resolve(env.DATA_DIR), 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(resolve(env.DATA_DIR), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Opens the database, migrates, seeds the catalogue and wires every module into one app. */
export async function createServerContext(
  env: Env,
  overrides: ServerOverrides = {},
): Promise<ServerContext> {
  const logger = overrides.logger ?? createLogger(env.LOG_LEVEL);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: overrides.pgliteDir ?? join(resolve(env.DATA_DIR), 'pglite'),
    poolSize: env.DATABASE_POOL_SIZE,
    log: logger,
  });
  await upsertCards(database.db, readCatalogueSnapshot());
  const cards = createCardsService(database.db);
  await cards.reload();

  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const mailer =
    overrides.mailer ??
    (env.SMTP_URL
      ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM, logger)
      : createOutboxMailer(join(resolve(env.DATA_DIR), 'outbox'), env.MAIL_FROM, logger));
  // Shared state for several instances: rate-limit counters in Redis when configured, else the database.
  // Commands fail at once while Redis is disconnected (no offline queue), so the database counts
  // instead; ioredis keeps reconnecting in the background. It is loaded only when Redis is configured.
  const redis = env.REDIS_URL
    ? new (await import('ioredis')).Redis(env.REDIS_URL, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        connectTimeout: 2_000,
        retryStrategy: (times) => Math.min(times * 200, 2_000),
      })
    : undefined;
  redis?.on('error', () => undefined);
  // PostgreSQL (several instances): counters shared in the database, or Redis with the database
  // behind it. The embedded database has one process at a time, so its counters live in memory.
  const databaseCounters =
    database.kind === 'pglite'
      ? createMemoryRateLimitStore()
      : createDatabaseRateLimitStore(database.db);
  const rateLimiter = createRateLimiter(
    redis
      ? createFallbackRateLimitStore(
          createRedisRateLimitStore(redis, env.REDIS_KEY_PREFIX),
          databaseCounters,
          logger,
        )
      : databaseCounters,
  );
  const auth = createAuth({
    db: database.db,
    secret: authSecret(env),
    baseUrl: publicUrl,
    production: env.NODE_ENV === 'production',
    mailer,
    logger,
  });

  const responseCache = createResponseCache({
    prefixes: ['/api/cards'],
    version: () => cards.version(),
  });
  // One engine per catalogue version: a catalogue sync picked up by refreshIfChanged rebuilds it.
  let engine: DeckEngine | undefined;
  let engineVersion: string | null | undefined;
  const currentEngine = () => {
    if (!engine || engineVersion !== cards.version()) {
      engine = createDeckEngine(cards.all());
      engineVersion = cards.version();
    }
    return engine;
  };
  const enginePool = createEnginePool({
    size: env.ENGINE_WORKERS ?? availableParallelism(),
    engine: currentEngine,
    catalogue: () => cards.all(),
    version: () => cards.version(),
    logger,
  });
  const chatModel =
    env.AI_BASE_URL && env.AI_MODEL
      ? createOpenAiCompatibleModel({
          baseUrl: env.AI_BASE_URL,
          apiKey: env.AI_API_KEY,
          model: env.AI_MODEL,
          timeoutMs: env.AI_TIMEOUT_MS,
        })
      : undefined;
  const clashApi = createClashApiClient({
    baseUrl: env.CR_API_BASE_URL,
    token: env.CR_API_TOKEN,
    logger,
  });
  const playerService = createPlayerService({ database, client: clashApi, cards, logger });
  const players = {
    forUser: (userId: string) =>
      loadPlayerContext(database, userId, new Map(cards.all().map((c) => [c.id, c]))),
    forTag: (tag: string) => playerService.contextForTag(tag, cards.all()),
  };

  const app = createApp({
    publicUrl,
    // One process owns the embedded database, so it sees every session change (ADR 014).
    sessionCache:
      database.kind === 'pglite'
        ? createSessionCache({ ttlMs: 30_000, maxEntries: 10_000 })
        : undefined,
    decks: createDecksService({
      database,
      cards,
      // One process owns the embedded database, so it sees every write to saved decks (ADR 014).
      cache:
        database.kind === 'pglite'
          ? createSavedDecksCache({ maxEntries: 10_000, maxChars: 64 * 1024 * 1024 })
          : undefined,
    }),
    chat: createChatService({
      database,
      engine: currentEngine,
      answerTurn: enginePool.answer,
      catalogue: () => cards.all(),
      model: chatModel,
      players,
      logger,
    }),
    account: createAccountService({ auth, database, logger, limiter: rateLimiter }),
    pageViews: createPageViewsService({
      database,
      logger,
      analyticsUrl: env.ANALYTICS_URL,
      analyticsDomain: env.ANALYTICS_DOMAIN,
      publicUrl,
    }),
    engine: currentEngine,
    runEngine: enginePool.run,
    players,
    playerService,
    responseCache,
    env,
    logger,
    database,
    auth,
    mailer,
    cards,
    rateLimiter,
    webDistDir: 'webDistDir' in overrides ? overrides.webDistDir : defaultWebDistDir,
    readinessChecks: redis
      ? [
          {
            name: 'redis',
            // A connection still being made (at start, after a drop) gets the timeout to finish.
            // Its 'ready' listener goes when the check ends, so checks while Redis is down do not
            // pile listeners up.
            check: async (ms) => {
              let onReady: (() => void) | undefined;
              const connected =
                redis.status === 'ready'
                  ? Promise.resolve()
                  : new Promise<void>((resolve) => {
                      onReady = resolve;
                      redis.once('ready', onReady);
                    });
              try {
                await withTimeout(
                  connected.then(() => redis.ping()),
                  ms,
                  'Redis did not answer',
                );
              } finally {
                if (onReady) redis.off('ready', onReady);
              }
            },
          },
        ]
      : [],
  });

  // Another instance may sync the catalogue: pick it up within a few minutes.
  const refresher = setInterval(() => {
    cards
      .refreshIfChanged()
      .catch((err: unknown) => logger.warn({ err }, 'catalogue refresh failed'));
  }, 5 * 60_000);
  refresher.unref();

  const honoListener = getRequestListener(app.fetch);
  return {
    app,
    listener: (req, res) => {
      if (!responseCache.tryServe(req, res)) void honoListener(req, res);
    },
    database,
    cards,
    logger,
    async close() {
      clearInterval(refresher);
      await enginePool.close();
      redis?.disconnect();
      await database.close();
    },
  };
}
