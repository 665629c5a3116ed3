/**
 * The deck engine's corpus knowledge (data/deck-knowledge.json), built by `npm run knowledge:build`
 * from the battle corpus in data/sources/corpus. Win rates are side-adjusted (see docs/engine.md):
 * 0.5 + (wins − wins the crawled side alone predicts) / games.
 */
export const DECK_KNOWLEDGE_VERSION = 1;

/** How a real list is recognised as a named archetype (data/archetype-rules.json). */
export interface ArchetypeRule {
  id: string;
  name: string;
  family: string;
  aliases: string[];
  all: string[];
  any: string[];
  minAny: number;
}

/**
 * Whether cards (by name) satisfy an archetype rule: all its cards, and enough of its others. The
 * engine and the knowledge build name decks by it alike.
 */
export function satisfiesRule(
  names: ReadonlySet<string | undefined>,
  rule: ArchetypeRule,
): boolean {
  return (
    rule.all.every((n) => names.has(n)) &&
    rule.any.filter((n) => names.has(n)).length >= rule.minAny
  );
}

/**
 * The first archetype rule a deck's cards satisfy (rules are ordered specific first); a deck too
 * dear to cycle takes no cycle rule. The engine and the knowledge build name decks by it alike.
 */
export function firstRuleFor(
  names: ReadonlySet<string | undefined>,
  rules: readonly ArchetypeRule[],
  tooDearToCycle: boolean,
): ArchetypeRule | null {
  return (
    rules.find((r) => satisfiesRule(names, r) && !(tooDearToCycle && r.family === 'cycle')) ?? null
  );
}

export interface KnowledgeCard {
  name: string;
  /** Weighted decks that play the card, and that weight's share of all decks. */
  weight: number;
  share: number;
  /** Battles counted for the win rate (both eras), of which in 2026. */
  games: number;
  games2026: number;
  /**
   * How many of the decks the tracked players met in the 2026 Path of Legends battles
   * (`sources.pol2026.opponents` in all) play the card.
   */
  played2026: number;
  /** Of those decks, the archetypes holding the most of them: [archetype, decks], at most 3. */
  playedIn2026: [string, number][];
  winRate: number;
  winRate2026: number;
  /** Wilson 95% interval of `winRate` over `games`. */
  wilson: [number, number];
  /** Of the decks that mark slots (2025–2026 sources), how often this card is evolved / a hero. */
  evolutionShare: number;
  heroShare: number;
  /** The weighted decks those two shares are counted over (slot-marking decks playing the card). */
  slotDecks: number;
  /**
   * The distinct slot-marking lists behind `slotDecks`: a few popular lists carry most of that
   * weight, so this is the real sample of the shares.
   */
  slotLists: number;
  /** Of those lists, the ones that put this card in an evolution or hero slot. */
  slottedLists: number;
}

/** A real list from the corpus: the most-played deck of a cluster of decks sharing 6+ cards. */
export interface KnowledgeList {
  id: string;
  /** The archetype rule it matches, or null for lists named after their win conditions. */
  archetype: string | null;
  name: string;
  family: string;
  /** 8 card ids, sorted. */
  cards: number[];
  /** Cards most decks of this list evolve / play as heroes (2025–2026 sources). */
  evolutions: number[];
  heroes: number[];
  /** Weighted decks in the cluster and how many distinct decks it holds. */
  weight: number;
  variants: number;
  /** Games of this exact list with a result, its wins and the side-adjusted win rate. */
  games: number;
  wins: number;
  expected: number;
  winRate: number;
  wilson: [number, number];
}

export interface DeckKnowledge {
  version: number;
  sources: Record<string, Record<string, number | Record<string, number>>>;
  totalWeight: number;
  cards: Record<string, KnowledgeCard>;
  /** [a, b, weighted decks holding both], a < b. */
  pairs: [number, number, number][];
  lists: KnowledgeList[];
  /** [card x, card y, games where x's deck met y's deck (neither in both), x's win rate]. */
  cardMatchups: [number, number, number, number][];
  /** [archetype a, archetype b, games, a's win rate]; ids are rule ids or list ids. */
  archetypeMatchups: [string, string, number, number][];
  /**
   * [archetype, decks]: how many of the decks the tracked players met in the 2026 Path of Legends
   * battles (`sources.pol2026.opponents` in all) play each archetype, most played first.
   */
  archetypePlay: [string, number][];
  rules: ArchetypeRule[];
}
