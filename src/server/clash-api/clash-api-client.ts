import { officialPlayerSchema, type OfficialPlayer } from '@shared/official-player';
import { AppError } from '../http/app-error';
import type { Logger } from '../logger';

export interface ClashApiOptions {
  baseUrl: string;
  token?: string | undefined;
  timeoutMs?: number;
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
 * token, a 10 s timeout per attempt, and retries with backoff on 429 / 5xx / network failures only.
 */
export function createClashApiClient(options: ClashApiOptions): ClashApiClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 400;

  async function request(path: string): Promise<unknown> {
    if (!options.token) throw new AppError('upstream_not_configured');
    let last: AppError = new AppError('upstream_unavailable');
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, backoffMs * 2 ** (attempt - 1)));
      let res: Response;
      try {
        res = await fetch(`${base}${path}`, {
          headers: { Authorization: `Bearer ${options.token}`, Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        options.logger.warn({ err, path, attempt }, 'Clash Royale API unreachable');
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

  return {
    configured: Boolean(options.token),
    async getPlayer(tag) {
      const raw = await request(`/players/${encodeURIComponent(tag)}`);
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
    getCards: () => request('/cards'),
  };
}
