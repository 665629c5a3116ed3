import type { ArchetypeRule } from '@shared/deck-knowledge';
import {
  archetypes,
  archetypeLabels,
  type Archetype,
  type CardBase,
  type EngineCard,
  type EngineList,
} from './knowledge';

/** What a deck (or part of one) is: the named archetype it matches, and its family. */
export interface DeckArchetype {
  /** The archetype rule (data/archetype-rules.json) the cards match, if any. */
  rule: ArchetypeRule | null;
  family: Archetype | null;
  /** "Hog 2.6", "Golem Night Witch", or the family's label. */
  label: string | null;
}

const isFamily = (x: string): x is Archetype => (archetypes as readonly string[]).includes(x);

function familyVote(cards: readonly EngineCard[]): Archetype | null {
  const votes = new Map<Archetype, number>();
  for (const c of cards) {
    const w = c.has('win_condition') ? 3 : 1;
    for (const a of c.knowledge.archetypes) votes.set(a, (votes.get(a) ?? 0) + w);
  }
  let best: Archetype | null = null;
  let bestVotes = 0;
  for (const a of archetypes) {
    const v = votes.get(a) ?? 0;
    if (v > bestVotes) {
      best = a;
      bestVotes = v;
    }
  }
  return best;
}

/**
 * The one archetype detector: the first archetype rule the cards satisfy (so the heading, the game
 * plan and the analysis always agree), else a vote of the cards' families.
 */
export function detectArchetype(cards: readonly EngineCard[], base: CardBase): DeckArchetype {
  const names = new Set(cards.map((c) => c.name));
  const rule =
    base.knowledge.rules.find(
      (r) =>
        r.all.every((n) => names.has(n)) && r.any.filter((n) => names.has(n)).length >= r.minAny,
    ) ?? null;
  if (rule && isFamily(rule.family)) return { rule, family: rule.family, label: rule.name };
  const family = familyVote(cards);
  return { rule: null, family, label: family ? archetypeLabels[family] : null };
}

/**
 * The real lists of one archetype, most played first: every list that satisfies the rule, so a
 * general request ("hog deck") can land on a more specific list (Hog 2.6, EQ Hog).
 */
export function listsOf(ruleId: string, base: CardBase): EngineList[] {
  const rule = base.knowledge.rules.find((r) => r.id === ruleId);
  if (!rule) return [];
  return base.lists
    .filter((l) => {
      const names = new Set(l.cards.map((id) => base.byId.get(id)?.name));
      return (
        rule.all.every((n) => names.has(n)) &&
        rule.any.filter((n) => names.has(n)).length >= rule.minAny
      );
    })
    .sort((a, b) => b.weight - a.weight || a.id.localeCompare(b.id));
}

/** How many of `cards` a list holds. */
export function overlap(list: EngineList, cards: readonly EngineCard[]): number {
  let n = 0;
  for (const c of cards) if (list.set.has(c.id)) n++;
  return n;
}
