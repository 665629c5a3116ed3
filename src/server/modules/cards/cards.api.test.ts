import { get as httpGet } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardsPageSchema, cardSchema, healthSchema } from '@shared/card';
import { cardInsightSchema } from '@shared/card-insight';
import { errorBodySchema } from '@shared/errors';
import { startTestServer, type TestServer } from '@test/api-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function getPage(query: string) {
  const res = await fetch(`${server.url}/api/cards${query}`);
  expect(res.status).toBe(200);
  return cardsPageSchema.parse(await res.json());
}

async function getAll(query: string) {
  const names: string[] = [];
  let page: number | null = 0;
  let total = -1;
  while (page !== null) {
    const sep = query ? '&' : '?';
    const body = await getPage(`${query}${sep}page=${page}`);
    total = body.total;
    names.push(...body.items.map((c) => c.name));
    page = body.nextPage;
  }
  return { names, total };
}

describe('GET /api/health', () => {
  it('reports the database kind and the seeded catalogue', async () => {
    const res = await fetch(`${server.url}/api/health`);
    const body = healthSchema.parse(await res.json());
    expect(body.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.cards).toBe(125);
  });
});

describe('GET /api/cards', () => {
  it('answers pages of 24 ordered by name with an exact total', async () => {
    const first = await getPage('');
    expect(first.total).toBe(125);
    expect(first.items).toHaveLength(24);
    expect(first.pageSize).toBe(24);
    expect(first.nextPage).toBe(1);
    const names = first.items.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const { names: all, total } = await getAll('');
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(125);
    const last = await getPage('?page=5');
    expect(last.items).toHaveLength(5);
    expect(last.nextPage).toBeNull();
  });

  it('searches names case-insensitively, inner words included', async () => {
    const { names } = await getAll('?q=RIDER');
    expect(names).toEqual(expect.arrayContaining(['Hog Rider', 'Ram Rider']));
    expect(names.every((n) => n.toLowerCase().includes('rider'))).toBe(true);
    const pekka = await getAll('?q=pekka');
    expect(pekka.names).toEqual(['Mini P.E.K.K.A', 'P.E.K.K.A']);
    expect((await getAll('?q=zzzz')).total).toBe(0);
  });

  it('filters by type, champion, evolution and elixir range', async () => {
    const towers = await getAll('?type=Tower');
    expect(towers.names.sort()).toEqual([
      'Cannoneer',
      'Dagger Duchess',
      'Royal Chef',
      'Tower Princess',
    ]);
    const champions = await getAll('?champion=true');
    expect(champions.total).toBe(8);
    const evo = await getPage('?evolution=true&pageSize=100');
    expect(evo.items.length).toBeGreaterThan(30);
    expect(evo.items.every((c) => c.hasEvolution)).toBe(true);
    const cheap = await getPage('?minElixir=1&maxElixir=2&pageSize=100');
    expect(cheap.items.every((c) => c.elixirCost !== null && c.elixirCost <= 2)).toBe(true);
    expect(cheap.items.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Skeletons', 'Ice Spirit', 'The Log']),
    );
    const combined = await getPage('?type=Spell&maxElixir=2&pageSize=100');
    expect(combined.items.every((c) => c.type === 'Spell' && (c.elixirCost ?? 99) <= 2)).toBe(true);
    expect(combined.items.map((c) => c.name)).not.toContain('Mirror');
  });

  it('answers one card by id and 404 for an unknown id', async () => {
    const res = await fetch(`${server.url}/api/cards/26000021`);
    expect(cardSchema.parse(await res.json()).name).toBe('Hog Rider');
    const missing = await fetch(`${server.url}/api/cards/1`);
    expect(missing.status).toBe(404);
    expect(errorBodySchema.parse(await missing.json()).error.code).toBe('card_not_found');
  });

  it.each([
    ['?minElixir=abc', 'minElixir'],
    ['?maxElixir=11', 'maxElixir'],
    ['?minElixir=5&maxElixir=2', 'minElixir'],
    ['?type=Wizard', 'type'],
    ['?champion=yes', 'champion'],
    ['?page=-1', 'page'],
    ['?pageSize=500', 'pageSize'],
    ['?colour=red', 'colour'],
  ])('rejects %s with a 400 naming the field', async (query, field) => {
    const res = await fetch(`${server.url}/api/cards${query}`);
    expect(res.status).toBe(400);
    const body = errorBodySchema.parse(await res.json());
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toContain(field);
  });

  it('tells what the deck knowledge says about a card, every number with its sample', async () => {
    const res = await fetch(`${server.url}/api/cards/26000021/insight`);
    expect(res.status).toBe(200);
    const hog = cardInsightSchema.parse(await res.json());
    expect(hog.name).toBe('Hog Rider');
    expect(hog.roles).toContain('win_condition');
    expect(hog.targets).toBe('buildings');
    expect(hog.record?.games).toBeGreaterThanOrEqual(100);
    expect(hog.partners.map((p) => p.name)).toContain('The Log');
    for (const m of [...hog.strongAgainst, ...hog.weakAgainst])
      expect(m.games).toBeGreaterThanOrEqual(100);
    expect(hog.strongAgainst.every((m) => m.winRate > 0.5)).toBe(true);
    expect(hog.weakAgainst.every((m) => m.winRate < 0.5)).toBe(true);
    expect(hog.lists[0]?.cardIds).toContain(26000021);
    // A tower troop has no deck knowledge; an unknown card is a 404.
    expect((await fetch(`${server.url}/api/cards/159000000/insight`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/cards/1/insight`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/cards/hog/insight`)).status).toBe(400);
  });

  it('rejects a non-numeric card id with a 400', async () => {
    const res = await fetch(`${server.url}/api/cards/hog`);
    expect(res.status).toBe(400);
  });
});

describe('HTTP basics', () => {
  it('sends strict security headers', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await fetch(`${server.url}/api/nope`);
    expect(res.status).toBe(404);
    expect(errorBodySchema.parse(await res.json()).error.code).toBe('not_found');
  });
});

describe('catalogue answers replayed from the response cache', () => {
  it('serves the same bytes and headers the first time and after', async () => {
    const url = `${server.url}/api/cards?q=hog&page=0`;
    const first = await fetch(url);
    const second = await fetch(url);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    for (const header of [
      'content-type',
      'content-security-policy',
      'x-content-type-options',
      'cache-control',
    ]) {
      expect(second.headers.get(header)).toBe(first.headers.get(header));
    }
  });

  it('never caches a bad request, and drops entries when the catalogue changes', async () => {
    const bad = `${server.url}/api/cards?minElixir=abc`;
    expect((await fetch(bad)).status).toBe(400);
    expect((await fetch(bad)).status).toBe(400);
    const before = cardsPageSchema.parse(
      await (await fetch(`${server.url}/api/cards?q=goblin%20giant`)).json(),
    );
    expect(before.items[0]?.elixirCost).toBe(6);
    const { cards } = await import('@server/db/schema');
    const { eq, sql } = await import('drizzle-orm');
    await server.context.database.db
      .update(cards)
      .set({ elixirCost: 7, updatedAt: sql`now() + interval '1 second'` })
      .where(eq(cards.name, 'Goblin Giant'));
    await server.context.cards.refreshIfChanged();
    const after = cardsPageSchema.parse(
      await (await fetch(`${server.url}/api/cards?q=goblin%20giant`)).json(),
    );
    expect(after.items[0]?.elixirCost).toBe(7);
  });
});

describe('the catalogue response cache', () => {
  /** A raw GET, so the body arrives exactly as sent (fetch would inflate it). */
  const raw = (path: string, acceptEncoding?: string) =>
    new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>(
      (resolve, reject) => {
        const req = httpGet(
          `${server.url}${path}`,
          { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                encoding: res.headers['content-encoding'],
                vary: res.headers.vary,
                body: Buffer.concat(chunks),
              }),
            );
          },
        );
        req.on('error', reject);
      },
    );

  it('never serves one client the encoding another asked for', async () => {
    const path = '/api/cards?minElixir=1&maxElixir=3&pageSize=100';
    const deflated = await raw(path, 'deflate');
    expect(deflated.encoding).toBe('deflate');
    for (let i = 0; i < 2; i++) {
      const plain = await raw(path);
      expect(plain.encoding).toBeUndefined();
      expect(
        cardsPageSchema.parse(JSON.parse(plain.body.toString('utf8'))).items.length,
      ).toBeGreaterThan(0);
      expect(plain.vary?.toLowerCase()).toContain('accept-encoding');
    }
    const gzipped = await raw(path, 'gzip');
    expect(gzipped.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.body).toString('utf8'))).toHaveProperty('items');
  });
});
