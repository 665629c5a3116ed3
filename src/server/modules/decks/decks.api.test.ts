import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckAnalysisSchema } from '@shared/deck-analysis';
import { MAX_SAVED_DECKS } from '@shared/account-limits';
import { errorBodySchema } from '@shared/errors';
import { savedDecks } from '@server/db/schema';
import { savedDeckListSchema, savedDeckSchema } from '@shared/saved-deck';
import { startTestServer, type TestServer } from '@test/api-server';
import { createSignedInUser, type SignedInUser } from '@test/factories';

// Hog Rider, Musketeer, Ice Golem, Ice Spirit, Skeletons, Cannon, Fireball, The Log: 2.6 elixir.
const HOG_26 = [26000021, 26000014, 26000038, 26000030, 26000010, 27000000, 28000000, 28000011];

let server: TestServer;
let alice: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => {
  server = await startTestServer();
  alice = await createSignedInUser(server);
  bob = await createSignedInUser(server);
});
afterAll(async () => {
  await server?.close();
});
const create = (who: SignedInUser, body: unknown) =>
  who.fetch('/api/decks', { method: 'POST', body: JSON.stringify(body) });
const errorOf = async (res: Response) => errorBodySchema.parse(await res.json()).error.message;

describe('saved decks', () => {
  it('creates and lists decks newest first with cards and average elixir', async () => {
    const first = await create(alice, {
      name: ' Hog 2.6 ',
      description: 'Classic',
      cardIds: HOG_26,
    });
    expect(first.status).toBe(201);
    const deck = savedDeckSchema.parse(await first.json());
    expect(deck.name).toBe('Hog 2.6');
    expect(deck.avgElixir).toBe(2.6);
    expect(deck.cards.map((c) => c.id)).toEqual(HOG_26);
    await create(alice, {
      name: 'Second',
      cardIds: [...HOG_26].reverse(),
      towerTroopId: 159000001,
    });
    const list = savedDeckListSchema.parse(await (await alice.fetch('/api/decks')).json());
    expect(list.map((d) => d.name)).toEqual(['Second', 'Hog 2.6']);
    expect(list[0]?.towerTroopId).toBe(159000001);
  });

  it('validates names, descriptions and cards with clear messages', async () => {
    const cases: [unknown, RegExp][] = [
      [{ name: '   ', cardIds: HOG_26 }, /Deck name is required/],
      [{ name: 'x'.repeat(51), cardIds: HOG_26 }, /at most 50 characters/],
      [{ name: 'ok', description: 'x'.repeat(501), cardIds: HOG_26 }, /at most 500 characters/],
      [{ name: 'ok', cardIds: HOG_26.slice(0, 7) }, /Deck must contain exactly 8 cards/],
      [{ name: 'ok', cardIds: [...HOG_26.slice(0, 7), HOG_26[0]] }, /same card twice/],
      [{ name: 'ok', cardIds: [...HOG_26.slice(0, 7), 99999999] }, /Unknown card ids: 99999999/],
      [
        { name: 'ok', cardIds: [...HOG_26.slice(0, 7), 159000000] },
        /Tower troops are not part of the 8 cards: Tower Princess/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await create(alice, body);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatch(message);
    }
  });

  it('keeps decks private: another user neither sees nor deletes them', async () => {
    const [deck] = savedDeckListSchema.parse(await (await alice.fetch('/api/decks')).json());
    expect(savedDeckListSchema.parse(await (await bob.fetch('/api/decks')).json())).toEqual([]);
    const steal = await bob.fetch(`/api/decks/${deck?.id}`, { method: 'DELETE' });
    expect(steal.status).toBe(404);
    expect((await alice.fetch(`/api/decks/${deck?.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await alice.fetch(`/api/decks/${deck?.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await alice.fetch('/api/decks/not-a-uuid', { method: 'DELETE' })).status).toBe(404);
  });

  it('lists each save and delete at once, also with reads running beside the writes', async () => {
    // The embedded database remembers each user's list between writes: no write may be missed.
    const carol = await createSignedInUser(server);
    const names = async () =>
      savedDeckListSchema.parse(await (await carol.fetch('/api/decks')).json()).map((d) => d.name);
    expect(await names()).toEqual([]);
    for (let i = 1; i <= 4; i++) {
      const [saved] = await Promise.all([
        create(carol, { name: `Deck ${i}`, cardIds: HOG_26 }),
        carol.fetch('/api/decks'),
        carol.fetch('/api/decks'),
      ]);
      expect(saved.status).toBe(201);
      const listed = await names();
      expect(listed).toHaveLength(i);
      expect(listed[0]).toBe(`Deck ${i}`);
    }
    const [newest] = savedDeckListSchema.parse(await (await carol.fetch('/api/decks')).json());
    const [gone] = await Promise.all([
      carol.fetch(`/api/decks/${newest?.id}`, { method: 'DELETE' }),
      carol.fetch('/api/decks'),
    ]);
    expect(gone.status).toBe(204);
    expect(await names()).toEqual(['Deck 3', 'Deck 2', 'Deck 1']);
  });

  it('marks signed-in answers uncacheable', async () => {
    const res = await alice.fetch('/api/decks');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses NUL characters with a field message instead of failing in the database', async () => {
    const res = await create(alice, { name: 'Hog\u0000', cardIds: HOG_26 });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe('Invalid request: name: must not contain a NUL character');
  });

  it('saves once per Idempotency-Key, even when the retry races the first try', async () => {
    const dave = await createSignedInUser(server);
    const send = (key: string) =>
      dave.fetch('/api/decks', {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        body: JSON.stringify({ name: 'Retry', cardIds: HOG_26 }),
      });
    const [a, b] = await Promise.all([send('save-1'), send('save-1')]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const [da, db] = [savedDeckSchema.parse(await a.json()), savedDeckSchema.parse(await b.json())];
    expect(da.id).toBe(db.id);
    const again = savedDeckSchema.parse(await (await send('save-1')).json());
    expect(again.id).toBe(da.id);
    expect((await send('save-2')).status).toBe(201);
    expect(savedDeckListSchema.parse(await (await dave.fetch('/api/decks')).json())).toHaveLength(
      2,
    );
    expect((await send('bad key!')).status).toBe(400);
  });

  it('caps how many decks one account keeps, with a clear message', async () => {
    const carol = await createSignedInUser(server);
    await server.context.database.db.insert(savedDecks).values(
      Array.from({ length: MAX_SAVED_DECKS }, (_, i) => ({
        userId: carol.id,
        name: `Deck ${i}`,
        cardIds: HOG_26,
      })),
    );
    const res = await create(carol, { name: 'One more', cardIds: HOG_26 });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatch(/the most an account can keep\. Delete one to save another/);
  });
});

describe('deck groups (the four war decks saved together)', () => {
  // Four distinct decks: Hog 2.6 and three others from the test catalogue, 32 cards in all.
  const WAR = [
    HOG_26,
    [26000008, 26000043, 26000050, 26000025, 26000017, 28000008, 27000009, 28000001],
    [26000003, 26000013, 26000035, 26000040, 26000032, 28000003, 26000039, 28000004],
    [26000011, 26000019, 26000024, 26000001, 26000012, 26000018, 28000007, 28000010],
  ];
  const group = (who: SignedInUser, body: unknown, key?: string) =>
    who.fetch('/api/decks/groups', {
      method: 'POST',
      body: JSON.stringify(body),
      ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
    });

  it('saves the decks under one name, each with its tower troop, once per key', async () => {
    const erin = await createSignedInUser(server);
    const body = {
      name: 'War decks · Nov',
      decks: WAR.map((cardIds, i) => ({
        name: `War deck ${i + 1}`,
        cardIds,
        towerTroopId: 159000002,
      })),
    };
    const res = await group(erin, body, 'war-1');
    expect(res.status).toBe(201);
    const saved = savedDeckListSchema.parse(await res.json());
    expect(saved.map((d) => d.name)).toEqual([
      'War deck 1',
      'War deck 2',
      'War deck 3',
      'War deck 4',
    ]);
    expect(new Set(saved.map((d) => d.group?.id)).size).toBe(1);
    expect(
      saved.every((d) => d.group?.name === 'War decks · Nov' && d.towerTroopId === 159000002),
    ).toBe(true);
    // A retry with the same key returns the same four decks and saves nothing more.
    const again = savedDeckListSchema.parse(await (await group(erin, body, 'war-1')).json());
    expect(again.map((d) => d.id)).toEqual(saved.map((d) => d.id));
    const list = savedDeckListSchema.parse(await (await erin.fetch('/api/decks')).json());
    expect(list).toHaveLength(4);
    // Single saves stay outside any group.
    const single = savedDeckSchema.parse(
      await (await create(erin, { name: 'Alone', cardIds: HOG_26 })).json(),
    );
    expect(single.group).toBeNull();
  });

  it('saves all or nothing: one illegal deck or the account cap refuses the group', async () => {
    const finn = await createSignedInUser(server);
    const bad = await group(finn, {
      name: 'Broken',
      decks: [
        { name: 'ok', cardIds: HOG_26 },
        { name: 'bad', cardIds: HOG_26.slice(0, 7) },
      ],
    });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatch(/Deck must contain exactly 8 cards/);
    expect(savedDeckListSchema.parse(await (await finn.fetch('/api/decks')).json())).toEqual([]);
    for (const [body, message] of [
      [{ name: '', decks: [] }, /Group name is required/],
      [{ name: 'One', decks: [{ name: 'a', cardIds: HOG_26 }] }, /at least 2 decks/],
    ] as const) {
      const res = await group(finn, body);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatch(message);
    }
    await server.context.database.db.insert(savedDecks).values(
      Array.from({ length: MAX_SAVED_DECKS - 2 }, (_, i) => ({
        userId: finn.id,
        name: `Deck ${i}`,
        cardIds: HOG_26,
      })),
    );
    const full = await group(finn, {
      name: 'War',
      decks: WAR.map((cardIds, i) => ({ name: `War deck ${i + 1}`, cardIds })),
    });
    expect(full.status).toBe(409);
    expect(await errorOf(full)).toMatch(/These 4 decks would take you past/);
    expect(savedDeckListSchema.parse(await (await finn.fetch('/api/decks')).json())).toHaveLength(
      MAX_SAVED_DECKS - 2,
    );
  });
});

describe('POST /api/decks/analyze', () => {
  it('serves a shared deck preview image to anyone, cacheable, and refuses illegal decks', async () => {
    const image = await fetch(`${server.url}/og/deck/${HOG_26.join('-')}.png?tt=159000001`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=86400');
    const png = Buffer.from(await image.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    for (const bad of [
      `${HOG_26.slice(0, 7).join('-')}.png`,
      `${[...HOG_26.slice(0, 7), 99999999].join('-')}.png`,
      `${HOG_26.join('-')}.jpg`,
    ]) {
      const res = await fetch(`${server.url}/og/deck/${bad}`);
      expect(res.status, bad).toBe(404);
      expect(await errorOf(res)).toMatch(/8 legal card ids/);
    }
  });

  it('analyses any 8 cards, for visitors too', async () => {
    const res = await fetch(`${server.url}/api/decks/analyze`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ cardIds: HOG_26 }),
    });
    expect(res.status).toBe(200);
    const analysis = deckAnalysisSchema.parse(await res.json());
    expect(analysis.avgElixir).toBe(2.6);
    expect(analysis.archetype).toBe('Hog 2.6');
  });

  it('refuses unknown cards and wrong sizes', async () => {
    const bad = await alice.fetch('/api/decks/analyze', {
      method: 'POST',
      body: JSON.stringify({ cardIds: [...HOG_26.slice(0, 7), 1] }),
    });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toBe('Unknown card ids: 1.');
    const short = await alice.fetch('/api/decks/analyze', {
      method: 'POST',
      body: JSON.stringify({ cardIds: [1] }),
    });
    expect(await errorOf(short)).toMatch(/exactly 8 cards/);
  });
});
