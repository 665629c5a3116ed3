import { type Card, type CardsPage, type CardsQuery } from '@shared/card';
import { matchesCardSearch, normaliseCardSearch } from '@shared/card-search';
import type { CardsRepository } from './cards.repository';

const RESPONSE_CACHE_LIMIT = 500;

/**
 * The catalogue is small (about 125 cards) and read on nearly every screen, so it is held in
 * memory, filtered there, and each distinct answer is kept as ready-made JSON. The database stays
 * the source of truth: `reload()` re-reads it (at start, after a sync, and when another instance
 * changed it, see `refreshIfChanged`).
 */
export function createCardsService(repository: CardsRepository) {
  let catalogue: Card[] = [];
  let byId = new Map<number, Card>();
  let searchable: { card: Card; search: string }[] = [];
  let version: string | null = null;
  const responses = new Map<string, string>();

  async function reload(): Promise<void> {
    const list = await repository.listAll();
    catalogue = list;
    byId = new Map(list.map((c) => [c.id, c]));
    searchable = list.map((card) => ({ card, search: normaliseCardSearch(card.name) }));
    version = await repository.lastUpdate();
    responses.clear();
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

  return {
    reload,
    /** Re-reads the catalogue when the table changed underneath (another instance ran a sync). */
    async refreshIfChanged(): Promise<boolean> {
      if ((await repository.lastUpdate()) === version) return false;
      await reload();
      return true;
    },
    count: () => catalogue.length,
    all: (): readonly Card[] => catalogue,
    byId: (id: number): Card | undefined => byId.get(id),
    query,
    /** The JSON text of a page, built once per distinct query. */
    queryJson(q: CardsQuery): string {
      const key = JSON.stringify([
        q.q && normaliseCardSearch(q.q),
        q.type,
        q.champion,
        q.evolution,
        q.minElixir,
        q.maxElixir,
        q.page,
        q.pageSize,
      ]);
      let json = responses.get(key);
      if (json === undefined) {
        json = JSON.stringify(query(q));
        if (responses.size >= RESPONSE_CACHE_LIMIT) responses.clear();
        responses.set(key, json);
      }
      return json;
    },
    version: () => version,
  };
}
export type CardsService = ReturnType<typeof createCardsService>;
