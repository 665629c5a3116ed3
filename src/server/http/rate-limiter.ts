import { lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/database';
import { rateLimitCounters } from '../db/schema';
import { AppError } from './app-error';
import { withTimeout } from '../with-timeout';

/** One fixed-window counter hit: how many hits the window holds now, and when it ends. */
export interface RateLimitHit {
  count: number;
  resetAt: number;
}

/** Where counters live: the database or Redis, so every instance behind a balancer shares them. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
}

export interface RateLimitRule {
  /** Counter namespace, e.g. 'sign-in:ip'. */
  name: string;
  max: number;
  windowMs: number;
  /** Sentence for the 429 answer; "Try again in N seconds." is appended. */
  message?: string;
}

/** Counters in `rate_limit_counters`: one atomic upsert per hit, expired rows swept now and then. */
export function createDatabaseRateLimitStore(db: Db): RateLimitStore {
  let hits = 0;
  return {
    async hit(key, windowMs) {
      const windowEnds = sql`now() + make_interval(secs => ${windowMs / 1000})`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, count: 1, windowEndsAt: sql`${windowEnds}` })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`CASE WHEN ${rateLimitCounters.windowEndsAt} <= now() THEN 1 ELSE ${rateLimitCounters.count} + 1 END`,
            windowEndsAt: sql`CASE WHEN ${rateLimitCounters.windowEndsAt} <= now() THEN ${windowEnds} ELSE ${rateLimitCounters.windowEndsAt} END`,
          },
        })
        .returning({
          count: rateLimitCounters.count,
          windowEndsAt: rateLimitCounters.windowEndsAt,
        });
      if (++hits % 500 === 0) {
        await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, new Date()));
      }
      if (!row) throw new Error('rate limit upsert returned no row');
      return { count: row.count, resetAt: row.windowEndsAt.getTime() };
    },
  };
}

/**
 * Counters in this process's memory: for the embedded database, which one process holds at a time
 * (the data folder is locked), so they are as exact as database counters without putting a write
 * on the single database connection ahead of every chat and sign-in. They start empty after a
 * restart.
 */
export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const counters = new Map<string, RateLimitHit>();
  let hits = 0;
  return {
    async hit(key, windowMs) {
      const at = now();
      if (++hits % 1000 === 0)
        for (const [k, v] of counters) if (v.resetAt <= at) counters.delete(k);
      const current = counters.get(key);
      const next =
        current && current.resetAt > at
          ? { count: current.count + 1, resetAt: current.resetAt }
          : { count: 1, resetAt: at + windowMs };
      counters.set(key, next);
      return next;
    },
  };
}

/** Counters in Redis (REDIS_URL): INCR with the window set on the first hit. */
export function createRedisRateLimitStore(redis: Redis, prefix = ''): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const redisKey = `${prefix}rl:${key}`;
      const result = await redis
        .multi()
        .set(redisKey, '0', 'PX', windowMs, 'NX')
        .incr(redisKey)
        .pttl(redisKey)
        .exec();
      const count = Number(result?.[1]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetAt: Date.now() + (ttl > 0 ? ttl : windowMs) };
    },
  };
}

/**
 * How long a Redis hit may take before the database counts instead: a second, not less, so a busy
 * event loop (whose timers can fire before an answer already on the socket is read) does not
 * split one window's counts between Redis and the database.
 */
const PRIMARY_TIMEOUT_MS = 1_000;
/** After a failure, the database counts alone this long before Redis is tried again. */
const PRIMARY_RETRY_MS = 5_000;

/**
 * Redis first, the database when Redis is away: a hit that fails or takes longer than a moment is
 * counted in the database (logged once), Redis is skipped for a few seconds, then tried again; the
 * first success is logged too. Sign-in and chat keep working while Redis is down.
 */
export function createFallbackRateLimitStore(
  primary: RateLimitStore,
  fallback: RateLimitStore,
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
): RateLimitStore {
  let downUntil = 0;
  let down = false;
  return {
    async hit(key, windowMs) {
      if (Date.now() < downUntil) return fallback.hit(key, windowMs);
      try {
        const result = await withTimeout(
          primary.hit(key, windowMs),
          PRIMARY_TIMEOUT_MS,
          `no answer within ${PRIMARY_TIMEOUT_MS} ms`,
        );
        if (down) log.info({}, 'Redis is back: rate limits are counted there again.');
        down = false;
        return result;
      } catch (error) {
        if (!down)
          log.warn(
            { reason: (error as Error).message },
            'Redis is unavailable: rate limits are counted in the database until it is back.',
          );
        down = true;
        downUntil = Date.now() + PRIMARY_RETRY_MS;
        return fallback.hit(key, windowMs);
      }
    },
  };
}

export interface RateLimiter {
  /** Counts one attempt for `subject` under `rule`; throws a 429 AppError past the limit. */
  consume(rule: RateLimitRule, subject: string): Promise<void>;
}

export function createRateLimiter(store: RateLimitStore): RateLimiter {
  return {
    async consume(rule, subject) {
      const { count, resetAt } = await store.hit(`${rule.name}:${subject}`, rule.windowMs);
      if (count <= rule.max) return;
      const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      const base = rule.message ?? 'Too many requests. Please wait a moment and try again.';
      throw new AppError('rate_limited', `${base} Try again in ${formatWait(retryAfter)}.`, {
        headers: { 'Retry-After': String(retryAfter) },
      });
    },
  };
}

function formatWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}
