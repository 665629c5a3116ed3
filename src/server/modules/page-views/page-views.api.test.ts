import { createServer } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { pageViews } from '@server/db/schema';
import { startTestServer, type TestServer } from '@test/api-server';

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});
const view = (server: TestServer, path: string) =>
  fetch(`${server.url}/api/page-views`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path }),
  });

describe('page views', () => {
  it('counts views by path and day in our own database, with no cookie', async () => {
    const server = await startTestServer();
    servers.push(server);
    for (const path of ['/cards', '/cards', '/ai-builder']) {
      const res = await view(server, path);
      expect(res.status).toBe(204);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const rows = await server.context.database.db.select().from(pageViews);
    expect(rows.map((r) => [r.path, r.count]).sort()).toEqual([
      ['/ai-builder', 1],
      ['/cards', 2],
    ]);
    expect((await view(server, '/x?email=me@example.com')).status).toBe(400);
  });

  it('forwards to a Plausible-compatible endpoint when ANALYTICS_URL is set', async () => {
    const received: unknown[] = [];
    const analytics = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ url: req.url, body: JSON.parse(body) as unknown });
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((r) => analytics.listen(0, '127.0.0.1', r));
    const address = analytics.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const server = await startTestServer({
      ANALYTICS_URL: `http://127.0.0.1:${port}`,
      ANALYTICS_DOMAIN: 'elixirlab.example',
    });
    servers.push(server);
    try {
      expect((await view(server, '/saved-decks')).status).toBe(204);
      await expect.poll(() => received.length).toBe(1);
      expect(received[0]).toEqual({
        url: '/api/event',
        body: { name: 'pageview', url: `${server.url}/saved-decks`, domain: 'elixirlab.example' },
      });
      expect(await server.context.database.db.select().from(pageViews)).toEqual([]);
    } finally {
      await new Promise<void>((r) => analytics.close(() => r()));
    }
  });
});
