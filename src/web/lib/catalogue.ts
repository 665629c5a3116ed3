import { useQuery } from '@tanstack/react-query';
import { cardsPageSchema, CARDS_MAX_PAGE_SIZE, type Card, type CardsPage } from '@shared/card';
import { apiFetch } from '@web/lib/api-client';

/** The whole catalogue by id, fetched once per session (decks render from it). */
export function useCatalogue() {
  return useQuery({
    queryKey: ['catalogue'],
    staleTime: Infinity,
    gcTime: Infinity,
    queryFn: async ({ signal }) => {
      const byId = new Map<number, Card>();
      let page: number | null = 0;
      while (page !== null) {
        const body: CardsPage = await apiFetch(
          `/api/cards?pageSize=${CARDS_MAX_PAGE_SIZE}&page=${page}`,
          cardsPageSchema,
          { signal },
        );
        for (const card of body.items) byId.set(card.id, card);
        page = body.nextPage;
      }
      return byId;
    },
  });
}
