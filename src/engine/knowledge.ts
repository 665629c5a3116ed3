import type { Card } from '@shared/card';
import type { CardRole } from '@shared/deck-analysis';
import knowledgeFile from '../../data/card-knowledge.json' with { type: 'json' };
import topDecksFile from '../../data/meta/top_decks.2026-07.json' with { type: 'json' };
import cardsMetaFile from '../../data/meta/cards_meta.2026-07.json' with { type: 'json' };

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
}

/** A catalogue card with what the engine knows about it. */
export interface EngineCard extends Card {
  knowledge: CardKnowledge;
  /** Elixir for averages; Mirror's variable cost counts as 0 like the spec's average. */
  cost: number;
  /** Meta usage rate in percent (0 when the snapshot does not list the card). */
  usage: number;
  winRate: number;
  isSpell: boolean;
  hitsAir: boolean;
  has(role: CardRole): boolean;
}

export interface TopDeck {
  cards: string[];
}
export interface CardMeta {
  card_name: string;
  usage_rate: number;
  win_rate: number;
}
export interface MetaSnapshot {
  topDecks: readonly TopDeck[];
  cardsMeta: readonly CardMeta[];
}

export const defaultMeta: MetaSnapshot = {
  topDecks: topDecksFile as TopDeck[],
  cardsMeta: cardsMetaFile as CardMeta[],
};

const knowledgeByName = (knowledgeFile as { cards: Record<string, CardKnowledge> }).cards;

export function knowledgeFor(name: string): CardKnowledge | undefined {
  return knowledgeByName[name];
}

/** Pair synergy learnt from real decks: cosine of co-occurrence over the snapshot's top decks. */
export interface Priors {
  pair(a: number, b: number): number;
}

export interface CardBase {
  cards: EngineCard[];
  byId: Map<number, EngineCard>;
  byName: Map<string, EngineCard>;
  priors: Priors;
}

export function createCardBase(
  catalogue: readonly Card[],
  meta: MetaSnapshot = defaultMeta,
): CardBase {
  const metaByName = new Map(meta.cardsMeta.map((m) => [m.card_name.toLowerCase(), m]));
  const all: EngineCard[] = [];
  for (const card of catalogue) {
    const knowledge = knowledgeFor(card.name);
    if (!knowledge) continue; // the knowledge test keeps this from happening
    const m = metaByName.get(card.name.toLowerCase());
    const roles = new Set(knowledge.roles);
    all.push({
      ...card,
      knowledge,
      cost: card.elixirCost ?? 0,
      usage: m?.usage_rate ?? 0,
      winRate: m?.win_rate ?? 0,
      isSpell: card.type === 'Spell',
      hitsAir: knowledge.targets === 'both' || knowledge.targets === 'air',
      has: (role) => roles.has(role),
    });
  }
  const byId = new Map(all.map((c) => [c.id, c]));
  const byName = new Map(all.map((c) => [c.name.toLowerCase(), c]));

  const single = new Map<number, number>();
  const pairs = new Map<string, number>();
  const key = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
  for (const deck of meta.topDecks) {
    const ids = [
      ...new Set(
        deck.cards.map((n) => byName.get(n.toLowerCase())?.id).filter((id) => id !== undefined),
      ),
    ];
    for (const [i, a] of ids.entries()) {
      single.set(a, (single.get(a) ?? 0) + 1);
      for (const b of ids.slice(i + 1)) pairs.set(key(a, b), (pairs.get(key(a, b)) ?? 0) + 1);
    }
  }
  const priors: Priors = {
    pair(a, b) {
      const both = pairs.get(key(a, b));
      if (!both) return 0;
      return both / Math.sqrt((single.get(a) ?? 1) * (single.get(b) ?? 1));
    },
  };
  return {
    cards: all.filter((c) => c.type !== 'Tower'),
    byId,
    byName,
    priors,
  };
}
