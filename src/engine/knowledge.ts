import type { Card } from '@shared/card';
import type { CardRole } from '@shared/deck-analysis';
import type { DeckKnowledge, KnowledgeCard, KnowledgeList } from '@shared/deck-knowledge';
import knowledgeFile from '../../data/card-knowledge.json' with { type: 'json' };
import { mainReach } from './card-ranges';
import deckKnowledgeFile from '../../data/deck-knowledge.json' with { type: 'json' };

export const archetypes = [
  'beatdown',
  'cycle',
  'siege',
  'bait',
  'bridge_spam',
  'control',
  'air',
  'graveyard',
  'spawner',
] as const;
export type Archetype = (typeof archetypes)[number];

export const archetypeLabels: Record<Archetype, string> = {
  beatdown: 'Beatdown',
  cycle: 'Cycle',
  siege: 'Siege',
  bait: 'Spell bait',
  bridge_spam: 'Bridge spam',
  control: 'Control',
  air: 'Air (LavaLoon)',
  graveyard: 'Graveyard',
  spawner: 'Spawner',
};

export interface CardKnowledge {
  roles: CardRole[];
  targets: 'ground' | 'air' | 'both' | 'buildings';
  range: 'melee' | 'short' | 'long' | 'none';
  archetypes: Archetype[];
  tip: string;
  /** Lower-case nicknames and spellings players type. */
  aliases?: string[];
  /** Official card names in other languages (es, pt, fr, de, it). */
  names?: Record<string, string>;
  /** A building on your side that draws building-targeting troops onto itself. */
  pulls?: boolean;
  /** Where its damage comes from when not from the card itself: what it spawns, or none at all. */
  damage?: 'spawns' | 'none';
  /** Cards this one reliably kills in one hit or cast at equal levels. */
  clears?: string[];
  /** A flying troop: only cards that hit air can touch it. */
  flies?: boolean;
  /**
   * Flies and hits air only in the form played for the card's full cost (Spirit Empress); with
   * less elixir it comes as a ground troop.
   */
  fliesAtFullCost?: boolean;
  /** A minimum range (Mortar): what reaches it up close is out of its reach. */
  blindSpot?: boolean;
  /** Two or more light runners (Wall Breakers), not a swarm of sturdy units: splash meets them. */
  pack?: boolean;
  /** Many units over several tiles (Skeleton Army): a troop's splash clears it over hits. */
  spreads?: boolean;
  /** The card whose units this one puts on the arena (Goblin Barrel drops Goblins). */
  drops?: string;
  /** Seconds over which a spell keeps raising its units (Graveyard): one early cast meets few. */
  spawnsFor?: number;
  /** Seconds a damage spell stays on the ground (Poison): what rises or walks into it dies too. */
  lingers?: number;
  /** What a second unit attacks when the card targets only buildings (Ram Rider's rider). */
  alsoTargets?: 'ground';
  /** Several units hit per attack without splash (Electro Wizard, Magic Archer, Hunter, Zappies). */
  multiTarget?: boolean;
  /** Its units carry shields that small spells and splash do not break in one cast (Guards). */
  shielded?: boolean;
  /** Usually played split across both lanes (Three Musketeers): there is no "other" lane. */
  splitsLanes?: boolean;
  /** A spell cast only on your own side (Royal Delivery): it never reaches their tower. */
  ownSideOnly?: boolean;
  /**
   * A spell cast on your own side that reaches troops just past the river but stops short of
   * their Crown Tower (Barbarian Barrel): it finishes no tower.
   */
  stopsShort?: boolean;
  /** A spell that drags the troops in it toward its centre (Tornado). */
  drags?: boolean;
  /** A troop that hooks one ground troop to itself (Fisherman), off its path. */
  hooks?: boolean;
  /** A spell that does no damage to buildings or Crown Towers (Tornado). */
  noBuildings?: boolean;
  /** Units it brings that hit air though the card does not (Night Witch's Bats, Goblin Giant's Spear Goblins): help, not an air defence. */
  airUnits?: boolean;
  /** Its splash is the bomb it drops when it dies (Giant Skeleton), not a hit it makes alive. */
  deathSplash?: boolean;
  /**
   * What a building-targeter's death does to troops (Ice Golem's blast, Balloon's bomb), said
   * when asked whether it hits a troop it never attacks.
   */
  deathBlast?: { text: string; hitsAir: boolean };
  /** Well-known troops that take one cast of this spell at equal levels and live. */
  survives?: string[];
  /**
   * A troop that jumps the river instead of walking to a bridge (Hog Rider), or only leaps it onto
   * a target in reach (`onTarget`: Mega Knight).
   */
  jumpsRiver?: boolean | 'onTarget';
  /**
   * Its hit pushes the troops it hits back: every ground troop (`all`: The Log), all but the heavy
   * ones (`light`: Fireball), or heavy ones not recorded (`unrecorded`: Monk).
   */
  knocksBack?: 'all' | 'light' | 'unrecorded';
  /** Troops one cast leaves at a sliver for the Crown Tower's next shots (Fireball on Musketeer). */
  weakens?: string[];
  /** A spell whose extra damage to buildings takes a large share of their health (Earthquake). */
  wrecksBuildings?: boolean;
  /** A troop that drops a Rage spell where it dies (Lumberjack): what follows it is sped up. */
  deathRage?: boolean;
  /** A heavy troop that only The Log pushes back (Golem, P.E.K.K.A). */
  ignoresKnockback?: boolean;
  /**
   * The units it spawns are gone after one hit (Furnace's Fire Spirits): they touch air, once
   * each, but are no air defence.
   */
  oneHitUnits?: boolean;
}

/** A catalogue card with what the engine knows about it. */
export interface EngineCard extends Card {
  knowledge: CardKnowledge;
  /** Elixir for averages; Mirror's variable cost counts as 0 like the product's average (docs/product.md §9). */
  cost: number;
  /** Share of the corpus's weighted decks that play the card, in percent. */
  usage: number;
  /** The card's corpus statistics (games, side-adjusted win rate), when it has any. */
  stats: KnowledgeCard | null;
  isSpell: boolean;
  hitsAir: boolean;
  /**
   * A troop or building that defends against air: it hits air and stays on the arena. Spells,
   * the one-elixir spirits and Furnace's Fire Spirits (one hit, then gone) touch air but are no
   * air defence.
   */
  defendsAir: boolean;
  /** Position in CardBase.pairValues' rows and columns. */
  index: number;
  has(role: CardRole): boolean;
}

export const defaultKnowledge = deckKnowledgeFile as unknown as DeckKnowledge;

const knowledgeByName = (knowledgeFile as { cards: Record<string, CardKnowledge> }).cards;

/** A spell that reaches their Crown Tower: not Royal Delivery, not Barbarian Barrel. */
export function reachesTheirTower(card: EngineCard): boolean {
  return card.knowledge.ownSideOnly !== true && card.knowledge.stopsShort !== true;
}

/**
 * Inferno Tower, Inferno Dragon, Mighty Miner's drill and Sparky: a beam or charge that ramps up
 * before it hits hard, and starts over when stunned.
 */
export function ramps(card: { name: string }): boolean {
  return /^Inferno |^Sparky$|^Mighty Miner$/.test(card.name);
}

/**
 * Sparky: a shot that charges for seconds and fires once, so a stun every second keeps it from
 * ever firing (Mighty Miner's and the Infernos' beams still hit, only weaker, after a stun).
 */
export function chargesShot(card: { name: string }): boolean {
  return card.name === 'Sparky';
}

/**
 * A tank of 4 elixir or less (Elixir Golem, Rune Giant): cheap enough to lead a push even in
 * single elixir, which the game plan, the card's use and the opening all say alike.
 */
export function cheapTank(card: { cost: number; has: (role: CardRole) => boolean }): boolean {
  return card.has('tank') && card.cost <= 4;
}

/**
 * A hut (Furnace, Goblin Hut, Barbarian Hut): a building that spawns troops for its whole life, so
 * it goes down ahead of time for value, not in answer to a push; while it stands it pulls too.
 */
export function spawnerHut(card: EngineCard): boolean {
  return (
    card.type === 'Building' &&
    card.knowledge.damage === 'spawns' &&
    // Its troops come over its life (Goblin Cage's Brawler only when it falls).
    card.has('swarm') &&
    card.cost >= 4 &&
    !card.has('win_condition')
  );
}

/** Miner and Goblin Drill burrow to the tower itself (read off their one-line job). */
export function burrows(card: { knowledge: CardKnowledge }): boolean {
  return /\bburrows\b/i.test(card.knowledge.tip);
}

/** A card's main job: its first role that is not cycling or support (every cheap card cycles). */
export function mainJob(card: { knowledge: CardKnowledge } | undefined): CardRole | undefined {
  return card?.knowledge.roles.find((r) => r !== 'cycle' && r !== 'support');
}

export function knowledgeFor(name: string): CardKnowledge | undefined {
  return knowledgeByName[name];
}

/** Pair synergy learnt from the corpus's weighted decks. */
export interface Priors {
  /** Cosine of co-occurrence: 1 when two cards are always played together. */
  pair(a: number, b: number): number;
  /** Share of the decks playing `a` that also play `b`, with the weight behind it. */
  conditional(a: number, b: number): number;
}

/** A real list of the corpus with its cards as a set for fast overlap counts. */
export interface EngineList extends KnowledgeList {
  set: ReadonlySet<number>;
  /** log(1 + weight): how much the list counts in the deck score. */
  logWeight: number;
}

export interface CardBase {
  cards: EngineCard[];
  byId: Map<number, EngineCard>;
  byName: Map<string, EngineCard>;
  priors: Priors;
  lists: EngineList[];
  /**
   * The builder's pair term, precomputed for every two cards: 4.5 × the pair's co-occurrence
   * cosine + 0.25 per family they share (at most 3).
   */
  pairValue(a: EngineCard, b: EngineCard): number;
  /** card id → indexes into `lists` of the lists that play it. */
  listsWith: Map<number, number[]>;
  knowledge: DeckKnowledge;
  /**
   * Every catalogue card, with the ones the knowledge has no entry for yet (a card the catalogue
   * learnt from a player payload, such as Ronin): counted and named in a collection.
   */
  catalogueById: Map<number, Card>;
}

/** The reach, in tiles, at which a troop counts as ranged ("need more range"). */
const RANGED_TILES = 5;

export function createCardBase(
  catalogue: readonly Card[],
  knowledge: DeckKnowledge = defaultKnowledge,
): CardBase {
  const all: EngineCard[] = [];
  for (const card of catalogue) {
    const k = knowledgeFor(card.name);
    if (!k) continue; // the knowledge test keeps this from happening
    const stats = knowledge.cards[String(card.id)] ?? null;
    const roles = new Set(k.roles);
    // A troop that shoots from 5 tiles or more (Archers, Musketeer, Princess) fills the
    // asked-for "ranged" role; Electro Dragon's 3.5 tiles are no range.
    if (card.type === 'Troop' && mainReach(card.name) >= RANGED_TILES) roles.add('ranged');
    // Rage, Clone and Mirror cover air and ground but deal no damage: they touch nothing.
    const hitsAir = (k.targets === 'both' || k.targets === 'air') && k.damage !== 'none';
    const defendsAir =
      (k.targets === 'both' || k.targets === 'air') &&
      card.type !== 'Spell' &&
      (card.elixirCost ?? 0) >= 2 &&
      k.oneHitUnits !== true;
    // A troop or building whose splash keeps defending against fliers fills "splash that hits
    // air" (not a one-hit spirit: Fire Spirit's splash is spent on one).
    if (roles.has('splash') && defendsAir && hitsAir) roles.add('air_splash');
    all.push({
      ...card,
      knowledge: k,
      cost: card.elixirCost ?? 0,
      usage: (stats?.share ?? 0) * 100,
      stats,
      isSpell: card.type === 'Spell',
      index: all.length,
      hitsAir,
      defendsAir,
      has: (role) => roles.has(role),
    });
  }
  const byId = new Map(all.map((c) => [c.id, c]));
  const byName = new Map(all.map((c) => [c.name.toLowerCase(), c]));

  const single = new Map<number, number>();
  for (const [id, stats] of Object.entries(knowledge.cards)) single.set(Number(id), stats.weight);
  const pairs = new Map<number, Map<number, number>>();
  const link = (a: number, b: number, w: number) => {
    const row = pairs.get(a) ?? new Map<number, number>();
    row.set(b, w);
    pairs.set(a, row);
  };
  for (const [a, b, w] of knowledge.pairs) {
    link(a, b, w);
    link(b, a, w);
  }
  const priors: Priors = {
    pair(a, b) {
      const both = pairs.get(a)?.get(b);
      if (!both) return 0;
      return both / Math.sqrt((single.get(a) ?? 1) * (single.get(b) ?? 1));
    },
    conditional(a, b) {
      const both = pairs.get(a)?.get(b);
      return both ? both / (single.get(a) ?? 1) : 0;
    },
  };
  const lists = knowledge.lists
    .filter((l) => l.cards.every((id) => byId.has(id)))
    .map((l) => ({ ...l, set: new Set(l.cards), logWeight: Math.log1p(l.weight) }));
  const n = all.length;
  const pairValues = new Float64Array(n * n);
  for (const a of all) {
    for (const b of all) {
      if (a === b) continue;
      let shared = 0;
      for (const x of a.knowledge.archetypes) if (b.knowledge.archetypes.includes(x)) shared++;
      pairValues[a.index * n + b.index] =
        4.5 * priors.pair(a.id, b.id) + 0.25 * Math.min(shared, 3);
    }
  }
  const listsWith = new Map<number, number[]>();
  for (const [i, l] of lists.entries())
    for (const id of l.cards) listsWith.set(id, [...(listsWith.get(id) ?? []), i]);
  return {
    cards: all.filter((c) => c.type !== 'Tower'),
    byId,
    byName,
    priors,
    pairValue: (a, b) => pairValues[a.index * n + b.index] ?? 0,
    lists,
    listsWith,
    knowledge,
    catalogueById: new Map(catalogue.map((c) => [c.id, c])),
  };
}
