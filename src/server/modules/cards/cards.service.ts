import { type Card, type CardsPage, type CardsQuery } from '@shared/card';
import { matchesCardSearch, normaliseCardSearch } from '@shared/card-search';
import type { OfficialCard } from '@shared/official-player';
import type { Db } from '../../db/database';
import {
  addCardForms,
  cardsLastUpdate,
  insertMissingCards,
  listAllCards,
} from './cards.repository';
import { catalogueFromOfficial, withLearntForms } from './catalogue-from-official';

/**
 * The catalogue is small (about 125 cards) and read on nearly every screen, so it is held in
 * memory and filtered there; whole answers are replayed by the one response cache in front of the
 * app (http/response-cache.ts), keyed by URL and catalogue version. The database stays
 * the source of truth: `reload()` re-reads it (at start, after a sync, and when another instance
 * changed it, see `refreshIfChanged`).
 */
export function createCardsService(db: Db) {
  let catalogue: Card[] = [];
  let byId = new Map<number, Card>();
  let searchable: { card: Card; search: string }[] = [];
  let version: string | null = null;

  async function reload(): Promise<void> {
    const list = await listAllCards(db);
    catalogue = list;
    byId = new Map(list.map((c) => [c.id, c]));
    searchable = list.map((card) => ({ card, search: normaliseCardSearch(card.name) }));
    version = await cardsLastUpdate(db);
  }

  function query(q: CardsQuery): CardsPage {
    const elixirFiltered = q.minElixir !== undefined || q.maxElixir !== undefined;
    const matching = searchable
      .filter(({ card, search }) => {
        if (q.q && !matchesCardSearch(search, q.q)) return false;
        if (q.type && card.type !== q.type) return false;
        if (q.champion && !card.isChampion) return false;
        if (q.evolution && !card.hasEvolution) return false;
        if (elixirFiltered) {
          if (card.elixirCost === null) return false;
          if (q.minElixir !== undefined && card.elixirCost < q.minElixir) return false;
          if (q.maxElixir !== undefined && card.elixirCost > q.maxElixir) return false;
        }
        return true;
      })
      .map(({ card }) => card);
    const start = q.page * q.pageSize;
    const items = matching.slice(start, start + q.pageSize);
    const hasMore = start + q.pageSize < matching.length;
    return {
      items,
      total: matching.length,
      page: q.page,
      pageSize: q.pageSize,
      nextPage: hasMore ? q.page + 1 : null,
    };
  }

  /**
   * Cards a player payload names that the catalogue lacks (a card released after our snapshot,
   * such as Ronin) join the catalogue, so no player's collection or deck loses a card. A known
   * card only gains what the payload proves it has (an evolution or hero form, with its art);
   * nothing else of it is changed.
   */
  async function learn(payload: {
    cards: readonly OfficialCard[];
    supportCards: readonly OfficialCard[];
    currentDeck: readonly OfficialCard[];
    currentDeckSupportCards: readonly OfficialCard[];
  }): Promise<number> {
    const unknown = (list: readonly OfficialCard[]) => {
      const seen = new Map<number, OfficialCard>();
      for (const c of list) if (!byId.has(c.id)) seen.set(c.id, c);
      return [...seen.values()];
    };
    const items = unknown([...payload.cards, ...payload.currentDeck]);
    const supportItems = unknown([...payload.supportCards, ...payload.currentDeckSupportCards]);
    // A new id under a known card's name is no new card (a bad payload must not make two).
    const names = new Set(catalogue.map((c) => c.name.toLowerCase()));
    const learnt = catalogueFromOfficial({ items, supportItems }).filter(
      (c) => !names.has(c.name.toLowerCase()),
    );
    const gained = new Map<number, Card>();
    for (const c of [...payload.cards, ...payload.currentDeck]) {
      const known = gained.get(c.id) ?? byId.get(c.id);
      if (!known) continue;
      const next = withLearntForms(known, c);
      if (
        next.hasEvolution !== known.hasEvolution ||
        next.hasHero !== known.hasHero ||
        next.evolutionIconUrl !== known.evolutionIconUrl ||
        next.heroIconUrl !== known.heroIconUrl
      )
        gained.set(c.id, next);
    }
    if (learnt.length === 0 && gained.size === 0) return 0;
    await insertMissingCards(db, learnt);
    await addCardForms(db, [...gained.values()]);
    await reload();
    return learnt.length + gained.size;
  }

  return {
    reload,
    learn,
    /** Re-reads the catalogue when the table changed underneath (another instance ran a sync). */
    async refreshIfChanged(): Promise<boolean> {
      if ((await cardsLastUpdate(db)) === version) return false;
      await reload();
      return true;
    },
    count: () => catalogue.length,
    all: (): readonly Card[] => catalogue,
    byId: (id: number): Card | undefined => byId.get(id),
    query,
    version: () => version,
  };
}
export type CardsService = ReturnType<typeof createCardsService>;
