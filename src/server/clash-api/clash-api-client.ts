import { officialBattleSchema, type OfficialBattle } from '@shared/battle-log';
import { officialPlayerSchema, type OfficialPlayer } from '@shared/official-player';
import { AppError } from '../http/app-error';
import type { Logger } from '../logger';

export interface ClashApiOptions {
  baseUrl: string;
  token?: string | undefined;
  /** Longest wait for one attempt. */
  timeoutMs?: number;
  /** Longest wait for one request, all attempts and backoff included. */
  deadlineMs?: number;
  /** Failed requests in a row that open the circuit (answer at once without calling upstream). */
  breakerThreshold?: number;
  /** How long the circuit stays open before one probe request is let through. */
  breakerCooldownMs?: number;
  /** How long a "no such player" answer is remembered. */
  notFoundTtlMs?: number;
  /** Extra attempts after a 429, a 5xx or a network failure. */
  retries?: number;
  /** First backoff delay; it doubles on each retry. */
  backoffMs?: number;
  logger: Logger;
}

export interface ClashApiClient {
  configured: boolean;
  /** `tag` already normalised ('#2PGGCJJL'). */
  getPlayer(tag: string): Promise<OfficialPlayer>;
  /** The player's last battles, newest first; battles in a shape we cannot read are left out. */
  getBattleLog(tag: string): Promise<OfficialBattle[]>;
  getCards(): Promise<unknown>;
}

/** Upstream `reason` → the error the user (and the operator, in the log) can act on. */
function failure(status: number, reason: string | undefined, logger: Logger): AppError {
  if (status === 404) return new AppError('player_not_found');
  if (status === 403) {
    const ipProblem = reason === 'accessDenied.invalidIp';
    logger.error(
      { status, reason },
      ipProblem
        ? "Clash Royale API refused this server's IP address: add it to the key at developer.clashroyale.com, or set CR_API_BASE_URL to a proxy such as RoyaleAPI's"
        : 'Clash Royale API refused the key: check CR_API_TOKEN',
    );
    return new AppError(
      'upstream_access_denied',
      ipProblem
        ? "The server's Clash Royale API key does not allow this server's IP address. The site operator needs to update the key."
        : "The server's Clash Royale API key was refused. The site operator needs to check it.",
    );
  }
  if (status === 503 && reason === 'inMaintenance') return new AppError('upstream_maintenance');
  if (status === 429) return new AppError('upstream_rate_limited');
  if (status >= 500) return new AppError('upstream_unavailable');
  return new AppError(
    'upstream_failed',
    `The Clash Royale API answered ${status}${reason ? ` (${reason})` : ''}.`,
  );
}

const retryable = (status: number) => status === 429 || status >= 500;

/**
 * The official Clash Royale API (`CR_API_BASE_URL`, RoyaleAPI's proxy works too) with a bearer
 * token. Each request has a deadline (4 s per attempt, 8 s in all) and retries with backoff on
 * 429 / 5xx / network failures only. A circuit breaker answers at once after 3 failed requests in
 * a row, for 30 s, then lets one probe through. Identical lookups in flight share one upstream
 * call, and "no such player" is remembered for a minute, so lookups cannot burn the quota.
 */
export function createClashApiClient(options: ClashApiOptions): ClashApiClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 4_000;
  const deadlineMs = options.deadlineMs ?? 8_000;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 400;
  const threshold = options.breakerThreshold ?? 3;
  const cooldownMs = options.breakerCooldownMs ?? 30_000;
  const notFoundTtlMs = options.notFoundTtlMs ?? 60_000;

  // The breaker: consecutive upstream failures, and until when it answers without calling.
  let failures = 0;
  let openUntil = 0;
  let probing = false;
  const inFlight = new Map<string, Promise<unknown>>();
  const notFound = new Map<string, number>();

  async function attempts(path: string): Promise<unknown> {
    const deadline = Date.now() + deadlineMs;
    let last: AppError = new AppError('upstream_unavailable');
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) {
        const wait = backoffMs * 2 ** (attempt - 1);
        if (Date.now() + wait >= deadline) break;
        await new Promise((r) => setTimeout(r, wait));
      }
      const left = deadline - Date.now();
      if (left <= 0) break;
      let res: Response;
      try {
        res = await fetch(`${base}${path}`, {
          headers: { Authorization: `Bearer ${options.token}`, Accept: 'application/json' },
          signal: AbortSignal.timeout(Math.min(timeoutMs, left)),
        });
      } catch (err) {
        options.logger.warn(
          { reason: (err as Error).message, path, attempt },
          'Clash Royale API unreachable',
        );
        last = new AppError(
          'upstream_unavailable',
          'The Clash Royale API could not be reached. Please try again later.',
        );
        continue;
      }
      if (res.ok) return (await res.json()) as unknown;
      const body = (await res.json().catch(() => null)) as { reason?: string } | null;
      last = failure(res.status, body?.reason, options.logger);
      if (!retryable(res.status) || (res.status === 503 && body?.reason === 'inMaintenance'))
        throw last;
    }
    throw last;
  }

  /** Failures that say the upstream is in trouble (not "no such player"). */
  const countsAgainst = (error: unknown) =>
    error instanceof AppError &&
    (error.code === 'upstream_unavailable' || error.code === 'upstream_rate_limited');

  async function request(path: string): Promise<unknown> {
    if (!options.token) throw new AppError('upstream_not_configured');
    const now = Date.now();
    if (now < openUntil || (openUntil > 0 && probing)) {
      throw new AppError(
        'upstream_unavailable',
        'The Clash Royale API is not answering right now. Please try again in a minute.',
      );
    }
    const probe = openUntil > 0;
    if (probe) probing = true;
    try {
      const result = await attempts(path);
      failures = 0;
      openUntil = 0;
      return result;
    } catch (error) {
      if (countsAgainst(error)) {
        failures++;
        if (probe || failures >= threshold) {
          if (openUntil === 0 || probe)
            options.logger.warn(
              { failures, cooldownMs },
              'Clash Royale API failing: answering at once until the next probe',
            );
          openUntil = Date.now() + cooldownMs;
        }
      } else {
        // The upstream answered (e.g. "no such player"): it is up.
        failures = 0;
        openUntil = 0;
      }
      throw error;
    } finally {
      if (probe) probing = false;
    }
  }

  /** One upstream call per path at a time: identical lookups in flight share it. */
  function shared(path: string): Promise<unknown> {
    const pending = inFlight.get(path);
    if (pending) return pending;
    const call = request(path).finally(() => inFlight.delete(path));
    inFlight.set(path, call);
    return call;
  }

  return {
    configured: Boolean(options.token),
    async getPlayer(tag) {
      const path = `/players/${encodeURIComponent(tag)}`;
      const missUntil = notFound.get(path);
      if (missUntil !== undefined && missUntil > Date.now()) throw new AppError('player_not_found');
      let raw: unknown;
      try {
        raw = await shared(path);
      } catch (error) {
        if (error instanceof AppError && error.code === 'player_not_found') {
          if (notFound.size > 10_000) notFound.clear();
          notFound.set(path, Date.now() + notFoundTtlMs);
        }
        throw error;
      }
      const parsed = officialPlayerSchema.safeParse(raw);
      if (!parsed.success) {
        options.logger.error(
          { issues: parsed.error.issues.slice(0, 3) },
          'unexpected player payload',
        );
        throw new AppError(
          'upstream_failed',
          'The Clash Royale API sent a player we could not read.',
        );
      }
      return parsed.data;
    },
    async getBattleLog(tag) {
      const raw = await shared(`/players/${encodeURIComponent(tag)}/battlelog`);
      if (!Array.isArray(raw)) {
        options.logger.error({}, 'unexpected battle log payload');
        throw new AppError(
          'upstream_failed',
          'The Clash Royale API sent a battle log we could not read.',
        );
      }
      return raw.flatMap((b: unknown) => {
        const parsed = officialBattleSchema.safeParse(b);
        return parsed.success ? [parsed.data] : [];
      });
    },
    getCards: () => shared('/cards'),
  };
}
