import { firstRuleFor, satisfiesRule, type ArchetypeRule } from '@shared/deck-knowledge';
import { tooDearToCycle } from '@shared/deck-rules';
import { formatCount, formatPortion, ordinal } from '@shared/stats';
import { article, capitalise, list } from './analyze-deck';
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

function familyVote(cards: readonly EngineCard[], ruledOut: Archetype | null): Archetype | null {
  const votes = new Map<Archetype, number>();
  for (const c of cards) {
    const w = c.has('win_condition') ? 3 : 1;
    for (const a of c.knowledge.archetypes) votes.set(a, (votes.get(a) ?? 0) + w);
  }
  let best: Archetype | null = null;
  let bestVotes = 0;
  for (const a of archetypes) {
    if (a === ruledOut) continue;
    const v = votes.get(a) ?? 0;
    if (v > bestVotes) {
      best = a;
      bestVotes = v;
    }
  }
  return best;
}

/**
 * A rule that names a whole list (Hog 2.6's eight cards) rather than an archetype's core: any swap
 * leaves it, so only its win conditions define it.
 */
export function namesWholeList(rule: ArchetypeRule): boolean {
  return rule.all.length > 4;
}

/**
 * The one archetype detector: the first archetype rule the cards satisfy (so the heading, the game
 * plan and the analysis always agree), else a vote of the cards' families.
 */
export function detectArchetype(cards: readonly EngineCard[], base: CardBase): DeckArchetype {
  const names = new Set(cards.map((c) => c.name));
  // A whole deck too dear to cycle (Royal Giant and Hog Rider at 4.1) is no cycle archetype.
  const dear = tooDearToCycle(cards);
  const rule = firstRuleFor(names, base.knowledge.rules, dear);
  if (rule && isFamily(rule.family)) return { rule, family: rule.family, label: rule.name };
  const family = familyVote(cards, dear ? 'cycle' : null);
  return { rule: null, family, label: family ? archetypeLabels[family] : null };
}

/** An archetype's name: its rule's, or, for a group named after one list, that list's. */
export function archetypeName(id: string, base: CardBase): string {
  return (
    base.knowledge.rules.find((r) => r.id === id)?.name ??
    base.lists.find((l) => l.id === id)?.name ??
    id
  );
}

/** An archetype's place among the 2026 decks: its rank (1 = most played) and deck count. */
export function archetypePlayRank(
  id: string,
  base: CardBase,
): { rank: number; decks: number } | null {
  const index = base.knowledge.archetypePlay.findIndex(([played]) => played === id);
  const decks = base.knowledge.archetypePlay[index]?.[1] ?? 0;
  return decks === 0 ? null : { rank: index + 1, decks };
}

/** "Is it meta?" is a yes for the archetypes played most: the top ten of the 2026 count. */
export const META_RANKS = 10;

/** "The most played archetype", "the 7th most played card": a place in the 2026 count. */
export function mostPlayed(rank: number, what: string): string {
  return rank === 1 ? `the most played ${what}` : `the ${ordinal(rank)} most played ${what}`;
}

/**
 * How much something is played, for "is it meta?": a yes in the first `top` places, "played" in
 * the next as many, else "not much" (`what`: "" for archetypes, " cards" for cards).
 */
export function playTier(rank: number, top: number, what = ''): string {
  return rank <= top
    ? `Yes, one of the most played${what}`
    : rank <= 2 * top
      ? `Played, though not among the most played${what}`
      : 'Not much played right now';
}

/**
 * "Is Log bait meta?": how many of the decks the top players met in 2026 were of the archetype,
 * and its rank among the archetypes. An archetype named after one card that is played far more in
 * other archetypes (Lava Hound, mostly in LavaLoon) says so: the archetype's count is not the card's.
 */
export function archetypeStanding(id: string, base: CardBase): string | null {
  const total = metaDeckCount(base);
  const placed = archetypePlayRank(id, base);
  const name = archetypeName(id, base);
  const where = metaDecksWhere(base);
  // Lists of an archetype the count never tells apart (Skeleton Barrel bait) have no row: no
  // share is known, which is not "none".
  if (!placed) return null;
  const { rank, decks } = placed;
  const rule = base.knowledge.rules.find((r) => r.id === id);
  // Only an archetype named after its one card (Lava Hound, Mega Knight).
  const card =
    rule?.all.length === 1 && rule.all[0] === rule.name
      ? base.byName.get(rule.name.toLowerCase())
      : undefined;
  const inPlay = card?.stats?.played2026 ?? 0;
  const elsewhere =
    card && inPlay >= 2 * decks
      ? ` ${card.name} itself was in ${formatCount(inPlay)} of those ${formatCount(total)} decks; of its decks, ${list(
          (card.stats?.playedIn2026 ?? []).map(
            ([other, n]) => `${formatCount(n)} in ${archetypeName(other, base)}`,
          ),
        )} decks.`
      : '';
  return `**In play:** ${name} decks were ${formatCount(decks)} of ${where} (${formatPortion(decks / total)}), ${mostPlayed(rank, 'archetype')}.${elsewhere}`;
}

/**
 * "Is cycle meta?": how many of the decks the top players met in 2026 were of the family's
 * archetypes (a rule's family, or a list-named group's), and the ones played most.
 */
export function familyStanding(family: Archetype, base: CardBase): string {
  const total = metaDeckCount(base);
  const of = base.knowledge.archetypePlay.filter(
    ([id]) =>
      (base.knowledge.rules.find((r) => r.id === id)?.family ??
        base.lists.find((l) => l.id === id)?.family) === family,
  );
  const decks = of.reduce((sum, [, n]) => sum + n, 0);
  const label = familyName(family);
  return decks === 0
    ? `**In play:** none of ${metaDecksWhere(base)} was ${article(label)} ${label} deck.`
    : `**In play:** ${capitalise(label)} decks were ${formatCount(decks)} of ${metaDecksWhere(base)} (${formatPortion(decks / total)}); most of them ${list(of.slice(0, 3).map(([id, n]) => `${archetypeName(id, base)} (${formatCount(n)})`))}. A family is many decks: ask about one ("is Hog 2.6 meta?") for its own record.`;
}

/** "The 2,375 decks the corpus's top players met in the 2026 Path of Legends battles". */
export function metaDecksWhere(base: CardBase): string {
  return `the ${formatCount(metaDeckCount(base))} decks the corpus's top players met in the 2026 Path of Legends battles`;
}

/** A family as a player names it: "cycle", "bridge spam", "LavaLoon" (the air family). */
export function familyName(family: Archetype): string {
  return family === 'air' ? 'LavaLoon' : archetypeLabels[family].toLowerCase();
}

/** How many decks the tracked players met in the 2026 Path of Legends battles: the meta's count. */
export function metaDeckCount(base: CardBase): number {
  const decks = base.knowledge.sources.pol2026?.opponents;
  return typeof decks === 'number' ? decks : 0;
}

/**
 * A family's archetypes, most played first ("bridge spam": Battle Ram bridge spam, then Royal
 * Hogs…), the ones a family named as a target stands for. Beatdown is a tank's push: only its
 * archetypes built on a tank (not Balloon's).
 */
export function familyArchetypes(family: Archetype, base: CardBase): ArchetypeRule[] {
  const played = new Map(base.knowledge.archetypePlay);
  return base.knowledge.rules
    .filter(
      (r) =>
        r.family === family &&
        (family !== 'beatdown' ||
          r.all.some((name) => base.byName.get(name.toLowerCase())?.has('tank') === true)),
    )
    .sort((a, b) => (played.get(b.id) ?? 0) - (played.get(a.id) ?? 0));
}

/**
 * The real lists of one archetype, most played first: every list that satisfies the rule, so a
 * general request ("hog deck") can land on a more specific list (Hog 2.6, EQ Hog).
 */
export function listsOf(ruleId: string, base: CardBase): EngineList[] {
  const rule = base.knowledge.rules.find((r) => r.id === ruleId);
  if (!rule) return [];
  return base.lists
    .filter((l) => satisfiesRule(new Set(l.cards.map((id) => base.byId.get(id)?.name)), rule))
    .sort((a, b) => b.weight - a.weight || a.id.localeCompare(b.id));
}

/** An archetype's (a rule's or a list-named group's) list with the most recorded games. */
export function mostRecordedList(id: string, base: CardBase): EngineList | undefined {
  return base.lists
    .filter((l) => (l.archetype ?? l.id) === id)
    .sort((a, b) => b.games - a.games || b.weight - a.weight)[0];
}

/** How many of `cards` a list holds. */
export function overlap(list: EngineList, cards: readonly EngineCard[]): number {
  let n = 0;
  for (const c of cards) if (list.set.has(c.id)) n++;
  return n;
}

/**
 * The cards that make a deck its archetype (Lava Hound and Balloon in LavaLoon, Graveyard and
 * Executioner in Splashyard): the rule's required cards and its signature choices, which fixes,
 * style edits and "weakest card" leave alone. A rule that names a whole list (Hog 2.6's eight
 * cards) keeps only its win conditions: any swap would leave that exact list anyway.
 */
export function definingCards(cards: readonly EngineCard[], base: CardBase): Set<string> {
  const rule = detectArchetype(cards, base).rule;
  if (!rule) return new Set();
  if (namesWholeList(rule))
    return new Set(
      rule.all.filter((name) => cards.some((c) => c.name === name && c.has('win_condition'))),
    );
  return new Set([...coreCards(cards, base), ...rule.any]);
}

/**
 * The narrower core: the rule's required cards, the cards nearly every real list of the
 * archetype plays (read from the corpus, not written into the rule) and the card it is named
 * after ("Log bait": The Log). "Weakest card" never names one of these.
 */
export function coreCards(cards: readonly EngineCard[], base: CardBase): Set<string> {
  const rule = detectArchetype(cards, base).rule;
  if (!rule) return new Set();
  const named = cards
    .filter((c) =>
      new RegExp(`(?<![a-z])${c.name.toLowerCase().replace(/^the /, '')}(?![a-z])`).test(
        rule.name.toLowerCase(),
      ),
    )
    .map((c) => c.name);
  // A rule that names a whole list (Hog 2.6) keeps only its win conditions, as above.
  const required = namesWholeList(rule)
    ? rule.all.filter((name) => cards.some((c) => c.name === name && c.has('win_condition')))
    : rule.all;
  return new Set([...required, ...staples(rule.id, base), ...named]);
}

/** How many of an archetype's real lists play a card, of how many lists. */
export function listShare(
  ruleId: string,
  name: string,
  base: CardBase,
): { lists: number; of: number } {
  const lists = listsOf(ruleId, base);
  const id = base.byName.get(name.toLowerCase())?.id;
  return { lists: lists.filter((l) => id !== undefined && l.set.has(id)).length, of: lists.length };
}

/** Share of an archetype's real lists a card must be in to count as its staple. */
const STAPLE_SHARE = 0.7;
const STAPLE_MIN_LISTS = 5;
const stapleCache = new WeakMap<CardBase, Map<string, string[]>>();

/** The cards in at least 70% of an archetype's real lists. */
export function staples(ruleId: string, base: CardBase): string[] {
  let byRule = stapleCache.get(base);
  if (!byRule) stapleCache.set(base, (byRule = new Map()));
  const known = byRule.get(ruleId);
  if (known) return known;
  const lists = listsOf(ruleId, base);
  // "Nearly every list" needs several lists to say it of.
  if (lists.length < STAPLE_MIN_LISTS) {
    byRule.set(ruleId, []);
    return [];
  }
  // Counted in lists, not weight: one dominant list would make all its eight cards staples.
  const total = lists.length;
  const weight = new Map<number, number>();
  for (const l of lists) for (const id of l.cards) weight.set(id, (weight.get(id) ?? 0) + 1);
  const found =
    total > 0
      ? [...weight]
          .filter(([, w]) => w / total >= STAPLE_SHARE)
          .map(([id]) => base.byId.get(id)?.name)
          .filter((n): n is string => n !== undefined)
      : [];
  byRule.set(ruleId, found);
  return found;
}
