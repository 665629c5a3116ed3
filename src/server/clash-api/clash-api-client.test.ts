import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeClashApi, type FakeClashApi } from '@test/fakes/clash-api-server';
import { createLogger } from '../logger';
import { createClashApiClient, type ClashApiOptions } from './clash-api-client';

let fake: FakeClashApi;
const logger = createLogger('silent');
const client = (extra: Partial<ClashApiOptions> = {}) =>
  createClashApiClient({ baseUrl: fake.url, token: fake.token, logger, backoffMs: 20, ...extra });
const errorCode = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e as { code?: string }).code,
  );

describe('Clash Royale API client under upstream trouble', () => {
  beforeEach(async () => {
    fake ??= await startFakeClashApi();
    fake.mode = 'ok';
    fake.requests.length = 0;
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('gives up on a hanging upstream by its deadline, all retries included', async () => {
    fake.mode = 'hang';
    const start = performance.now();
    expect(
      await errorCode(client({ timeoutMs: 300, deadlineMs: 700 }).getPlayer('#2PGGCJJL')),
    ).toBe('upstream_unavailable');
    const took = performance.now() - start;
    expect(took).toBeLessThan(1_500);
    expect(took).toBeGreaterThanOrEqual(600);
  });

  it('opens the circuit after failures in a row, answers at once, then probes and closes', async () => {
    fake.mode = 'serverError';
    const api = client({ retries: 0, breakerThreshold: 3, breakerCooldownMs: 300 });
    for (let i = 0; i < 3; i++)
      expect(await errorCode(api.getPlayer('#2PGGCJJL'))).toBe('upstream_unavailable');
    expect(fake.requests).toHaveLength(3);
    // Open: no upstream call at all.
    expect(await errorCode(api.getPlayer('#2PGGCJJL'))).toBe('upstream_unavailable');
    expect(fake.requests).toHaveLength(3);
    // After the cooldown one probe goes through; it succeeds and the circuit closes.
    fake.mode = 'ok';
    await new Promise((r) => setTimeout(r, 350));
    expect(await errorCode(api.getPlayer('#2PGGCJJL'))).toBe('ok');
    expect(await errorCode(api.getPlayer('#RG0GUVJG'))).toBe('ok');
    expect(fake.requests).toHaveLength(5);
  });

  it('shares one upstream call between identical lookups in flight', async () => {
    const api = client();
    const results = await Promise.all(Array.from({ length: 8 }, () => api.getPlayer('#2PGGCJJL')));
    expect(new Set(results.map((p) => p.tag)).size).toBe(1);
    expect(fake.requests).toHaveLength(1);
  });

  it('remembers "no such player" for a while instead of asking again', async () => {
    const api = client({ notFoundTtlMs: 200 });
    for (let i = 0; i < 5; i++)
      expect(await errorCode(api.getPlayer('#QQQQQQQQ'))).toBe('player_not_found');
    expect(fake.requests).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 250));
    expect(await errorCode(api.getPlayer('#QQQQQQQQ'))).toBe('player_not_found');
    expect(fake.requests).toHaveLength(2);
  });
});
