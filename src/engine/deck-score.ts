import { averageElixir, DECK_SIZE } from '@shared/deck-rules';
import type { CardRole } from '@shared/deck-analysis';
import type { PlayerCardLevel } from '@shared/player-context';
import type { ArchetypeRule } from '@shared/deck-knowledge';
import { findIssues, losesCover } from './analyze-deck';
import { satisfiesRule } from '@shared/deck-knowledge';
import { namesWholeList } from './archetype';
import { listCounts, listFit, listFitGain } from './corpus-fit';
import type { Archetype, CardBase, EngineCard } from './knowledge';
import { countedSpells, type ParsedRequest } from './parse-request';

/** Whether a card fills a role the user asked for: "a building" means one that defends (pulls). */
export function fillsRole(card: EngineCard, role: CardRole): boolean {
  return role === 'building' ? card.knowledge.pulls === true : card.has(role);
}

/** How many of the cards fill the role. */
export function roleCount(cards: readonly EngineCard[], role: CardRole): number {
  return cards.filter((c) => fillsRole(c, role)).length;
}

/**
 * The deck score the builder climbs: the real-list fit, card and pair values, the deck's shape and
 * every issue the analysis reports, the request's counters, roles and elixir bounds.
 */

/** Average elixir each archetype aims for. */
const TARGET_ELIXIR: Record<Archetype, number> = {
  cycle: 2.9,
  siege: 3.1,
  bait: 3.1,
  bridge_spam: 3.6,
  control: 3.4,
  beatdown: 3.9,
  air: 3.9,
  graveyard: 3.7,
  spawner: 3.8,
};

export interface Context {
  base: CardBase;
  request: ParsedRequest;
  archetype: Archetype | null;
  levels: Map<number, PlayerCardLevel> | null;
  meanLevel: number;
  /** Each level above `floor` adds `perLevel` to a card's value (null: the usual level nudge). */
  levelBonus: { floor: number; perLevel: number } | null;
  keep: Set<number>;
  /** The names of the kept deck's defining cards (its archetype's core), in edits. */
  defining?: ReadonlySet<string> | undefined;
  /** What keeping a card is worth: pinned (outweighs the list signal) in edits, a nudge otherwise. */
  keepBonus: number;
  /** In an edit, the issues the deck had before it: only new ones are heavily penalised. */
  baselineIssues: ReadonlySet<string> | null;
  /**
   * In an edit, the deck before it: losing its cover (two air defenders to one, its last tank
   * killer) is a cost the answer must name, weighed like a new warning (the fixes and the improve
   * answer never do it).
   */
  baseline?: readonly EngineCard[] | undefined;
  /**
   * In an edit, the archetype the deck was (Splashyard): an edit that leaves it (Executioner out
   * for Arrows, "cheaper") pays as a new warning does. A rule naming a whole list (Hog 2.6's
   * eight cards) is left by any swap and does not count.
   */
  baselineRule?: ArchetypeRule | null;
  /**
   * A new deck of a named archetype (Miner Poison control): the win conditions it may play. One
   * outside them (Goblin Drill, Mortar) makes another deck than the one asked for, weighed as an
   * edit that leaves its archetype is.
   */
  namedPlan?: ReadonlySet<string> | null;
  minAvg: number | null;
  maxAvg: number | null;
  counterRoles: Map<CardRole, number>;
  needRoles: CardRole[];
  /**
   * How many cards must fill each needed role (1 unless set): "replace Goblins with something that
   * hits air" needs one more than the cards that stay already give.
   */
  needRoleCounts?: ReadonlyMap<CardRole, number>;
}

/** Per elixir of average an edit moves the deck when nothing asked it to (past 0.15). */
const EDIT_WEIGHT_COST = 30;

/** What a win condition outside a named archetype's cards costs a new deck of it. */
const OTHER_PLAN_COST = 1500;

/** Roles that answer what the user wants countered. */
export function counterRolesFor(targets: EngineCard[], meta: boolean): Map<CardRole, number> {
  const weights = new Map<CardRole, number>();
  const add = (role: CardRole, w: number) => weights.set(role, (weights.get(role) ?? 0) + w);
  for (const t of targets) {
    const k = t.knowledge;
    if (k.targets === 'buildings') {
      add('building', 1.2);
      add('tank_killer', 1.2);
    }
    if (t.has('tank')) add('tank_killer', 1.5);
    if (t.has('swarm') || t.has('spell_bait')) {
      add('splash', 1.2);
      add('small_spell', 0.8);
    }
    if (t.has('win_condition') && t.has('building')) {
      add('tank', 1);
      add('big_spell', 1);
    }
    if (t.has('splash') || t.has('support')) add('big_spell', 0.8);
    if (
      t.hitsAir &&
      t.knowledge.range !== 'none' &&
      t.type !== 'Spell' &&
      (t.name.includes('Dragon') ||
        t.name === 'Balloon' ||
        t.name === 'Lava Hound' ||
        t.name === 'Minion Horde' ||
        t.name === 'Bats' ||
        t.name === 'Phoenix' ||
        t.name === 'Skeleton Barrel' ||
        t.name === 'Flying Machine' ||
        t.name === 'Mega Minion' ||
        t.name === 'Minions')
    ) {
      add('air_defence', 1.5);
    }
    if (t.has('mini_tank') && !t.has('tank')) add('tank_killer', 0.6);
  }
  if (meta) {
    add('air_defence', 0.6);
    add('building', 0.6);
    add('small_spell', 0.5);
    add('tank_killer', 0.6);
  }
  return weights;
}

/** The shared average (Mirror, whose cost varies, is left out of the mean). */
export function avg(cards: readonly EngineCard[]): number {
  return averageElixir(cards);
}

/** Games behind a card's win rate before it may move the score. */
const MIN_GAMES_FOR_WIN_RATE = 300;
/** How much one card on its own is worth in this request (popularity, archetype, levels, counters). */
export function cardValue(card: EngineCard, ctx: Context): number {
  let v = 0.09 * card.usage;
  if (card.stats && card.stats.games >= MIN_GAMES_FOR_WIN_RATE) v += 6 * (card.stats.winRate - 0.5);
  if (ctx.archetype && card.knowledge.archetypes.includes(ctx.archetype)) {
    v += ctx.request.archetype ? 3 : 1.0;
  } else if (ctx.request.archetype) {
    // Asked for by name: cards outside the archetype must earn their place.
    v -= card.isSpell ? 0.5 : 2;
  }
  for (const [role, w] of ctx.counterRoles) if (card.has(role)) v += w;
  // Kept cards, win conditions most of all: an edit changes the deck, not what it is.
  // The cards that make the kept deck what it is (Tornado in Hog Executioner Tornado) weigh as
  // much as a win condition: "make it cheaper" keeps the archetype.
  if (ctx.keep.has(card.id))
    v +=
      ctx.keepBonus * (card.has('win_condition') || ctx.defining?.has(card.name) === true ? 3 : 1);
  if (ctx.levels) {
    const level = ctx.levels.get(card.id);
    if (!level) v -= 3;
    else {
      const delta = level.displayLevel - ctx.meanLevel;
      const weight = ctx.request.preferHighLevels ? 0.9 : 0.35;
      v += weight * Math.max(-3, Math.min(2, delta));
      if (ctx.levelBonus)
        v += ctx.levelBonus.perLevel * (level.displayLevel - ctx.levelBonus.floor);
    }
  }
  return v;
}

export function pairValue(a: EngineCard, b: EngineCard, ctx: Context): number {
  return ctx.base.pairValue(a, b);
}

interface Shape {
  wc: number;
  spells: number;
  smallSpell: number;
  bigSpell: number;
  air: number;
  tankKiller: number;
  building: number;
  splash: number;
  champions: number;
  tanks: number;
}

/** Counts the builder's partial-deck heuristics use (full decks are judged by findIssues). */
function partialShape(cards: readonly EngineCard[]): Shape {
  const s: Shape = {
    wc: 0,
    spells: 0,
    smallSpell: 0,
    bigSpell: 0,
    air: 0,
    tankKiller: 0,
    building: 0,
    splash: 0,
    champions: 0,
    tanks: 0,
  };
  for (const c of cards) {
    if (c.has('win_condition')) s.wc++;
    if (c.isSpell) s.spells++;
    if (c.has('small_spell')) s.smallSpell++;
    if (c.has('big_spell')) s.bigSpell++;
    if (c.defendsAir) s.air++;
    if (c.has('tank_killer')) s.tankKiller++;
    if (c.type === 'Building') s.building++;
    if (c.has('splash')) s.splash++;
    if (c.isChampion) s.champions++;
    if (c.has('tank')) s.tanks++;
  }
  return s;
}

export function deckScore(cards: readonly EngineCard[], ctx: Context): number {
  let score = listFit(cards, ctx.base);
  for (const [i, a] of cards.entries()) {
    score += cardValue(a, ctx);
    for (const b of cards.slice(i + 1)) score += pairValue(a, b, ctx);
  }
  return score + shapeScore(cards, ctx);
}

/**
 * Scores `rest + card` for many candidate cards: the list fit, card values and pairs of `rest` are
 * counted once, each candidate adds only its own part (same result as deckScore, much faster).
 */
export function scorerFor(rest: readonly EngineCard[], ctx: Context): (card: EngineCard) => number {
  const counts = listCounts(rest, ctx.base);
  let fixed = listFit(rest, ctx.base);
  for (const [i, a] of rest.entries()) {
    fixed += cardValue(a, ctx);
    for (const b of rest.slice(i + 1)) fixed += pairValue(a, b, ctx);
  }
  return (card) => {
    let score = fixed + listFitGain(counts, card, ctx.base) + cardValue(card, ctx);
    for (const r of rest) score += pairValue(card, r, ctx);
    return score + shapeScore([...rest, card], ctx);
  };
}

/** The deck's shape, elixir and limits: penalties for what a sound deck must not lack or break. */
function shapeScore(cards: readonly EngineCard[], ctx: Context): number {
  let score = 0;
  const s = partialShape(cards);
  const full = cards.length === DECK_SIZE;
  const scale = cards.length / DECK_SIZE;
  // Shape: one (sometimes two) win conditions, 2–3 spells, air defence, answers to tanks and swarms.
  if (s.wc === 0) score -= 6 * scale;
  // An archetype asked for by name needs a win condition of that archetype.
  const asked = ctx.request.archetype;
  if (
    full &&
    asked &&
    !cards.some((c) => c.has('win_condition') && c.knowledge.archetypes.includes(asked))
  ) {
    score -= 6;
  }
  if (s.wc === 2 && ctx.archetype !== 'bait' && ctx.archetype !== 'air') score -= 1.5;
  if (ctx.namedPlan)
    for (const c of cards)
      if (
        c.has('win_condition') &&
        !ctx.namedPlan.has(c.name) &&
        !ctx.request.include.includes(c.id)
      )
        score -= OTHER_PLAN_COST;
  if (s.wc >= 3) score -= 5 * (s.wc - 2);
  if (s.tanks >= 2) score -= 2.5 * (s.tanks - 1);
  if (s.spells > 3) score -= 4 * (s.spells - 3);
  // "Only one spell" is a hard limit, as a cost cap is (those never reach the pool).
  const maxSpells = ctx.request.maxSpells;
  if (maxSpells !== null) score -= 10000 * Math.max(0, countedSpells(cards).length - maxSpells);
  if (s.building > 2) score -= 3 * (s.building - 2);
  score += 0.8 * Math.min(s.air, 3) * scale;
  // A full deck pays for every issue the analysis would report (one rule set for both).
  if (full) {
    for (const issue of findIssues(cards, ctx.base, ctx.archetype)) {
      // In an edit, an issue the deck did not have before costs as much as moving a pinned card.
      const added = ctx.baselineIssues !== null && !ctx.baselineIssues.has(issue.check.id);
      if (issue.check.severity === 'problem') score -= added ? 2500 : 4;
      else score -= added ? 1500 : 1.5;
    }
    if (
      ctx.baseline &&
      losesCover(
        ctx.baseline,
        cards,
        ctx.request.avoidTypes.includes('Building') ||
          ctx.request.removeRoles.some((r) => r.role === 'building'),
      )
    )
      score -= 1500;
    if (
      ctx.baselineRule &&
      !namesWholeList(ctx.baselineRule) &&
      !satisfiesRule(new Set(cards.map((c) => c.name)), ctx.baselineRule)
    )
      score -= 1500;
  }
  // Elixir: near the archetype's target, inside the user's bounds.
  const average = avg(cards);
  // An edit that asks nothing of the elixir (a limit took a card out, "add a building") keeps the
  // deck's weight: Mighty Miner's stand-in in a 2.8 cycle deck is no P.E.K.K.A.
  if (
    full &&
    ctx.baseline &&
    ctx.minAvg === null &&
    ctx.maxAvg === null &&
    !ctx.request.understood.some((u) => / than the last deck$/.test(u))
  )
    score -= EDIT_WEIGHT_COST * Math.max(0, Math.abs(average - avg(ctx.baseline)) - 0.15);
  const target = ctx.archetype ? TARGET_ELIXIR[ctx.archetype] : 3.5;
  score -= 4 * Math.max(0, Math.abs(average - target) - 0.3) * scale;
  if (ctx.maxAvg !== null && average > ctx.maxAvg)
    score -= 40 * (average - ctx.maxAvg) * scale + (full ? 20 : 0);
  if (ctx.minAvg !== null && average < ctx.minAvg)
    score -= 40 * (ctx.minAvg - average) * scale + (full ? 20 : 0);
  // A role the user asked for outweighs the list signal: it is a request, not a preference.
  for (const role of ctx.needRoles)
    if (roleCount(cards, role) < (ctx.needRoleCounts?.get(role) ?? 1)) score -= full ? 6000 : 0;
  return score;
}
