import { readFileSync } from 'node:fs';
import { officialBattleLogSchema, parseBattleTime } from '@shared/battle-log';
import { cardIdOf, catalogue, testPlayer } from '@test/engine-fixtures';
import { describe, expect, it } from 'vitest';
import type { PlayerContext } from '@shared/player-context';
import { playerContextFromOfficial } from '@shared/official-player';
import { deckProblems } from '@shared/deck-validity';
import { findIssues } from './analyze-deck';
import { createDeckEngine, type EngineAnswer } from './deck-engine';
import { createCardBase } from './knowledge';
import { planUpgrades } from './upgrade-plan';
import { formUnlocked } from './slot-record';

const engine = createDeckEngine(catalogue);
const base = createCardBase(catalogue);
const id = cardIdOf;
const names = (ids: readonly number[] = []) => ids.map((i) => base.byId.get(i)?.name);

/** Twelve Golem-deck cards at the top level, every other card four levels below it. */
const GOLEM_CORE = [
  'Golem',
  'Night Witch',
  'Baby Dragon',
  'Lumberjack',
  'Tornado',
  'Lightning',
  'Mega Minion',
  'Barbarian Barrel',
  'Zap',
  'Bomber',
  'Electro Dragon',
  'Dark Prince',
].map(id);
const golemPlayer: PlayerContext = {
  ...testPlayer,
  cards: testPlayer.cards.map((l) => ({
    ...l,
    displayLevel: GOLEM_CORE.includes(l.cardId) ? 16 : 12,
  })),
  // Their deck has lost its big spell: Arrows where Lightning was.
  currentDeck: [
    'Golem',
    'Night Witch',
    'Baby Dragon',
    'Lumberjack',
    'Tornado',
    'Arrows',
    'Mega Minion',
    'Barbarian Barrel',
  ].map(id),
};
const levelOf = (p: PlayerContext, cardId: number) =>
  p.cards.find((l) => l.cardId === cardId)?.displayLevel;

describe('levels are respected, not averaged away', () => {
  it('"my highest level cards" uses only cards at the top level when they make a sound deck', () => {
    const answer = engine.answer({ message: 'use my highest level cards', player: golemPlayer });
    const ids = answer.deck?.cardIds ?? [];
    expect(ids.map((c) => levelOf(golemPlayer, c))).toEqual(Array(8).fill(16));
    expect(answer.response).toContain('Every card here is at your top level, 16.');
    expect(answer.response).not.toMatch(/Under-levelled/);
  });

  it('relaxes one level at a time when the top level has too few cards, and says so', () => {
    const few: PlayerContext = {
      ...golemPlayer,
      cards: golemPlayer.cards.map((l) => ({
        ...l,
        displayLevel: l.cardId === id('Golem') ? 16 : GOLEM_CORE.includes(l.cardId) ? 15 : 12,
      })),
    };
    const answer = engine.answer({ message: 'deck with my highest level cards', player: few });
    expect(answer.response).toMatch(
      /Your top level is 16, but only 1 of your cards is at it, so I relaxed one level at a time: every card here is level 15 or higher, 1 of them at 16\./,
    );
    for (const c of answer.deck?.cardIds ?? []) expect(levelOf(few, c)).toBeGreaterThanOrEqual(15);
  });

  it('after relaxing, builds around the cards above the floor instead of a better-known list', () => {
    // Six cards one level above everything else, as in a recorded player: a deck at the lower
    // level alone (Hog 2.6, say) would use none of them.
    const TOP = ['Royal Giant', 'Wizard', 'Barbarians', 'Furnace', 'Rocket', 'Mirror'].map(id);
    const six: PlayerContext = {
      ...testPlayer,
      cards: testPlayer.cards.map((l) => ({
        ...l,
        displayLevel: TOP.includes(l.cardId) ? 15 : 14,
      })),
    };
    const answer = engine.answer({ message: 'use my highest level cards', player: six });
    const ids = answer.deck?.cardIds ?? [];
    const atTop = ids.filter((c) => TOP.includes(c));
    expect(atTop.length).toBeGreaterThanOrEqual(4);
    expect(ids).toContain(id('Royal Giant'));
    const cards = ids.map((c) => base.byId.get(c)).filter((c) => c !== undefined);
    expect(findIssues(cards, base).filter((i) => i.check.severity === 'problem')).toEqual([]);
    expect(answer.response).toContain(
      `every card here is level 14 or higher, ${atTop.length} of them at 15.`,
    );
  });

  it('labels a slotted card by the form the player unlocked, not by what real decks slot', () => {
    // Wizard has both forms and real decks slot its hero; this player has only its evolution.
    const evoWizard: PlayerContext = {
      ...testPlayer,
      cards: testPlayer.cards.map((l) =>
        l.cardId === id('Wizard') ? { ...l, evolutionLevel: 1, heroUnlocked: false } : l,
      ),
    };
    const answer = engine.answer({
      message: 'a deck with wizard and royal giant',
      player: evoWizard,
    });
    expect(answer.deck?.evolutionSlots).toContain(id('Wizard'));
    expect(answer.response).toContain('**Wizard** (5) — ');
    expect(answer.response).toMatch(/\*\*Wizard\*\* \(5\) — [^\n]*· evolution slot/);
  });

  it('"a Hog deck I can play at my levels" uses only owned cards', () => {
    const owned = new Set(
      GOLEM_CORE.concat(
        [
          'Hog Rider',
          'Musketeer',
          'Cannon',
          'Skeletons',
          'Ice Spirit',
          'Fireball',
          'The Log',
          'Knight',
          'Archers',
          'Arrows',
        ].map(id),
      ),
    );
    const partial: PlayerContext = {
      ...golemPlayer,
      cards: golemPlayer.cards.filter((l) => owned.has(l.cardId)),
    };
    const answer = engine.answer({
      message: 'a hog deck I can play at my levels',
      player: partial,
    });
    expect(names(answer.deck?.cardIds)).toContain('Hog Rider');
    for (const c of answer.deck?.cardIds ?? []) expect(owned.has(c)).toBe(true);
  });
});

/** The 2024 Royal Giant player: Barbarians is their deck's one tank killer, beside a Tombstone. */
const rgPlayer = playerContextFromOfficial(
  JSON.parse(readFileSync('test/fixtures/cr-api/player-2PGGCJJL.2024-06.jcrapi2.json', 'utf8')),
  catalogue,
);

describe('cards the player does not own', () => {
  it('are said first when a real list brings them in, not only in a closing note (review 21)', () => {
    const answer = engine.answer({ message: 'skeleton barrel bait', player: rgPlayer });
    const notOwned = (answer.deck?.cardIds ?? []).filter(
      (c) => !rgPlayer.cards.some((l) => l.cardId === c),
    );
    expect(notOwned.length).toBeGreaterThan(0);
    const [, opener = ''] = answer.response.split('\n\n');
    const name = base.byId.get(notOwned[0] ?? -1)?.name ?? '';
    expect(opener).toContain(`You do not own ${name}`);
    expect(answer.response.match(/You do not own/g)).toHaveLength(1);
  });
});

describe('improve my deck', () => {
  it('makes at most two swaps, each removing a weakness, adding none, keeping the win condition', () => {
    const answer = engine.answer({ message: 'improve my deck', player: golemPlayer });
    const before = golemPlayer.currentDeck ?? [];
    const after = answer.deck?.cardIds ?? [];
    const changed = after.filter((c) => !before.includes(c));
    expect(changed.length).toBeGreaterThanOrEqual(1);
    expect(changed.length).toBeLessThanOrEqual(2);
    expect(after).toContain(id('Golem'));
    const issues = (ids: readonly number[]) =>
      new Set(
        findIssues(
          ids.map((c) => base.byId.get(c)).filter((c) => c !== undefined),
          base,
        ).map((i) => i.check.id),
      );
    const was = issues(before);
    for (const issue of issues(after)) expect(was.has(issue)).toBe(true);
    expect(issues(after).size).toBeLessThan(was.size);
    // Every change is named with what it removes.
    for (const c of changed)
      expect(answer.response).toMatch(
        new RegExp(`→ ${base.byId.get(c)?.name}\\*\\* \\([^)]*\\): removes “`),
      );
    for (const c of changed) expect(golemPlayer.cards.some((l) => l.cardId === c)).toBe(true);
  });

  it('never trades a card for one two or more levels under it to ease a warning (review 56)', () => {
    // A Golem deck with only its own eight cards at 16: its 4.3 average is the one thing left to
    // ease, and every card that could lighten it is four levels under.
    const deck = GOLEM_CORE.slice(0, 8);
    const withLightning: PlayerContext = {
      ...golemPlayer,
      cards: golemPlayer.cards.map((l) => ({
        ...l,
        displayLevel: deck.includes(l.cardId) ? 16 : 12,
      })),
      currentDeck: deck,
    };
    const answer = engine.answer({ message: 'improve my deck', player: withLightning });
    expect([...(answer.deck?.cardIds ?? [])].sort()).toEqual(
      [...(withLightning.currentDeck ?? [])].sort(),
    );
    expect(answer.response).not.toMatch(/ → [^*]+\*\* \([^)]*\): removes “Heavy/);
    expect(answer.response).toContain('at most a level under the one it replaces');
  });

  it('never takes out the last tank killer, even where a building keeps the tank check quiet (review 10)', () => {
    const before = rgPlayer.currentDeck ?? [];
    expect(names(before)).toContain('Barbarians');
    const answer = engine.answer({ message: 'improve my deck', player: rgPlayer });
    const killers = (answer.deck?.cardIds ?? []).filter((c) =>
      base.byId.get(c)?.has('tank_killer'),
    );
    expect(names(killers).length).toBeGreaterThan(0);
    expect(answer.response).not.toMatch(/Barbarians →/);
  });

  it('"make it cheaper" keeps the last tank killer too (review 10)', () => {
    const first = engine.answer({ message: 'use my highest level cards', player: rgPlayer });
    expect(names(first.deck?.cardIds)).toContain('Barbarians');
    const cheaper = engine.answer({
      message: 'make it cheaper',
      previousDeck: first.deck,
      limits: first.limits,
      player: rgPlayer,
    });
    const ids = cheaper.deck?.cardIds ?? [];
    expect(ids).not.toEqual(first.deck?.cardIds);
    expect(ids.filter((c) => base.byId.get(c)?.has('tank_killer')).length).toBeGreaterThan(0);
  });

  it('says a sound deck is sound, leaves it unchanged and offers one optional swap', () => {
    const first = engine.answer({ message: 'hog 2.6' });
    const answer = engine.answer({ message: 'improve it', previousDeck: first.deck });
    expect(answer.deck?.cardIds).toEqual(first.deck?.cardIds);
    expect(answer.response).toMatch(
      /is sound: the checks find no gap in its roles, so it is unchanged/,
    );
  });

  it('goes further when asked for more changes', () => {
    const pile = engine.answer({
      message:
        'Here is my deck: golem, pekka, mega knight, electro giant, rocket, lightning, fireball, poison',
    });
    const two = engine.answer({ message: 'improve it', previousDeck: pile.deck });
    const four = engine.answer({ message: 'improve it with 4 changes', previousDeck: pile.deck });
    const changed = (a: typeof two) =>
      (a.deck?.cardIds ?? []).filter((c) => !(pile.deck?.cardIds ?? []).includes(c)).length;
    expect(changed(two)).toBeLessThanOrEqual(2);
    expect(changed(four)).toBeGreaterThan(changed(two));
  });
});

describe('war decks', () => {
  it.each([
    ['a connected player', testPlayer],
    ['a visitor', undefined],
  ])('gives %s four legal decks with 32 different cards, each with a record line', (_who, who) => {
    const answer = engine.answer({ message: '4 war decks', player: who });
    const decks = answer.decks ?? [];
    expect(decks).toHaveLength(4);
    const all = decks.flatMap((d) => d.deck.cardIds);
    expect(new Set(all).size).toBe(32);
    for (const d of decks) {
      expect(
        deckProblems(d.deck.cardIds, (i) => base.byId.get(i), { slots: d.deck.evolutionSlots }),
      ).toEqual([]);
      if (who) {
        for (const c of d.deck.cardIds) expect(who.cards.some((l) => l.cardId === c)).toBe(true);
        for (const s of d.deck.evolutionSlots) {
          const level = who.cards.find((l) => l.cardId === s);
          expect(Boolean(level && (level.evolutionLevel > 0 || level.heroUnlocked))).toBe(true);
        }
      }
      expect(answer.response).toContain(`— ${d.analysis.avgElixir.toFixed(1)} average elixir.**`);
      // The answer names each deck's slots, as the tiles draw them.
      for (const s of d.deck.evolutionSlots)
        expect(answer.response).toMatch(
          new RegExp(`Slots: [^.]*${base.byId.get(s)?.name ?? '?'} \\((?:evolution|hero)\\)`),
        );
    }
    expect(answer.response).toMatch(/^## Four war decks/);
    const tower = base.byId.get(decks[0]?.deck.towerTroopId ?? -1)?.name ?? '?';
    expect(answer.response).toContain(
      who
        ? `Each keeps your tower troop, ${tower}.`
        : `Each uses ${tower}, the default tower troop.`,
    );
  });

  it("gives a card two levels under its deck's best way to an unused card of the player's within a level that does its job (review 45)", () => {
    const answer = engine.answer({ message: '4 war decks at my levels', player: rgPlayer });
    const levelOf = (id: number) => rgPlayer.cards.find((l) => l.cardId === id)?.displayLevel ?? 0;
    const decks = answer.decks ?? [];
    expect(decks).toHaveLength(4);
    // The Royal Giant deck held Fisherman (12) and Hunter (13) beside 15s, the Ice Bow deck
    // Tornado (13): Fisherman and Tornado now give way to cards of their job; Hunter, whose job
    // no unused card of the player's does, stays and is flagged.
    const under = decks.flatMap((d) => {
      const best = Math.max(...d.deck.cardIds.map(levelOf));
      return d.deck.cardIds
        .filter((c) => levelOf(c) <= best - 2)
        .map((c) => base.byId.get(c)?.name);
    });
    expect(under).toEqual(['Hunter']);
  });

  it('trades cards between the four so none carries two heavy spells or lacks a big one', () => {
    // Before trading, the LavaLoon player's Hog Executioner deck held Rocket and Lightning while
    // the Battle Ram deck had no big spell.
    for (const { deck, analysis } of engine.warDecks(testPlayer)) {
      const ids = analysis.issues.map((i) => i.id);
      expect(ids).not.toContain('two_heavy_spells');
      expect(ids).not.toContain('no_big_spell');
      // A trade never costs a deck its slots (this player has unlocked plenty of evolutions).
      expect(deck.evolutionSlots).toHaveLength(2);
    }
    // Nor takes a deck past the elixir bound asked for.
    const bounded = engine.answer({
      message: 'build my 4 war decks with average elixir under 4',
      player: testPlayer,
    });
    expect(bounded.decks).toHaveLength(4);
    for (const d of bounded.decks ?? []) expect(d.analysis.avgElixir).toBeLessThanOrEqual(4);
  });

  it('puts a named card the player owns in one deck, and says why one they lack is in none', () => {
    const answer = engine.answer({
      message: '4 war decks with graveyard and goblinstein',
      player: rgPlayer,
    });
    const holding = (answer.decks ?? []).filter((d) => d.deck.cardIds.includes(id('Graveyard')));
    expect(holding.length).toBe(1);
    expect(answer.response).toMatch(/Graveyard is in deck \d, as you asked\./);
    expect(answer.response).toContain('Goblinstein is in none of them: you do not own it yet.');
  });

  it("builds one of the four around the player's own win conditions", () => {
    // The LavaLoon player gets a LavaLoon deck; a Royal Giant player a Royal Giant one.
    const lava = engine.warDecks(testPlayer);
    expect(
      lava.some(
        (d) => d.deck.cardIds.includes(id('Lava Hound')) && d.deck.cardIds.includes(id('Balloon')),
      ),
    ).toBe(true);
    const rg: PlayerContext = {
      ...testPlayer,
      currentDeck: [
        'Royal Giant',
        'Wizard',
        'Prince',
        'Rocket',
        'Arrows',
        'Tombstone',
        'Mirror',
        'Barbarians',
      ].map(id),
    };
    expect(engine.warDecks(rg).some((d) => d.deck.cardIds.includes(id('Royal Giant')))).toBe(true);
  });

  it('keeps the current deck as it is', () => {
    const first = engine.answer({ message: 'hog 2.6' });
    const answer = engine.answer({ message: 'now give me duel decks', previousDeck: first.deck });
    expect(answer.deck).toEqual(first.deck);
    expect(answer.decks).toHaveLength(4);
  });
});

describe('upgrade plan', () => {
  it('puts the card furthest below the deck first, with the cards and gold its next level takes', () => {
    const deck = golemPlayer.currentDeck ?? [];
    const behind: PlayerContext = {
      ...golemPlayer,
      cards: golemPlayer.cards.map((l) =>
        l.cardId === id('Tornado')
          ? { ...l, displayLevel: 13, count: 40 }
          : l.cardId === id('Arrows')
            ? { ...l, displayLevel: 15, count: 9_000 }
            : l,
      ),
    };
    const plan = engine.upgradePlan(deck, behind);
    const [first, second] = plan.steps;
    expect(first).toMatchObject({
      name: 'Tornado',
      level: 13,
      toLevel: 14,
      cardsNeeded: 100,
      gold: 60_000,
      cardsOwned: 40,
      ready: false,
    });
    expect(first?.reason).toMatch(/^3 levels below your level-16 best in your deck/);
    expect(second).toMatchObject({ name: 'Arrows', toLevel: 16, cardsNeeded: 7_500, ready: true });
    const answer = engine.answer({ message: 'what should I upgrade first?', player: behind });
    expect(answer.response).toContain(
      'You have 40 of the 100 cards it takes; it also costs 60,000 gold.',
    );
    expect(answer.response).toContain(
      '1. **Tornado** 13 → 14: 3 levels below your level-16 best in your deck: it loses trades it should win',
    );
  });

  it('ranks by how much a level improves the best decks: the current deck first, then the others', () => {
    const cards = (list: string[]) =>
      list.map((n) => base.byId.get(id(n))).filter((c) => c !== undefined);
    const deck = cards(golemPlayer.currentDeck?.map((c) => base.byId.get(c)?.name ?? '') ?? []);
    // Night Witch and Lumberjack one level below the deck's best; only Night Witch is also in
    // both other decks; Hog Rider is in one other deck only, two levels below its best.
    const behind: PlayerContext = {
      ...golemPlayer,
      cards: golemPlayer.cards.map((l) =>
        l.cardId === id('Night Witch') || l.cardId === id('Lumberjack')
          ? { ...l, displayLevel: 15 }
          : l.cardId === id('Hog Rider')
            ? { ...l, displayLevel: 14 }
            : l,
      ),
    };
    const others = [
      cards([
        'Night Witch',
        'Hog Rider',
        'Zap',
        'Bomber',
        'Electro Dragon',
        'Dark Prince',
        'Tornado',
        'Lightning',
      ]),
      cards([
        'Night Witch',
        'Golem',
        'Zap',
        'Bomber',
        'Electro Dragon',
        'Dark Prince',
        'Tornado',
        'Lightning',
      ]),
    ];
    const plan = planUpgrades(deck, behind, base, [], others);
    const step = (name: string) => plan.steps.find((s) => s.name === name);
    const rank = (name: string) => plan.steps.findIndex((s) => s.name === name);
    // Night Witch helps three decks; Arrows, four levels below, only the current one, but twice
    // as much as any one other deck; Lumberjack one level in one deck; Hog Rider outside it.
    expect(['Night Witch', 'Arrows', 'Lumberjack', 'Hog Rider'].map(rank)).toEqual([0, 1, 2, 3]);
    expect(step('Night Witch')?.reason).toBe(
      'one level below your level-16 best in your deck; also in 2 of the 2 war decks built from your collection',
    );
    expect(step('Lumberjack')?.reason).toBe('one level below your level-16 best in your deck');
    expect(step('Hog Rider')?.reason).toBe(
      'not in your current deck, but in 1 of the 2 war decks built from your collection, 2 levels below the best card of that deck',
    );
  });

  it('asks a visitor to connect a player tag', () => {
    const answer = engine.answer({ message: 'what should I upgrade?' });
    expect(answer.response).toMatch(/^Connect your player tag/);
  });
});

/** A player with the one-vs-one battles of a recorded battle log (as the server stores them). */
function withBattleLog(player: PlayerContext, file: string): PlayerContext {
  const log = officialBattleLogSchema.parse(
    JSON.parse(readFileSync(`test/fixtures/cr-api/${file}`, 'utf8')),
  );
  return {
    ...player,
    recentBattles: log
      .filter((b) => b.team.length === 1)
      .map((b) => ({
        battleTime: parseBattleTime(b.battleTime).toISOString(),
        type: b.type,
        crowns: b.team[0]?.crowns ?? 0,
        opponentCrowns: b.opponent[0]?.crowns ?? 0,
        deck: b.team[0]?.cards.map((c) => c.id) ?? [],
        opponentDeck: b.opponent[0]?.cards.map((c) => c.id) ?? [],
      })),
  };
}

describe('what beats my deck', () => {
  const withBattles = withBattleLog(testPlayer, 'battlelog-RG0GUVJG.json');

  it("answers from the player's own battles with this deck, and keeps the deck", () => {
    const answer = engine.answer({ message: 'what beats my deck?', player: withBattles });
    expect(answer.deck?.cardIds.slice().sort()).toEqual([...(testPlayer.currentDeck ?? [])].sort());
    expect(answer.response).toMatch(/^## What beats your deck/);
    expect(answer.response).toContain('**Your recent battles with this deck** (18 recorded)');
    expect(answer.response).toMatch(/LavaLoon \(3 of 3\)/);
    expect(answer.response).toMatch(/Your deck lost 6 of its last 18 recorded games/);
  });

  it('"is my deck good?" gives the player\'s own record with it beside the corpus one', () => {
    const answer = engine.answer({ message: 'is my deck good?', player: withBattles });
    expect(answer.response).toMatch(
      /Your own record with it: 12 wins and 6 losses in your last 18 recorded battles with it, too few to judge it by alone\./,
    );
    const visitor = engine.answer({ message: 'is my deck good?', player: testPlayer });
    expect(visitor.response).not.toContain('Your own record with it');
  });

  it('never suggests a swap that costs the deck cover it had (Valkyrie, its only ground tank)', () => {
    const answer = engine.answer({ message: 'what beats my deck?', player: withBattles });
    const suggested = /Try ([^.]+?) for ([^:]+):/.exec(answer.response);
    if (suggested) {
      const deck = (testPlayer.currentDeck ?? []).map((i) => base.byId.get(i)?.name);
      const after = deck.map((n) => (n === suggested[2] ? suggested[1] : n));
      const made = engine.answer({
        message: `swap ${suggested[2]} for ${suggested[1]}`,
        player: withBattles,
      });
      expect(made.deck?.cardIds.map((i) => base.byId.get(i)?.name).sort()).toEqual(after.sort());
      expect(made.response).not.toContain('The change costs it');
    }
    expect(answer.response).not.toContain('Try Minion Horde for Valkyrie');
  });

  it("suggests a card only on a record whose 95% interval is clear of 50% (the 2024 player's Balloon losses, review 56)", () => {
    const rgWithBattles = withBattleLog(rgPlayer, 'battlelog-2PGGCJJL.json');
    const answer = engine.answer({ message: 'what beats my deck?', player: rgWithBattles });
    expect(answer.response).toMatch(/Your deck lost \d+ of its last \d+ recorded games/);
    // "Try Minion Horde for Mirror" rested on 59% (49.8–67%) of 120 games.
    for (const m of answer.response.matchAll(
      /Try [^:]+: [^,]+, decks with it won \d+% \((\d+(?:\.\d+)?)–/g,
    ))
      expect(Number(m[1])).toBeGreaterThan(50);
    expect(answer.response).not.toContain('Try Minion Horde for Mirror');
  });

  it('says when the battles were played with another deck', () => {
    const first = engine.answer({ message: 'hog 2.6', player: withBattles });
    const answer = engine.answer({
      message: 'what does this deck struggle against?',
      player: withBattles,
      previousDeck: first.deck,
    });
    expect(answer.response).toMatch(
      /None of your last \d+ recorded battles was played with this deck/,
    );
  });
});

describe('evolutions across the collection', () => {
  it('ranks the locked evolutions the player owns by the slot-marking lists that slot them', () => {
    const locked: PlayerContext = {
      ...testPlayer,
      cards: testPlayer.cards.map((l) => ({ ...l, evolutionLevel: 0, heroUnlocked: false })),
    };
    const answer = engine.answer({
      message: 'which evolution should I unlock next?',
      player: locked,
    });
    expect(answer.response).toContain('You have not unlocked any evolution yet.');
    const listed = [
      ...answer.response.matchAll(/- \*\*(.+?)\*\* \(evolution\): slotted in (\d+) of the (\d+)/g),
    ];
    expect(listed.length).toBe(3);
    for (const [, name, slotted, lists] of listed) {
      const card = base.byName.get(String(name).toLowerCase());
      expect(card?.hasEvolution).toBe(true);
      expect(Number(slotted)).toBeLessThanOrEqual(Number(lists));
      expect(Number(lists)).toBeGreaterThanOrEqual(3);
    }
    // Ranked by the lists that slot them, most first.
    const counts = listed.map((m) => Number(m[2]));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe('upgrade plan scale', () => {
  it('says when the card data is from before level 16, and only then', () => {
    const older = {
      ...testPlayer,
      cards: testPlayer.cards.map((l) => (l.rarity === 'Common' ? { ...l, maxLevel: 14 } : l)),
    };
    const deck = (testPlayer.currentDeck ?? [])
      .map((id) => base.byId.get(id))
      .filter((c) => c !== undefined);
    expect(planUpgrades(deck, testPlayer, base).scaleNote).toBeNull();
    expect(planUpgrades(deck, older, base).scaleNote).toMatch(/before the game moved to level 16/);
  });
});

describe('"with my evolutions"', () => {
  const unlocked = (p: PlayerContext, cardId: number) =>
    formUnlocked(p.cards.find((l) => l.cardId === cardId));

  it("builds a real list whose two slots the player's unlocked forms fill, and names them", () => {
    // Six evolutions unlocked (Mortar, Skeletons, Royal Giant, Wizard, Firecracker, Barbarians).
    const answer = engine.answer({ message: 'build a deck with my evolutions', player: rgPlayer });
    const slots = answer.deck?.evolutionSlots ?? [];
    expect(slots.length).toBe(2);
    for (const slot of slots) expect(unlocked(rgPlayer, slot)).toBe(true);
    for (const card of answer.deck?.cardIds ?? []) expect(levelOf(rgPlayer, card)).toBeDefined();
    expect(answer.response).toMatch(/This is a real .+ list from the corpus/);
    const [first, second] = names(slots);
    expect(answer.response).toContain(
      `Your unlocked evolved ${first} and evolved ${second} take the two slots (of the 6 you have unlocked).`,
    );
  });

  it('after a deck, brings one unlocked form in for a card doing the same job, into the empty slot', () => {
    const first = engine.answer({ message: 'a hog 2.6 deck', player: rgPlayer });
    expect(first.deck?.evolutionSlots.length).toBe(1);
    const answer = engine.answer({
      message: 'use my evolutions',
      player: rgPlayer,
      previousDeck: first.deck,
    });
    const before = first.deck?.cardIds ?? [];
    const after = answer.deck?.cardIds ?? [];
    const came = after.filter((c) => !before.includes(c));
    expect(came.length).toBe(1);
    expect(unlocked(rgPlayer, came[0] ?? -1)).toBe(true);
    expect(answer.deck?.evolutionSlots).toEqual(expect.arrayContaining(came));
    expect(answer.deck?.evolutionSlots.length).toBe(2);
    expect(answer.response).toMatch(
      /Your unlocked evolved \w+ comes in for [\w .]+, taking a slot beside evolved Skeletons/,
    );
    const again = engine.answer({
      message: 'use my evolutions',
      player: rgPlayer,
      previousDeck: answer.deck,
    });
    expect(again.deck?.cardIds).toEqual(after);
    expect(again.response).toMatch(/already hold its two slots\. Your deck is unchanged\./);
  });
});

describe('a named card the player does not own', () => {
  it('is in the deck as asked, said first and not again in the notes', () => {
    const answer = engine.answer({ message: 'a deck with berserker', player: rgPlayer });
    expect(answer.deck?.cardIds).toContain(id('Berserker'));
    const [lead = '', notes = ''] = answer.response.split('**Notes**');
    expect(lead).toContain(
      'You do not own Berserker yet: it is in the deck because you asked for it; add “at my levels” for a deck of your own cards.',
    );
    expect(notes).not.toContain('Berserker');
  });

  it('with "at my levels" is left out, and that is said first', () => {
    const answer = engine.answer({
      message: 'a deck with berserker at my levels',
      player: rgPlayer,
    });
    expect(answer.deck?.cardIds).not.toContain(id('Berserker'));
    const [lead = ''] = answer.response.split('**Game plan');
    expect(lead).toContain('You do not own Berserker yet, so it was left out.');
  });
});

describe('"X or Y?" from a connected player with no deck in the chat (review 47)', () => {
  it('weighs the deck they play, and "ok build it" makes the swap it offered', () => {
    const compare = engine.answer({ message: 'wizard or executioner?', player: rgPlayer });
    expect(compare.response).toContain('In your deck, Executioner for Wizard');
    const built = engine.answer({
      message: 'ok build it',
      player: rgPlayer,
      limits: compare.limits,
    });
    expect(built.deck?.cardIds).toContain(id('Executioner'));
    expect(built.deck?.cardIds).not.toContain(id('Wizard'));
    expect(built.deck?.cardIds).toContain(id('Royal Giant'));
  });

  it('names that deck as theirs in the verdict too, when neither card is in it', () => {
    const compare = engine.answer({ message: 'the log or zap?', player: rgPlayer });
    expect(compare.response).toContain('Neither is in your deck.');
    expect(compare.response).toContain('By the checks, Zap fits your deck better.');
  });
});

describe('"I only play ladder" after an upgrade plan for the chat\'s deck (review 47)', () => {
  it('answers the plan again and keeps the deck, not a rebuilt one', () => {
    const first = engine.answer({ message: 'a deck at my levels', player: rgPlayer });
    const plan = engine.answer({
      message: 'which card should I upgrade next',
      player: rgPlayer,
      previousDeck: first.deck ?? undefined,
      limits: first.limits,
    });
    const ladder = engine.answer({
      message: 'I only play ladder',
      player: rgPlayer,
      previousDeck: plan.deck ?? undefined,
      limits: plan.limits,
    });
    expect(ladder.response).toMatch(/^## What to upgrade/);
    expect([...(ladder.deck?.cardIds ?? [])].sort()).toEqual(
      [...(first.deck?.cardIds ?? [])].sort(),
    );
  });
});

describe('"a deck at my levels" names what each lifted card does (review 45)', () => {
  it('says a lifted card is of the same job only when it is (Hunter → Inferno Tower: also a tank killer)', () => {
    const answer = engine.answer({ message: 'a deck at my levels', player: rgPlayer });
    const [line = ''] = answer.response.split('\n').filter((l) => l.includes('At your levels'));
    expect(line).toContain('Hunter (level 13) → Inferno Tower (level 14), also a tank killer');
    expect(line).not.toContain('does the same job');
  });
});

describe('"at my levels" for an archetype the player cannot build (review 45)', () => {
  it('says once that the card is not owned, and plainly which card stays under the levels', () => {
    const answer = engine.answer({
      message: 'a Goblin Machine deck at my levels',
      player: rgPlayer,
    });
    expect(answer.deck?.cardIds).not.toContain(id('Goblin Machine'));
    expect(answer.response.match(/do not own/g)).toHaveLength(1);
    expect(answer.response).toContain(
      'A Goblin Machine deck needs Goblin Machine, but you do not own it yet',
    );
    expect(answer.response).toContain('Not quite at your levels: Night Witch (level 11) stays');
  });
});

describe("the player's in-game deck on a first turn", () => {
  it('"swap Mirror for Fireball" edits it rather than building another deck', () => {
    const answer = engine.answer({ message: 'swap mirror for fireball', player: rgPlayer });
    const before = rgPlayer.currentDeck ?? [];
    const after = answer.deck?.cardIds ?? [];
    expect(after).toContain(id('Fireball'));
    expect(after).not.toContain(id('Mirror'));
    expect(after.filter((c) => !before.includes(c))).toEqual([id('Fireball')]);
    expect(answer.response).toContain('Changed from your deck: Mirror → Fireball');
  });

  it('"use my evolutions" fills both empty slots with unlocked forms, each for a card of its job', () => {
    const first = engine.answer({ message: 'give me a golem deck', player: rgPlayer });
    expect(first.deck?.evolutionSlots).toEqual([]);
    const answer = engine.answer({
      message: 'use my evolutions',
      player: rgPlayer,
      previousDeck: first.deck,
    });
    const slots = answer.deck?.evolutionSlots ?? [];
    expect(slots.length).toBe(2);
    expect(answer.response).toMatch(/Your unlocked evolved \w+ comes in for [\w .]+ and evolved/);
    expect(answer.response).toContain('taking both slots');
    expect(answer.deck?.cardIds).toContain(id('Golem'));
  });
});

describe("questions about the player's in-game deck keep it as the game has it", () => {
  it.each(['what beats my deck?', 'which evolution should I use?', 'is my deck good?'])(
    '"%s" keeps the order and the two leading slots',
    (message) => {
      const answer = engine.answer({ message, player: rgPlayer });
      const inGame = (rgPlayer.currentDeck ?? []).filter((c) => base.byId.get(c)?.type !== 'Tower');
      expect(names(answer.deck?.cardIds)).toEqual(names(inGame));
      expect(names(answer.deck?.evolutionSlots)).toEqual(names(inGame.slice(0, 2)));
    },
  );
});

describe('"why <card>?" agrees with the change that brought the card in', () => {
  it('Zap, brought in to reset Inferno, is said to close that gap', () => {
    const improved = engine.answer({ message: 'improve my deck', player: rgPlayer });
    expect(improved.response).toContain('→ Zap');
    expect(improved.response).toContain('removes “Nothing here resets Inferno Tower');
    // Mirror has no cost of its own: no "+2 elixir" for Mirror → Zap.
    expect(improved.response).toContain(
      '**Mirror → Zap** (Mirror costs one more than the card it copies)',
    );
    const why = engine.answer({
      message: 'why zap?',
      player: rgPlayer,
      previousDeck: improved.deck,
    });
    expect(why.response).toContain(
      'Without it, the deck would have these gaps: Nothing here resets Inferno Tower',
    );
  });
});

describe('war decks get the checks single decks get', () => {
  it('a deck left without a big spell takes one from the cards no deck uses', () => {
    const decks = engine.warDecks(rgPlayer);
    const mortar = decks.find((d) => d.deck.cardIds.includes(id('Mortar')));
    expect(mortar).toBeDefined();
    expect(mortar?.analysis.issues.map((i) => i.id)).not.toContain('no_big_spell');
    expect(new Set(decks.flatMap((d) => d.deck.cardIds)).size).toBe(32);
  });
});

describe("war decks keep to their lists' win conditions (review 39)", () => {
  it("the 2024 player's EQ Hog deck plays no Royal Hogs beside its Hog Rider", () => {
    const hog = engine.warDecks(rgPlayer).find((d) => d.deck.cardIds.includes(id('Hog Rider')));
    expect(hog).toBeDefined();
    expect(hog?.deck.cardIds).not.toContain(id('Royal Hogs'));
  });
});

describe('war decks prefer the top-level cards over ones three levels under', () => {
  it("the 2024 player's level-15 Wizard plays instead of a level-12 card", () => {
    const cards = engine.warDecks(rgPlayer).flatMap((d) => d.deck.cardIds);
    expect(cards).toContain(id('Wizard'));
  });
});

describe('an edit of the in-game deck keeps its slot order', () => {
  it('"make my deck cheaper" keeps Royal Giant in the first slot', () => {
    const answer = engine.answer({ message: 'make my deck cheaper', player: rgPlayer });
    expect(names(answer.deck?.evolutionSlots)).toEqual(['Royal Giant', 'Wizard']);
    expect(names(answer.deck?.cardIds).slice(0, 2)).toEqual(['Royal Giant', 'Wizard']);
  });
});

describe('the in-game deck an answer shows keeps its slots', () => {
  it('"add an evo" after the upgrade plan knows Royal Giant and Wizard hold the slots', () => {
    const plan = engine.answer({ message: 'what should i upgrade next', player: rgPlayer });
    expect(names(plan.deck?.evolutionSlots)).toEqual(['Royal Giant', 'Wizard']);
    const evo = engine.answer({ message: 'add an evo', player: rgPlayer, previousDeck: plan.deck });
    expect(evo.response).not.toContain('its two slots hold none of them');
  });
});

/** The 2024 player's next turn in the same thread as `last`. */
const rgNext = (last: EngineAnswer, message: string) =>
  engine.answer({ message, player: rgPlayer, previousDeck: last.deck, limits: last.limits });

describe('a second win condition added by name', () => {
  it('is said as a second plan, and Hog Rider never "backs" Royal Giant', () => {
    const first = engine.answer({ message: 'use my highest level cards', player: rgPlayer });
    expect(names(first.deck?.cardIds)).toContain('Royal Giant');
    const added = rgNext(first, 'add hog rider');
    expect(names(added.deck?.cardIds)).toEqual(
      expect.arrayContaining(['Royal Giant', 'Hog Rider']),
    );
    expect(added.response).toMatch(
      /Hog Rider is a win condition of its own: beside Royal Giant the deck has two plans/,
    );
    expect(added.response).not.toMatch(/back it with[^.;]*Hog Rider/);
    // A 4.1-elixir deck is no cycle deck, whatever card it shares with Hog cycle.
    expect(added.response).not.toMatch(/^## .*cycle/i);
  });
});

describe('a slot asked for a card the deck does not hold', () => {
  it('keeps the deck and its slots, and says how to bring the card in', () => {
    const first = engine.answer({ message: 'use my highest level cards', player: rgPlayer });
    const added = rgNext(first, 'add hog rider');
    expect(names(added.deck?.cardIds)).not.toContain('Skeletons');
    const slot = rgNext(added, 'put the evolution on skeletons');
    expect(slot.deck).toEqual(added.deck);
    expect(slot.response).toMatch(
      /^Skeletons is not in this deck, so the evolution \/ hero slots stay/,
    );
  });
});

describe('matchups read off the two cards', () => {
  it('never has Barbarians "take down" Mega Knight, whose splash meets them all at once', () => {
    const deck = engine.answer({ message: 'show my deck', player: rgPlayer });
    const answer = rgNext(deck, 'what if they have mega knight');
    expect(answer.response).toMatch(/^## Royal Giant against Mega Knight/);
    expect(answer.response).not.toMatch(/Barbarians deals the damage/);
  });
});

describe('the tower troop question for a connected player', () => {
  it('describes the tower troops they own and names the rest as not owned (review 15)', () => {
    const first = engine.answer({ message: 'use my highest level cards', player: rgPlayer });
    const answer = rgNext(first, 'which tower troop should I use');
    expect(answer.response).toMatch(/You also own Cannoneer and Dagger Duchess/);
    // Each with its level: a tower troop below the others defends every push with less.
    expect(answer.response).toMatch(/\*\*Cannoneer\*\* \(level 13\): .*strong against tanks/);
    expect(answer.response).not.toMatch(/\*\*Royal Chef\*\*/);
    expect(answer.response).toMatch(/You do not own Royal Chef yet/);
  });
});

describe('the 2024 player, whose deck cards wait on copies they lack (review 39)', () => {
  it('an upgrade plan names an upgrade they can make today, and says it is the only one', () => {
    const first = engine.answer({ message: 'use my highest level cards', player: rgPlayer });
    const answer = rgNext(first, 'which card should I upgrade next');
    expect(answer.response).toMatch(
      /\*\*Prince\*\* 14 → 15: .*It takes 130 cards and you have 1,434/,
    );
    expect(answer.response).toMatch(
      /With the cards you have today, you can make only the Prince upgrade\./,
    );
  });
  it('"a LavaLoon deck I can play at my levels" swaps a card two levels under for one of theirs that does its job, said with both levels', () => {
    const answer = engine.answer({
      message: 'a lavaloon deck i can play at my levels',
      player: rgPlayer,
    });
    expect(names(answer.deck?.cardIds)).not.toContain('Inferno Dragon');
    expect(answer.response).toMatch(
      /At your levels: Inferno Dragon \(level 12\) → \w[\w .]* \(level 1[34]\)/,
    );
    expect(answer.response).not.toMatch(/Under-levelled/);
  });
  it('"is my deck good" names no serious gap where the checks find only warnings', () => {
    const answer = engine.answer({ message: 'is my deck good', player: rgPlayer });
    expect(answer.response).toMatch(
      /\*\*Not as it is:\*\* it is far from the decks real players run/,
    );
    expect(answer.response).not.toMatch(/serious gaps/);
  });
});

describe('improving the 2024 Royal Giant deck', () => {
  it('keeps Tombstone, its only building that pulls, rather than swapping it for a spell (review 16)', () => {
    const answer = engine.answer({ message: 'improve my deck', player: rgPlayer });
    expect(names(answer.deck?.cardIds)).toContain('Tombstone');
    expect(answer.response).not.toMatch(/Tombstone → /);
  });
});

describe('improving a sound deck whose win condition is far under the rest (review 56)', () => {
  const HOG_26 = [
    'Hog Rider',
    'Musketeer',
    'Cannon',
    'Skeletons',
    'Ice Spirit',
    'Ice Golem',
    'The Log',
    'Fireball',
  ].map(id);
  const hogLow: PlayerContext = {
    ...testPlayer,
    cards: testPlayer.cards.map((l) => ({
      ...l,
      displayLevel: l.cardId === id('Hog Rider') ? 12 : HOG_26.includes(l.cardId) ? 16 : 14,
      count: l.cardId === id('Hog Rider') ? 100 : l.count,
    })),
    currentDeck: HOG_26,
  };
  it("names the game deck's low card when the upgrade question follows another deck of the chat", () => {
    const built = engine.answer({ message: 'use my highest level cards', player: hogLow });
    expect(names(built.deck?.cardIds)).not.toContain('Hog Rider');
    const plan = engine.answer({
      message: 'what should i upgrade next',
      player: hogLow,
      previousDeck: built.deck,
      limits: built.limits,
    });
    expect(plan.response).toContain(
      'The deck you play in the game has Hog Rider at level 12, more than a level under its best (16): ask “what should I upgrade in my current deck?” for its plan.',
    );
    const own = engine.answer({
      message: 'what should I upgrade in my current deck?',
      player: hogLow,
      previousDeck: plan.deck,
      limits: plan.limits,
    });
    expect(own.response).toMatch(/1\. \*\*Hog Rider\*\* 12 → 13/);
  });

  it('says the deck is sound, and that its weak point is the win condition four levels under', () => {
    const answer = engine.answer({ message: 'improve my deck', player: hogLow });
    expect(answer.response).toContain('Your deck is sound');
    expect(answer.response).toContain(
      "Its weak point is levels, not roles: Hog Rider, its win condition, is level 12, 4 below the deck's best (16). Upgrading it does more for this deck than a swap: Hog Rider to level 13 takes 550 cards and 40,000 gold; you have 100 (450 short).",
    );
  });
});

describe("the evolution answer reads the game order of the player's deck (review 56)", () => {
  it('says a slot place held by a card whose evolution is locked plays it plain, and what to move', () => {
    const order = [
      'Cannon',
      'Musketeer',
      'Hog Rider',
      'Ice Golem',
      'Ice Spirit',
      'Skeletons',
      'The Log',
      'Fireball',
    ].map(id);
    const unlocked = new Map([
      [id('Musketeer'), { evolutionLevel: 0, heroUnlocked: true }],
      [id('Skeletons'), { evolutionLevel: 1, heroUnlocked: false }],
      [id('Cannon'), { evolutionLevel: 0, heroUnlocked: false }],
    ]);
    const hog: PlayerContext = {
      ...testPlayer,
      cards: testPlayer.cards.map((l) => ({
        ...l,
        displayLevel: 16,
        ...(unlocked.get(l.cardId) ?? {}),
      })),
      currentDeck: order,
    };
    const answer = engine.answer({ message: 'which evo should i use', player: hog });
    expect(answer.response).toContain(
      'In your game deck, Cannon sits in a slot place with its evolution locked, so that slot plays a plain card: move Skeletons to the first two places of the deck in the game.',
    );
  });
});

describe('putting back a card the improvement took out (review 56)', () => {
  it('"put mirror back" and "no keep mirror" undo Mirror → Zap, never cutting Barbarians', () => {
    const improved = engine.answer({ message: 'improve my deck', player: rgPlayer });
    expect(improved.response).toContain('**Mirror → Zap**');
    for (const message of ['put mirror back', 'no keep mirror', 'i want the mirror back']) {
      const back = rgNext(improved, message);
      expect(names(back.deck?.cardIds)).toEqual(expect.arrayContaining(['Mirror', 'Barbarians']));
      expect(names(back.deck?.cardIds)).not.toContain('Zap');
      expect(back.response).toContain('Zap → Mirror');
      // What undoing it costs is said: the reset Zap brought goes with it.
      expect(back.response).toMatch(/The change costs it: Nothing here resets Inferno Tower/);
    }
  });
});

describe('level questions about a deck and a card (session 18)', () => {
  it('"which cards are under-levelled in my deck" names the ones more than one level below the best, with their costs', () => {
    const answer = engine.answer({
      message: 'which cards are under-levelled in my deck',
      player: golemPlayer,
    });
    expect(answer.response).toMatch(/^## Your card levels/);
    expect(answer.response).toContain(
      'One card of your deck is more than one level below your level-16 best: Arrows (12).',
    );
    expect(answer.response).toMatch(/\*\*Arrows\*\* \(Common\) is level 12 of 16\. Level 13 takes/);
  });

  it('says none is when the levels are within one of each other, naming the lowest', () => {
    const answer = engine.answer({ message: 'is my deck underleveled?', player: testPlayer });
    expect(answer.response).toMatch(
      /None: every card you own in your deck is within one level of your level-16 best\. The lowest, at level 15, (?:is|are) /,
    );
  });

  it('"can I upgrade X?" says first whether the cards for the next level are there', () => {
    const short = engine.answer({ message: 'can i upgrade lava hound', player: rgPlayer });
    expect(short.response).toContain('Not yet: you are 6 cards short of level 14.');
    expect(short.deck).toBeNull();
    const enough = engine.answer({ message: 'can I upgrade Golden Knight?', player: testPlayer });
    expect(enough.response).toContain(
      'Yes, you have the cards for level 16; the gold is not in your player data.',
    );
    const max = engine.answer({ message: 'can i max lava hound', player: rgPlayer });
    expect(max.response).toContain('Not yet: you are 40 cards short of level 16.');
  });
});

describe('a tower troop asked for below the equipped one (session 18)', () => {
  it('says its level beside the equipped one and what that costs the towers', () => {
    const first = engine.answer({ message: 'hog 2.6', player: rgPlayer });
    const answer = engine.answer({
      message: 'use dagger duchess as my tower troop',
      player: rgPlayer,
      previousDeck: first.deck,
    });
    expect(answer.response).toContain(
      'Tower troop: Dagger Duchess, as you asked for this chat; opening or copying this deck sets it in the game. Your Dagger Duchess is level 13, two levels below your equipped Tower Princess (15): your Crown Towers lose the hitpoints and damage of those levels with it.',
    );
    const equipped = engine.answer({
      message: 'use tower princess as my tower troop',
      player: rgPlayer,
      previousDeck: first.deck,
    });
    expect(equipped.response).not.toContain('levels below your equipped');
  });
});

describe('a deck "at my levels" that keeps low cards (review 34 leftover, session 18)', () => {
  it('offers the way to trade them for higher-level stand-ins', () => {
    const answer = engine.answer({ message: 'pekka deck at my levels', player: rgPlayer });
    expect(answer.analysis?.levelFit?.underLeveled.length).toBeGreaterThanOrEqual(2);
    expect(answer.response).toContain(
      'Say “swap the weakest card” to trade the lowest for a higher-level card that does its job',
    );
    const next = engine.answer({
      message: 'swap the weakest card',
      player: rgPlayer,
      previousDeck: answer.deck,
    });
    const levelOf = (id: number) => rgPlayer.cards.find((l) => l.cardId === id)?.displayLevel ?? 0;
    const cameIn = (next.deck?.cardIds ?? []).filter((id) => !answer.deck?.cardIds.includes(id));
    const wentOut = (answer.deck?.cardIds ?? []).filter((id) => !next.deck?.cardIds.includes(id));
    expect(cameIn).toHaveLength(1);
    expect(levelOf(cameIn[0] ?? -1)).toBeGreaterThan(levelOf(wentOut[0] ?? -1));
  });
});

describe('"which of my cards are under-levelled" with no deck named (review 36)', () => {
  it("reads the collection: the 2024 player's lowest cards, lowest first", () => {
    const answer = engine.answer({
      message: 'which of my cards are under-levelled',
      player: rgPlayer,
    });
    expect(answer.response).toMatch(
      /\d+ cards of your collection are more than one level below your level-15 best; the lowest 12: Goblin Demolisher \(9\), /,
    );
  });
});

describe('"my deck struggles vs air" for a connected player with no deck in the chat (review 48)', () => {
  it('edits the deck they play toward air, keeping its win condition, instead of building another', () => {
    const answer = engine.answer({ message: 'my deck struggles vs air', player: rgPlayer });
    const before = rgPlayer.currentDeck ?? [];
    const after = answer.deck?.cardIds ?? [];
    const air = (ids: readonly number[]) =>
      ids.filter((i) => base.byId.get(i)?.has('air_defence')).length;
    expect(after.filter((i) => before.includes(i))).toHaveLength(7);
    expect(after).toContain(id('Royal Giant'));
    expect(air(after)).toBeGreaterThan(air(before));
    expect(answer.response).toContain('Changed from your deck');
  });
});

describe('a card the catalogue learnt from a payload but the knowledge lacks (Ronin, #14)', () => {
  it('counts in "gold to max my collection": 51 cards below 16 for the 2026 player, not 50', () => {
    const payload = JSON.parse(
      readFileSync('test/fixtures/cr-api/player-RG0GUVJG.2026-09.denialgelon.json', 'utf8'),
    ) as { cards: { id: number; name: string }[] };
    expect(payload.cards.some((c) => c.name === 'Ronin')).toBe(true);
    // As the server's catalogue holds it once a lookup has taught it the card.
    const ronin = {
      id: 26000106,
      key: 'ronin',
      name: 'Ronin',
      rarity: 'Legendary',
      elixirCost: 5,
      type: 'Troop',
      maxLevel: 6,
      iconUrl: null,
      evolutionIconUrl: null,
      heroIconUrl: null,
      isChampion: false,
      hasEvolution: false,
      hasHero: false,
    } as const;
    const withRonin = [...catalogue, ronin];
    const player = playerContextFromOfficial(payload, withRonin);
    const answer = createDeckEngine(withRonin).answer({
      message: 'how much gold to max my collection',
      player,
    });
    const below = player.cards.filter(
      (l) => l.displayLevel < 16 && !String(l.cardId).startsWith('159'),
    ).length;
    expect(below).toBe(51);
    expect(answer.response).toContain(`${below} cards of your collection are below level 16`);
  });
});

describe('"a deck for my levels", then "another one", for the 2024 player (review 52)', () => {
  it('gives another deck, never the same eight cards, and says why its lagging cards stay', () => {
    const first = engine.answer({ message: 'a deck for my levels', player: rgPlayer });
    const next = engine.answer({
      message: 'another one',
      player: rgPlayer,
      previousDeck: first.deck,
      limits: first.limits,
    });
    const before = first.deck?.cardIds ?? [];
    const after = next.deck?.cardIds ?? [];
    expect(after.every((i) => before.includes(i))).toBe(false);
    expect(next.response).not.toContain('same eight cards');
    expect(next.response).toContain('leads back to the last deck');
  });
});

describe('"best deck for me" weighs the player\'s levels (review 57)', () => {
  const HOG_26 = [
    'Hog Rider',
    'Musketeer',
    'Cannon',
    'Ice Spirit',
    'Skeletons',
    'Fireball',
    'The Log',
    'Ice Golem',
  ].map(id);
  // A returning player: the old Hog 2.6 deck at 13, everything else at 9–11.
  const returning: PlayerContext = {
    ...testPlayer,
    cards: testPlayer.cards.map((l, i) => ({
      ...l,
      displayLevel: HOG_26.includes(l.cardId) ? 13 : 9 + (i % 3),
      evolutionLevel: 0,
      heroUnlocked: false,
    })),
    currentDeck: HOG_26,
  };

  it.each(['best deck for my levels', 'best deck 4 me', 'just came back, best deck for me?'])(
    '"%s" is the real list the player has at their levels',
    (message) => {
      const answer = engine.answer({ message, player: returning });
      expect([...(answer.deck?.cardIds ?? [])].sort()).toEqual([...HOG_26].sort());
      expect(answer.response).toContain('at your levels');
      expect(answer.response).not.toContain('"use my highest level cards" builds one at yours');
    },
  );

  it('"counter mk with my cards" says when no list that beats it is at their levels', () => {
    const answer = engine.answer({ message: 'counter mk with my cards', player: returning });
    expect(answer.response).toContain(
      'No real list that did well against Mega Knight is at your levels',
    );
  });

  it('"best deck right now" stays the corpus\'s best list the player owns', () => {
    const answer = engine.answer({ message: 'best deck right now', player: returning });
    expect(answer.response).toContain('"use my highest level cards" builds one at yours');
  });
});

describe('evolution answers for a player with no form unlocked (review 57)', () => {
  const none: PlayerContext = {
    ...testPlayer,
    cards: testPlayer.cards.map((l) => ({ ...l, evolutionLevel: 0, heroUnlocked: false })),
  };

  it('"which evo should I unlock first" names a card with an evolution, said as one', () => {
    const hog = engine.answer({ message: 'hog 2.6', player: none });
    const answer = engine.answer({
      message: 'which evo should i unlock first',
      player: none,
      previousDeck: hog.deck,
    });
    const first = /To unlock first: \*\*(.+?)\*\* \((\w+)\)/.exec(answer.response);
    expect(first?.[2]).toBe('evolution');
    expect(base.byName.get(String(first?.[1]).toLowerCase())?.hasEvolution).toBe(true);
    // No sentence reads as if only some of the deck's cards had a form.
    expect(answer.response).not.toMatch(/unlocked yet; .+ have one/);
    expect(answer.response).toContain(
      'You have not unlocked the evolution or hero of any card in this deck yet',
    );
  });
});

describe('wild cards (review 57)', () => {
  // Every card at 11 with few copies: each upgrade of the plan waits on copies.
  const low: PlayerContext = {
    ...testPlayer,
    cards: testPlayer.cards.map((l) => ({ ...l, displayLevel: 11, count: 1 })),
  };

  it.each([
    'where do i put my wild cards',
    'what should i use my wild cards on',
    'wildcards on what',
  ])('"%s" says where wild cards go, by rarity, with the plan', (message) => {
    const answer = engine.answer({ message, player: low });
    expect(answer.response).toMatch(/^## What to upgrade next/);
    expect(answer.response).toContain('A wild card counts as a copy of any card of its rarity');
    const lines = [...answer.response.matchAll(/- \*\*(\w+)\*\* wild cards: (.+?), [\d,]+ short/g)];
    expect(lines.length).toBeGreaterThan(0);
    for (const [, rarity, name] of lines)
      expect(base.byName.get(String(name).toLowerCase())?.rarity).toBe(rarity);
    expect(answer.response).not.toContain('This plan is for the deck you play now');
  });

  it("after a deck the chat built, the wild cards go by that deck's plan", () => {
    const hog = engine.answer({ message: 'hog 2.6', player: low });
    const answer = engine.answer({
      message: 'where do i put my wild cards',
      player: low,
      previousDeck: hog.deck,
    });
    expect(answer.response).toContain('A wild card counts as a copy of any card of its rarity');
    expect(answer.deck?.cardIds).toEqual(hog.deck?.cardIds);
  });

  it('a visitor is told what a wild card is for and how to get the plan', () => {
    const answer = engine.answer({ message: 'where do i put my wild cards' });
    expect(answer.response).toContain('A wild card counts as a copy of any card of its rarity');
    expect(answer.response).toContain('Connect your player tag');
  });
});

describe('"counter X with my cards" weighs the player\'s levels (review 57)', () => {
  const BAIT = [
    'Goblin Barrel',
    'Princess',
    'Goblin Gang',
    'The Log',
    'Knight',
    'Inferno Tower',
    'Rocket',
    'Ice Spirit',
  ].map(id);
  // A Log bait player: that deck at 14, everything else at 11.
  const baitPlayer: PlayerContext = {
    ...testPlayer,
    cards: testPlayer.cards.map((l) => ({
      ...l,
      displayLevel: BAIT.includes(l.cardId) ? 14 : 11,
    })),
    currentDeck: BAIT,
  };

  it.each(['counter hog with my cards', 'counter mk with my cards'])(
    '"%s" is a counter list the player holds at their levels when one exists',
    (message) => {
      const answer = engine.answer({ message, player: baitPlayer });
      const levels = (answer.deck?.cardIds ?? []).map((c) => levelOf(baitPlayer, c));
      expect(levels).toEqual(Array(8).fill(14));
    },
  );
});

describe('"for me" and "f2p" from a connected player (code review of review 57)', () => {
  const noLava: PlayerContext = {
    ...testPlayer,
    cards: testPlayer.cards.filter((l) => l.cardId !== id('Lava Hound')),
  };

  it('"build a lavaloon deck for me" is the archetype asked, "for me" no limit to owned cards', () => {
    const answer = engine.answer({ message: 'build a lavaloon deck for me', player: noLava });
    expect(answer.deck?.cardIds).toContain(id('Lava Hound'));
  });

  it('"f2p deck no legendaries" keeps the Legendaries out and does not say it keeps them', () => {
    const answer = engine.answer({ message: 'f2p deck no legendaries', player: testPlayer });
    const rarities = (answer.deck?.cardIds ?? []).map((c) => base.byId.get(c)?.rarity);
    expect(rarities).not.toContain('Legendary');
    expect(answer.response).not.toContain('so it is not ruled out');
  });
});
