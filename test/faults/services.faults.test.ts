import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@test/api-server';
import { createSignedInUser } from '@test/factories';
import { startTcpProxy, type TcpProxy } from '@test/tcp-proxy';

/**
 * The services going away under a running server, through a loopback proxy the test can cut:
 * PostgreSQL and Redis (DATABASE_URL and REDIS_URL, as in CI's second pass; vitest.config.ts runs
 * this file only when both are set).
 */
let server: TestServer | undefined;
let proxy: TcpProxy | undefined;
afterEach(async () => {
  await proxy?.start();
  await server?.close();
  await proxy?.stop();
  server = undefined;
  proxy = undefined;
});

const through = (p: TcpProxy) => (url: string) => {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(p.port);
  return u.toString();
};
const target = (url: string) => {
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port || (u.protocol === 'redis:' ? 6379 : 5432)) };
};
const ready = async (s: TestServer) => {
  const res = await fetch(`${s.url}/api/ready`);
  return { status: res.status, body: (await res.json()) as Record<string, string> };
};

describe('PostgreSQL going away', () => {
  const pgUrl = process.env.DATABASE_URL ?? '';

  it('survives dropped connections, answers 503 while the database is away, recovers by itself', async () => {
    proxy = await startTcpProxy(target(pgUrl));
    server = await startTestServer({}, { rewriteDatabaseUrl: through(proxy) });
    const alice = await createSignedInUser(server);
    expect((await alice.fetch('/api/decks')).status).toBe(200);

    // Every connection cut (a restart, a failover, pg_terminate_backend) and the server unreachable.
    await proxy.stop();
    const during = await alice.fetch('/api/decks');
    expect(during.status).toBe(503);
    expect(((await during.json()) as { error: { code: string } }).error.code).toBe(
      'database_unavailable',
    );
    expect(await ready(server)).toEqual({
      status: 503,
      body: expect.objectContaining({ status: 'unavailable', database: 'down' }) as unknown,
    });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    await proxy.start();
    await expect
      .poll(async () => (await alice.fetch('/api/decks')).status, { timeout: 15_000 })
      .toBe(200);
    expect((await ready(server)).status).toBe(200);
  });

  it('waits for a database that is down at start, then serves', async () => {
    proxy = await startTcpProxy(target(pgUrl), { listening: false });
    const starting = startTestServer({}, { rewriteDatabaseUrl: through(proxy) });
    await sleep(1_500);
    await proxy.start();
    server = await starting;
    expect(await ready(server)).toEqual({
      status: 200,
      body: expect.objectContaining({ status: 'ready' }) as unknown,
    });
  });
});

describe('Redis going away', () => {
  const redisUrl = process.env.REDIS_URL ?? '';

  it('keeps sign-in and chat working on the database counters, and reports it in readiness', async () => {
    proxy = await startTcpProxy(target(redisUrl));
    server = await startTestServer({ REDIS_URL: `redis://127.0.0.1:${proxy.port}` });
    const alice = await createSignedInUser(server);
    await proxy.stop();

    const started = performance.now();
    const chat = await alice.fetch('/api/ai/deck-builder/stream', {
      method: 'POST',
      body: JSON.stringify({ message: 'hog deck' }),
    });
    expect(chat.status).toBe(200);
    await chat.text();
    // Well under the old 10 s stall: the database counts as soon as Redis does not answer.
    expect(performance.now() - started).toBeLessThan(3_000);
    const again = await createSignedInUser(server);
    expect(again.cookie).toContain('session');
    expect(await ready(server)).toEqual({
      status: 503,
      body: expect.objectContaining({ redis: 'down', database: 'up' }) as unknown,
    });

    await proxy.start();
    await expect
      .poll(async () => (await ready(server as TestServer)).status, { timeout: 15_000 })
      .toBe(200);
  });
});
