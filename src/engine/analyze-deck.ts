import { averageElixir, DECK_SIZE, fourCardCycle } from '@shared/deck-rules';
import {
  cardRoles,
  roleLabels,
  type CardRole,
  type DeckAnalysis,
  type DeckFix,
  type DeckIssue,
} from '@shared/deck-analysis';
import type { PlayerCardLevel, PlayerContext } from '@shared/player-context';
import { formatCount, formatMatchup, formatPercent, MIN_GAMES_FOR_CLAIM } from '@shared/stats';
import { definingCards, detectArchetype } from './archetype';
import { clearsThreat, resetsAtWill } from './answers';
import { pairStrength, relatedList, swapFit } from './corpus-fit';
import { reachesTheirTower, type Archetype, type CardBase, type EngineCard } from './knowledge';

const clampScore = (x: number) => Math.max(1, Math.min(10, Math.round(x)));

/** "A pair real decks keep": more than this share of the decks playing one card play the other. */
export const KEPT_PAIR_SHARE = 0.5;

/**
 * The pair real decks keep most, `a` from the first cards and `b` from the second: the share of
 * the corpus decks playing `a` that also play `b`, over `KEPT_PAIR_SHARE`, `a` with enough weighted
 * decks behind it for a claim. Null when no such pair.
 */
export function keptPair(
  base: CardBase,
  as: readonly EngineCard[],
  bs: readonly EngineCard[],
): { a: EngineCard; b: EngineCard; share: number } | null {
  let best: { a: EngineCard; b: EngineCard; share: number } | null = null;
  for (const a of as) {
    if ((a.stats?.weight ?? 0) < MIN_GAMES_FOR_CLAIM) continue;
    for (const b of bs) {
      if (a === b) continue;
      const share = base.priors.conditional(a.id, b.id);
      if (share > (best?.share ?? KEPT_PAIR_SHARE)) best = { a, b, share };
    }
  }
  return best;
}

/** The overall score's weights (see the separation line of npm run bench:engine). */
export const OVERALL = { base: 3, similarity: 0.7, problem: 1.5, warning: 0.4 };

/** "A, B and C". */
export function list(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** A player's card levels by card id: the one lookup every level-aware step reads. */
export function levelsById(player: PlayerContext): Map<number, PlayerCardLevel> {
  return new Map(player.cards.map((l) => [l.cardId, l]));
}

/**
 * Whether a deck has a heavy push to spend Elixir Collector's extra on: a tank, or a win
 * condition of 6+ elixir (Elite Barbarians, Three Musketeers).
 */
export function buildsHeavyPush(cards: readonly EngineCard[]): boolean {
  return cards.some((c) => c.has('tank') || (c.has('win_condition') && c.cost >= 6));
}

/** "Hog Rider, Musketeer and Fireball": cards' names as one list. */
export function names(cards: readonly { name: string }[]): string {
  return list(cards.map((c) => c.name));
}

/**
 * Whether a card is said as many (Barbarians, Bats, Royal Hogs), not Princess, nor a spell whose
 * name is plural (players say "Arrows is a cheap spell").
 */
export function pluralCard(card: { name: string; isSpell: boolean }): boolean {
  return !card.isSpell && /[^s]s$/.test(card.name);
}

/** "defends instead of attacking" said of a card: "Minions defend instead of attacking". */
export function agreeWith(card: { name: string; isSpell: boolean }, phrase: string): string {
  if (!pluralCard(card)) return phrase;
  return phrase.replace(/^(\w+)\b/, (word) =>
    word === 'is'
      ? 'are'
      : word === 'has'
        ? 'have'
        : word === 'does'
          ? 'do'
          : /^\w{2,}ies$/.test(word)
            ? `${word.slice(0, -3)}y`
            : /(?:ches|shes|sses|xes)$/.test(word)
              ? word.slice(0, -2)
              : /[^s]s$/.test(word)
                ? word.slice(0, -1)
                : word,
  );
}

/** "a" or "an" before a name as it is said ("an X-Bow list", "an Elixir Golem list"). */
export function article(name: string): string {
  // Lower-case words too ("an air defence"); "U" reads as "you" in the names it starts.
  return /^(?:[AEIOaeio]|X-|MK\b|EQ\b)/.test(name) ? 'an' : 'a';
}

/** "+2 elixir", "−1 elixir", "±0 elixir": what a swap changes in cost. */
export function elixirDelta(delta: number): string {
  return `${delta > 0 ? '+' : delta < 0 ? '−' : '±'}${Math.abs(delta)} elixir`;
}

/** "Two decks": a sentence's first letter upper-cased. */
/** "no", "one" … "five" for a small count, the digits past it. */
export function numberWord(n: number): string {
  return ['no', 'one', 'two', 'three', 'four', 'five'][n] ?? String(n);
}

export function capitalise(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** "Hog Rider's", "Royal Hogs'", "Guards'": a card name in the possessive. */
export function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/** What the checks look at, counted once per deck. */
export interface DeckShape {
  cards: readonly EngineCard[];
  family: Archetype | null;
  avg: number;
  winConditions: EngineCard[];
  /** Spells that are not the win condition (Graveyard, Goblin Barrel are win conditions). */
  spells: EngineCard[];
  smallSpells: EngineCard[];
  bigSpells: EngineCard[];
  /** Troops and buildings that defend against air (`defendsAir`: no spells, no spirits). */
  air: EngineCard[];
  tankKillers: EngineCard[];
  pullBuildings: EngineCard[];
  splash: EngineCard[];
  /** Of the swarms splash is for, those no card here clears (The Log clears the ground ones). */
  swarmsUncleared: EngineCard[];
  tanks: EngineCard[];
  resets: EngineCard[];
}

/** The no-splash gap, naming the swarms it leaves hard to answer. */
export function noSplashText(swarms: readonly EngineCard[]): string {
  // Only fliers left (Minion Horde beside The Log, which rolls over ground swarms): said as air.
  const air = swarms.every((c) => c.knowledge.flies === true);
  return `${air ? 'No splash that reaches the air' : 'No splash damage'}: ${names(swarms)} ${swarms.length === 1 ? 'is' : 'are'} hard to answer.`;
}

/** The swarms a deck without splash damage struggles with. */
const SPLASH_SWARMS = ['Skeleton Army', 'Goblin Gang', 'Minion Horde'];

export function shapeOf(
  cards: readonly EngineCard[],
  base: CardBase,
  family: Archetype | null = detectArchetype(cards, base).family,
): DeckShape {
  const winConditions = cards.filter((c) => c.has('win_condition'));
  // Mirror copies the last card played: it is no spell of its own (and has no fixed cost).
  const spells = cards.filter((c) => c.isSpell && !c.has('win_condition') && c.elixirCost !== null);
  return {
    cards,
    family,
    avg: averageElixir(cards),
    winConditions,
    spells,
    smallSpells: spells.filter((c) => c.has('small_spell')),
    bigSpells: spells.filter((c) => c.has('big_spell')),
    air: cards.filter((c) => c.defendsAir),
    tankKillers: cards.filter((c) => c.has('tank_killer')),
    pullBuildings: cards.filter((c) => c.knowledge.pulls === true),
    splash: cards.filter((c) => c.has('splash')),
    swarmsUncleared: SPLASH_SWARMS.map((name) => base.byName.get(name.toLowerCase()))
      .filter((t) => t !== undefined)
      .filter((t) => !cards.some((c) => clearsThreat(c, t))),
    tanks: cards.filter((c) => c.has('tank')),
    // Electro Giant's zap reaches only what hits it up close: no reset for Inferno Dragon.
    resets: cards.filter(resetsAtWill),
  };
}

/** Cards Inferno Tower and Inferno Dragon punish: tanks and building-targeting win conditions. */
/**
 * A push an Inferno locks on to and melts: a tank, Hog Rider, Balloon or Ram Rider; not a pack
 * (Royal Hogs) nor Battle Ram, whose Barbarians the beam never ramps on.
 */
export const meltsToInferno = (c: EngineCard) =>
  !c.isSpell &&
  !c.has('swarm') &&
  (c.has('tank') ||
    (c.has('win_condition') &&
      c.knowledge.targets === 'buildings' &&
      (c.cost >= 5 || (c.cost >= 4 && c.knowledge.jumpsRiver === true))));
const infernoTargets = (s: DeckShape) => s.cards.filter(meltsToInferno);
/** A building that defends by shooting (Cannon, Tesla), not a spawner or a siege win condition. */
const shootingBuilding = (c: EngineCard) =>
  c.type === 'Building' &&
  !c.has('win_condition') &&
  c.knowledge.pulls === true &&
  c.knowledge.damage !== 'spawns';
/** Tanks of 5 elixir or more: two of them leave too little to defend with. */
const heavyTanks = (s: DeckShape) => s.tanks.filter((c) => c.cost >= 5);

interface Check {
  id: string;
  severity: DeckIssue['severity'];
  /** The role whose absence this check reports (missingRoles). */
  role?: CardRole;
  /** The issue's text for this deck, or null when the deck passes. */
  test(s: DeckShape): string | null;
  /** Cards that could come in to fix it, and cards that may go out. */
  fixIn?: (c: EngineCard, s: DeckShape) => boolean;
  fixOut?: (c: EngineCard, s: DeckShape) => boolean;
  /** Why the incoming card fixes it, e.g. "hits air". */
  fixReason?: string;
  /**
   * How bad the issue is, for issues of degree (four tanks, a 5.6 average): a swap that lowers it
   * without removing the issue is progress, said as such.
   */
  measure?: (s: DeckShape) => number;
}

/** Families whose plan needs a defensive building against Hog Rider, Giant and Ram. */
const BUILDING_FAMILIES: readonly Archetype[] = ['cycle', 'siege', 'control', 'bait'];

/**
 * The one rule set: the builder's penalties, `missingRoles`, `weaknesses` and `issues` all come
 * from these checks, so they cannot contradict each other.
 */
const CHECKS: Check[] = [
  {
    id: 'no_win_condition',
    severity: 'problem',
    role: 'win_condition',
    test: (s) =>
      s.winConditions.length === 0
        ? 'No win condition: towers fall only to chip damage and counter-pushes.'
        : null,
    fixIn: (c) => c.has('win_condition'),
    fixReason: 'gives the deck a win condition',
  },
  {
    id: 'too_many_win_conditions',
    severity: 'problem',
    test: (s) =>
      // Bait decks run several cheap ones (Mortar, Goblin Barrel, Skeleton Barrel); a heavy one
      // beside them (Royal Giant) is another plan, not bait.
      s.winConditions.length >= 3 &&
      (s.family !== 'bait' || s.winConditions.some((c) => c.cost > 4))
        ? `${s.winConditions.length} win conditions (${names(s.winConditions)}) leave too little defence.`
        : null,
    fixIn: (c) => !c.has('win_condition') && (c.has('air_defence') || c.has('tank_killer')),
    fixOut: (c) => c.has('win_condition'),
    fixReason: 'defends instead of attacking',
    measure: (s) => s.winConditions.length,
  },
  {
    id: 'too_many_tanks',
    severity: 'problem',
    // Heavy tanks only: Elixir Golem and Skeleton King (3 and 4 elixir) leave elixir to defend.
    test: (s) => {
      const heavy = heavyTanks(s);
      return heavy.length >= 2
        ? `${heavy.length === 2 ? 'Two' : heavy.length === 3 ? 'Three' : heavy.length === 4 ? 'Four' : String(heavy.length)} heavy tanks (${names(heavy)}): a push with one leaves too little elixir to defend the other lane.`
        : null;
    },
    fixIn: (c) => !c.has('tank') && (c.has('support') || c.has('splash')),
    fixOut: (c, s) =>
      heavyTanks(s).includes(c) && (!c.has('win_condition') || s.winConditions.length > 1),
    fixReason: 'supports the push instead of being a second tank',
    measure: (s) => heavyTanks(s).length,
  },
  {
    id: 'no_spell',
    severity: 'problem',
    test: (s) =>
      s.spells.length === 0
        ? 'No spells: nothing finishes a low tower or clears troops from a distance.'
        : null,
    fixIn: (c) => c.isSpell && !c.has('win_condition'),
    fixReason: 'is a spell',
  },
  {
    id: 'no_small_spell',
    severity: 'problem',
    role: 'small_spell',
    test: (s) =>
      s.spells.length > 0 && s.smallSpells.length === 0
        ? 'No small spell: Goblin Barrel, Skeleton Army and Princess must be answered with troops.'
        : null,
    // A spell that reaches their side and kills what the check names (not Tornado, whose kills
    // are Bats and Skeletons, nor Royal Delivery, which stays on your side).
    fixIn: (c) =>
      c.has('small_spell') &&
      c.knowledge.ownSideOnly !== true &&
      (c.knowledge.clears ?? []).some((u) => u === 'Skeleton Army' || u === 'Goblins'),
    fixReason: 'is a cheap spell for swarms',
  },
  {
    // Royal Delivery lands on your own side only: as the one small spell it leaves a Princess or
    // Dart Goblin behind their tower, and a swarm there, out of reach.
    id: 'small_spell_own_side',
    severity: 'warning',
    role: 'small_spell',
    // Another spell of 4 elixir or less that reaches their side (Earthquake in Royal Hogs EQ)
    // does that job.
    test: (s) =>
      s.smallSpells.length > 0 &&
      s.smallSpells.every((c) => c.knowledge.ownSideOnly === true) &&
      // …one that kills something there: Rage, Clone or Freeze do not count.
      !s.spells.some(
        (c) =>
          reachesTheirTower(c) &&
          !c.has('win_condition') &&
          c.cost <= 4 &&
          (c.knowledge.clears?.length ?? 0) > 0,
      )
        ? `${names(s.smallSpells)} ${s.smallSpells.length === 1 ? 'is the only small spell and lands' : 'are the only small spells and land'} on your own side only; no other spell here under 5 elixir reaches theirs, so a Princess or Dart Goblin behind their tower stays out of reach.`
        : null,
    // …and kills the Princess or Dart Goblin the check names (not Tornado, nor Goblin Curse).
    fixIn: (c) =>
      c.isSpell &&
      c.has('small_spell') &&
      reachesTheirTower(c) &&
      (c.knowledge.clears ?? []).some((u) => u === 'Princess' || u === 'Dart Goblin'),
    fixReason: 'is a small spell that reaches their side',
  },
  {
    id: 'no_big_spell',
    severity: 'warning',
    role: 'big_spell',
    test: (s) =>
      s.spells.length > 0 && s.bigSpells.length === 0
        ? 'No big spell to finish a tower or punish Witch, Wizard and Executioner.'
        : null,
    fixIn: (c) => c.has('big_spell'),
    fixReason: 'is a big spell',
  },
  {
    id: 'no_air_defence',
    severity: 'problem',
    role: 'air_defence',
    test: (s) => {
      if (s.air.length >= 2) return null;
      // Spells, one-elixir spirits and Furnace's Fire Spirits touch air once: backup for one air
      // defender, never a second.
      const touch = s.cards.filter((c) => c.hitsAir && !c.defendsAir);
      // Night Witch's Bats, Goblin Giant's Spear Goblins: they hit air, though no air defence.
      const units = s.cards.filter((c) => c.knowledge.airUnits === true && !c.hitsAir);
      const unitsText = `the units ${names(units)} ${units.length === 1 ? 'brings' : 'bring'}`;
      if (s.air.length === 1)
        return touch.length
          ? null
          : `Only ${s.air[0]?.name} ${units.length ? `defends against air (${unitsText} hit air too)` : 'hits air'}: Balloon and Lava Hound pushes can overwhelm it.`;
      // Poison stays on the ground: it keeps touching what flies through it.
      const once = touch.filter((c) => c.knowledge.lingers === undefined);
      const lasting = touch.filter((c) => c.knowledge.lingers !== undefined);
      const how = !lasting.length
        ? ', once each'
        : once.length
          ? ` (${names(once)} once${once.length > 1 ? ' each' : ''}, ${names(lasting)} while ${lasting.length > 1 ? 'they last' : 'it lasts'})`
          : ` while ${lasting.length > 1 ? 'they last' : 'it lasts'}`;
      if (units.length)
        return `No card here is built to defend against air: only ${unitsText}${touch.length ? ` and ${list([...once.map((c) => `${c.name} (once)`), ...lasting.map((c) => `${c.name} (while it lasts)`)])}` : ''} hit air, and those units come and go with your own push, so Balloon, Lava Hound and Minion Horde meet little on defence.`;
      return touch.length
        ? `No troop or building defends against air: only ${names(touch)} can touch Balloon, Lava Hound and Minion Horde${how}.`
        : 'Nothing hits air: Balloon, Lava Hound and Minion Horde walk in untouched.';
    },
    fixIn: (c) => c.defendsAir && !c.has('win_condition'),
    fixReason: 'hits air',
  },
  {
    // The spell or spirit that backs up one air defender does not help when that defender is the
    // win condition (Three Musketeers): defending air spends the attack.
    id: 'air_on_win_condition',
    severity: 'warning',
    role: 'air_defence',
    test: (s) => {
      const only = s.air.length === 1 ? s.air[0] : undefined;
      return only?.has('win_condition') && s.cards.some((c) => c.hitsAir && !c.defendsAir)
        ? `${only.name} is the only card that defends against air, and it is your win condition: against Balloon or Lava Hound you spend its ${only.cost} elixir on defence.`
        : null;
    },
    fixIn: (c) => c.defendsAir && !c.has('win_condition'),
    fixReason: 'hits air',
  },
  {
    id: 'no_tank_killer',
    severity: 'warning',
    role: 'tank_killer',
    test: (s) =>
      s.tankKillers.length === 0 && s.pullBuildings.length === 0
        ? 'No tank killer or defensive building: Golem, P.E.K.K.A and Electro Giant pushes will be hard to stop.'
        : null,
    fixIn: (c) => c.has('tank_killer'),
    fixReason: 'kills tanks',
  },
  {
    id: 'no_building',
    severity: 'warning',
    role: 'building',
    test: (s) =>
      s.family !== null &&
      BUILDING_FAMILIES.includes(s.family) &&
      s.pullBuildings.length === 0 &&
      s.tankKillers.length < 2
        ? 'No defensive building to pull Hog Rider, Royal Giant or Battle Ram: they must be answered with troops.'
        : null,
    // A siege win condition (Mortar, X-Bow) is no defensive building: it is placed to attack.
    fixIn: (c) => c.knowledge.pulls === true && !c.has('win_condition'),
    fixReason: 'is a defensive building that pulls them',
  },
  {
    id: 'no_splash',
    severity: 'problem',
    role: 'splash',
    test: (s) =>
      s.splash.length === 0 && s.swarmsUncleared.length > 0
        ? noSplashText(s.swarmsUncleared)
        : null,
    // Against swarms that all fly (Minion Horde beside The Log), only splash that hits air.
    fixIn: (c, s) =>
      c.has('splash') && (c.hitsAir || !s.swarmsUncleared.every((t) => t.knowledge.flies === true)),
    fixReason: 'deals splash damage',
  },
  {
    // Two buildings that shoot (Cannon, Tesla, Inferno Tower, Bomb Tower): none of the corpus's
    // real lists pairs them (the buildings real lists pair are spawners such as Furnace and
    // Goblin Hut). One pulls Hog Rider and Giant; the second slot is a troop's.
    id: 'two_buildings',
    severity: 'warning',
    test: (s) => {
      const shooting = s.cards.filter(shootingBuilding);
      return shooting.length >= 2
        ? `${['Two', 'Three', 'Four'][shooting.length - 2] ?? shooting.length} defensive buildings (${names(shooting)}), which real decks do not pair: one pulls Hog Rider and Giant, and a troop in the other slot defends and then counter-pushes.`
        : null;
    },
    fixIn: (c) =>
      !c.isSpell && c.type !== 'Building' && (c.has('air_defence') || c.has('tank_killer')),
    fixOut: shootingBuilding,
    fixReason: 'defends as a troop that can counter-push',
    measure: (s) => s.cards.filter(shootingBuilding).length,
  },
  {
    // 5 of the corpus's 730 real lists carry two big spells worth 10+ elixir together, none with
    // more than 25 recorded games: one heavy spell and a small one is how decks are built.
    id: 'two_heavy_spells',
    severity: 'warning',
    test: (s) => {
      const total = s.bigSpells.reduce((sum, c) => sum + c.cost, 0);
      return s.bigSpells.length >= 2 && total >= 10
        ? `${['Two', 'Three', 'Four'][s.bigSpells.length - 2] ?? s.bigSpells.length} heavy spells (${names(s.bigSpells)}, ${total} elixir together), which real decks almost never carry: one heavy spell and a small one answer more.`
        : null;
    },
    fixIn: (c) => c.isSpell && c.has('small_spell') && !c.has('big_spell'),
    fixOut: (c) => c.isSpell && c.has('big_spell') && !c.has('win_condition'),
    fixReason: 'is a small spell',
  },
  {
    id: 'too_many_spells',
    severity: 'warning',
    test: (s) =>
      s.spells.length >= 4
        ? `${s.spells.length} spells (${names(s.spells)}) leave few troops to defend with.`
        : null,
    fixIn: (c) => !c.isSpell && (c.has('air_defence') || c.has('tank_killer')),
    fixOut: (c) => c.isSpell && !c.has('win_condition'),
    fixReason: 'defends as a troop',
    measure: (s) => s.spells.length,
  },
  {
    id: 'no_reset',
    severity: 'warning',
    role: 'reset',
    test: (s) => {
      const targets = infernoTargets(s);
      return targets.length && s.resets.length === 0
        ? `Nothing here resets Inferno Tower or Inferno Dragon, which melt ${names(targets)}.`
        : null;
    },
    // Electro Giant's zap resets what attacks it, but it is a win condition, not a reset to add.
    fixIn: (c) => c.has('reset') && !c.has('win_condition'),
    fixReason: 'resets Inferno',
  },
  {
    id: 'pump_without_push',
    severity: 'warning',
    test: (s) =>
      s.cards.some((c) => c.name === 'Elixir Collector') && !buildsHeavyPush(s.cards)
        ? 'Elixir Collector pays back its 6 elixir only over time, and this deck has no heavy push to spend the extra on.'
        : null,
    fixOut: (c) => c.name === 'Elixir Collector',
    fixIn: (c) => !c.isSpell && (c.has('air_defence') || c.has('tank_killer')),
    fixReason: 'defends at once instead of paying back later',
  },
  {
    id: 'heavy',
    severity: 'warning',
    test: (s) =>
      s.avg >= 4.3
        ? `Heavy (${s.avg.toFixed(1)} average): fast cycle decks can punish the other lane while you build up.`
        : null,
    fixIn: (c) => c.cost <= 2 && !c.isSpell,
    fixOut: (c) => c.cost >= 5 && !c.has('win_condition'),
    fixReason: 'is cheap',
    measure: (s) => s.avg,
  },
];

export interface FoundIssue {
  check: Check;
  text: string;
  /** The check's measure for this deck, for issues of degree. */
  measure?: number;
}

/** The checks a full deck fails (fast: the builder scores every candidate deck with it). */
export function findIssues(
  cards: readonly EngineCard[],
  base: CardBase,
  family?: Archetype | null,
): FoundIssue[] {
  const s = family === undefined ? shapeOf(cards, base) : shapeOf(cards, base, family);
  const out: FoundIssue[] = [];
  for (const check of CHECKS) {
    const text = check.test(s);
    if (text)
      out.push(check.measure ? { check, text, measure: check.measure(s) } : { check, text });
  }
  return out;
}

/** The ids of the checks a deck fails: a swap's new issues are the ones not in its old set. */
export function issueIds(
  cards: readonly EngineCard[],
  base: CardBase,
  family?: Archetype | null,
): Set<string> {
  return new Set(findIssues(cards, base, family).map((i) => i.check.id));
}

/** The checks' overall score, said as what it measures. */
export function scoreSentence(analysis: DeckAnalysis): string {
  // Every part of the score said, so a point lost is never a point unexplained.
  const gaps = analysis.issues.filter((i) => !i.id.startsWith('matchup'));
  const problems = gaps.filter((i) => i.severity === 'problem').length;
  const warnings = gaps.length - problems;
  const near = analysis.closestList;
  const closeness = near
    ? near.shared === DECK_SIZE
      ? `it is a real ${near.name} list`
      : `it shares ${near.shared} of its 8 cards with a real ${near.name} list`
    : 'no real list is within two cards of it';
  const off = OVERALL.problem * problems + OVERALL.warning * warnings;
  const counted = [
    problems ? `${problems} problem${problems === 1 ? '' : 's'}` : '',
    warnings ? `${warnings} warning${warnings === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  return `By the checks it scores ${analysis.scores.overall}/10. Most of the score is how close it is to real decks (${closeness}); ${
    counted.length
      ? `the ${list(counted)} below ${problems + warnings === 1 ? 'takes' : 'take'} about ${off.toFixed(1)} points off`
      : 'the checks find no gap in it'
  }.`;
}

/**
 * What a deck's issues weigh when choosing between decks (war-deck seeds and trades, one of the
 * cards a user offered): a problem outweighs the few warnings a deck can have.
 */
export function issueWeight(issues: readonly FoundIssue[]): number {
  return issues.reduce((sum, i) => sum + (i.check.severity === 'problem' ? 10 : 2), 0);
}

/**
 * Whether a swap takes away cover the deck had: it leaves a deck that had two or more air
 * defenders with fewer than two, takes out its last tank killer (Barbarians from a Royal Giant
 * deck whose Tombstone keeps the tank check quiet), or its last card that takes hits in front (a
 * tank or mini tank: Knight from X-Bow), or its last defensive building that pulls (Tombstone from
 * Royal Giant). A cost the answer would have to name, so neither the
 * fixes nor the improve answer offers such a swap.
 */
export function losesCover(
  before: readonly EngineCard[],
  after: readonly EngineCard[],
  /** The user asked the buildings away ("remove the building", "no buildings"): no cover lost. */
  buildingsAsked = false,
  /** Roles the user asked for more of ("better vs air"): any fewer of them is cover lost. */
  raised: readonly CardRole[] = [],
): boolean {
  return lostCover(before, after, buildingsAsked, raised).length > 0;
}

/** A job the deck loses with a swap: the job ("only tank killer") and the card(s) that did it. */
export interface LostJob {
  /** Said with an owner word ("its only tank killer"); false for the asked-for roles. */
  withOwner: boolean;
  job: string;
  cards: string;
}

/** A lost job in words: "its only tank killer (Mini P.E.K.K.A)", or with another owner word. */
export function lostJobWords(lost: LostJob, owner = 'its', withCards = true): string {
  return `${lost.withOwner ? `${owner} ` : ''}${lost.job}${withCards ? ` (${lost.cards})` : ''}`;
}

/** The cover `losesCover` finds lost, each job with its card(s). */
export function lostCover(
  before: readonly EngineCard[],
  after: readonly EngineCard[],
  buildingsAsked = false,
  raised: readonly CardRole[] = [],
): LostJob[] {
  const of = (cards: readonly EngineCard[], has: (c: EngineCard) => boolean) => cards.filter(has);
  const air = (c: EngineCard) => c.defendsAir;
  const killer = (c: EngineCard) => c.has('tank_killer');
  // Lava Hound tanks in the air: it takes no hits for the ground troops.
  const front = (c: EngineCard) =>
    (c.has('tank') || c.has('mini_tank')) && c.knowledge.flies !== true;
  const pulls = (c: EngineCard) => c.knowledge.pulls === true && !c.has('win_condition');
  const ofRole = (role: CardRole) =>
    role === 'air_defence' ? air : (c: EngineCard) => c.has(role);
  const gone = (has: (c: EngineCard) => boolean) =>
    names(of(before, has).filter((c) => !after.some((d) => d.id === c.id)));
  const lost: LostJob[] = [];
  const push = (withOwner: boolean, job: string, has: (c: EngineCard) => boolean) =>
    lost.push({ withOwner, job, cards: gone(has) });
  for (const role of raised)
    if (of(after, ofRole(role)).length < of(before, ofRole(role)).length)
      push(false, `one of the ${roleLabels[role].toLowerCase()} cards you asked for`, ofRole(role));
  if (of(before, air).length >= 2 && of(after, air).length < 2)
    push(true, 'second air defender', air);
  if (of(before, killer).length >= 1 && of(after, killer).length === 0)
    push(true, 'only tank killer', killer);
  if (of(before, front).length >= 1 && of(after, front).length === 0)
    push(true, 'only card for taking hits on the ground', front);
  if (!buildingsAsked && of(before, pulls).length >= 1 && of(after, pulls).length === 0)
    push(true, 'only building that pulls', pulls);
  return lost;
}

/**
 * Whether a card may come in under a request's limits; with `rest` (the deck without the card it
 * replaces, or the rest of a list), also the limits on the deck as a whole: a spell count, the
 * average elixir bounds (with `out`, the card it replaces, a swap that moves the average no
 * further outside them is allowed). Never pass it straight to `Array.every`, whose index would be
 * taken for `rest`.
 */
export type CardAllowed = (
  card: EngineCard,
  rest?: readonly EngineCard[],
  out?: EngineCard,
) => boolean;

/** A fix should not reshape the deck: each elixir of difference between the two cards costs this. */
const FIX_COST_WEIGHT = 0.5;
/** What a swap of like for like (spell for spell) is worth beside the fit and the cost. */
const FIX_SAME_TYPE_BONUS = 1;

/**
 * Up to 3 swaps that make the issue go away without bringing a new one or dropping below two air
 * defenders, best first: the best fit to the corpus (as the improve answer ranks swaps), then the
 * smallest elixir change. Each incoming card is proposed once.
 */
function fixesFor(
  issue: FoundIssue,
  cards: readonly EngineCard[],
  before: ReadonlySet<string>,
  base: CardBase,
  allowed?: CardAllowed,
  pinned?: ReadonlySet<number>,
): DeckFix[] {
  const { check } = issue;
  if (!check.fixIn) return [];
  const s = shapeOf(cards, base);
  // The cards that make the deck what it is (Lava Hound and Balloon in LavaLoon, Executioner in
  // Splashyard) never go out.
  const defining = definingCards(cards, base);
  // Nor a card most real decks with its win condition play beside it (Rage with Elixir Golem):
  // the answer names that pair as one real decks keep.
  const winConditions = cards.filter((w) => w.has('win_condition'));
  const partner = (c: EngineCard) => keptPair(base, winConditions, [c]) !== null;
  const outs = cards.filter(
    (c) =>
      !defining.has(c.name) &&
      !partner(c) &&
      !pinned?.has(c.id) &&
      (check.fixOut ? check.fixOut(c, s) : !c.has('win_condition') || s.winConditions.length > 1),
  );
  const ins = base.cards
    .filter(
      (c) =>
        check.fixIn?.(c, s) &&
        !cards.some((d) => d.id === c.id) &&
        c.elixirCost !== null &&
        (allowed?.(c) ?? true),
    )
    .sort((a, b) => b.usage - a.usage || a.id - b.id)
    .slice(0, 14);
  const tried: { fix: DeckFix; score: number }[] = [];
  for (const incoming of ins) {
    let best: { fix: DeckFix; score: number } | null = null;
    for (const out of outs) {
      if (
        allowed &&
        !allowed(
          incoming,
          cards.filter((c) => c.id !== out.id),
          out,
        )
      )
        continue;
      const next = cards.map((c) => (c.id === out.id ? incoming : c));
      if (incoming.isChampion && next.filter((c) => c.isChampion).length > 1) continue;
      if (losesCover(cards, next)) continue;
      const after = findIssues(next, base, s.family).map((i) => i.check.id);
      if (after.includes(check.id) || after.some((id) => !before.has(id))) continue;
      // A spell for a spell, a troop for a troop: the deck keeps its shape (Fireball for Arrows
      // in Golem Night Witch, not for Mini P.E.K.K.A).
      const score =
        swapFit(next, base) -
        FIX_COST_WEIGHT * Math.abs(incoming.cost - out.cost) +
        (incoming.type === out.type ? FIX_SAME_TYPE_BONUS : 0);
      if (!best || score > best.score) {
        const change = incoming.cost - out.cost;
        best = {
          score,
          fix: {
            out: out.id,
            in: incoming.id,
            // Mirror costs one more than the card it copies: no fixed difference to show.
            reason: `${incoming.name} ${agreeWith(incoming, check.fixReason ?? 'fixes it')} (${out.elixirCost === null ? `in for ${out.name}, whose cost varies` : incoming.elixirCost === null ? `for ${out.name}; Mirror’s cost varies` : `${elixirDelta(change)} for ${out.name}`})`,
          },
        };
      }
    }
    if (best) tried.push(best);
  }
  return tried
    .sort((a, b) => b.score - a.score || a.fix.in - b.fix.in)
    .slice(0, 3)
    .map((t) => t.fix);
}

/** Per list name, the recorded games of its real lists: in all, and of those with each warning. */
const traitGames = new WeakMap<
  CardBase,
  Map<string, { games: number; byCheck: Map<string, number> }>
>();

/**
 * The deck's warnings that are how its archetype is played (EQ Hog carries no big spell, Golem
 * beatdown is heavy): its closest real list has the warning too, and the archetype's real lists
 * with it played at least half of its recorded games (and 100 or more). By check id, the sentence
 * that says so with the games; neither the fixes nor "improve my deck" swap for them.
 */
export function archetypeTraits(
  cards: readonly EngineCard[],
  base: CardBase,
  found: readonly FoundIssue[] = findIssues(cards, base),
  near: ReturnType<typeof relatedList> = relatedList(cards, base),
): Map<string, string> {
  const traits = new Map<string, string>();
  if (cards.length !== DECK_SIZE || !near) return traits;
  // A deck that lost a card its archetype is named for (3M pump without Elixir Collector) is no
  // longer that archetype: its lists' trade-offs are not the deck's.
  const rule = base.knowledge.rules.find((r) => r.id === near.list.archetype);
  if (rule && !rule.all.every((name) => cards.some((c) => c.name === name))) return traits;
  const listCards = near.list.cards.flatMap((id) => base.byId.get(id) ?? []);
  const listHas = issueIds(listCards, base);
  for (const f of found) {
    // A problem counts as the archetype's too only for a deck that is a real list itself.
    if (f.check.severity !== 'warning' && near.shared !== DECK_SIZE) continue;
    if (!listHas.has(f.check.id)) continue;
    const text = archetypeTrait(f.check.id, near.list.name, base);
    if (text) traits.set(f.check.id, text);
  }
  return traits;
}

/** The deck's issues less its archetype's trade-offs: what "improve my deck" works on. */
export function weaknessesOf(cards: readonly EngineCard[], base: CardBase): FoundIssue[] {
  const found = findIssues(cards, base);
  const traits = archetypeTraits(cards, base, found);
  return found.filter((f) => !traits.has(f.check.id));
}

function archetypeTrait(checkId: string, listName: string, base: CardBase): string | null {
  let byName = traitGames.get(base);
  if (!byName) {
    byName = new Map();
    for (const list of base.lists) {
      const entry = byName.get(list.name) ?? { games: 0, byCheck: new Map<string, number>() };
      entry.games += list.games;
      const listCards = list.cards.flatMap((id) => base.byId.get(id) ?? []);
      for (const f of findIssues(listCards, base))
        entry.byCheck.set(f.check.id, (entry.byCheck.get(f.check.id) ?? 0) + list.games);
      byName.set(list.name, entry);
    }
    traitGames.set(base, byName);
  }
  const entry = byName.get(listName);
  const games = entry?.byCheck.get(checkId) ?? 0;
  // Shared by two thirds of the archetype's games or more: a bare half is a split, not a trait.
  if (!entry || games < MIN_GAMES_FOR_CLAIM || games * 3 < entry.games * 2) return null;
  return `${games === entry.games ? 'Real' : 'Most real'} ${listName} lists share this (lists with it played ${formatCount(games)} of the archetype's ${formatCount(entry.games)} recorded games), so no swap is suggested.`;
}

/** Archetype-vs-archetype and card-vs-card results from the paired battles, when counted enough. */
function matchupIssues(cards: readonly EngineCard[], base: CardBase): DeckIssue[] {
  const out: DeckIssue[] = [];
  const near = relatedList(cards, base);
  const ruleName = (id: string) =>
    base.knowledge.rules.find((r) => r.id === id)?.name ??
    base.lists.find((l) => l.id === id)?.name ??
    id;
  if (near) {
    const group = near.list.archetype ?? near.list.id;
    const worst = base.knowledge.archetypeMatchups
      .filter(([a, , games, rate]) => a === group && games >= MIN_GAMES_FOR_CLAIM && rate <= 0.45)
      .sort((x, y) => x[3] - y[3])[0];
    if (worst) {
      out.push({
        id: 'matchup_archetype',
        severity: 'warning',
        text: `${formatMatchup(
          `${near.list.name} decks${near.shared < DECK_SIZE ? ` (the real lists closest to this one)` : ''}`,
          ruleName(worst[1]),
          worst[3],
          worst[2],
        )}.`,
        fixes: [],
      });
    }
  }
  const wc = [...cards].filter((c) => c.has('win_condition')).sort((a, b) => b.cost - a.cost)[0];
  if (wc) {
    const inDeck = new Set(cards.map((c) => c.id));
    const worst = base.knowledge.cardMatchups
      .filter(
        ([x, y, games, rate]) =>
          x === wc.id &&
          !inDeck.has(y) &&
          games >= 300 &&
          rate <= 0.45 &&
          // A threat a player plans around (a win condition or a tank), not a Skeletons stat.
          (base.byId.get(y)?.has('win_condition') === true ||
            base.byId.get(y)?.has('tank') === true),
      )
      .sort((p, q) => p[3] - q[3])[0];
    const them = worst ? base.byId.get(worst[1]) : undefined;
    if (worst && them) {
      out.push({
        id: 'matchup_card',
        severity: 'warning',
        text: `${formatMatchup(`Decks with ${wc.name}`, `decks with ${them.name}`, worst[3], worst[2])}.`,
        fixes: [],
      });
    }
  }
  return out;
}

/** "You do not own Berserker yet.": the level note's sentence, which the chat may say first instead. */
export function notOwnedSentence(cards: readonly { name: string }[]): string {
  return `You do not own ${list(
    cards.map((c) => c.name),
    'or',
  )} yet.`;
}

/** A card more than one level below the deck's best is under-levelled (said by name). */
export function underLevelled(level: number, deckBest: number): boolean {
  return level < deckBest - 1;
}

/**
 * Whether a player holds a set of cards at their levels: every card within a level of the set's
 * best (none under-levelled), and the average within a level of the level the player holds eight
 * battle cards at (the highest level a full deck of theirs could all be at), so an even but low
 * set does not count.
 */
export function atPlayerLevels(
  levels: ReadonlyMap<number, PlayerCardLevel>,
  base: CardBase,
): (ids: readonly number[]) => boolean {
  const eighth =
    [...levels.values()]
      .filter((l) => base.byId.get(l.cardId)?.type !== 'Tower')
      .map((l) => l.displayLevel)
      .sort((a, b) => b - a)[DECK_SIZE - 1] ?? 0;
  return (ids) => {
    const of = ids.map((id) => levels.get(id)?.displayLevel ?? 0);
    const best = Math.max(...of);
    const mean = of.reduce((sum, v) => sum + v, 0) / of.length;
    return !of.some((v) => underLevelled(v, best)) && mean >= eighth - 1;
  };
}

function levelFitFor(
  cards: readonly EngineCard[],
  player: PlayerContext,
  base: CardBase,
): NonNullable<DeckAnalysis['levelFit']> {
  const levels = levelsById(player);
  const owned = cards.map((c) => levels.get(c.id)).filter((l) => l !== undefined);
  const notOwned = cards.filter((c) => !levels.has(c.id)).map((c) => c.id);
  const average = owned.length ? owned.reduce((s, l) => s + l.displayLevel, 0) / owned.length : 0;
  const top = owned.reduce((m, l) => Math.max(m, l.displayLevel), 0);
  const low = owned.reduce((m, l) => Math.min(m, l.displayLevel), Infinity);
  const underLeveled = owned
    .filter((l) => underLevelled(l.displayLevel, top))
    .sort((a, b) => a.displayLevel - b.displayLevel || a.cardId - b.cardId)
    .map((l) => ({ cardId: l.cardId, displayLevel: l.displayLevel }));
  const cardName = (id: number) => base.byId.get(id)?.name ?? String(id);
  const parts: string[] = [];
  if (owned.length > 1 && top === low)
    parts.push(
      `${notOwned.length ? 'The cards you own here are' : 'Every card here is'} level ${top}.`,
    );
  else if (owned.length) parts.push(`Your cards in this deck average level ${average.toFixed(1)}.`);
  if (underLeveled.length) {
    parts.push(
      `Under-levelled (more than one level below your level-${top} best here): ${underLeveled
        .map((u) => `${cardName(u.cardId)} (level ${u.displayLevel})`)
        .join(', ')}.`,
    );
  } else if (owned.length > 1 && top - low === 1) {
    parts.push(
      notOwned.length
        ? 'The cards you own here are within one level of each other.'
        : 'Your levels are within one level of each other across the deck.',
    );
  }
  if (notOwned.length) parts.push(notOwnedSentence(notOwned.map((id) => ({ name: cardName(id) }))));
  return {
    averageDisplayLevel: Math.round(average * 10) / 10,
    underLeveled,
    notOwned,
    note: parts.join(' '),
  };
}

/**
 * Everything a player wants to know about a deck: cost, roles, issues with checked fixes, the
 * closest real list and its record, 1–10 scores, and how well the player's levels fit it.
 */
export function analyzeDeck(
  cards: readonly EngineCard[],
  base: CardBase,
  player?: PlayerContext,
  /** Cards a fix may bring in (the thread's limits); any card when absent. */
  allowed?: CardAllowed,
  /** Cards the user asked for: a fix never takes them out ("monk deck" is never told to drop Monk). */
  pinned?: ReadonlySet<number>,
): DeckAnalysis {
  const s = shapeOf(cards, base);
  const archetype = detectArchetype(cards, base);
  const cycleCost = fourCardCycle(cards);
  const roleSet = new Set<CardRole>();
  for (const c of cards) for (const r of c.knowledge.roles) roleSet.add(r);
  const roles = cardRoles.filter((r) => roleSet.has(r));

  const full = cards.length === DECK_SIZE;
  // The closest real list with the same win conditions: its record is never shown for a deck
  // built around other ones.
  const near = relatedList(cards, base);
  const found = findIssues(cards, base);
  const before = new Set(found.map((f) => f.check.id));
  const traits = archetypeTraits(cards, base, found, near);
  const issues: DeckIssue[] = found
    .map((f) => {
      const trait = traits.get(f.check.id);
      return {
        id: f.check.id,
        severity: f.check.severity,
        text: trait ? `${f.text} ${trait}` : f.text,
        fixes: full && !trait ? fixesFor(f, cards, before, base, allowed, pinned) : [],
      };
    })
    .sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'problem' ? -1 : 1));
  if (full) issues.push(...matchupIssues(cards, base));
  const missingRoles = found.flatMap((f) => (f.check.role ? [f.check.role] : []));

  const strengths: string[] = [];
  if (near && near.shared >= 7) {
    const { list } = near;
    const record =
      list.games >= MIN_GAMES_FOR_CLAIM
        ? `which won ${formatPercent(list.winRate)} of ${formatCount(list.games)} recorded games (side-adjusted; 95% interval ${formatPercent(list.wilson[0])}–${formatPercent(list.wilson[1])})`
        : `which has too few recorded games (${list.games}) for a win rate`;
    strengths.push(
      near.shared === DECK_SIZE
        ? `A real ${list.name} list, ${record}.`
        : `One card away from a real ${list.name} list, ${record}.`,
    );
  }
  if (s.air.length >= 4) strengths.push(`Strong air defence (${names(s.air)}).`);
  if (s.tankKillers.length >= 2) strengths.push(`${names(s.tankKillers)} handle tanks.`);
  if (s.splash.length >= 2) strengths.push(`Splash from ${names(s.splash)} keeps swarms off.`);
  if (s.avg <= 2.8 && full)
    strengths.push(
      `Very fast cycle (${s.avg.toFixed(1)} average, ${cycleCost} to cycle four cards).`,
    );

  const problems = issues.filter((i) => i.severity === 'problem' && !i.id.startsWith('matchup'));
  const warnings = issues.filter((i) => i.severity === 'warning' && !i.id.startsWith('matchup'));
  const strength = pairStrength(cards, base);
  const similarity = 0.5 * ((near?.shared ?? 0) / DECK_SIZE) + 0.5 * Math.min(1, strength / 0.3);
  const metaSimilarity = 1 + 9 * similarity;
  const attack =
    2 +
    Math.min(s.winConditions.length, 2) * 2 +
    cards.filter((c) => (c.has('support') || c.has('splash')) && !c.isSpell).length * 0.5 +
    Math.min(s.bigSpells.length, 1) +
    (s.avg <= 3.2 ? 1 : 0);
  const defence =
    1 +
    Math.min(s.air.length, 4) * 0.9 +
    Math.min(s.tankKillers.length, 2) * 1.1 +
    Math.min(s.pullBuildings.length, 1) * 1.2 +
    Math.min(s.splash.length, 2) * 0.8 +
    (s.resets.length ? 0.6 : 0) +
    (s.smallSpells.length ? 0.6 : 0);
  const versatility = 10 - missingRoles.length * 1.6 - Math.max(0, Math.abs(s.avg - 3.4) - 0.5) * 2;
  // Calibrated in npm run bench:engine: real lists against random piles and broken real decks.
  const overall =
    OVERALL.base +
    OVERALL.similarity * metaSimilarity -
    OVERALL.problem * problems.length -
    OVERALL.warning * warnings.length;

  return {
    avgElixir: s.avg,
    cycleCost,
    archetype: archetype.label,
    roles,
    missingRoles,
    airTargeting: s.air.length,
    strengths,
    weaknesses: issues.map((i) => i.text),
    issues,
    closestList: near
      ? {
          name: near.list.name,
          shared: near.shared,
          games: near.list.games,
          winRate: near.list.games >= MIN_GAMES_FOR_CLAIM ? near.list.winRate : null,
          wilson: near.list.games >= MIN_GAMES_FOR_CLAIM ? near.list.wilson : null,
        }
      : null,
    scores: {
      overall: clampScore(overall),
      attack: clampScore(attack),
      defence: clampScore(defence),
      metaSimilarity: clampScore(metaSimilarity),
      versatility: clampScore(versatility),
    },
    levelFit: player ? levelFitFor(cards, player, base) : null,
  };
}

/** The deck’s main win condition: the dearest, then a tank that goes for buildings, then the most played. */
export function mainWinCondition(cards: readonly EngineCard[]): EngineCard | undefined {
  // At one cost, a tank that goes for buildings leads (Goblin Giant, not the Elite Barbarians
  // beside it); cheap win conditions (Miner, Skeleton Barrel) go by play.
  const leads = (c: EngineCard) => (c.cost >= 5 && c.knowledge.targets === 'buildings' ? 1 : 0);
  return (
    [...cards]
      .filter((c) => c.has('win_condition'))
      // (Beside a spell win condition, Graveyard in Giant Graveyard, play decides as before.)
      .sort(
        (a, b) =>
          b.cost - a.cost ||
          (a.isSpell || b.isSpell ? 0 : leads(b) - leads(a)) ||
          b.usage - a.usage,
      )[0]
  );
}
