import { DEFAULT_TOWER_TROOP_ID } from '@shared/card';
import { averageElixir, DECK_SIZE, MAX_EVOLUTION_SLOTS } from '@shared/deck-rules';
import { canTakeSlot } from '@shared/deck-validity';
import type { CardRole } from '@shared/deck-analysis';
import type { PlayerCardLevel, PlayerContext } from '@shared/player-context';
import { MIN_GAMES_FOR_CLAIM } from '@shared/stats';
import { detectArchetype, listsOf } from './archetype';
import { findIssues } from './analyze-deck';
import { listCounts, listFit, listFitGain } from './corpus-fit';
import type { Archetype, CardBase, EngineCard, EngineList } from './knowledge';
import type { ParsedRequest } from './parse-request';

export interface BuiltDeck {
  cards: EngineCard[];
  /** Cards in evolution / hero slots (at most 2), also first in `cards`. */
  slotted: EngineCard[];
  towerTroopId: number;
  archetype: Archetype | null;
  /** The real list of the corpus the deck was built from, when a named archetype was asked for. */
  list: EngineList | null;
  /** What the builder had to do differently from the request, in plain words. */
  notes: string[];
}

export interface BuildOptions {
  /** The thread's last deck, changed by follow-ups. */
  previousDeck?: readonly number[] | null | undefined;
}

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

interface Context {
  base: CardBase;
  request: ParsedRequest;
  archetype: Archetype | null;
  levels: Map<number, PlayerCardLevel> | null;
  meanLevel: number;
  keep: Set<number>;
  /** What keeping a card is worth: pinned (outweighs the list signal) in edits, a nudge otherwise. */
  keepBonus: number;
  minAvg: number | null;
  maxAvg: number | null;
  counterRoles: Map<CardRole, number>;
  needRoles: CardRole[];
}

/** The win conditions each archetype is built around, most typical first. */
const ARCHETYPE_WIN_CONDITIONS: Record<Archetype, string[]> = {
  beatdown: ['Golem', 'Giant', 'Electro Giant', 'Goblin Giant', 'Elixir Golem', 'Royal Giant'],
  cycle: ['Hog Rider', 'Miner', 'Goblin Drill', 'Wall Breakers', 'Royal Giant'],
  siege: ['X-Bow', 'Mortar'],
  bait: ['Goblin Barrel', 'Wall Breakers', 'Miner'],
  bridge_spam: ['Battle Ram', 'Ram Rider', 'Royal Hogs', 'Bandit', 'Elite Barbarians', 'Prince'],
  control: ['Miner', 'Graveyard', 'Hog Rider', 'Royal Hogs', 'Goblin Drill'],
  air: ['Lava Hound', 'Balloon'],
  graveyard: ['Graveyard'],
  spawner: ['Royal Giant', 'Goblin Giant', 'Three Musketeers', 'Giant'],
};

/** Roles that answer what the user wants countered. */
function counterRolesFor(targets: EngineCard[], meta: boolean): Map<CardRole, number> {
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
function avg(cards: readonly EngineCard[]): number {
  return averageElixir(cards);
}

/** Games behind a card's win rate before it may move the score. */
const MIN_GAMES_FOR_WIN_RATE = 300;
/** How much one card on its own is worth in this request (popularity, archetype, levels, counters). */
function cardValue(card: EngineCard, ctx: Context): number {
  let v = 0.09 * card.usage;
  if (card.stats && card.stats.games >= MIN_GAMES_FOR_WIN_RATE) v += 6 * (card.stats.winRate - 0.5);
  if (ctx.archetype && card.knowledge.archetypes.includes(ctx.archetype)) {
    v += ctx.request.archetype ? 3 : 1.0;
  } else if (ctx.request.archetype) {
    // Asked for by name: cards outside the archetype must earn their place.
    v -= card.isSpell ? 0.5 : 2;
  }
  for (const [role, w] of ctx.counterRoles) if (card.has(role)) v += w;
  if (ctx.keep.has(card.id)) v += ctx.keepBonus;
  if (ctx.levels) {
    const level = ctx.levels.get(card.id);
    if (!level) v -= 3;
    else {
      const delta = level.displayLevel - ctx.meanLevel;
      const weight = ctx.request.preferHighLevels ? 0.9 : 0.35;
      v += weight * Math.max(-3, Math.min(2, delta));
    }
  }
  return v;
}

function pairValue(a: EngineCard, b: EngineCard, ctx: Context): number {
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
    if (c.hitsAir && c.type !== 'Spell') s.air++;
    if (c.has('tank_killer')) s.tankKiller++;
    if (c.type === 'Building') s.building++;
    if (c.has('splash')) s.splash++;
    if (c.isChampion) s.champions++;
    if (c.has('tank')) s.tanks++;
  }
  return s;
}

function deckScore(cards: readonly EngineCard[], ctx: Context): number {
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
function scorerFor(rest: readonly EngineCard[], ctx: Context): (card: EngineCard) => number {
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
  if (s.wc >= 3) score -= 5 * (s.wc - 2);
  if (s.tanks >= 2) score -= 2.5 * (s.tanks - 1);
  if (s.spells > 3) score -= 4 * (s.spells - 3);
  if (s.building > 2) score -= 3 * (s.building - 2);
  score += 0.8 * Math.min(s.air, 3) * scale;
  // A full deck pays for every issue the analysis would report (one rule set for both).
  if (full) {
    for (const issue of findIssues(cards, ctx.base, ctx.archetype))
      score -= issue.check.severity === 'problem' ? 4 : 1.5;
  }
  // Elixir: near the archetype's target, inside the user's bounds.
  const average = avg(cards);
  const target = ctx.archetype ? TARGET_ELIXIR[ctx.archetype] : 3.5;
  score -= 4 * Math.max(0, Math.abs(average - target) - 0.3) * scale;
  if (ctx.maxAvg !== null && average > ctx.maxAvg)
    score -= 40 * (average - ctx.maxAvg) * scale + (full ? 20 : 0);
  if (ctx.minAvg !== null && average < ctx.minAvg)
    score -= 40 * (ctx.minAvg - average) * scale + (full ? 20 : 0);
  // A role the user asked for outweighs the list signal: it is a request, not a preference.
  for (const role of ctx.needRoles) if (!cards.some((c) => c.has(role))) score -= full ? 3000 : 0;
  return score;
}

/** Hard rules: distinct cards, at most one champion, no tower troops in the 8. */
function allowedWith(card: EngineCard, cards: readonly EngineCard[]): boolean {
  if (cards.some((c) => c.id === card.id)) return false;
  if (card.isChampion && cards.some((c) => c.isChampion)) return false;
  return card.type !== 'Tower';
}

/**
 * Evolution / hero slots go first to the cards the user named, then to the ones the real list the
 * deck came from evolves, then to the cards real 2025–2026 decks evolve most often.
 */
function pickSlots(
  cards: readonly EngineCard[],
  levels: Map<number, PlayerCardLevel> | null,
  request: ParsedRequest,
  list: EngineList | null,
): EngineCard[] {
  if (request.noEvolutions) return [];
  const eligible = cards.filter((c) => {
    if (!canTakeSlot(c)) return false;
    if (!levels) return true;
    const level = levels.get(c.id);
    return Boolean(level && (level.evolutionLevel > 0 || level.heroUnlocked));
  });
  const rank = (c: EngineCard) =>
    (request.include.includes(c.id) ? 4 : 0) +
    (list && (list.evolutions.includes(c.id) || list.heroes.includes(c.id)) ? 2 : 0) +
    (c.stats?.evolutionShare ?? 0) +
    (c.stats?.heroShare ?? 0);
  return [...eligible]
    .sort((a, b) => rank(b) - rank(a) || b.usage - a.usage || a.id - b.id)
    .slice(0, MAX_EVOLUTION_SLOTS);
}

/** Games at which a card-vs-card result counts fully in the counter choice, and its shrinkage. */
const COUNTER_FULL_GAMES = 400;
const COUNTER_PRIOR_GAMES = 200;
/** Counter lists come from lists real players use this much (weighted decks). */
const COUNTER_MIN_LIST_WEIGHT = 20;

/**
 * The real list that did best against the targets: for each target, the mean side-adjusted win
 * rate of the list's cards against decks holding it (weighted by games, capped), minus 0.5. Lists
 * holding a target, or cards the limits exclude, are skipped.
 */
function counterList(
  targets: readonly number[],
  base: CardBase,
  inPool: ReadonlySet<number>,
  excluded: ReadonlySet<number>,
): EngineList | null {
  const against = new Map<number, Map<number, [number, number]>>();
  for (const [x, y, games, rate] of base.knowledge.cardMatchups) {
    if (!targets.includes(y) || games < MIN_GAMES_FOR_CLAIM) continue;
    const row = against.get(y) ?? new Map<number, [number, number]>();
    // Shrunk toward 50% so a card seen in few games cannot win the choice on noise.
    row.set(x, [games, (rate * games + 0.5 * COUNTER_PRIOR_GAMES) / (games + COUNTER_PRIOR_GAMES)]);
    against.set(y, row);
  }
  if (against.size === 0) return null;
  let best: EngineList | null = null;
  let bestScore = 0;
  for (const l of base.lists) {
    if (l.weight < COUNTER_MIN_LIST_WEIGHT) continue;
    if (l.cards.some((id) => targets.includes(id) || excluded.has(id) || !inPool.has(id))) continue;
    let score = 0;
    for (const t of targets) {
      const row = against.get(t);
      if (!row) continue;
      let sum = 0;
      let weight = 0;
      for (const id of l.cards) {
        const m = row.get(id);
        if (!m) continue;
        const w = Math.min(1, m[0] / COUNTER_FULL_GAMES);
        sum += w * (m[1] - 0.5);
        weight += w;
      }
      if (weight > 0) score += sum / weight;
    }
    score += 0.002 * l.logWeight;
    if (score > bestScore) {
      bestScore = score;
      best = l;
    }
  }
  return best;
}

/**
 * Builds one legal deck for the request: 8 distinct catalogue cards, at most one champion, at most
 * two evolution / hero slots for cards that have them, a tower troop; wanted cards kept, excluded
 * cards, rarities and unowned cards (when asked) left out; the roles a real deck needs covered.
 * Greedy construction on a score learnt from real decks, then swaps while they improve it.
 */
export function buildDeck(
  request: ParsedRequest,
  base: CardBase,
  player?: PlayerContext,
  options: BuildOptions = {},
): BuiltDeck {
  const notes: string[] = [];
  const levels = player ? new Map(player.cards.map((l) => [l.cardId, l])) : null;
  const owned = levels && (request.ownedOnly || request.preferHighLevels);
  if ((request.ownedOnly || request.preferHighLevels || request.forArena) && !player) {
    notes.push('Connect your player tag to get a deck built from your own cards and levels.');
  }

  const excluded = new Set(request.exclude);
  let pool = base.cards.filter(
    (c) =>
      !excluded.has(c.id) &&
      !request.excludeRarities.includes(c.rarity) &&
      (!owned || levels.has(c.id)),
  );
  if (pool.length < DECK_SIZE) {
    notes.push('Too few cards match every limit, so some limits were relaxed.');
    pool = base.cards.filter((c) => !excluded.has(c.id));
  }
  const inPool = new Set(pool.map((c) => c.id));

  // Seeds: the cards asked for, or the previous deck for a follow-up / the player's deck to improve.
  const previous = (options.previousDeck ?? [])
    .map((id) => base.byId.get(id))
    .filter((c) => c !== undefined);
  const improveBase =
    request.improveDeck && previous.length === 0 && player?.currentDeck
      ? player.currentDeck
          .map((id) => base.byId.get(id))
          .filter((c): c is EngineCard => c !== undefined && c.type !== 'Tower')
      : [];
  const keepFrom = request.followUp ? previous : improveBase;
  const keep = new Set(keepFrom.filter((c) => inPool.has(c.id)).map((c) => c.id));

  const seeds: EngineCard[] = [];
  for (const id of request.include) {
    const card = base.byId.get(id);
    if (!card || card.type === 'Tower') continue;
    // A rarity limit is a hard rule: it wins over a card named in the same request.
    if (request.excludeRarities.includes(card.rarity) && !inPool.has(id)) {
      notes.push(
        `${card.name} is ${card.rarity} and you asked for no ${card.rarity} cards, so it was left out.`,
      );
      continue;
    }
    if (owned && !levels.has(id)) {
      notes.push(`You do not own ${card.name} yet, so it was left out.`);
      continue;
    }
    if (!allowedWith(card, seeds)) {
      if (card.isChampion)
        notes.push(`A deck can hold only one champion, so ${card.name} was left out.`);
      continue;
    }
    if (seeds.length < DECK_SIZE) seeds.push(card);
  }

  // A named archetype ("Hog 2.6", "Splashyard") resolves to a real list of the corpus: the one the
  // request's limits allow the most of, then the most played. Its win conditions are fixed, the
  // rest kept unless a limit or a better fit says otherwise.
  let list: EngineList | null = null;
  if (request.archetypeRule && !request.followUp) {
    let bestFit = -Infinity;
    for (const l of listsOf(request.archetypeRule, base)) {
      const allowed = l.cards.filter((id) => inPool.has(id) && !excluded.has(id)).length;
      const wanted = request.include.filter((id) => l.set.has(id)).length;
      const listCards = l.cards.map((id) => base.byId.get(id)).filter((c) => c !== undefined);
      const average = avg(listCards);
      const outside =
        (request.maxAvgElixir !== null ? Math.max(0, average - request.maxAvgElixir) : 0) +
        (request.minAvgElixir !== null ? Math.max(0, request.minAvgElixir - average) : 0);
      const owned = levels ? l.cards.filter((id) => levels.has(id)).length : 8;
      const fit = 3 * allowed + 2 * wanted + Math.log1p(l.weight) - 8 * outside + owned;
      if (fit > bestFit) {
        bestFit = fit;
        list = l;
      }
    }
  }
  // "Counter X": the real list whose cards did best against X in the paired battles.
  if (!list && request.counter.length && !request.followUp)
    list = counterList(request.counter, base, inPool, excluded);
  if (list) {
    for (const id of list.cards) {
      const card = base.byId.get(id);
      if (!card || !inPool.has(id)) continue;
      keep.add(id);
      if (card.has('win_condition') && allowedWith(card, seeds) && seeds.length < DECK_SIZE)
        seeds.push(card);
    }
  }

  let archetype = request.archetype;
  if (!archetype) archetype = detectArchetype(seeds.length ? seeds : keepFrom, base).family;
  const meanLevel = levels
    ? [...levels.values()]
        .map((l) => l.displayLevel)
        .sort((a, b) => b - a)
        .slice(0, 16)
        .reduce((s, l, _, arr) => s + l / arr.length, 0)
    : 0;
  let maxAvg = request.maxAvgElixir;
  let minAvg = request.minAvgElixir;
  if (request.followUp && previous.length === DECK_SIZE) {
    const prevAvg = avg(previous);
    if (/cheaper/.test(request.understood.join(' ')) && maxAvg === null)
      maxAvg = Math.round((prevAvg - 0.3) * 10) / 10;
    if (/heavier/.test(request.understood.join(' ')) && minAvg === null)
      minAvg = Math.round((prevAvg + 0.3) * 10) / 10;
  }
  const counterTargets = request.counter
    .map((id) => base.byId.get(id))
    .filter((c) => c !== undefined);
  const ctx: Context = {
    base,
    request,
    archetype,
    levels,
    meanLevel,
    keep,
    keepBonus: request.followUp || (request.improveDeck && keepFrom.length > 0) ? 2000 : 2.5,
    minAvg,
    maxAvg,
    counterRoles: counterRolesFor(counterTargets, request.counterMeta),
    needRoles: request.needRoles.filter((r) => r !== 'tank' || !request.followUp),
  };

  // No win condition asked for: choose one first (the archetype's, the player's best, the meta's),
  // so the rest of the deck is built around it rather than around the most popular cheap cards.
  if (!seeds.some((c) => c.has('win_condition')) && !keepFrom.some((c) => c.has('win_condition'))) {
    let best: EngineCard | null = null;
    let bestValue = -Infinity;
    for (const c of pool) {
      if (!c.has('win_condition') || !allowedWith(c, seeds)) continue;
      let value = cardValue(c, ctx) + seeds.reduce((sum, s) => sum + pairValue(c, s, ctx), 0);
      const typical = archetype ? ARCHETYPE_WIN_CONDITIONS[archetype].indexOf(c.name) : -1;
      if (typical >= 0) value += 4 - typical * 0.3;
      if (c.has('tank') && (ctx.maxAvg ?? 9) < 3.4) value -= 3;
      if (ctx.maxAvg !== null && c.cost > ctx.maxAvg + 2) value -= 3;
      if (value > bestValue) {
        best = c;
        bestValue = value;
      }
    }
    if (best && seeds.length < DECK_SIZE) seeds.push(best);
  }

  const fixed = new Set(seeds.map((c) => c.id));
  const deck = [...seeds];
  // Mirror (no fixed cost, counted as 0 in the average) is only played when asked for or kept from
  // the last deck: it would otherwise look like a free way to lower the average.
  const candidates = pool.filter(
    (c) => !fixed.has(c.id) && (c.elixirCost !== null || keep.has(c.id)),
  );

  // Greedy: add the card that raises the score most.
  while (deck.length < DECK_SIZE) {
    let best: EngineCard | null = null;
    let bestScore = -Infinity;
    const scoreWith = scorerFor(deck, ctx);
    for (const c of candidates) {
      if (!allowedWith(c, deck)) continue;
      const s = scoreWith(c);
      if (s > bestScore || (s === bestScore && best && c.id < best.id)) {
        best = c;
        bestScore = s;
      }
    }
    if (!best) break;
    deck.push(best);
  }

  // Improve: swap one free card at a time. Elixir bounds are hard: while the deck breaks one, only
  // swaps that bring it closer are taken (the best-scoring of them); once within, only swaps that
  // keep it within and raise the score. Pair synergy alone would otherwise outweigh the bound.
  const outOfBounds = (cards: readonly EngineCard[]): number => {
    const a = avg(cards);
    return (
      (maxAvg !== null ? Math.max(0, a - maxAvg) : 0) +
      (minAvg !== null ? Math.max(0, minAvg - a) : 0)
    );
  };
  let current = deckScore(deck, ctx);
  let currentOut = outOfBounds(deck);
  for (let round = 0; round < 12; round++) {
    let bestScore = currentOut > 1e-9 ? -Infinity : current + 1e-9;
    let bestSwap: [number, EngineCard, number] | null = null;
    for (const [i, out] of deck.entries()) {
      if (fixed.has(out.id)) continue;
      const rest = deck.filter((_, j) => j !== i);
      const scoreWith = scorerFor(rest, ctx);
      for (const c of candidates) {
        if (!allowedWith(c, rest)) continue;
        const next = [...rest, c];
        const nextOut = outOfBounds(next);
        if (currentOut > 1e-9 ? nextOut >= currentOut - 1e-9 : nextOut > 1e-9) continue;
        const score = scoreWith(c);
        if (score > bestScore) {
          bestScore = score;
          bestSwap = [i, c, nextOut];
        }
      }
    }
    if (!bestSwap) break;
    deck[bestSwap[0]] = bestSwap[1];
    current = bestScore;
    currentOut = bestSwap[2];
  }

  const finalAvg = avg(deck);
  if (maxAvg !== null && finalAvg > maxAvg + 1e-9) {
    notes.push(`The cheapest deck that still works here averages ${finalAvg.toFixed(1)} elixir.`);
  }
  if (minAvg !== null && finalAvg < minAvg - 1e-9) {
    notes.push(`The heaviest sensible deck here averages ${finalAvg.toFixed(1)} elixir.`);
  }
  for (const role of ctx.needRoles) {
    if (!deck.some((c) => c.has(role)))
      notes.push(`No card fitting "${role.replace('_', ' ')}" could be added within the limits.`);
  }

  const slotted = pickSlots(deck, levels, request, list);
  const rest = deck
    .filter((c) => !slotted.includes(c))
    .sort(
      (a, b) =>
        (b.has('win_condition') ? 1 : 0) - (a.has('win_condition') ? 1 : 0) ||
        a.cost - b.cost ||
        a.id - b.id,
    );
  return {
    cards: [...slotted, ...rest],
    slotted,
    towerTroopId: player?.towerTroopId ?? DEFAULT_TOWER_TROOP_ID,
    // One detector for the finished deck, so the heading, the plan and the analysis agree.
    archetype: detectArchetype(deck, base).family,
    list,
    notes,
  };
}
