import { DECK_SIZE } from '@shared/deck-rules';
import type { PlayerContext } from '@shared/player-context';
import { findIssues } from './analyze-deck';
import { avg } from './deck-score';
import { buildDeck, type BuiltDeck } from './build-deck';
import type { CardBase, EngineList } from './knowledge';
import type { ParsedRequest } from './parse-request';

/** Clan war and duel battles take four decks with no card in two of them. */
export const WAR_DECK_COUNT = 4;
/** Real lists count as an archetype to seed a war deck from this many weighted decks. */
const SEED_MIN_WEIGHT = 3;
/** Seeds tried per deck before taking the best deck found. */
const SEEDS_PER_DECK = 3;

/**
 * Four decks with 32 different cards: each seeded by the win conditions of a real list the player
 * can field (owned cards, higher levels first), then built by the usual search without the cards
 * the decks before it took. Seeds are tried in order of how well their list suits the player; a
 * deck with a problem is passed over while another seed gives one without.
 */
export function buildWarDecks(
  request: ParsedRequest,
  base: CardBase,
  player: PlayerContext | undefined,
): BuiltDeck[] {
  const levels = player ? new Map(player.cards.map((l) => [l.cardId, l.displayLevel])) : null;
  const top = levels ? Math.max(...levels.values()) : 0;
  const allowed = (id: number) => {
    const card = base.byId.get(id);
    return (
      card !== undefined &&
      !request.exclude.includes(id) &&
      !request.excludeRarities.includes(card.rarity) &&
      (!levels || levels.has(id))
    );
  };
  /** How far, on average, a deck's cards sit below the player's top level (0 for visitors). */
  const levelGap = (ids: readonly number[]) =>
    levels ? ids.reduce((s, id) => s + (top - (levels.get(id) ?? 0)), 0) / DECK_SIZE : 0;
  const seedScore = (l: EngineList) =>
    Math.log1p(l.weight) + 0.5 * Math.log1p(l.games) - 1.5 * levelGap(l.cards);
  const seeds = base.lists
    .filter((l) => l.weight >= SEED_MIN_WEIGHT && l.cards.every(allowed))
    .map((l) => ({
      list: l,
      score: seedScore(l),
      winConditions: l.cards.filter((id) => base.byId.get(id)?.has('win_condition')),
    }))
    .filter((s) => s.winConditions.length > 0)
    .sort((a, b) => b.score - a.score || a.list.id.localeCompare(b.list.id));

  const used = new Set<number>();
  const usedArchetypes = new Set<string>();
  const decks: BuiltDeck[] = [];
  for (let n = 0; n < WAR_DECK_COUNT; n++) {
    let best: { deck: BuiltDeck; score: number; archetype: string } | null = null;
    let tried = 0;
    for (const seed of seeds) {
      if (tried >= SEEDS_PER_DECK) break;
      if (seed.winConditions.some((id) => used.has(id))) continue;
      if (usedArchetypes.has(seed.list.archetype ?? seed.list.id)) continue;
      tried++;
      const deck = buildDeck(
        {
          ...request,
          include: seed.winConditions,
          exclude: [...request.exclude, ...used],
          archetype: null,
          archetypeRule: null,
          ownedOnly: Boolean(player),
          improveDeck: false,
          followUp: false,
        },
        base,
        player,
      );
      if (deck.cards.some((c) => used.has(c.id))) continue;
      const problems = findIssues(deck.cards, base).filter(
        (i) => i.check.severity === 'problem',
      ).length;
      const score =
        seed.score -
        10 * problems -
        1.5 * levelGap(deck.cards.map((c) => c.id)) -
        0.1 * Math.abs(avg(deck.cards) - 3.6);
      if (!best || score > best.score)
        best = { deck, score, archetype: seed.list.archetype ?? seed.list.id };
      if (problems === 0) break;
    }
    if (!best) break;
    decks.push(best.deck);
    for (const c of best.deck.cards) used.add(c.id);
    usedArchetypes.add(best.archetype);
  }
  return decks;
}
