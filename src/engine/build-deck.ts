import { DEFAULT_TOWER_TROOP_ID } from '@shared/card';
import { DECK_SIZE, MAX_EVOLUTION_SLOTS } from '@shared/deck-rules';
import { canTakeSlot } from '@shared/deck-validity';
import type { CardRole } from '@shared/deck-analysis';
import type { ArchetypeRule } from '@shared/deck-knowledge';
import {
  article,
  atPlayerLevels,
  capitalise,
  findIssues,
  issueIds,
  issueWeight,
  levelsById,
  list,
  names,
  possessive,
  underLevelled,
} from './analyze-deck';
import type { PlayerCardLevel, PlayerContext } from '@shared/player-context';
import { MIN_GAMES_FOR_CLAIM, wilson } from '@shared/stats';
import { coreCards, detectArchetype, listsOf } from './archetype';
import { rankedAnswers } from './answers';
import {
  avg,
  cardValue,
  counterRolesFor,
  deckScore,
  fillsRole,
  pairValue,
  roleCount,
  scorerFor,
  type Context,
} from './deck-score';
import { repairProblems, swapToward } from './improve-deck';
import { formName, formUnlocked, slotKindOf, slotPreference, type SlotForm } from './slot-record';
import {
  archetypeLabels,
  type Archetype,
  type CardBase,
  type EngineCard,
  type EngineList,
} from './knowledge';
import {
  breaksSpellCount,
  brokenCostCap,
  meetsCardLimits,
  countedSpells,
  type ParsedRequest,
} from './parse-request';

export interface BuiltDeck {
  cards: EngineCard[];
  /** Cards in evolution / hero slots (at most 2), also first in `cards`. */
  slotted: EngineCard[];
  /** The player's unlocks per card, when known: which form a slotted card takes. */
  levels?: Map<number, PlayerCardLevel> | null;
  towerTroopId: number;
  /** Where the tower troop comes from: the player's equipped one, the user's choice, the default. */
  towerTroopSource: TowerTroopSource;
  /**
   * A tower troop asked for below the player's equipped one (the level it plays at, beside the
   * equipped one's): the answer says what the choice costs.
   */
  towerTroopShortfall?: TowerTroopShortfall | undefined;
  archetype: Archetype | null;
  /** The real list of the corpus the deck was built from, when a named archetype was asked for. */
  list: EngineList | null;
  /** What the builder had to do differently from the request, in plain words. */
  notes: string[];
  /** Said before anything else: why the deck is not the archetype asked for. */
  lead?: string;
}

export interface BuildOptions {
  /** The thread's last deck, changed by follow-ups. */
  previousDeck?: readonly number[] | null | undefined;
  /** Only the player's cards at this display level or higher ("my highest level cards"). */
  minLevel?: number;
  /**
   * Score per level a card stands above `minLevel`: large enough that the player's top cards are
   * built around ("my highest level cards" after relaxing), not traded for a better-known list.
   */
  levelBonus?: number;
  /**
   * "My highest level cards" with every card at the player's top level: a real list made of them
   * is the answer, as a named archetype's list is (after relaxing, the level bonus decides).
   */
  realListsOnly?: boolean;
  /** The last deck's evolution / hero slots: an edit keeps them unless asked to move them. */
  previousSlots?: readonly number[] | undefined;
  /** "Another one": decks to differ from; real lists sharing 6+ cards with one are passed over. */
  avoid?: readonly (readonly number[])[] | undefined;
  /** How far "cheaper" / "heavier" moves the average from the last deck's (default 0.3). */
  relativeStep?: number;
}

/**
 * What each card of the last deck is worth in the new deck built when a limit ruled out its win
 * condition: more than a new deck's nudge, so the deck keeps what it can, never a pin.
 */
const PLAN_LOST_KEEP = 3;
/**
 * How far "cheaper" / "heavier" moves the average from the last deck's: the first step that
 * opens no gap wins (deck-engine.ts), so a deck already near its floor moves a little or not at
 * all instead of losing its big spell.
 */
export const RELATIVE_STEPS = [0.3, 0.2, 0.1] as const;

/** "Another one" passes over real lists sharing this many cards with the deck to differ from. */
const AVOID_SHARED = 6;

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
/** The form each card takes in a slot under this request (the one asked for, else its own). */
export function slotFormIn(
  request: Pick<ParsedRequest, 'slotForms'>,
  levels: ReadonlyMap<number, PlayerCardLevel> | null,
): (card: EngineCard) => SlotForm {
  return (c) =>
    slotKindOf(c, levels?.get(c.id), request.slotForms.find((f) => f.cardId === c.id)?.form);
}

export function pickSlots(
  cards: readonly EngineCard[],
  levels: Map<number, PlayerCardLevel> | null,
  request: ParsedRequest,
  list: EngineList | null,
  previousSlots: readonly number[] = [],
): EngineCard[] {
  // "Put the evo on Baby Dragon" moves an evolution: a slot that stays and holds the same form
  // makes room first (Inferno Dragon's evolution, not Tombstone's hero).
  const formOf = slotFormIn(request, levels);
  // "No evos" rules out evolutions; a hero keeps its slot ("no heroes" the other way round).
  // "Move the evo from Tesla" takes Tesla's away.
  const eligible = cards.filter(
    (c) =>
      slotUnlocked(c, levels) &&
      (!request.noEvolutions || formOf(c) === 'hero') &&
      (!request.noHeroes || formOf(c) === 'evolution') &&
      !request.slotOff.includes(c.id),
  );
  const askedForms = new Set(
    eligible.filter((c) => request.slotOn.includes(c.id)).map((c) => formOf(c)),
  );
  const rank = (c: EngineCard) =>
    (request.slotOn.includes(c.id) ? 20 : 0) +
    // "Swap the hero to something better": another card of that form first.
    (request.slotMove !== null && formOf(c) === request.slotMove ? 10 : 0) +
    (previousSlots.includes(c.id) ? (askedForms.has(formOf(c)) ? 6 : 8) : 0) +
    (request.include.includes(c.id) ? 4 : 0) +
    (list && (list.evolutions.includes(c.id) || list.heroes.includes(c.id)) ? 2 : 0) +
    slotPreference(c);
  const picked = [...eligible]
    .sort((a, b) => rank(b) - rank(a) || b.usage - a.usage || a.id - b.id)
    .slice(0, MAX_EVOLUTION_SLOTS);
  // A card the user put in a slot comes first; slots that stay keep the order they had (the
  // in-game deck's first slot stays first).
  const at = (c: EngineCard) => {
    if (request.slotOn.includes(c.id)) return -1;
    const i = previousSlots.indexOf(c.id);
    return i < 0 ? MAX_EVOLUTION_SLOTS : i;
  };
  return picked.sort((a, b) => at(a) - at(b));
}

export type TowerTroopSource = 'player' | 'asked' | 'link' | 'default';

/** An asked tower troop's level beside the player's equipped one's, when it is lower. */
export interface TowerTroopShortfall {
  level: number;
  equippedId: number;
  equippedLevel: number;
}

/**
 * How an asked tower troop stands beside the player's equipped one: at a lower level. Undefined
 * when it is at the equipped one's level or higher, or nothing is known (one they do not own is
 * refused before any deck is built).
 */
function shortfallOf(
  towerId: number,
  player: PlayerContext | undefined,
): TowerTroopShortfall | undefined {
  const troops = player?.towerTroops;
  if (!troops?.length || player?.towerTroopId === towerId) return undefined;
  const asked = troops.find((t) => t.cardId === towerId);
  const equipped = troops.find((t) => t.cardId === player?.towerTroopId);
  return asked && equipped && asked.displayLevel < equipped.displayLevel
    ? {
        level: asked.displayLevel,
        equippedId: equipped.cardId,
        equippedLevel: equipped.displayLevel,
      }
    : undefined;
}

/** The deck's tower troop: the one asked for in this chat, else the player's equipped one. */
export function towerTroopFor(
  request: Pick<ParsedRequest, 'towerTroop'>,
  player: PlayerContext | undefined,
): {
  towerTroopId: number;
  towerTroopSource: TowerTroopSource;
  towerTroopShortfall?: TowerTroopShortfall | undefined;
} {
  if (request.towerTroop !== null)
    return {
      towerTroopId: request.towerTroop,
      towerTroopSource: 'asked',
      towerTroopShortfall: shortfallOf(request.towerTroop, player),
    };
  return player?.towerTroopId !== undefined
    ? { towerTroopId: player.towerTroopId, towerTroopSource: 'player' }
    : { towerTroopId: DEFAULT_TOWER_TROOP_ID, towerTroopSource: 'default' };
}

/** Whether the card can take a slot in this deck: it has an evolution or hero the player unlocked. */
export function slotUnlocked(
  card: EngineCard,
  levels: Map<number, PlayerCardLevel> | null,
): boolean {
  return canTakeSlot(card) && (!levels || formUnlocked(levels.get(card.id)));
}

/** How many problems the checks find in a real list (lists never change, so this is memoised). */
const listProblemCache = new WeakMap<EngineList, number>();
export function listProblems(list: EngineList, base: CardBase): number {
  let n = listProblemCache.get(list);
  if (n === undefined) {
    const cards = list.cards.map((id) => base.byId.get(id)).filter((c) => c !== undefined);
    n = findIssues(cards, base).filter((i) => i.check.severity === 'problem').length;
    listProblemCache.set(list, n);
  }
  return n;
}

/**
 * The list to show for an archetype on its own: one with a record (100+ games) first, since a
 * list thousands of players won with outweighs a check's objection; then no problem, then most
 * games, then weight. The answer's Watch-out still names what the checks find.
 */
export function bestListOf(ruleId: string, base: CardBase): EngineList | null {
  const lists = listsOf(ruleId, base);
  const exact = lists.filter((l) => l.archetype === ruleId);
  const recorded = (l: EngineList) => (l.games >= MIN_GAMES_FOR_CLAIM ? 0 : 1);
  return (
    [...(exact.length ? exact : lists)].sort(
      (a, b) =>
        recorded(a) - recorded(b) ||
        listProblems(a, base) - listProblems(b, base) ||
        Math.log1p(b.games) + Math.log1p(b.weight) - (Math.log1p(a.games) + Math.log1p(a.weight)),
    )[0] ?? null
  );
}

/**
 * The real lists of a family asked alone ("a beatdown deck"). Beatdown means one big push behind
 * a tank, so its lists are those with a tank win condition and the weight to build that push
 * (3.6+ average elixir), not a 3.0 Royal Giant that cycles (when any such list exists).
 */
function familyLists(
  family: Archetype | null,
  base: CardBase,
  /** "A cheap beatdown deck": the light lists of the family are what is asked. */
  capped: boolean,
  /** The lists to choose from (the ones the limits leave whole); all of them by default. */
  from: readonly EngineList[] = base.lists,
): EngineList[] {
  // A list named for the family is of it too ("X-Bow cycle" is siege by its plan, and cycle).
  const lists = from.filter(
    (l) =>
      (l.family === family || (family !== null && l.name.toLowerCase().endsWith(` ${family}`))) &&
      l.weight >= NAMED_LIST_MIN_WEIGHT,
  );
  if (family !== 'beatdown' || capped) return lists;
  const heavy = lists.filter((l) => {
    const cards = l.cards.flatMap((id) => base.byId.get(id) ?? []);
    return (
      avg(cards) >= BEATDOWN_MIN_AVERAGE &&
      cards.some((c) => c.has('win_condition') && c.has('tank'))
    );
  });
  return heavy.length ? heavy : lists;
}
/** The least average elixir of a list answering "a beatdown deck". */
const BEATDOWN_MIN_AVERAGE = 3.6;

/** A list with this many recorded games is the answer even where the checks object. */
const PROVEN_LIST_GAMES = 1000;
/** Real lists a named win condition is built from have at least this weight (weighted decks). */
export const NAMED_LIST_MIN_WEIGHT = 3;
/** What a list of another archetype with a win condition the named one never plays costs its fit. */
const OTHER_PLAN_LIST_COST = 8;
/** How much room inside the asked elixir bounds counts in a list's fit (per elixir). */
const ELIXIR_ROOM_WEIGHT = 3;
/** What a list with no tank killer costs its fit when the deck is asked to beat a ground tank. */
const NO_TANK_KILLER_COST = 6;
/** Games at which a card-vs-card result counts fully in the counter choice, and its shrinkage. */
const COUNTER_FULL_GAMES = 400;
const COUNTER_PRIOR_GAMES = 200;
/** How many of the best-ranked answers to a target a counter list should hold one of. */
const TOP_ANSWERS = 3;
/** Counter lists come from lists real players use this much (weighted decks). */
const COUNTER_MIN_LIST_WEIGHT = 20;

/**
 * A tank among the targets, on the ground (P.E.K.K.A, Mega Knight, Golem) or flying (Lava Hound):
 * a deck that beats it holds a card built to kill it, not only cards that wear it down.
 */
function tankAmong(targets: readonly number[], base: CardBase, flying: boolean): boolean {
  return targets.some((id) => {
    const t = base.byId.get(id);
    return t?.has('tank') === true && (t.knowledge.flies === true) === flying;
  });
}

/** Per target, each card's side-adjusted record against decks holding it: [games, shrunk rate]. */
type CounterRows = Map<number, Map<number, [number, number]>>;

/** The paired-battle rows behind a counter choice (only cards that can touch the target). */
function counterRows(targets: readonly number[], base: CardBase): CounterRows {
  const against: CounterRows = new Map();
  for (const [x, y, games, rate] of base.knowledge.cardMatchups) {
    if (!targets.includes(y) || games < MIN_GAMES_FOR_CLAIM) continue;
    // Only cards that can touch the target count: nothing on the ground hits a flying troop.
    const card = base.byId.get(x);
    if (base.byId.get(y)?.knowledge.flies && !card?.hitsAir) continue;
    const row = against.get(y) ?? new Map<number, [number, number]>();
    // Shrunk toward 50% so a card seen in few games cannot win the choice on noise.
    row.set(x, [games, (rate * games + 0.5 * COUNTER_PRIOR_GAMES) / (games + COUNTER_PRIOR_GAMES)]);
    against.set(y, row);
  }
  return against;
}

/**
 * How well a list's cards did against the targets: for each target, the mean side-adjusted win
 * rate of the list's cards against decks holding it (weighted by games, capped), minus 0.5.
 */
function counterScore(cards: readonly number[], against: CounterRows, base: CardBase): number {
  let score = 0;
  for (const row of against.values()) {
    let sum = 0;
    let weight = 0;
    for (const id of cards) {
      const m = row.get(id);
      if (!m) continue;
      // The win condition's own record is the deck's plan against the target: it counts double
      // (a Royal Giant list does not beat P.E.K.K.A because its Skeletons do).
      const w =
        Math.min(1, m[0] / COUNTER_FULL_GAMES) * (base.byId.get(id)?.has('win_condition') ? 2 : 1);
      sum += w * (m[1] - 0.5);
      weight += w;
    }
    if (weight > 0) score += sum / weight;
  }
  return score;
}

/**
 * The real list that did best against the targets (`counterScore`). Lists holding a target, or
 * cards the limits exclude, are skipped.
 */
function counterList(
  targets: readonly number[],
  base: CardBase,
  inPool: ReadonlySet<number>,
  excluded: ReadonlySet<number>,
  limits: {
    /** Win conditions the user named: the list must be built around them ("a Hog deck that beats X"). */
    required: readonly number[];
    /** "A cycle deck good against Graveyard": only lists of that family. */
    family: Archetype | null;
    /** "Another one": lists far enough from the decks just shown. */
    accept: (l: EngineList) => boolean;
    /** "Under 3.5": a list inside the bounds comes first, since the search would break another's
     * plan to fit them (Splashyard losing Executioner and Zappies against LavaLoon). */
    bounds: Pick<Context, 'minAvg' | 'maxAvg'>;
    /** "Counter Hog with my cards": whether the player holds a list at their levels (those first). */
    atLevels: ((ids: readonly number[]) => boolean) | null;
  },
): EngineList | null {
  const { required, family, accept, bounds, atLevels } = limits;
  const flying = targets.some((id) => base.byId.get(id)?.knowledge.flies);
  const groundTank = tankAmong(targets, base, false);
  const flyingTank = tankAmong(targets, base, true);
  // Many fliers at once (Minion Horde, Lava Hound's pups): a counter needs splash that hits air.
  const manyFliers = targets.some((id) => {
    const t = base.byId.get(id);
    return t?.knowledge.flies === true && (t.has('swarm') || t.name === 'Lava Hound');
  });
  const against = counterRows(targets, base);
  if (against.size === 0) return null;
  // The first answers "what counters X?" names for each target with a sure record (P.E.K.K.A
  // for Mega Knight): a list holding one comes before one that holds none.
  const named = new Set(
    targets.flatMap((id) => {
      const target = base.byId.get(id);
      return target
        ? rankedAnswers(target, base)
            .slice(0, TOP_ANSWERS)
            // Only a sure record (its whole interval above 50%) names a card the deck must hold.
            .filter((r) => wilson(r.rate, r.games)[0] > 0.5)
            .map((r) => r.card.id)
        : [];
    }),
  );
  // Every sound candidate once, with how many of its cards the limits rule out (two at most,
  // never the win condition: a lost card is a stand-in's job, a lost win condition another deck).
  const candidates: {
    l: EngineList;
    lost: number;
    score: number;
    recorded: boolean;
    holdsNamed: boolean;
    inBounds: boolean;
    atLevels: boolean;
  }[] = [];
  for (const l of base.lists) {
    if (l.weight < COUNTER_MIN_LIST_WEIGHT || !accept(l)) continue;
    if (l.cards.some((id) => targets.includes(id))) continue;
    const ruledOut = l.cards.filter((id) => excluded.has(id) || !inPool.has(id));
    if (ruledOut.length > 2 || ruledOut.some((id) => base.byId.get(id)?.has('win_condition')))
      continue;
    if (!required.every((id) => l.set.has(id))) continue;
    if (family && base.knowledge.rules.find((r) => r.id === l.archetype)?.family !== family)
      continue;
    // A counter list must be sound on its own, and hold real air defence against flying targets.
    if (listProblems(l, base) > 0) continue;
    const cards = l.cards.map((id) => base.byId.get(id)).filter((c) => c !== undefined);
    if (flying && cards.filter((c) => c.defendsAir).length < 3) continue;
    if (manyFliers && !cards.some((c) => c.defendsAir && c.has('splash') && !c.has('tank')))
      continue;
    if (groundTank && !cards.some((c) => c.has('tank_killer'))) continue;
    // A flying tank (Lava Hound) needs a tank killer that reaches it and outlives the spell its
    // deck carries for swarms (Inferno Dragon, not Minion Horde), or an air defender that pulls
    // what follows it (Tesla, Inferno Tower): chip damage from the air defence alone loses.
    if (
      flyingTank &&
      !cards.some(
        (c) =>
          (c.has('tank_killer') && c.hitsAir && !c.has('swarm')) ||
          (c.knowledge.pulls === true && c.defendsAir),
      )
    )
      continue;
    const score = counterScore(l.cards, against, base) + 0.002 * l.logWeight;
    // Below zero the list's cards did worse against the targets than their decks do on average,
    // but only where some card has a sure record: when every card's record is within noise of
    // 50% (Lava Hound, Balloon), the sign of the score is noise too, and it would throw out the
    // recorded list built to stop them for one too rarely played to have a record.
    if (score <= 0 && named.size > 0) continue;
    candidates.push({
      l,
      lost: ruledOut.length,
      score,
      // A list with a win rate of its own to show comes before one with too few games for it.
      recorded: l.games >= MIN_GAMES_FOR_CLAIM,
      holdsNamed: l.cards.some((id) => named.has(id)),
      inBounds: outOfBounds(cards, bounds) === 0,
      atLevels: !atLevels || atLevels(l.cards),
    });
  }
  /**
   * The best of the candidates losing at most `lost` cards: inside the elixir bounds, at the
   * player's levels (when asked with their cards), recorded, holding a named answer, score.
   */
  const pick = (lost: number) =>
    candidates
      .filter((c) => c.lost <= lost)
      .reduce<(typeof candidates)[number] | null>(
        (best, c) =>
          !best ||
          c.inBounds > best.inBounds ||
          (c.inBounds === best.inBounds && c.atLevels > best.atLevels) ||
          (c.inBounds === best.inBounds &&
            c.atLevels === best.atLevels &&
            (c.recorded > best.recorded ||
              (c.recorded === best.recorded &&
                (c.holdsNamed > best.holdsNamed ||
                  (c.holdsNamed === best.holdsNamed && c.score > best.score)))))
            ? c
            : best,
        null,
      );
  const whole = pick(0);
  if (whole?.recorded) return whole.l;
  // "Counter Mega Knight without legendaries": no recorded list is whole under the limits, so
  // one that loses a card or two to them (P.E.K.K.A bridge spam without Bandit and Magic Archer)
  // beats a list too rarely played to have a record.
  const patched = pick(2);
  return (patched?.recorded ? patched.l : whole?.l) ?? null;
}

/** How many spells over the chat's count ("only one spell") cards hold. */
function spellsOver(cards: readonly EngineCard[], maxSpells: number | null): number {
  return maxSpells === null ? 0 : Math.max(0, countedSpells(cards).length - maxSpells);
}

/** What `candidateFit` reads of the request a deck is built for. */
interface CandidateFitEnv {
  request: ParsedRequest;
  base: CardBase;
  levels: Map<number, PlayerCardLevel> | null;
  inPool: ReadonlySet<number>;
  excluded: ReadonlySet<number>;
  /** Only elixir bounds asked for: a list well inside them is better. */
  boundsOnly: boolean;
  namedPlan: ReadonlySet<string> | null;
  tankToBeat: boolean;
  /** Cards shared with the named archetype's lists, when its win conditions are ruled out. */
  closeness: (l: EngineList) => number;
}

/**
 * How well one real list answers the request (the best-fitting candidate becomes the deck's
 * list), and how many of the player's unlocked forms it can slot.
 */
function candidateFit(l: EngineList, env: CandidateFitEnv): { fit: number; slottable: number } {
  const { request, base, levels, inPool, excluded, boundsOnly, namedPlan, tankToBeat } = env;
  const allowed = l.cards.filter((id) => inPool.has(id) && !excluded.has(id)).length;
  const wanted = request.include.filter((id) => l.set.has(id)).length;
  // Two cards named together ("royal recruits hogs") are best met by a list playing both.
  const both = request.include.length > 1 && wanted === request.include.length ? 4 : 0;
  const listCards = l.cards.map((id) => base.byId.get(id)).filter((c) => c !== undefined);
  const average = avg(listCards);
  const outside =
    outOfBounds(listCards, { minAvg: request.minAvgElixir, maxAvg: request.maxAvgElixir }) +
    // A spell past the count costs a list little: the search then drops one from the best
    // list (Hog 2.6 without Fireball) rather than answering with a rare list that has one.
    0.25 * spellsOver(listCards, request.maxSpells);
  // "A cheap deck", "a balanced deck": among lists inside the bounds, one well inside them (Hog
  // 2.6 for "cheap", not a 3.0 list at the edge of 3.2).
  const inside =
    !boundsOnly || outside > 0
      ? 0
      : request.maxAvgElixir !== null && request.minAvgElixir !== null
        ? -Math.abs(average - (request.maxAvgElixir + request.minAvgElixir) / 2)
        : request.maxAvgElixir !== null
          ? Math.min(1, request.maxAvgElixir - average)
          : request.minAvgElixir !== null
            ? Math.min(1, average - request.minAvgElixir)
            : 0;
  const owned = levels ? l.cards.filter((id) => levels.has(id)).length : 8;
  // At the player's levels: each card more than one level below the list's best costs it.
  const listLevels =
    levels && (request.ownedOnly || request.preferHighLevels)
      ? l.cards.map((id) => levels.get(id)?.displayLevel ?? 0)
      : [];
  const lagging = listLevels.filter((v) => underLevelled(v, Math.max(...listLevels))).length;
  // Lists named after the archetype itself come before lists that merely satisfy it, and a
  // list of another archetype with a win condition the named one never plays (Mortar in a
  // Mortar bait list that plays Miner and Poison) is another deck than "miner control".
  const exact = request.archetypeRule && l.archetype === request.archetypeRule ? 4 : 0;
  const otherPlan =
    namedPlan && !exact && listCards.some((c) => c.has('win_condition') && !namedPlan.has(c.name))
      ? OTHER_PLAN_LIST_COST
      : 0;
  // A list with a gap the checks call a problem, or few recorded games, is a worse answer.
  const problems = listProblems(l, base);
  // "With my evolutions": a list that fills both slots with the player's unlocked forms comes
  // first, then the one whose forms real decks slot most surely.
  const slottable = request.useEvolutions
    ? l.cards
        .flatMap((id) => base.byId.get(id) ?? [])
        .filter((c) => slotUnlocked(c, levels))
        .map(slotPreference)
        .sort((a, b) => b - a)
        .slice(0, MAX_EVOLUTION_SLOTS)
    : [];
  const evolutions = slottable.reduce((sum, v) => sum + 12 + 4 * v, 0);
  // A list with a record to show (100+ games) is a better answer than a rarely seen one.
  const recorded = l.games >= MIN_GAMES_FOR_CLAIM ? 4 : 0;
  // "A Hog deck that beats Mega Knight": a list with no tank killer only wears it down.
  const noTankKiller =
    tankToBeat && !listCards.some((c) => c.has('tank_killer')) ? NO_TANK_KILLER_COST : 0;
  const fit =
    recorded +
    4 * env.closeness(l) +
    3 * allowed +
    2 * wanted +
    Math.log1p(l.weight) +
    0.5 * Math.log1p(l.games) -
    8 * outside +
    ELIXIR_ROOM_WEIGHT * inside +
    owned +
    exact -
    otherPlan -
    noTankKiller +
    both +
    evolutions -
    1.5 * lagging -
    5 * problems;
  return { fit, slottable: slottable.length };
}

/** How far cards' average lies outside the elixir bounds (0 inside them). */
function outOfBounds(
  cards: readonly EngineCard[],
  ctx: Pick<Context, 'minAvg' | 'maxAvg'>,
): number {
  const a = avg(cards);
  return (
    (ctx.maxAvg !== null ? Math.max(0, a - ctx.maxAvg) : 0) +
    (ctx.minAvg !== null ? Math.max(0, ctx.minAvg - a) : 0)
  );
}

/**
 * The search: from the seeds, greedily add the card that raises the score most, then swap one
 * free (not fixed) card at a time while it improves. Elixir bounds are hard: while the deck breaks
 * one, only swaps that bring it closer are taken (the best-scoring of them); once within, only
 * swaps that keep it within and raise the score. Pair synergy alone would otherwise outweigh the
 * bound.
 */
function searchDeck(
  seeds: readonly EngineCard[],
  candidates: readonly EngineCard[],
  fixed: ReadonlySet<number>,
  ctx: Context,
): EngineCard[] {
  const deck = [...seeds];
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

  let current = deckScore(deck, ctx);
  let currentOut = outOfBounds(deck, ctx);
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
        const nextOut = outOfBounds(next, ctx);
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
  return deck;
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
  const levels = player ? levelsById(player) : null;
  const owned = levels && (request.ownedOnly || request.preferHighLevels);
  if ((request.ownedOnly || request.preferHighLevels || request.forArena) && !player) {
    notes.push(
      request.forArena
        ? 'Which cards you have unlocked depends on your arena and your chests, and I can see them only from your player tag: connect it to get a deck built from the cards you own.'
        : 'Connect your player tag to get a deck built from your own cards and levels.',
    );
  }

  // Under a level floor the player's cards are those at or above it: a card missing from them may
  // be owned below the floor, so it is never said to be not owned.
  const notAmongYours = (name: string) =>
    request.levelFloor !== null
      ? `${name} is not among your cards at level ${request.levelFloor} or above`
      : `you do not own ${name} yet`;
  const excluded = new Set(request.exclude);
  let pool = base.cards.filter(
    (c) =>
      meetsCardLimits(c, request) &&
      (!owned || levels.has(c.id)) &&
      (options.minLevel === undefined ||
        (levels?.get(c.id)?.displayLevel ?? 0) >= options.minLevel),
  );
  if (pool.length < DECK_SIZE) {
    notes.push('Too few cards match every limit, so some limits were relaxed.');
    pool = base.cards.filter((c) => !excluded.has(c.id));
  }
  const inPool = new Set(pool.map((c) => c.id));
  // What the deck could not do of the request, said first (an archetype a limit rules out is
  // said once the deck is built: a real list may still hold the card).
  const leads: string[] = [];

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
  // Cards of the last deck a limit now rules out go, and the answer says why (a win condition
  // most of all: the deck is no longer what it was).
  if (request.followUp)
    for (const c of previous) {
      if (inPool.has(c.id) || excluded.has(c.id)) continue;
      const why = request.excludeRarities.includes(c.rarity)
        ? `${c.name} is ${c.rarity}, which this chat now rules out`
        : owned && !levels.has(c.id)
          ? notAmongYours(c.name)
          : null;
      // Another win condition that stays (Mortar beside Miner) still leads the deck.
      const staying = previous.find(
        (d) => d.id !== c.id && d.has('win_condition') && inPool.has(d.id) && !excluded.has(d.id),
      );
      if (why)
        notes.push(
          `${capitalise(why)}, so it went${
            !c.has('win_condition')
              ? ''
              : staying
                ? `: ${staying.name} stays the deck's win condition`
                : `: it was this deck's win condition, so the deck is now built around another`
          }.`,
        );
    }
  const keep = new Set(keepFrom.filter((c) => inPool.has(c.id)).map((c) => c.id));

  const seeds: EngineCard[] = [];
  // "Hog 2.6 with Knight": the archetype's eight cards and a named ninth do not fit. The named card
  // and the win conditions are kept; the archetype's other cards are left to its real list, which
  // then makes room for the named card instead of leaving it out.
  const namedRule = base.knowledge.rules.find((r) => r.id === request.archetypeRule);
  const ruleCards = new Set((namedRule?.all ?? []).map((name) => name.toLowerCase()));
  /** One of the archetype's own cards that is not its win condition: it may give way. */
  const ruleOnly = (card: EngineCard) =>
    ruleCards.has(card.name.toLowerCase()) && !card.has('win_condition');
  // The archetype's own cards also give way to a kind of card the chat rules out (Cannon in "hog
  // 2.6, no buildings", said once the deck is built) and to a spell count its list breaks (Hog
  // 2.6's two spells with "only one spell": the build keeps what fits, and says so).
  const namedPlan = namedPlanOf(namedRule, base);
  const includeCards = request.include.flatMap((id) => base.byId.get(id) ?? []);
  const ruleSpells = countedSpells(includeCards).filter(ruleOnly);
  const spellRoom =
    request.maxSpells === null
      ? Infinity
      : request.maxSpells - (countedSpells(includeCards).length - ruleSpells.length);
  const cutSpells = ruleSpells.length > spellRoom ? ruleSpells : [];
  if (namedRule && cutSpells.length)
    notes.push(
      `${namedRule.name} plays ${cutSpells.length} spells (${names(cutSpells)}); this chat allows ${request.maxSpells}, so ${
        spellRoom <= 0
          ? 'the deck plays none of them'
          : `the deck keeps the ${spellRoom === 1 ? 'one' : spellRoom} that fit${spellRoom === 1 ? 's' : ''} it best`
      }.`,
    );
  const wanted = includeCards
    .filter(
      (card) =>
        !(
          ruleOnly(card) &&
          (cutSpells.includes(card) ||
            request.avoidTypes.some((t) => t === card.type) ||
            request.include.length > DECK_SIZE)
        ),
    )
    .map((card) => card.id);
  for (const id of wanted) {
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
      // A card the named archetype is built on is said once, by the archetype's note.
      const rule = base.knowledge.rules.find((r) => r.id === request.archetypeRule);
      if (request.followUp || !rule?.all.includes(card.name))
        leads.push(`${capitalise(notAmongYours(card.name))}, so it was left out.`);
      continue;
    }
    if (!allowedWith(card, seeds)) {
      if (card.isChampion)
        notes.push(`A deck can hold only one champion, so ${card.name} was left out.`);
      continue;
    }
    if (seeds.length < DECK_SIZE) seeds.push(card);
    else notes.push(`A deck holds ${DECK_SIZE} cards, so ${card.name} was left out.`);
  }

  // A named archetype ("Hog 2.6", "Splashyard") resolves to a real list of the corpus: the one the
  // request's limits allow the most of, then the most played. Its win conditions are fixed, the
  // rest kept unless a limit or a better fit says otherwise.
  // A win condition named on its own ("three musketeers", "a golem deck") does the same with the
  // real lists that hold it, so the deck is built the way players build around that card.
  let list: EngineList | null = null;
  /** Of the real lists considered, the most of the player's unlocked forms one of them can slot. */
  let mostSlottable: number | null = null;
  // The cards a list must hold: the named win conditions, or the one card named on its own
  // ("sparky", "little prince"), which real players build around as well.
  const wcsNamed = request.include.filter((id) => base.byId.get(id)?.has('win_condition'));
  // With no win condition among two named cards, a tank among them is what the deck is built
  // around ("monk pekka").
  const namedWcs =
    request.include.length === 1
      ? request.include
      : wcsNamed.length
        ? wcsNamed
        : request.include.filter((id) => base.byId.get(id)?.has('tank'));
  // Nothing named, only cards ruled out ("no legendaries", "without Hog Rider", "no buildings"):
  // the real lists the limits leave whole, as a named archetype's lists are, so the answer is a
  // deck players play rather than a search's patch on a list that lost a card.
  const avoid = (options.avoid ?? []).filter((d) => d.length > 0);
  const farFromAvoided = (l: EngineList) =>
    avoid.every((d) => l.cards.filter((id) => d.includes(id)).length < AVOID_SHARED) &&
    // "A Hog deck but not 2.6": none of that archetype's lists.
    (l.archetype === null || !request.avoidArchetypes.includes(l.archetype));
  // "A 3.0-3.5 elixir deck": a real list inside the bounds, not the usual list patched into them.
  const boundsOnly =
    request.archetype === null && (request.maxAvgElixir !== null || request.minAvgElixir !== null);
  const fromLimits =
    (avoid.length > 0 ||
      request.excludeRarities.length + request.avoidTypes.length + request.exclude.length > 0 ||
      request.costCaps.length > 0 ||
      boundsOnly) &&
    !request.followUp &&
    !request.improveDeck &&
    !owned &&
    request.include.length + request.eitherOf.length === 0 &&
    request.counter.length === 0 &&
    !request.counterMeta &&
    request.archetypeRule === null;
  // A named archetype whose win conditions the limits rule out (Graveyard after "no
  // legendaries"): no list of it can be filled in around the gap, so the real lists the limits
  // leave whole are the candidates, those sharing most with the archetype's own lists first.
  const ruleLists = request.archetypeRule ? listsOf(request.archetypeRule, base) : [];
  const ruleWinConditions = (
    base.knowledge.rules.find((r) => r.id === request.archetypeRule)?.all ?? []
  ).flatMap((name) => {
    const card = base.byName.get(name.toLowerCase());
    return card?.has('win_condition') ? [card] : [];
  });
  const archetypeGone =
    !request.followUp &&
    ruleWinConditions.length > 0 &&
    // Ruled out by name, rarity or ownership; a kind of card ruled out ("drill cycle without
    // buildings") means the other cards of that kind, so the archetype's own card stays.
    ruleWinConditions.every(
      (c) =>
        excluded.has(c.id) ||
        request.excludeRarities.includes(c.rarity) ||
        Boolean(owned && !levels.has(c.id)),
    );
  const closeness = (l: EngineList) =>
    archetypeGone
      ? Math.max(0, ...ruleLists.map((r) => r.cards.filter((id) => l.set.has(id)).length))
      : 0;
  // The real lists every card of which the limits leave in the pool.
  const wholeLists = () =>
    base.lists.filter(
      (l) =>
        l.weight >= NAMED_LIST_MIN_WEIGHT &&
        l.cards.every((id) => inPool.has(id) && !excluded.has(id)),
    );
  // "A beatdown deck", "a siege deck": a real list of that family, one with a record first,
  // rather than a deck searched up from the family's usual cards.
  const familyOnly =
    request.archetype !== null &&
    request.archetypeRule === null &&
    request.include.length + request.eitherOf.length === 0 &&
    request.counter.length === 0 &&
    !request.counterMeta &&
    !request.improveDeck &&
    !request.useEvolutions &&
    options.realListsOnly !== true;
  // "A beatdown deck with Minions": the family's lists that play the card; with none, a card that
  // is no win condition joins one of the family's lists, while a win condition of another family
  // ("a bridge spam deck with Goblin Drill") keeps its own lists, and the answer says so.
  const namedFamilyLists = (lists: EngineList[]): EngineList[] => {
    const family = request.archetypeRule === null ? request.archetype : null;
    if (!family) return lists;
    const capped = request.maxAvgElixir !== null;
    const named = namedWcs.flatMap((id) => base.byId.get(id) ?? []);
    const namedWc = named.some((c) => c.has('win_condition'));
    // Beatdown's heavy filter is for a tank's push: not for a Balloon asked by name.
    const heavyOff = capped || (namedWc && !named.some((c) => c.has('tank')));
    const listAvg = (l: EngineList) => avg(l.cards.flatMap((id) => base.byId.get(id) ?? []));
    // A cycle deck is its elixir: any list inside the cap counts, whatever its family label.
    const ofFamilyIn = (from: readonly EngineList[], heavy: boolean) => [
      ...new Set([
        ...familyLists(family, base, heavy, from),
        ...(family === 'cycle' && request.maxAvgElixir !== null
          ? from.filter((l) => listAvg(l) <= (request.maxAvgElixir ?? 0) + 1e-9)
          : []),
      ]),
    ];
    const ofFamily = ofFamilyIn(lists, heavyOff);
    // A list with a record first: a 20-game list of the family is no better guide than the
    // card's own well-recorded lists.
    const sure = ofFamily.filter((l) => l.games >= MIN_GAMES_FOR_CLAIM);
    if (sure.length) return sure;
    // Under an elixir cap ("a cycle deck with Mega Knight") the card's deep lists are over it, so
    // a thin list of the family that plays the card beats a deep one forced under the cap.
    if (ofFamily.length && (capped || !lists.some((l) => l.games >= MIN_GAMES_FOR_CLAIM)))
      return ofFamily;
    if (!namedWc) return ofFamilyIn(base.lists, capped);
    notes.push(
      `No real ${archetypeLabels[family].toLowerCase()} list with ${MIN_GAMES_FOR_CLAIM}+ recorded games plays ${names(named)}, so this is a deck built around ${named.length > 1 ? 'them' : 'it'} instead.`,
    );
    return lists;
  };
  const listCandidates = (
    request.followUp
      ? []
      : fromLimits || archetypeGone
        ? // "A beatdown deck with no champions": the family's lists the limits leave whole,
          // when there are any (the family was dropped for any list at all).
          request.archetype !== null && request.archetypeRule === null
          ? ((family) => (family.length ? family : wholeLists()))(
              familyLists(request.archetype, base, request.maxAvgElixir !== null, wholeLists()),
            )
          : wholeLists()
        : request.archetypeRule
          ? listsOf(request.archetypeRule, base)
          : // Only for a card or two named alone: with more given cards the search completes them
            // better than one list can (npm run bench:engine, held-out completion).
            namedWcs.length && request.include.length <= 2 && request.counter.length === 0
            ? namedFamilyLists(
                base.lists.filter(
                  (l) =>
                    l.weight >= NAMED_LIST_MIN_WEIGHT &&
                    namedWcs.every((id) => l.set.has(id)) &&
                    // Two cards named ("Hog and Musketeer"): a list of a few dozen games is no
                    // better a guide than the search's real-deck pairs.
                    (request.include.length < 2 || l.games >= MIN_GAMES_FOR_CLAIM),
                ),
              )
            : familyOnly
              ? familyLists(request.archetype, base, request.maxAvgElixir !== null)
              : // "With my evolutions" or "my highest level cards" and nothing else to build from:
                // the real lists the player owns (at the level floor, which the pool already holds).
                (request.useEvolutions || options.realListsOnly === true) && levels
                ? wholeLists()
                : []
  ).filter(farFromAvoided);
  const tankToBeat = tankAmong(request.counter, base, false);
  if (listCandidates.length) {
    let bestFit = -Infinity;
    mostSlottable = 0;
    const candidateEnv: CandidateFitEnv = {
      request,
      base,
      levels,
      inPool,
      excluded,
      boundsOnly,
      namedPlan,
      tankToBeat,
      closeness,
    };
    for (const l of listCandidates) {
      const { fit, slottable } = candidateFit(l, candidateEnv);
      mostSlottable = Math.max(mostSlottable, slottable);
      if (fit > bestFit) {
        bestFit = fit;
        list = l;
      }
    }
  }
  // "Counter X": the real list whose cards did best against X in the paired battles.
  if (!list && request.counter.length && !request.followUp) {
    const atLevels = owned && levels ? atPlayerLevels(levels, base) : null;
    list = counterList(request.counter, base, inPool, excluded, {
      required: request.include.filter((id) => base.byId.get(id)?.has('win_condition')),
      family: request.archetype,
      accept: farFromAvoided,
      bounds: { minAvg: request.minAvgElixir, maxAvg: request.maxAvgElixir },
      atLevels,
    });
    // "Counter Mega Knight with my cards" where no list that beats it is at the player's levels:
    // said, so the lagging cards the notes name come with their reason.
    if (list && atLevels && !atLevels(list.cards))
      notes.push(
        `No real list that did well against ${names(request.counter.flatMap((id) => base.byId.get(id) ?? []))} is at your levels (every card within a level of the others, near your best deck’s level), so this one keeps its plan with the cards you have, some of them under your best.`,
      );
  }
  if (list) {
    for (const id of list.cards) {
      const card = base.byId.get(id);
      if (!card || !inPool.has(id)) continue;
      keep.add(id);
      // The list's win conditions join the ones asked for, up to two in all ("Royal Giant and
      // Miner" takes no Wall Breakers from a Miner list as a third).
      // Only where the list lacks one of them: a list that plays every win condition asked for
      // is taken whole.
      const attackers = seeds.filter((c) => c.has('win_condition')).length;
      const askedWcs = request.include.filter((i) => base.byId.get(i)?.has('win_condition'));
      const capped = askedWcs.length > 0 && askedWcs.some((i) => !list.set.has(i));
      if (
        card.has('win_condition') &&
        allowedWith(card, seeds) &&
        seeds.length < DECK_SIZE &&
        (!capped || attackers < 2)
      )
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
    const step = options.relativeStep ?? RELATIVE_STEPS[0];
    if (/cheaper/.test(request.understood.join(' ')) && maxAvg === null)
      maxAvg = Math.round((prevAvg - step) * 10) / 10;
    if (/heavier/.test(request.understood.join(' ')) && minAvg === null)
      minAvg = Math.round((prevAvg + step) * 10) / 10;
  }
  const counterTargets = request.counter
    .map((id) => base.byId.get(id))
    .filter((c) => c !== undefined);
  // A limit that rules out the last deck's only win condition (Graveyard under "f2p") leaves no
  // deck to edit: a new one is built under the limits, its old cards only a nudge, so seven cards
  // chosen around Graveyard are not kept around Goblin Barrel.
  const planLost =
    request.followUp &&
    previous.some((c) => c.has('win_condition')) &&
    // A win condition the user named out ("remove Goblin Barrel") is a swap they asked for.
    !previous.some((c) => c.has('win_condition') && (inPool.has(c.id) || excluded.has(c.id)));
  const editing = (request.followUp && !planLost) || (request.improveDeck && keepFrom.length > 0);
  // A real list with cards the limits rule out (Hog 2.6 without legendaries loses The Log): its
  // stand-ins may open no gap the list itself does not have, as an edit's may not.
  const namedListCards = list ? list.cards.flatMap((id) => base.byId.get(id) ?? []) : [];
  const listLosesCards =
    !editing &&
    namedListCards.length === DECK_SIZE &&
    namedListCards.some((c) => !inPool.has(c.id) || excluded.has(c.id));
  // "A golem deck with Tesla": the archetype's list with the card fitted in, not a deck the
  // card's own usual partners (X-Bow's cycle cards) take over.
  const fittedIn =
    request.archetypeRule !== null &&
    list !== null &&
    list.archetype === request.archetypeRule &&
    request.include.some((id) => !list.set.has(id));
  const ctx: Context = {
    base,
    request,
    archetype,
    levels,
    meanLevel,
    keep,
    keepBonus: editing ? 2000 : planLost ? PLAN_LOST_KEEP : fittedIn ? 6 : 2.5,
    defining: editing ? coreCards(keepFrom, base) : undefined,
    baselineIssues:
      editing && keepFrom.length === DECK_SIZE
        ? issueIds(keepFrom, base)
        : listLosesCards
          ? issueIds(namedListCards, base)
          : null,
    baseline: editing && keepFrom.length === DECK_SIZE ? keepFrom : undefined,
    baselineRule:
      editing && keepFrom.length === DECK_SIZE ? detectArchetype(keepFrom, base).rule : null,
    namedPlan: editing ? null : namedPlan,
    minAvg,
    maxAvg,
    levelBonus:
      options.levelBonus && options.minLevel !== undefined
        ? { floor: options.minLevel, perLevel: options.levelBonus }
        : null,
    counterRoles: counterRolesFor(counterTargets, request.counterMeta),
    needRoles: [
      ...request.needRoles.filter((r) => r !== 'tank' || !request.followUp),
      // "Beat E-Giant": a new deck with no archetype named holds a card built to kill the tank.
      ...(tankToBeat &&
      !request.followUp &&
      request.archetypeRule === null &&
      !request.needRoles.includes('tank_killer')
        ? (['tank_killer'] as const)
        : []),
    ],
    // An edit that takes cards out and names a role wants the new card to fill it.
    // "Add a win condition" to a deck that has one wants a second.
    needRoleCounts: new Map(
      request.needRoles.map((r) => [
        r,
        request.followUp &&
        (request.addRoles.includes(r) ||
          request.exclude.some((id) => previous.some((c) => c.id === id)))
          ? previous.filter((c) => !excluded.has(c.id) && fillsRole(c, r)).length + 1
          : 1,
      ]),
    ),
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
  // Mirror (no fixed cost, counted as 0 in the average) is only played when asked for or kept from
  // the last deck: it would otherwise look like a free way to lower the average.
  // An edit of a deck with no champion brings one in only when asked ("add a champion"): a
  // champion is a plan of its own, not a stand-in for Musketeer.
  const championWelcome =
    !request.followUp ||
    previous.some((c) => c.isChampion) ||
    request.changeKind === 'champion' ||
    request.preferHighLevels ||
    request.include.some((id) => base.byId.get(id)?.isChampion === true);
  const candidates = pool.filter(
    (c) =>
      !fixed.has(c.id) &&
      (c.elixirCost !== null || keep.has(c.id)) &&
      (championWelcome || !c.isChampion),
  );

  const deck = searchDeck(seeds, candidates, fixed, ctx);
  const elixirOutside = (cards: readonly EngineCard[]) => outOfBounds(cards, ctx);

  // A limit that rules cards out (no buildings, no legendaries, owned cards only) can leave a
  // problem the real lists never had, and its penalty is small beside the real-list signal: it
  // is repaired when a swap within the limits removes it. Without such limits the search's
  // answer stands (real decks the checks object to are still real: npm run bench:engine).
  // A named card that the chosen real list does not hold ("hog cycle with Knight"), or that no
  // real list holds (a card too new for the corpus), moves the deck off the real lists just as a
  // limit does, so its gaps are repaired too.
  const limited =
    request.avoidTypes.length > 0 ||
    request.costCaps.length > 0 ||
    request.excludeRarities.length > 0 ||
    request.exclude.length > 0 ||
    Boolean(owned) ||
    request.include.some(
      (id) => (list !== null && !list.set.has(id)) || !base.listsWith.get(id)?.length,
    ) ||
    // One or two cards named that no real list was chosen for: win conditions no list plays
    // together ("hog rider and miner"), or support cards alone ("evo knight and evo musketeer").
    (list === null &&
      request.include.length > 0 &&
      request.include.length <= 2 &&
      request.counter.length === 0);
  if (!editing && limited) {
    const repaired = repairProblems(deck, base, {
      allowed: (c, rest) =>
        inPool.has(c.id) && !excluded.has(c.id) && !breaksSpellCount(c, rest, request.maxSpells),
      levels: owned ? levels : null,
      // Named cards stay, and so do the cards filling a role the user asked for.
      keep: new Set([
        ...fixed,
        ...deck.filter((c) => ctx.needRoles.some((r) => fillsRole(c, r))).map((c) => c.id),
      ]),
      maxSwaps: 2,
    });
    if (elixirOutside(repaired) <= elixirOutside(deck) + 1e-9)
      deck.splice(0, deck.length, ...repaired);
  }

  // Whether cards hold every role asked for ("with air defence"), as many as asked.
  const needed = (role: CardRole) => ctx.needRoleCounts?.get(role) ?? 1;
  const holdsRoles = (cards: readonly EngineCard[]) =>
    ctx.needRoles.every((role) => roleCount(cards, role) >= needed(role));
  // The chosen real list as it stands, when every limit allows it and the checks find no problem
  // in it, or its record outweighs the checks (1,000+ games: the most-played Goblin Drill list,
  // with no air troop, over a 34-game one).
  const listCards =
    list &&
    list.cards.every((id) => inPool.has(id) && !excluded.has(id)) &&
    (listProblems(list, base) === 0 || list.games >= PROVEN_LIST_GAMES) &&
    spellsOver(
      list.cards.flatMap((id) => base.byId.get(id) ?? []),
      request.maxSpells,
    ) === 0
      ? list.cards.map((id) => base.byId.get(id)).filter((c) => c !== undefined)
      : null;

  // A named archetype's answer is the real list chosen for it: when the search drifted from it
  // (toward a heavier cluster of rarer lists), the list itself is the answer.
  if (
    list &&
    listCards &&
    (request.archetypeRule ||
      namedWcs.length ||
      fromLimits ||
      familyOnly ||
      avoid.length > 0 ||
      request.useEvolutions ||
      options.realListsOnly === true) &&
    deck.filter((c) => list.set.has(c.id)).length < DECK_SIZE &&
    request.include.every((id) => list.set.has(id) || !inPool.has(id) || excluded.has(id)) &&
    elixirOutside(listCards) < 1e-9 &&
    listCards.length === DECK_SIZE &&
    holdsRoles(listCards)
  )
    deck.splice(0, deck.length, ...listCards);
  // One named card the chosen real list lacks ("monk pekka", "lumberloon with Bats"): the list
  // with the one swap that brings it in and opens no gap, unless the search found a deck with
  // fewer issues.
  const missing = request.include.filter((id) => list !== null && !list.set.has(id));
  const single = missing.length === 1 ? base.byId.get(missing[0] ?? -1) : undefined;
  if (listCards && single && !editing && inPool.has(single.id)) {
    const swap = swapToward(listCards, base, {
      allowed: (c, rest) => c.id === single.id && !breaksSpellCount(c, rest, request.maxSpells),
      levels: owned ? levels : null,
      keep: new Set(request.include),
      wanted: (c) => c.id === single.id,
      sameJob: true,
      definingMayGo: true,
    });
    const withCard = swap ? listCards.map((c) => (c.id === swap.out.id ? swap.in : c)) : null;
    if (
      withCard &&
      elixirOutside(withCard) <= elixirOutside(deck) + 1e-9 &&
      holdsRoles(withCard) &&
      issueWeight(findIssues(withCard, base)) <= issueWeight(findIssues(deck, base))
    )
      deck.splice(0, deck.length, ...withCard);
  }

  const finalAvg = avg(deck);
  if (maxAvg !== null && finalAvg > maxAvg + 1e-9) {
    notes.push(`The cheapest deck that still works here averages ${finalAvg.toFixed(1)} elixir.`);
  }
  if (minAvg !== null && finalAvg < minAvg - 1e-9) {
    notes.push(`The heaviest sensible deck here averages ${finalAvg.toFixed(1)} elixir.`);
  }
  if (spellsOver(deck, request.maxSpells) > 0) {
    const max = request.maxSpells ?? 0;
    const named = countedSpells(deck).filter((c) => request.include.includes(c.id));
    notes.push(
      named.length > max
        ? `You asked for ${names(named)}, so the deck holds ${countedSpells(deck).length} spells although this chat allows ${max}: say “spells are fine” to lift the count, or “without ${named[0]?.name}”.`
        : `No deck within the other limits holds ${max} spell${max === 1 ? '' : 's'} or fewer.`,
    );
  } else if (request.maxSpells !== null) {
    const spellWins = deck.filter((c) => c.isSpell && c.has('win_condition'));
    if (spellWins.length)
      notes.push(
        `${names(spellWins)} ${spellWins.length === 1 ? 'is' : 'are'} the win condition, not counted among the spells.`,
      );
  }
  for (const role of ctx.needRoles) {
    if (roleCount(deck, role) < needed(role))
      notes.push(`No card fitting "${role.replace('_', ' ')}" could be added within the limits.`);
  }

  for (const id of request.slotOn) {
    const card = base.byId.get(id);
    // "Put the evo on Giant": Giant has a hero form and no evolution, said.
    const other = request.slotAsked === 'evolution' ? card?.hasHero : card?.hasEvolution;
    const lacks = request.slotAsked === 'evolution' ? !card?.hasEvolution : !card?.hasHero;
    if (card && request.slotAsked && lacks && other && !card.isChampion)
      notes.push(
        `${card.name} has no ${request.slotAsked}, only ${request.slotAsked === 'evolution' ? 'a hero form' : 'an evolution'}, which it plays in its slot.`,
      );
    if (!card || slotUnlocked(card, levels)) continue;
    notes.push(
      canTakeSlot(card)
        ? `You have not unlocked ${possessive(card.name)} evolution or hero yet, so it cannot take a slot.`
        : `${card.name} has no evolution or hero${card.isChampion ? ' (champions never take a slot)' : ''}, so it cannot take a slot.`,
    );
  }
  const slotted = pickSlots(
    deck,
    levels,
    request,
    list,
    request.followUp ? (options.previousSlots ?? []) : [],
  );
  if (request.useEvolutions) notes.push(evolutionsNote(slotted, pool, levels, mostSlottable));
  // More cards asked into slots than a deck has ("evo Knight, evo Firecracker and hero
  // Musketeer"): the ones left out are said, never dropped silently.
  const unslotted = request.slotOn.flatMap((id) => {
    const card = deck.find((c) => c.id === id);
    return card && slotUnlocked(card, levels) && !slotted.includes(card) ? [card] : [];
  });
  if (unslotted.length && slotted.length === MAX_EVOLUTION_SLOTS)
    notes.push(
      `A deck has ${MAX_EVOLUTION_SLOTS} evolution / hero slots, and ${names(slotted)} take them, so ${names(unslotted)} ${unslotted.length === 1 ? 'plays' : 'play'} in ${unslotted.length === 1 ? 'its' : 'their'} base form: say which ${MAX_EVOLUTION_SLOTS} you want in the slots.`,
    );
  const rest = deck
    .filter((c) => !slotted.includes(c))
    .sort(
      (a, b) =>
        (b.has('win_condition') ? 1 : 0) - (a.has('win_condition') ? 1 : 0) ||
        a.cost - b.cost ||
        a.id - b.id,
    );
  const ruledOut = request.followUp
    ? undefined
    : ruledOutArchetype(request, base, inPool, owned ? levels : null, deck);
  return {
    cards: [...slotted, ...rest],
    slotted,
    levels,
    ...towerTroopFor(request, player),
    // One detector for the finished deck, so the heading, the plan and the analysis agree.
    archetype: detectArchetype(deck, base).family,
    list,
    notes,
    ...(leads.length || ruledOut ? { lead: [ruledOut ?? '', ...leads].join(' ').trim() } : {}),
  };
}

/** How to lift a rarity limit, in words the chat understands (thread-limits.ts). */
const LIFT_RARITY_WORDS: Partial<Record<string, string>> = {
  Legendary: 'legendaries are fine',
  Champion: 'champions are fine',
  Epic: 'epics are fine',
};

/**
 * The win conditions a new deck of a named archetype may play: its rule's cards and those its own
 * real lists play (Battle Ram in P.E.K.K.A bridge spam). Null for a card named alone ("mk deck":
 * any real list built around it will do) or an archetype with no list of its own.
 */
function namedPlanOf(rule: ArchetypeRule | undefined, base: CardBase): ReadonlySet<string> | null {
  if (!rule || rule.all.length < 2) return null;
  const own = base.lists.filter((l) => l.archetype === rule.id);
  if (!own.length) return null;
  return new Set([
    ...rule.all,
    ...own.flatMap((l) =>
      l.cards.flatMap((id) => {
        const card = base.byId.get(id);
        return card?.has('win_condition') ? [card.name] : [];
      }),
    ),
  ]);
}

/**
 * A named archetype whose defining cards a limit rules out (LavaLoon after "no legendaries"):
 * which cards, why, and how to get the real thing, so an earlier limit never silently turns the
 * archetype asked for into another.
 */
function ruledOutArchetype(
  request: ParsedRequest,
  base: CardBase,
  inPool: ReadonlySet<number>,
  ownedLevels: Map<number, PlayerCardLevel> | null,
  deck: readonly EngineCard[],
): string | undefined {
  const rule = base.knowledge.rules.find((r) => r.id === request.archetypeRule);
  const missing = (rule?.all ?? [])
    .flatMap((name) => base.byName.get(name.toLowerCase()) ?? [])
    .filter((c) => !inPool.has(c.id) && !deck.some((d) => d.id === c.id));
  if (!rule || missing.length === 0) return undefined;
  // One reason per kind of limit, naming every card it rules out ("Fireball and The Log are
  // spells, which you asked me to leave out"), not one clause per card.
  const groups = new Map<string, { cards: EngineCard[]; say: (cards: EngineCard[]) => string }>();
  const add = (key: string, card: EngineCard, say: (cards: EngineCard[]) => string) => {
    const group = groups.get(key) ?? { cards: [], say };
    group.cards.push(card);
    groups.set(key, group);
  };
  const are = (cards: readonly EngineCard[]) => (cards.length === 1 ? 'is' : 'are');
  // With one kind of reason, the cards were just named: "it" or "they" then.
  const subject = (cards: readonly EngineCard[]) =>
    groups.size > 1 ? names(cards) : cards.length === 1 ? 'it' : 'they';
  const lifts = new Set<string>();
  for (const c of missing) {
    if (request.exclude.includes(c.id)) {
      add(
        'exclude',
        c,
        (cs) =>
          `you asked for no ${list(
            cs.map((d) => d.name),
            'or',
          )}`,
      );
      lifts.add(`${c.name} is fine`);
    } else if (request.excludeRarities.includes(c.rarity)) {
      add(
        `rarity ${c.rarity}`,
        c,
        (cs) => `${subject(cs)} ${are(cs)} ${c.rarity}, which this chat rules out`,
      );
      lifts.add(LIFT_RARITY_WORDS[c.rarity] ?? 'forget the limits');
    } else if (ownedLevels && !ownedLevels.has(c.id)) {
      add(
        'owned',
        c,
        (cs) =>
          `you do not own ${groups.size > 1 ? names(cs) : subject(cs).replace('they', 'them')} yet`,
      );
    } else if (request.avoidTypes.some((t) => t === c.type)) {
      const kind = c.type.toLowerCase();
      add(
        `type ${c.type}`,
        c,
        (cs) =>
          `${subject(cs)} ${cs.length === 1 ? `is a ${kind}` : `are ${kind}s`}, which you asked me to leave out`,
      );
      lifts.add(`${kind}s are fine`);
    } else if (brokenCostCap(c, request.costCaps)) {
      add(
        'cap',
        c,
        (cs) => `${list(cs.map((d) => `${d.name} costs ${d.cost}`))}, more than you allowed`,
      );
      lifts.add(`${c.name} is fine`);
    } else {
      add('level', c, (cs) => `${subject(cs)} ${are(cs)} below the levels you asked for`);
    }
  }
  const reasons = [...groups.values()].map((g) => g.say(g.cards));
  const them = missing.length === 1 ? 'it' : 'them';
  // "Goblin Machine" is the card and its archetype: the deck needs the card.
  const lead =
    missing.length === 1 && missing[0]?.name === rule.name
      ? `${capitalise(article(rule.name))} ${rule.name} deck needs ${rule.name}`
      : `${rule.name} is built around ${names(missing)}`;
  return `${lead}, but ${reasons.join(', and ')}: this is the nearest deck without ${them}.${
    lifts.size ? ` For a real ${rule.name} list, say “${rule.name}, ${[...lifts].join(', ')}”.` : ''
  }`;
}

/**
 * What "with my evolutions" got: which of the player's unlocked forms hold the slots, and, when
 * fewer than two do, that no sound real list they own slots more of them.
 */
function evolutionsNote(
  slotted: readonly EngineCard[],
  pool: readonly EngineCard[],
  levels: Map<number, PlayerCardLevel> | null,
  mostSlottable: number | null,
): string {
  if (!levels)
    return 'Until I can see which evolutions and heroes you have unlocked, the slots go to the cards real decks slot most.';
  const unlocked = pool.filter((c) => slotUnlocked(c, levels));
  if (unlocked.length === 0) return 'You have not unlocked any evolution or hero yet.';
  const held = names(
    slotted.map((c) => ({
      name: formName(c, levels.get(c.id)),
    })),
  );
  if (slotted.length === 0)
    return `None of your ${unlocked.length} unlocked evolutions and heroes is in this deck${mostSlottable === 0 ? ': no real list of this kind made of cards you own plays one' : ''}.`;
  return `Your unlocked ${held} ${slotted.length === 1 ? 'takes a slot' : 'take the two slots'}${
    slotted.length < MAX_EVOLUTION_SLOTS && unlocked.length > 1 && mostSlottable === slotted.length
      ? `: no real list of this kind made of cards you own plays more of the ${unlocked.length} you have unlocked`
      : unlocked.length > slotted.length
        ? ` (of the ${unlocked.length} you have unlocked)`
        : ''
  }.`;
}

/** Real lists count toward a card's elixir range from this many weighted decks. */
const REACH_MIN_LIST_WEIGHT = 3;
/** How far outside the real range a bound may be before it counts as out of reach. */
const REACH_TOLERANCE = 0.05;

export interface ElixirReach {
  /** What the request needs, in words ("Golem", "Hog 2.6"). */
  what: string;
  /** The win conditions that make it (left out of the alternative deck). */
  winConditions: EngineCard[];
  /** The real lists that hold it, cheapest first, with their average elixir. */
  lists: { list: EngineList; average: number }[];
  min: number;
  max: number;
  /** Which bound the request puts outside the range, or null when it is within. */
  outside: 'max' | 'min' | null;
  /**
   * The other cards named with it when too few real lists play them all together, so the bound
   * was judged against this one alone (empty otherwise).
   */
  namedWith: EngineCard[];
}

/**
 * The average elixir of the real lists that hold the request's win conditions (or are its named
 * archetype): a bound outside that range cannot be met by a deck that works, and the answer says so
 * instead of building a pile. Null when the request names no win condition or too few lists hold it.
 */
export function elixirReach(request: ParsedRequest, base: CardBase): ElixirReach | null {
  if (request.maxAvgElixir === null && request.minAvgElixir === null) return null;
  // The cards a deck is built around: win conditions, and tanks (P.E.K.K.A in PEKKA bridge spam).
  const named = request.include
    .map((id) => base.byId.get(id))
    .filter((c): c is EngineCard => c !== undefined && (c.has('win_condition') || c.has('tank')));
  const together = reachOf(named, request, base);
  if (together || named.length < 2 || request.archetypeRule) return together;
  // Too few real lists play them together ("Hog Rider and Golem"): the bound is judged against
  // each alone, and the first it is out of reach for is the one the answer is about.
  const alone = named.map((c) => reachOf([c], request, base)).filter((r) => r !== null);
  const out = alone.find((r) => r.outside !== null);
  return out ? { ...out, namedWith: named.filter((c) => !out.winConditions.includes(c)) } : null;
}

function reachOf(
  named: readonly EngineCard[],
  request: ParsedRequest,
  base: CardBase,
): ElixirReach | null {
  const rule = request.archetypeRule
    ? base.knowledge.rules.find((r) => r.id === request.archetypeRule)
    : undefined;
  const holding = rule
    ? listsOf(rule.id, base)
    : named.length
      ? base.lists.filter((l) => named.every((c) => l.set.has(c.id)))
      : [];
  const lists = holding
    .filter((l) => l.weight >= REACH_MIN_LIST_WEIGHT)
    .map((list) => ({
      list,
      average: avg(list.cards.map((id) => base.byId.get(id)).filter((c) => c !== undefined)),
    }))
    .sort((a, b) => a.average - b.average || b.list.weight - a.list.weight);
  const first = lists[0];
  const last = lists.at(-1);
  if (lists.length < 3 || !first || !last) return null;
  // The cards that make it: the ones named, else the win conditions every list plays, else the
  // archetype's defining cards (P.E.K.K.A for PEKKA bridge spam).
  const common = [...new Set(lists.flatMap((l) => l.list.cards))]
    .map((id) => base.byId.get(id))
    .filter((c): c is EngineCard => c !== undefined && lists.every((l) => l.list.set.has(c.id)));
  const commonWinConditions = common.filter((c) => c.has('win_condition'));
  const winConditions = named.length
    ? [...named]
    : commonWinConditions.length
      ? commonWinConditions
      : common.filter((c) => rule?.all.includes(c.name));
  const outside =
    request.maxAvgElixir !== null && request.maxAvgElixir < first.average - REACH_TOLERANCE
      ? 'max'
      : request.minAvgElixir !== null && request.minAvgElixir > last.average + REACH_TOLERANCE
        ? 'min'
        : null;
  return {
    what: rule?.name ?? named.map((c) => c.name).join(' and '),
    winConditions,
    lists,
    min: first.average,
    max: last.average,
    outside,
    namedWith: [],
  };
}
