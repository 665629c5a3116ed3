import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { cardsPageSchema, type CardType } from '@shared/card';
import { apiFetch, toQueryString } from '@web/lib/api-client';

export interface CardFilters {
  q?: string;
  type?: CardType;
  champion?: 'true';
  evolution?: 'true';
  minElixir?: number;
  maxElixir?: number;
}

export function getCards(filters: CardFilters, page: number, signal?: AbortSignal) {
  const query = toQueryString({
    q: filters.q,
    type: filters.type,
    champion: filters.champion,
    evolution: filters.evolution,
    minElixir: filters.minElixir,
    maxElixir: filters.maxElixir,
    page,
  });
  return apiFetch(`/api/cards${query}`, cardsPageSchema, { signal: signal ?? null });
}

export const getCardsQueryOptions = (filters: CardFilters) =>
  infiniteQueryOptions({
    queryKey: ['cards', filters],
    queryFn: ({ pageParam, signal }) => getCards(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextPage,
    staleTime: 5 * 60_000,
  });

export function useCards(filters: CardFilters) {
  return useInfiniteQuery(getCardsQueryOptions(filters));
}
