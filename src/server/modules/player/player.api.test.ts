import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@shared/errors';
import {
  connectPlayerResponseSchema,
  playerCardsSchema,
  playerDeckSchema,
  playerResponseSchema,
  publicProfileSchema,
  refreshPlayerResponseSchema,
} from '@shared/player';
import { battleReportSchema } from '@shared/battle-log';
import { messageListSchema } from '@shared/chat';
import { upgradePlanSchema, warDecksResponseSchema } from '@shared/player-coach';
import { PLAYER_TAG_INVALID } from '@shared/player-tag';
import { clashPlayers } from '@server/db/schema';
import { startTestServer, type TestServer } from '@test/api-server';
import { createSignedInUser, type SignedInUser } from '@test/factories';
import { startFakeClashApi, type FakeClashApi } from '@test/fakes/clash-api-server';
import { readChatStream } from '@test/sse';

let upstream: FakeClashApi;
let server: TestServer;
beforeAll(async () => {
  upstream = await startFakeClashApi();
  server = await startTestServer({ CR_API_TOKEN: upstream.token, CR_API_BASE_URL: upstream.url });
});
afterAll(async () => {
  await server?.close();
  await upstream?.close();
});

const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });
async function error(res: Response) {
  return errorBodySchema.parse(await res.json()).error;
}

describe('player connection', () => {
  let me: SignedInUser;
  beforeAll(async () => {
    me = await createSignedInUser(server);
  });

  it('answers { player: null } before a tag is connected (no error for a normal state)', async () => {
    const res = await me.fetch('/api/player');
    expect(res.status).toBe(200);
    expect(playerResponseSchema.parse(await res.json()).player).toBeNull();
    // What needs a player still says which is missing.
    const deck = await me.fetch('/api/player/deck');
    expect(deck.status).toBe(404);
    expect((await error(deck)).code).toBe('player_not_connected');
  });

  it('rejects a bad tag before calling upstream', async () => {
    const before = upstream.requests.length;
    const res = await me.fetch('/api/player', json({ playerTag: '#NOT-A-TAG' }));
    expect(res.status).toBe(400);
    expect((await error(res)).message).toBe(PLAYER_TAG_INVALID);
    expect(upstream.requests.length).toBe(before);
  });

  it('connects a 2026 player (pasted with a zero-width space), stores it and reads it back', async () => {
    const res = await me.fetch('/api/player', json({ playerTag: '\u200Brg0guvjg' }));
    expect(res.status).toBe(200);
    const body = connectPlayerResponseSchema.parse(await res.json());
    expect(upstream.requests).toContain('/v1/players/%23RG0GUVJG');
    expect(body.playerData.playerTag).toBe('#RG0GUVJG');
    expect(body.currentDeck).toHaveLength(8);
    expect(body.currentDeckSupportCards.map((c) => c.card.name)).toEqual(['Dagger Duchess']);

    const player = playerResponseSchema.parse(await (await me.fetch('/api/player')).json()).player;
    expect(player?.name).toBe(body.playerData.name);
    expect(player?.towerTroopId).toBe(159000002);

    const cards = playerCardsSchema.parse(await (await me.fetch('/api/player/cards')).json());
    // Every card of the payload, Ronin too (newer than the bundled catalogue): none is dropped.
    expect(cards.length).toBe(122);
    const ronin = cards.find((c) => c.card.name === 'Ronin');
    expect(ronin?.card).toMatchObject({ id: 26000106, type: 'Troop', elixirCost: 5 });
    expect(ronin?.card.rarity).toBe('Legendary');
    const catalogue = await (await me.fetch('/api/cards?q=ronin')).json();
    expect(catalogue.items.map((c: { name: string }) => c.name)).toEqual(['Ronin']);
    // A form the payload proves (Tombstone's hero, newer than the bundled catalogue) is learnt.
    const tombstone = (await (await me.fetch('/api/cards?q=tombstone')).json()).items[0];
    expect(tombstone).toMatchObject({ name: 'Tombstone', hasHero: true, hasEvolution: false });
    expect(tombstone.heroIconUrl).toMatch(/^https:\/\//);
    // Level rule: a legendary at API level 8 displays 16; ordered by level descending.
    const infernoDragon = cards.find((c) => c.card.name === 'Inferno Dragon');
    expect(infernoDragon?.displayLevel).toBe(16);
    expect(cards[0]?.displayLevel).toBeGreaterThanOrEqual(cards.at(-1)?.displayLevel ?? 99);

    const deck = playerDeckSchema.parse(await (await me.fetch('/api/player/deck')).json());
    expect(deck.cards).toHaveLength(8);
    expect(deck.towerCards).toHaveLength(1);
  });

  it("coaches from the stored levels: the deck's upgrade plan and four war decks", async () => {
    const before = upstream.requests.length;
    const plan = upgradePlanSchema.parse(await (await me.fetch('/api/player/upgrade-plan')).json());
    const deck = playerDeckSchema.parse(await (await me.fetch('/api/player/deck')).json());
    expect(plan.deckCardIds).toEqual(deck.cards.map((c) => c.card.id));
    // The 2026 sample: Lava Hound and Baby Dragon are one level below the rest, copies in hand;
    // then cards of the player's war decks, each said to be outside the current deck.
    expect(plan.steps.slice(0, 2).map((s) => [s.name, s.level, s.toLevel, s.ready])).toEqual([
      ['Lava Hound', 15, 16, true],
      ['Baby Dragon', 15, 16, true],
    ]);
    for (const s of plan.steps.slice(2)) {
      expect(plan.deckCardIds).not.toContain(s.cardId);
      expect(s.reason).toMatch(
        /^not in your current deck, but in \d of the 4 war decks built from your collection/,
      );
    }
    const war = warDecksResponseSchema.parse(
      await (await me.fetch('/api/player/war-decks')).json(),
    );
    expect(war.decks).toHaveLength(4);
    expect(new Set(war.decks.flatMap((d) => d.cards)).size).toBe(32);
    for (const d of war.decks) expect(d.towerTroopId).toBe(159000002);
    expect(upstream.requests.length).toBe(before);
  });

  it('stores the battle log with the player and reads it as a coach would', async () => {
    expect(upstream.requests).toContain('/v1/players/%23RG0GUVJG/battlelog');
    const report = battleReportSchema.parse(await (await me.fetch('/api/player/battles')).json());
    // 18 one-on-one battles (the boat battle is left out): lost to LavaLoon and Hog 2.6.
    expect(report.battles).toHaveLength(18);
    expect([report.wins, report.losses]).toEqual([12, 6]);
    expect(report.currentDeckBattles).toBe(18);
    expect(report.byArchetype.find((g) => g.archetype === 'LavaLoon')).toEqual({
      archetype: 'LavaLoon',
      wins: 0,
      losses: 3,
    });
    expect(report.beatenBy[0]?.losses).toBe(3);
    expect(report.suggestion).toMatch(
      /^Your deck lost 6 of its last 18 recorded games; your opponents played .+ in 3 of those losses and in none of the wins\./,
    );
    expect(report.battles[0]?.battleTime).toBe('2026-10-20T20:00:00.000Z');

    // The chat answers "what beats my deck?" from the same stored battles.
    const res = await me.fetch('/api/ai/deck-builder/stream', {
      method: 'POST',
      body: JSON.stringify({ message: 'what beats my deck?' }),
    });
    const end = (await readChatStream(res, performance.now())).events.at(-1);
    expect(end?.type).toBe('complete');
    expect(end && 'response' in end ? end.response : '').toContain(
      '**Your recent battles with this deck** (18 recorded)',
    );
  });

  it('coaches in the chat from the connected player: improve my deck, war decks, my levels', async () => {
    const chat = async (message: string, threadId?: string) => {
      const res = await me.fetch('/api/ai/deck-builder/stream', {
        method: 'POST',
        body: JSON.stringify({ message, threadId }),
      });
      const end = (await readChatStream(res, performance.now())).events.at(-1);
      if (end?.type !== 'complete') throw new Error(JSON.stringify(end));
      return end;
    };
    const current = playerDeckSchema.parse(await (await me.fetch('/api/player/deck')).json());
    const currentIds = current.cards.map((c) => c.card.id);
    const owned = new Set(
      playerCardsSchema
        .parse(await (await me.fetch('/api/player/cards')).json())
        .map((c) => c.card.id),
    );

    // Improve: at most two swaps, each named with what it removes; the win conditions stay.
    const improved = await chat('improve my deck');
    expect(improved.response).toMatch(/^## Improving your deck/);
    const deck = improved.suggestedDeck ?? [];
    expect(deck).toHaveLength(8);
    const swapped = deck.filter((id) => !currentIds.includes(id));
    expect(swapped.length).toBeGreaterThanOrEqual(1);
    expect(swapped.length).toBeLessThanOrEqual(2);
    const lavaHound = current.cards.find((c) => c.card.name === 'Lava Hound')?.card.id;
    const balloon = current.cards.find((c) => c.card.name === 'Balloon')?.card.id;
    expect(deck).toEqual(expect.arrayContaining([lavaHound, balloon]));
    expect(improved.response).toMatch(/\*\*\w[^*]* → [^*]+\*\* \([+−±]\d elixir\): removes “/);

    // War decks: four decks, 32 different owned cards, each with the player's tower troop,
    // stored in the thread as they were streamed.
    const war = await chat('4 war decks');
    expect(war.decks).toHaveLength(4);
    const warCards = war.decks.flatMap((d) => d.cards);
    expect(new Set(warCards).size).toBe(32);
    for (const id of warCards) expect(owned.has(id)).toBe(true);
    for (const d of war.decks) expect(d.towerTroopId).toBe(159000002);
    const stored = messageListSchema.parse(
      await (await me.fetch(`/api/threads/${war.threadId}/messages`)).json(),
    );
    expect(stored.at(-1)?.decks.map((d) => d.cards)).toEqual(war.decks.map((d) => d.cards));

    // "My highest level cards": owned cards only, at the player's top level.
    const top = await chat('use my highest level cards');
    for (const id of top.suggestedDeck ?? []) expect(owned.has(id)).toBe(true);
    expect(top.response).toContain('Every card here is at your top level, 16.');
  });

  it('parses the 2024 era too (elite levels above maxLevel)', async () => {
    const other = await createSignedInUser(server);
    const res = await other.fetch('/api/player', json({ playerTag: '#2PGGCJJL' }));
    expect(res.status).toBe(200);
    const cards = playerCardsSchema.parse(await (await other.fetch('/api/player/cards')).json());
    const royalGiant = cards.find((c) => c.card.name === 'Royal Giant');
    expect(royalGiant?.level).toBe(15);
    expect(royalGiant?.maxLevel).toBe(14);
  });

  it('refreshes only when stale or forced, and keeps good data when upstream fails', async () => {
    const calls = upstream.requests.length;
    const lazy = refreshPlayerResponseSchema.parse(
      await (await me.fetch('/api/player/refresh', json({}))).json(),
    );
    expect(lazy.refreshed).toBe(false);
    expect(upstream.requests.length).toBe(calls);

    const forced = refreshPlayerResponseSchema.parse(
      await (await me.fetch('/api/player/refresh', json({ force: true }))).json(),
    );
    expect(forced.refreshed).toBe(true);

    // Stale (over an hour old) → refreshed on the next ordinary call.
    await server.context.database.db
      .update(clashPlayers)
      .set({ updatedAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(clashPlayers.userId, me.id));
    const stale = refreshPlayerResponseSchema.parse(
      await (await me.fetch('/api/player/refresh', json({}))).json(),
    );
    expect(stale.refreshed).toBe(true);

    const before = await (await me.fetch('/api/player/cards')).json();
    for (const [mode, code] of [
      ['maintenance', 'upstream_maintenance'],
      ['invalidIp', 'upstream_access_denied'],
      ['accessDenied', 'upstream_access_denied'],
      ['rateLimited', 'upstream_rate_limited'],
      ['serverError', 'upstream_unavailable'],
    ] as const) {
      upstream.mode = mode;
      const res = await me.fetch('/api/player/refresh', json({ force: true }));
      expect(res.status, mode).toBeGreaterThanOrEqual(500);
      const err = await error(res);
      expect(err.code, mode).toBe(code);
      if (mode === 'invalidIp') expect(err.message).toMatch(/IP address/);
    }
    upstream.mode = 'ok';
    expect(await (await me.fetch('/api/player/cards')).json()).toEqual(before);
  });

  it('tells the user when the tag does not exist', async () => {
    const res = await me.fetch('/api/player', json({ playerTag: '#2PY' }));
    expect(res.status).toBe(404);
    expect((await error(res)).code).toBe('player_not_found');
  });

  it("keeps each user's player data to themselves", async () => {
    const stranger = await createSignedInUser(server);
    const res = await stranger.fetch('/api/player/cards');
    expect(await res.json()).toEqual([]);
    const mine = await stranger.fetch('/api/player');
    expect(playerResponseSchema.parse(await mine.json()).player).toBeNull();
  });
});

describe('public profiles', () => {
  it('shows a public profile by tag, cached', async () => {
    const res = await fetch(`${server.url}/api/players/${encodeURIComponent('#RG0GUVJG')}`);
    expect(res.status).toBe(200);
    const profile = publicProfileSchema.parse(await res.json());
    expect(profile.currentDeck).toHaveLength(8);
    const calls = upstream.requests.length;
    await fetch(`${server.url}/api/players/RG0GUVJG`);
    expect(upstream.requests.length).toBe(calls);
  });
});

describe('without an upstream token', () => {
  it('says player lookups are not configured and nothing else breaks', async () => {
    const bare = await startTestServer();
    try {
      const me = await createSignedInUser(bare);
      const res = await me.fetch('/api/player', json({ playerTag: '#2PGGCJJL' }));
      expect(res.status).toBe(503);
      expect((await error(res)).message).toBe('Player lookups are not configured on this server.');
      expect((await fetch(`${bare.url}/api/cards?pageSize=1`)).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
