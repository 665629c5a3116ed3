import { cardIdOf, catalogue, testPlayer } from '@test/engine-fixtures';
import { describe, expect, it } from 'vitest';
import { createDeckEngine } from './deck-engine';
import { createCardBase, knowledgeFor } from './knowledge';
import { parseRequest } from './parse-request';
import { deckViolations } from './validity';
import { validityPrompts } from './validity-prompts';

const engine = createDeckEngine(catalogue);
const base = createCardBase(catalogue);
const player = testPlayer;
const name = (id: number) => catalogue.find((c) => c.id === id)?.name;
// A name no card has throws, so no check passes on a card that is not there.
const id = cardIdOf;

describe('card knowledge', () => {
  it('covers every catalogue card, tower troops included', () => {
    const missing = catalogue.filter((c) => !knowledgeFor(c.name)).map((c) => c.name);
    expect(missing).toEqual([]);
  });
});

describe('parseRequest', () => {
  const parse = (text: string, hasPreviousDeck = false) =>
    parseRequest(text, base, { hasPreviousDeck, hasPlayer: false });

  it.each([
    ['hog', 'Hog Rider'],
    ['pekka', 'P.E.K.K.A'],
    ['mini pekka', 'Mini P.E.K.K.A'],
    ['ebarbs', 'Elite Barbarians'],
    ['mk', 'Mega Knight'],
    ['log', 'The Log'],
    ['3m', 'Three Musketeers'],
    ['xbow', 'X-Bow'],
    ['golem', 'Golem'],
  ])('reads the nickname "%s"', (nick, full) => {
    expect(parse(`a deck with ${nick}`).include.map(name)).toEqual([full]);
  });

  it('reads archetypes', () => {
    expect(parse('a fast cycle deck').archetype).toBe('cycle');
    expect(parse('golem beatdown').archetype).toBe('beatdown');
    expect(parse('log bait please').archetype).toBe('bait');
    // Log bait wants Goblin Barrel, not The Log.
    expect(parse('log bait please').include.map(name)).toEqual(['Goblin Barrel']);
    expect(parse('log bait please').archetypeRule).toBe('log-bait');
    expect(parse('siege').archetype).toBe('siege');
    expect(parse('bridge spam').archetype).toBe('bridge_spam');
    expect(parse('control').archetype).toBe('control');
    const lavaloon = parse('lavaloon');
    expect(lavaloon.archetype).toBe('air');
    expect(lavaloon.include.map(name).sort()).toEqual(['Balloon', 'Lava Hound']);
  });

  it('reads exclusions, rarities, elixir bounds and counters', () => {
    const r = parse('hog deck without Fireball, no legendaries, under 3.0 elixir');
    expect(r.include.map(name)).toEqual(['Hog Rider']);
    expect(r.exclude.map(name)).toEqual(['Fireball']);
    expect(r.excludeRarities).toEqual(['Legendary']);
    // "Under 3.0" leaves 3.0 out; "at most", "or less" keep it.
    expect(r.maxAvgElixir).toBe(2.9);
    expect(parse('at most 3.0 elixir').maxAvgElixir).toBe(3);
    expect(parse('3.5 or less').maxAvgElixir).toBe(3.5);
    expect(parse('over 4').minAvgElixir).toBe(4.1);
    expect(parse('f2p deck').excludeRarities).toEqual(['Legendary', 'Champion']);
    expect(parse('something cheap').maxAvgElixir).toBe(3.2);
    expect(parse('a heavy deck').minAvgElixir).toBe(4);
    expect(parse('counter mega knight').counter.map(name)).toEqual(['Mega Knight']);
    expect(parse('counter mega knight').include).toEqual([]);
  });

  it('reads the player requests and follow-ups', () => {
    expect(parse('use my highest level cards').preferHighLevels).toBe(true);
    expect(parse('Build me a balanced deck for my arena').ownedOnly).toBe(true);
    expect(parse('Help me improve my win rate.').improveDeck).toBe(true);
    const swap = parse('swap the Log', true);
    expect(swap.followUp).toBe(true);
    expect(swap.exclude.map(name)).toEqual(['The Log']);
    const replace = parse('replace Musketeer with air defence', true);
    expect(replace.exclude.map(name)).toEqual(['Musketeer']);
    expect(replace.needRoles).toContain('air_defence');
    expect(parse('make it cheaper', true).followUp).toBe(true);
  });

  it('says what it did not understand', () => {
    expect(parse('hog deck with flibbertigibbet').notUnderstood).toEqual(['flibbertigibbet']);
    expect(parse('hello there').isDeckRequest).toBe(false);
    const both = parse('a cheap heavy deck');
    expect(both.maxAvgElixir).toBe(3.2);
    expect(both.minAvgElixir).toBeNull();
    expect(both.notUnderstood).toEqual(['average elixir at least 4.0 and at most 3.2 at once']);
  });
});

describe('buildDeck through the engine', () => {
  it.each(
    validityPrompts.map(
      (p) =>
        [
          p.message + (p.followUp ? ` → ${p.followUp}` : '') + (p.withPlayer ? ' (player)' : ''),
          p,
        ] as const,
    ),
  )('answers "%s" with a legal deck honouring every hard constraint', (_label, prompt) => {
    const who = prompt.withPlayer ? player : undefined;
    let answer = engine.answer({ message: prompt.message, player: who });
    let request = parseRequest(prompt.message, base, {
      hasPreviousDeck: false,
      hasPlayer: Boolean(who),
    });
    if (prompt.followUp) {
      const previous = answer.deck;
      answer = engine.answer({ message: prompt.followUp, player: who, previousDeck: previous });
      request = parseRequest(prompt.followUp, base, {
        hasPreviousDeck: true,
        hasPlayer: Boolean(who),
      });
      expect(previous).not.toBeNull();
      const kept = answer.deck?.cardIds.filter((c) => previous?.cardIds.includes(c)) ?? [];
      expect(kept.length).toBeGreaterThanOrEqual(4);
    }
    expect(deckViolations(answer, request, catalogue, who)).toEqual([]);
    expect(answer.response.length).toBeGreaterThan(200);
  });

  it('covers the roles a real deck needs', () => {
    const answer = engine.answer({ message: 'build me a hog cycle deck' });
    expect(answer.analysis?.missingRoles).toEqual([]);
    expect(answer.deck?.cardIds.map(name)).toContain('Hog Rider');
    expect(answer.analysis?.airTargeting).toBeGreaterThanOrEqual(1);
  });

  it('makes a follow-up cheaper than the deck before', () => {
    const first = engine.answer({ message: 'golem beatdown' });
    const cheaper = engine.answer({ message: 'make it cheaper', previousDeck: first.deck });
    expect(cheaper.analysis?.avgElixir).toBeLessThan(first.analysis?.avgElixir ?? 0);
  });

  it('lets a rarity limit win over a card named in the same request, and says so', () => {
    const answer = engine.answer({ message: 'lavaloon without fireball, no legendaries' });
    const names = answer.deck?.cardIds.map(name) ?? [];
    expect(names).not.toContain('Lava Hound');
    expect(names).not.toContain('Fireball');
    expect(names).toContain('Balloon');
    expect(answer.response).toContain(
      'Lava Hound is Legendary and you asked for no Legendary cards, so it was left out.',
    );
  });

  it('says a bound the archetype cannot meet is out of reach, and offers a deck that keeps it', () => {
    const answer = engine.answer({ message: 'lavaloon under 3.0' });
    const names = answer.deck?.cardIds.map(name) ?? [];
    expect(names).toEqual(expect.arrayContaining(['Lava Hound', 'Balloon']));
    expect(answer.response).toMatch(/Real LavaLoon decks start around 3\.\d elixir/);
    const other = answer.decks?.[0];
    expect(other?.deck.cardIds.map(name)).not.toContain('Lava Hound');
    expect(other?.analysis.avgElixir).toBeLessThanOrEqual(3.0);
    expect(answer.response).toContain(
      `keeps your limit (it averages ${other?.analysis.avgElixir.toFixed(1)})`,
    );
  });

  it('never uses Mirror to lower the average unless it is asked for', () => {
    for (const message of ['lavaloon under 3.0', 'deck under 3.0 elixir', 'pekka deck under 3.0']) {
      expect(engine.answer({ message }).deck?.cardIds.map(name)).not.toContain('Mirror');
    }
    expect(
      engine.answer({ message: 'give me something fun with mirror' }).deck?.cardIds.map(name),
    ).toContain('Mirror');
  });

  it('is deterministic', () => {
    const a = engine.answer({ message: 'counter lavaloon', player });
    const b = engine.answer({ message: 'counter lavaloon', player });
    expect(a).toEqual(b);
  });

  it('uses only owned cards and unlocked evolutions for "my highest level cards"', () => {
    const answer = engine.answer({
      message: 'Suggest a deck using my highest level cards',
      player,
    });
    const owned = new Set(player.cards.map((c) => c.cardId));
    expect(answer.deck?.cardIds.every((c) => owned.has(c))).toBe(true);
    expect(answer.analysis?.levelFit?.notOwned).toEqual([]);
    expect(answer.deck?.towerTroopId).toBe(player.towerTroopId);
  });

  it('answers a greeting without a deck', () => {
    const answer = engine.answer({ message: 'hi' });
    expect(answer.deck).toBeNull();
    expect(answer.response).toMatch(/Hog Rider cycle/);
  });
});

describe('analyze and validate', () => {
  const hogCycle = [
    'Hog Rider',
    'Musketeer',
    'Ice Golem',
    'Ice Spirit',
    'Skeletons',
    'Cannon',
    'Fireball',
    'The Log',
  ].map(id);

  it('analyses the classic 2.6 Hog cycle', () => {
    const a = engine.analyze(hogCycle);
    expect(a.avgElixir).toBe(2.6);
    expect(a.cycleCost).toBe(6);
    expect(a.archetype).toBe('Hog 2.6');
    expect(a.roles).toEqual(
      expect.arrayContaining(['win_condition', 'building', 'small_spell', 'big_spell']),
    );
    for (const s of Object.values(a.scores)) expect(s).toBeGreaterThanOrEqual(1);
  });

  it('names weaknesses in plain words', () => {
    const noAir = [
      'Golem',
      'Mini P.E.K.K.A',
      'Valkyrie',
      'Dark Prince',
      'Lumberjack',
      'Bandit',
      'Knight',
      'Barbarian Barrel',
    ].map(id);
    const a = engine.analyze(noAir);
    expect(a.weaknesses.join(' ')).toMatch(/Nothing hits air/);
    expect(a.missingRoles).toContain('air_defence');
  });

  it("fixes a missing big spell with a spell, not with one of the deck's air defenders", () => {
    // LavaLoon with Arrows and Zap: the fix a player makes is Arrows → Fireball (Zap stays the
    // small spell), the one the improve answer makes too; never Baby Dragon or Valkyrie out.
    const lavaLoon = [
      'Inferno Dragon',
      'Valkyrie',
      'Tombstone',
      'Lava Hound',
      'Arrows',
      'Baby Dragon',
      'Zap',
      'Balloon',
    ].map(id);
    const issue = engine.analyze(lavaLoon).issues.find((i) => /No big spell/.test(i.text));
    expect(issue?.fixes[0]).toMatchObject({ out: id('Arrows'), in: id('Fireball') });
  });

  it('validates decks proposed elsewhere', () => {
    expect(
      engine.validate([
        'Hog Rider',
        'Musketeer',
        'Ice Golem',
        'Ice Spirit',
        'Skeletons',
        'Cannon',
        'Fireball',
        'the log',
      ]).ok,
    ).toBe(true);
    const bad = engine.validate([
      'Hog Rider',
      'Hog Rider',
      'Dragon Lord',
      'Archer Queen',
      'Golden Knight',
      'Tower Princess',
    ]);
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.reasons).toEqual(['Dragon Lord is not a Clash Royale card.']);
    }
    const illegal = engine.validate([
      'Hog Rider',
      'Hog Rider',
      'Archer Queen',
      'Golden Knight',
      'Tower Princess',
      'Musketeer',
    ]);
    expect(illegal.ok).toBe(false);
    if (!illegal.ok) {
      expect(illegal.reasons).toEqual([
        'Deck must contain exactly 8 cards.',
        'A deck cannot hold the same card twice.',
        'Tower troops are not part of the 8 cards: Tower Princess.',
        'A deck can hold only one champion.',
      ]);
    }
  });
});

describe('"swap the weakest card" by level', () => {
  it('takes a card more than one level below the deck and brings one above its level', () => {
    // The in-game LavaLoon deck with Baby Dragon lagging at 13, as Skeleton Dragons is.
    const lagging = new Set([id('Baby Dragon'), id('Skeleton Dragons')]);
    const behind = {
      ...player,
      cards: player.cards.map((l) => (lagging.has(l.cardId) ? { ...l, displayLevel: 13 } : l)),
    };
    const answer = engine.answer({ message: 'swap the weakest card', player: behind });
    expect(answer.response).toContain('**Why Baby Dragon:** at level 13');
    const came = (answer.deck?.cardIds ?? []).filter((c) => !player.currentDeck?.includes(c));
    expect(came).toHaveLength(1);
    const level = behind.cards.find((l) => l.cardId === came[0])?.displayLevel ?? 0;
    expect(level).toBeGreaterThan(13);
  });
});

describe('tower troop asked for in the chat', () => {
  it('keeps the deck, sets the troop the player owns, and refuses one they do not own', () => {
    const first = engine.answer({ message: 'hog 2.6', player });
    const owned = engine.answer({
      message: 'use cannoneer as my tower troop',
      player,
      previousDeck: first.deck,
      limits: first.limits,
    });
    expect(owned.deck?.cardIds).toEqual(first.deck?.cardIds);
    expect(owned.deck?.towerTroopId).toBe(id('Cannoneer'));
    expect(owned.limits?.towerTroopId).toBe(id('Cannoneer'));

    const without = {
      ...player,
      towerTroops: player.towerTroops?.filter((t) => t.cardId === id('Tower Princess')),
    };
    const refused = engine.answer({
      message: 'use Royal Chef as my tower troop',
      player: without,
      previousDeck: first.deck,
      limits: first.limits,
    });
    expect(refused.deck?.cardIds).toEqual(first.deck?.cardIds);
    expect(refused.deck?.towerTroopId).toBe(player.towerTroopId);
    expect(refused.response).toContain('You do not own Royal Chef yet');
  });

  it('weighs a Cannoneer levels below the equipped tower troop instead of recommending it', () => {
    const first = engine.answer({ message: 'hog 2.6', player });
    const levelled = (cardId: number, displayLevel: number) => {
      const owned = player.towerTroops?.find((t) => t.cardId === cardId);
      if (!owned) throw new Error('the test player owns every tower troop');
      return { ...owned, displayLevel };
    };
    const asked = (towerTroops: NonNullable<typeof player.towerTroops>) =>
      engine.answer({
        message: 'what tower troop should I use?',
        player: { ...player, towerTroopId: id('Tower Princess'), towerTroops },
        previousDeck: first.deck,
        limits: first.limits,
      }).response;
    const below = asked([levelled(id('Tower Princess'), 15), levelled(id('Cannoneer'), 13)]);
    expect(below).toContain('But your Cannoneer is level 13, below your level-15 Tower Princess');
    const even = asked([levelled(id('Tower Princess'), 15), levelled(id('Cannoneer'), 15)]);
    expect(even).toContain("Cannoneer's heavy single shots would help");
    expect(even).not.toContain('But your Cannoneer is level');
  });

  it('reads a question about a tower troop as no choice', () => {
    const parse = (text: string) =>
      parseRequest(text, base, { hasPreviousDeck: true, hasPlayer: true });
    expect(parse('is cannoneer good?').towerTroop).toBeNull();
    expect(parse('switch to royal chef').towerTroop).toBe(id('Royal Chef'));
    expect(parse('use tower princess').include).toEqual([]);
  });
});

describe('countering many fliers', () => {
  it.each(['deck to counter lavaloon under 3.5', 'a deck that beats minion horde'])(
    '"%s" holds splash that hits air, not only single-target air defence',
    (message) => {
      const answer = engine.answer({ message });
      const cards = (answer.deck?.cardIds ?? []).map((i) => base.byId.get(i));
      expect(cards).toHaveLength(8);
      expect(cards.some((c) => c?.defendsAir && c.has('splash') && !c.has('tank'))).toBe(true);
    },
  );
});
