import type { CardInsight } from '@shared/card-insight';
import { MIN_GAMES_FOR_CLAIM } from '@shared/stats';
import type { CardBase } from './knowledge';
import { popularSlotForm, slotRecord } from './slot-record';

/** Partners are named from this share of the card's decks, and at most this many of them. */
const PARTNER_MIN_SHARE = 0.2;
const PARTNERS = 6;
/** Matchups and lists shown per side. */
const MATCHUPS = 4;
const LISTS = 3;

/**
 * What the deck knowledge says about one card: its job and targets from the card data, its record
 * and popularity, its usual partners, its best and worst card matchups (100+ games each) and the
 * real lists that play it. Numbers below the claim threshold are left out, never shown bare.
 */
export function cardInsight(id: number, base: CardBase): CardInsight | null {
  const card = base.byId.get(id);
  if (!card || card.type === 'Tower') return null;
  const stats = card.stats;
  const record =
    stats && stats.games >= MIN_GAMES_FOR_CLAIM
      ? { games: stats.games, winRate: stats.winRate, wilson: stats.wilson }
      : null;

  const decks = stats?.weight ?? 0;
  const partners =
    decks >= MIN_GAMES_FOR_CLAIM
      ? base.cards
          .filter((c) => c.id !== id)
          .map((c) => ({ cardId: c.id, name: c.name, share: base.priors.conditional(id, c.id) }))
          .filter((p) => p.share >= PARTNER_MIN_SHARE)
          .sort((a, b) => b.share - a.share || a.cardId - b.cardId)
          .slice(0, PARTNERS)
      : [];

  const rows = base.knowledge.cardMatchups
    .filter(([x, y, games]) => x === id && games >= MIN_GAMES_FOR_CLAIM && base.byId.has(y))
    .map(([, y, games, winRate]) => ({
      cardId: y,
      name: base.byId.get(y)?.name ?? String(y),
      games,
      winRate,
    }));
  const strongAgainst = rows
    .filter((r) => r.winRate > 0.5)
    .sort((a, b) => b.winRate - a.winRate || b.games - a.games)
    .slice(0, MATCHUPS);
  const weakAgainst = rows
    .filter((r) => r.winRate < 0.5)
    .sort((a, b) => a.winRate - b.winRate || b.games - a.games)
    .slice(0, MATCHUPS);

  const lists = (base.listsWith.get(id) ?? [])
    .map((i) => base.lists[i])
    .filter((l) => l !== undefined)
    .sort((a, b) => b.games - a.games || b.weight - a.weight)
    .slice(0, LISTS)
    .map((l) => ({
      name: l.name,
      cardIds: [...l.cards],
      games: l.games,
      record:
        l.games >= MIN_GAMES_FOR_CLAIM
          ? { games: l.games, winRate: l.winRate, wilson: l.wilson }
          : null,
    }));

  const slotted = card.hasEvolution || card.hasHero ? slotRecord(card) : null;
  const slot = slotted ? { kind: popularSlotForm(card), ...slotted } : null;

  return {
    cardId: id,
    name: card.name,
    tip: card.knowledge.tip,
    roles: card.knowledge.roles.filter((r) => r !== 'tower_troop'),
    targets: card.knowledge.targets,
    flies: card.knowledge.flies === true,
    clears: card.knowledge.clears ?? [],
    share: stats?.share ?? 0,
    decks,
    record,
    partners,
    strongAgainst,
    weakAgainst,
    lists,
    slot,
  };
}
