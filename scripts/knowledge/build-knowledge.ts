/**
 * Builds the deck engine's corpus knowledge (data/deck-knowledge.json) from the raw battle corpus in
 * data/sources/corpus. Pure and deterministic: the same inputs give byte-identical output. The
 * shapes are the ones `src/shared/deck-knowledge.ts` validates; docs/engine.md says how each number
 * is computed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DECK_KNOWLEDGE_VERSION,
  firstRuleFor,
  type ArchetypeRule,
  type DeckKnowledge,
  type KnowledgeList,
} from '@shared/deck-knowledge';
import { tooDearToCycle } from '@shared/deck-rules';
import { wilson } from '@shared/stats';

export interface CorpusRow {
  battle: number;
  cards: number[];
  result: 'win' | 'loss' | 'draw';
  /** The crawled side wins more often (selection bias); its expected win rate is the era's. */
  tracked: boolean;
}

export interface RoyaleApiFile {
  decks: {
    name: string;
    cards: { id: number; variant: 'base' | 'evolution' | 'hero' }[];
    games: number;
    wins: number;
    draws: number;
    losses: number;
  }[];
  cards: { id: number; variant: 'base' | 'evolution' | 'hero'; usagePct: number }[];
}

export interface AggregateFile {
  total_decks: number;
  top_decks: {
    cards: { id: number; is_evo?: boolean; is_hero?: boolean }[];
    count: number;
  }[];
}

export interface CatalogueCard {
  id: number;
  name: string;
  type: string;
  elixirCost: number | null;
  isChampion: boolean;
  hasEvolution: boolean;
  hasHero: boolean;
}

export interface KnowledgeInputs {
  ladder2022: CorpusRow[];
  pol2026: CorpusRow[];
  royaleApi: RoyaleApiFile;
  aggregate: AggregateFile;
  catalogue: CatalogueCard[];
  /** Card name → roles, from data/card-knowledge.json (win conditions name the lists). */
  roles: Record<string, { roles: string[]; archetypes: string[] }>;
  rules: ArchetypeRule[];
}

/** How much one deck of each source counts: recent data weighs more than old. */
export const SOURCE_WEIGHTS = {
  ladder2022: 0.2,
  pol2026: 1,
  /** per game of a RoyaleAPI deck */
  royaleApiPerGame: 0.04,
  /** per deck counted in the December 2025 aggregate */
  aggregatePerDeck: 0.1,
} as const;

/** Matchups and win rates are stored only from this many games. */
const MIN_MATCHUP_GAMES = 40;
/** A list is kept in the library from this much weight (about 2 recent decks). */
const MIN_LIST_WEIGHT = 2;

function readJsonl(path: string, era: '2022' | '2026'): CorpusRow[] {
  const seen = new Set<number>();
  const rows: CorpusRow[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const raw = JSON.parse(line) as {
      battle: number;
      cards: number[];
      result: 'win' | 'loss' | 'draw';
      side?: string;
    };
    // 2022 has no side field: the first line of each battle is the crawled player's.
    const tracked = era === '2026' ? raw.side === 'tracked' : !seen.has(raw.battle);
    seen.add(raw.battle);
    rows.push({ battle: raw.battle, cards: raw.cards, result: raw.result, tracked });
  }
  return rows;
}

export function readKnowledgeInputs(root: string): KnowledgeInputs {
  const corpus = join(root, 'data/sources/corpus');
  const json = <T>(path: string): T => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;
  return {
    ladder2022: readJsonl(join(corpus, 'ladder-2022.decks.jsonl'), '2022'),
    pol2026: readJsonl(join(corpus, 'pol-2026-06.decks.jsonl'), '2026'),
    royaleApi: json<RoyaleApiFile>('data/sources/corpus/royaleapi-2026-04.json'),
    aggregate: json<AggregateFile>('data/sources/corpus/pol-top1000-2025-12.aggregate.json'),
    catalogue: json<CatalogueCard[]>('data/cards.json'),
    roles: json<{ cards: KnowledgeInputs['roles'] }>('data/card-knowledge.json').cards,
    rules: json<{ rules: ArchetypeRule[] }>('data/archetype-rules.json').rules,
  };
}

const round = (x: number, digits = 3) => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

interface WeightedDeck {
  cards: number[];
  weight: number;
  /** The part of `weight` from sources that mark this deck's evolution and hero slots. */
  marked: number;
  evolutions: Map<number, number>;
  heroes: Map<number, number>;
}

/** A result counter: games, wins (draws count half) and the wins the side alone would predict. */
class Tally {
  games = 0;
  wins = 0;
  expected = 0;
  add(result: CorpusRow['result'], expected: number) {
    this.games++;
    this.wins += result === 'win' ? 1 : result === 'draw' ? 0.5 : 0;
    this.expected += expected;
  }
}

function sideRate(rows: CorpusRow[]): number {
  const tracked = rows.filter((r) => r.tracked);
  const wins = tracked.reduce(
    (s, r) => s + (r.result === 'win' ? 1 : r.result === 'draw' ? 0.5 : 0),
    0,
  );
  return tracked.length ? wins / tracked.length : 0.5;
}

const deckKey = (cards: readonly number[]) => [...cards].sort((a, b) => a - b).join(',');

export interface BuildOptions {
  /** Leave these 2026 battles out (the bench's held-out set). */
  holdout?: (battle: number) => boolean;
  minListWeight?: number;
}

export function buildKnowledge(input: KnowledgeInputs, options: BuildOptions = {}): DeckKnowledge {
  const catalogue = new Map(input.catalogue.map((c) => [c.id, c]));
  const nameOf = (id: number) => catalogue.get(id)?.name ?? String(id);
  const idOf = new Map(input.catalogue.map((c) => [c.name, c.id]));
  const isWinCondition = (id: number) =>
    input.roles[nameOf(id)]?.roles.includes('win_condition') ?? false;
  const valid = (cards: readonly number[]) =>
    cards.length === 8 && new Set(cards).size === 8 && cards.every((id) => catalogue.has(id));

  const pol2026 = input.pol2026.filter((r) => !options.holdout?.(r.battle));
  // The saved RoyaleAPI pages list some decks more than once with one set of figures (Hog 2.6
  // three times, once per evolution / hero variant; two EQ Hog lists): those games are counted
  // once (`royaleApiDecks`), and each row's weight and slot marks get its share of them.
  const figuresOf = (d: { games: number; wins: number; draws: number; losses: number }) =>
    `${d.games}/${d.wins}/${d.draws}/${d.losses}`;
  const rowsWithFigures = new Map<string, number>();
  for (const d of input.royaleApi.decks)
    rowsWithFigures.set(figuresOf(d), (rowsWithFigures.get(figuresOf(d)) ?? 0) + 1);
  const royaleApiDecks = input.royaleApi.decks.filter(
    (d, i, all) => all.findIndex((e) => figuresOf(e) === figuresOf(d)) === i,
  );
  const eras = [
    {
      id: '2022',
      rows: input.ladder2022.filter((r) => valid(r.cards)),
      weight: SOURCE_WEIGHTS.ladder2022,
    },
    { id: '2026', rows: pol2026.filter((r) => valid(r.cards)), weight: SOURCE_WEIGHTS.pol2026 },
  ] as const;

  // 1. Weighted decks from every source (co-occurrence, popularity and the list library).
  const decks = new Map<string, WeightedDeck>();
  const addDeck = (
    cards: readonly number[],
    weight: number,
    evolutions: readonly number[] = [],
    heroes: readonly number[] = [],
  ) => {
    if (!valid(cards) || weight <= 0) return;
    const key = deckKey(cards);
    let deck = decks.get(key);
    if (!deck) {
      deck = {
        cards: [...cards].sort((a, b) => a - b),
        weight: 0,
        marked: 0,
        evolutions: new Map(),
        heroes: new Map(),
      };
      decks.set(key, deck);
    }
    deck.weight += weight;
    if (evolutions.length + heroes.length > 0) deck.marked += weight;
    for (const id of evolutions) deck.evolutions.set(id, (deck.evolutions.get(id) ?? 0) + weight);
    for (const id of heroes) deck.heroes.set(id, (deck.heroes.get(id) ?? 0) + weight);
  };
  for (const era of eras) for (const row of era.rows) addDeck(row.cards, era.weight);
  for (const deck of input.royaleApi.decks) {
    addDeck(
      deck.cards.map((c) => c.id),
      (deck.games * SOURCE_WEIGHTS.royaleApiPerGame) / (rowsWithFigures.get(figuresOf(deck)) ?? 1),
      deck.cards.filter((c) => c.variant === 'evolution').map((c) => c.id),
      deck.cards.filter((c) => c.variant === 'hero').map((c) => c.id),
    );
  }
  for (const deck of input.aggregate.top_decks) {
    addDeck(
      deck.cards.map((c) => c.id),
      deck.count * SOURCE_WEIGHTS.aggregatePerDeck,
      deck.cards.filter((c) => c.is_evo).map((c) => c.id),
      deck.cards.filter((c) => c.is_hero).map((c) => c.id),
    );
  }
  const allDecks = [...decks.values()].sort(
    (a, b) => b.weight - a.weight || deckKey(a.cards).localeCompare(deckKey(b.cards)),
  );
  const totalWeight = allDecks.reduce((s, d) => s + d.weight, 0);

  // 2. Card popularity and pair co-occurrence (weighted).
  const cardWeight = new Map<number, number>();
  const pairWeight = new Map<string, number>();
  for (const deck of allDecks) {
    for (const [i, a] of deck.cards.entries()) {
      cardWeight.set(a, (cardWeight.get(a) ?? 0) + deck.weight);
      for (const b of deck.cards.slice(i + 1)) {
        const key = `${a},${b}`;
        pairWeight.set(key, (pairWeight.get(key) ?? 0) + deck.weight);
      }
    }
  }

  // 3. Results: per card, per card-vs-card matchup; side-adjusted with each era's tracked rate.
  const cardTally = new Map<number, Tally>();
  const card2026 = new Map<number, Tally>();
  const matchTally = new Map<string, Tally>();
  const battlesOf = (rows: readonly CorpusRow[]) => {
    const byBattle = new Map<number, CorpusRow[]>();
    for (const row of rows) byBattle.set(row.battle, [...(byBattle.get(row.battle) ?? []), row]);
    return [...byBattle.values()].filter((pair) => pair.length === 2) as [CorpusRow, CorpusRow][];
  };
  const eraBattles = eras.map((era) => ({
    era,
    rate: sideRate(era.rows),
    battles: battlesOf(era.rows),
  }));
  for (const { era, rate, battles } of eraBattles) {
    for (const [a, b] of battles) {
      for (const [me, them] of [
        [a, b],
        [b, a],
      ] as const) {
        const expected = me.tracked ? rate : 1 - rate;
        for (const id of me.cards) {
          const t = cardTally.get(id) ?? new Tally();
          t.add(me.result, expected);
          cardTally.set(id, t);
          if (era.id === '2026') {
            const t26 = card2026.get(id) ?? new Tally();
            t26.add(me.result, expected);
            card2026.set(id, t26);
          }
        }
        const mine = me.cards.filter((id) => !them.cards.includes(id));
        const theirs = them.cards.filter((id) => !me.cards.includes(id));
        for (const x of mine) {
          for (const y of theirs) {
            const key = `${x},${y}`;
            const t = matchTally.get(key) ?? new Tally();
            t.add(me.result, expected);
            matchTally.set(key, t);
          }
        }
      }
    }
  }

  // 4. Evolution and hero use per card, from the 2026 sources that mark slots.
  const evoUse = new Map<number, number>();
  const heroUse = new Map<number, number>();
  const markedWeight = new Map<number, number>();
  const markedLists = new Map<number, number>();
  const slottedLists = new Map<number, number>();
  for (const deck of allDecks) {
    if (deck.evolutions.size === 0 && deck.heroes.size === 0) continue;
    for (const id of deck.cards) {
      markedWeight.set(id, (markedWeight.get(id) ?? 0) + deck.marked);
      markedLists.set(id, (markedLists.get(id) ?? 0) + 1);
      if (deck.evolutions.has(id) || deck.heroes.has(id))
        slottedLists.set(id, (slottedLists.get(id) ?? 0) + 1);
    }
    for (const [id, w] of deck.evolutions) evoUse.set(id, (evoUse.get(id) ?? 0) + w);
    for (const [id, w] of deck.heroes) heroUse.set(id, (heroUse.get(id) ?? 0) + w);
  }

  // 5. The list library: greedy clusters of real decks, heaviest first; a list is the cluster's
  //    most-played real deck, named by the first archetype rule it matches.
  // A deck joins the heaviest cluster whose head differs from it by one card: both then share one
  // of the head's eight 7-card subsets, so heads are indexed by those.
  const clusters: { head: WeightedDeck; members: WeightedDeck[]; weight: number }[] = [];
  const bySeven = new Map<string, number>();
  const sevens = (cards: readonly number[]) =>
    cards.map((_, skip) => cards.filter((__, k) => k !== skip).join(','));
  for (const deck of allDecks) {
    let best = -1;
    for (const key of sevens(deck.cards)) {
      const c = bySeven.get(key);
      if (c !== undefined && (best < 0 || c < best)) best = c;
    }
    const cluster = clusters[best];
    if (cluster) {
      cluster.members.push(deck);
      cluster.weight += deck.weight;
    } else {
      for (const key of sevens(deck.cards))
        if (!bySeven.has(key)) bySeven.set(key, clusters.length);
      clusters.push({ head: deck, members: [deck], weight: deck.weight });
    }
  }

  // As the engine names a deck (src/engine/archetype.ts): a list too dear to cycle (Hog Rider with
  // Elite Barbarians and Boss Bandit at 4.4) takes no cycle archetype's name.
  const ruleFor = (cards: readonly number[]): ArchetypeRule | null =>
    firstRuleFor(
      new Set(cards.map(nameOf)),
      input.rules,
      tooDearToCycle(cards.map((id) => ({ elixirCost: catalogue.get(id)?.elixirCost ?? null }))),
    );
  const autoName = (cards: readonly number[]) => {
    const wcs = cards
      .filter(isWinCondition)
      .sort((a, b) => (catalogue.get(b)?.elixirCost ?? 0) - (catalogue.get(a)?.elixirCost ?? 0));
    return wcs.length ? wcs.slice(0, 2).map(nameOf).join(' ') : 'Control';
  };
  const familyFor = (cards: readonly number[]) => {
    const votes = new Map<string, number>();
    for (const id of cards) {
      const k = input.roles[nameOf(id)];
      if (!k) continue;
      const w = k.roles.includes('win_condition') ? 3 : 1;
      for (const a of k.archetypes) votes.set(a, (votes.get(a) ?? 0) + w);
    }
    return [...votes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? 'control';
  };

  const lists: KnowledgeList[] = [];
  for (const cluster of clusters) {
    if (cluster.weight < (options.minListWeight ?? MIN_LIST_WEIGHT)) continue;
    const cards = cluster.head.cards;
    const rule = ruleFor(cards);
    // Evolution / hero shares across the cluster's marked decks.
    const evo = new Map<number, number>();
    const hero = new Map<number, number>();
    let marked = 0;
    for (const m of cluster.members) {
      if (m.evolutions.size === 0 && m.heroes.size === 0) continue;
      marked += m.marked;
      for (const [id, w] of m.evolutions)
        if (cards.includes(id)) evo.set(id, (evo.get(id) ?? 0) + w);
      for (const [id, w] of m.heroes) if (cards.includes(id)) hero.set(id, (hero.get(id) ?? 0) + w);
    }
    const top = (m: Map<number, number>) =>
      [...m]
        .filter(([, w]) => marked > 0 && w / marked >= 0.3)
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .map(([id]) => id);
    lists.push({
      id: '',
      archetype: rule?.id ?? null,
      name: rule?.name ?? autoName(cards),
      family: rule?.family ?? familyFor(cards),
      cards,
      evolutions: top(evo).slice(0, 2),
      heroes: top(hero).slice(0, 2),
      weight: round(cluster.weight, 2),
      variants: cluster.members.length,
      games: 0,
      wins: 0,
      expected: 0,
      winRate: 0.5,
      wilson: [0, 1],
    });
  }
  // Stable ids: the archetype (or name) slug and a rank within it.
  const seenIds = new Map<string, number>();
  for (const list of lists) {
    const slug = (list.archetype ?? list.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')).replace(
      /^-|-$/g,
      '',
    );
    const n = (seenIds.get(slug) ?? 0) + 1;
    seenIds.set(slug, n);
    list.id = n === 1 ? slug : `${slug}-${n}`;
  }

  // 6. Results per list and list-vs-list (archetype) matchups: a battle deck counts for the list it
  //    shares the most cards with (at least 5).
  const listsWith = new Map<number, number[]>();
  for (const [i, l] of lists.entries())
    for (const id of l.cards) listsWith.set(id, [...(listsWith.get(id) ?? []), i]);
  const nearestList = (cards: readonly number[]): KnowledgeList | null => {
    const counts = new Map<number, number>();
    for (const id of cards)
      for (const i of listsWith.get(id) ?? []) counts.set(i, (counts.get(i) ?? 0) + 1);
    let best = -1;
    let bestOverlap = 4;
    for (const [i, n] of counts) {
      if (n > bestOverlap || (n === bestOverlap && i < best)) {
        best = i;
        bestOverlap = n;
      }
    }
    return lists[best] ?? null;
  };
  const archMatch = new Map<string, Tally>();
  const groupOf = (list: KnowledgeList) => list.archetype ?? list.id;
  for (const { rate, battles } of eraBattles) {
    for (const [a, b] of battles) {
      const la = nearestList(a.cards);
      const lb = nearestList(b.cards);
      for (const [me, mine, theirs] of [
        [a, la, lb],
        [b, lb, la],
      ] as const) {
        const expected = me.tracked ? rate : 1 - rate;
        if (mine && deckKey(me.cards) === deckKey(mine.cards)) {
          mine.games++;
          mine.wins += me.result === 'win' ? 1 : me.result === 'draw' ? 0.5 : 0;
          mine.expected = round(mine.expected + expected, 3);
        }
        if (mine && theirs && groupOf(mine) !== groupOf(theirs)) {
          const key = `${groupOf(mine)}|${groupOf(theirs)}`;
          const t = archMatch.get(key) ?? new Tally();
          t.add(me.result, expected);
          archMatch.set(key, t);
        }
      }
    }
  }
  // 7. What is played now: each deck the tracked players met in the 2026 Path of Legends battles
  //    counts for its nearest list's archetype (a deck within four cards of no list counts for
  //    none). Only the opponents: the tracked players' own decks repeat a few lists battle after
  //    battle, and the opponents are what a player at that level meets.
  //    Each card counts the opponents' decks that play it, whatever their list.
  const played = new Map<string, number>();
  //    and, of those, how many each archetype holds.
  const cardPlayed = new Map<number, number>();
  const cardPlayedIn = new Map<number, Map<string, number>>();
  for (const row of eras[1].rows.filter((r) => !r.tracked)) {
    const near = nearestList(row.cards);
    if (near) played.set(groupOf(near), (played.get(groupOf(near)) ?? 0) + 1);
    for (const id of new Set(row.cards)) {
      cardPlayed.set(id, (cardPlayed.get(id) ?? 0) + 1);
      if (!near) continue;
      const byGroup = cardPlayedIn.get(id) ?? new Map<string, number>();
      byGroup.set(groupOf(near), (byGroup.get(groupOf(near)) ?? 0) + 1);
      cardPlayedIn.set(id, byGroup);
    }
  }
  const archetypePlay: DeckKnowledge['archetypePlay'] = [...played].sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  );
  // RoyaleAPI's deck pages count every game of the exact list, without a crawled side.
  for (const deck of royaleApiDecks) {
    const key = deckKey(deck.cards.map((c) => c.id));
    const list = lists.find((l) => deckKey(l.cards) === key);
    if (!list) continue;
    list.games += deck.games;
    list.wins += deck.wins + deck.draws / 2;
    list.expected = round(list.expected + deck.games / 2, 3);
  }

  const adjusted = (t: { games: number; wins: number; expected: number }) =>
    t.games ? Math.min(1, Math.max(0, 0.5 + (t.wins - t.expected) / t.games)) : 0.5;

  const cards: DeckKnowledge['cards'] = {};
  for (const card of [...input.catalogue].sort((a, b) => a.id - b.id)) {
    if (card.type === 'Tower') continue;
    const t = cardTally.get(card.id) ?? new Tally();
    const t26 = card2026.get(card.id) ?? new Tally();
    const rate = adjusted(t);
    const marked = markedWeight.get(card.id) ?? 0;
    cards[card.id] = {
      name: card.name,
      weight: round(cardWeight.get(card.id) ?? 0, 2),
      share: round((cardWeight.get(card.id) ?? 0) / totalWeight, 4),
      games: t.games,
      games2026: t26.games,
      played2026: cardPlayed.get(card.id) ?? 0,
      playedIn2026: [...(cardPlayedIn.get(card.id) ?? [])]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, 3),
      winRate: round(rate, 4),
      winRate2026: round(adjusted(t26), 4),
      wilson: wilson(rate, t.games).map((x) => round(x, 4)) as [number, number],
      evolutionShare: marked ? round((evoUse.get(card.id) ?? 0) / marked, 3) : 0,
      heroShare: marked ? round((heroUse.get(card.id) ?? 0) / marked, 3) : 0,
      slotDecks: round(marked, 1),
      slotLists: markedLists.get(card.id) ?? 0,
      slottedLists: slottedLists.get(card.id) ?? 0,
    };
  }

  const pairs: DeckKnowledge['pairs'] = [...pairWeight]
    .filter(([, w]) => w >= 1)
    .map(([key, w]) => {
      const [a, b] = key.split(',').map(Number) as [number, number];
      return [a, b, round(w, 2)] as [number, number, number];
    })
    .sort((x, y) => x[0] - y[0] || x[1] - y[1]);

  const cardMatchups: DeckKnowledge['cardMatchups'] = [...matchTally]
    .filter(([, t]) => t.games >= MIN_MATCHUP_GAMES)
    .map(([key, t]) => {
      const [x, y] = key.split(',').map(Number) as [number, number];
      return [x, y, t.games, round(adjusted(t), 4)] as [number, number, number, number];
    })
    .sort((p, q) => p[0] - q[0] || p[1] - q[1]);

  const archetypeMatchups: DeckKnowledge['archetypeMatchups'] = [...archMatch]
    .filter(([, t]) => t.games >= MIN_MATCHUP_GAMES)
    .map(([key, t]) => {
      const [x, y] = key.split('|') as [string, string];
      return [x, y, t.games, round(adjusted(t), 4)] as [string, string, number, number];
    })
    .sort((p, q) => p[0].localeCompare(q[0]) || p[1].localeCompare(q[1]));

  return {
    version: DECK_KNOWLEDGE_VERSION,
    sources: {
      ladder2022: {
        decks: eras[0].rows.length,
        trackedWinRate: round(eraBattles[0]?.rate ?? 0, 4),
      },
      pol2026: {
        decks: eras[1].rows.length,
        opponents: eras[1].rows.filter((r) => !r.tracked).length,
        trackedWinRate: round(eraBattles[1]?.rate ?? 0, 4),
      },
      royaleApi2026: {
        decks: royaleApiDecks.length,
        games: royaleApiDecks.reduce((s, d) => s + d.games, 0),
      },
      aggregate2025: { decks: input.aggregate.total_decks },
      weights: { ...SOURCE_WEIGHTS },
    },
    totalWeight: round(totalWeight, 2),
    cards,
    pairs,
    lists: lists.map((l) => ({
      ...l,
      wins: round(l.wins, 1),
      winRate: round(adjusted(l), 4),
      wilson: wilson(adjusted(l), l.games).map((x) => round(x, 4)) as [number, number],
    })),
    cardMatchups,
    archetypeMatchups,
    archetypePlay,
    rules: input.rules.map((r) => ({ ...r, all: r.all.filter((n) => idOf.has(n)) })),
  };
}

/** The file as written (compact; key order is fixed by construction). */
export function serializeKnowledge(knowledge: DeckKnowledge): string {
  return `${JSON.stringify(knowledge)}\n`;
}
