import { useQuery } from '@tanstack/react-query';
import { cardInsightSchema } from '@shared/card-insight';
import { apiFetch } from '@web/lib/api-client';

/** What the deck knowledge says about one card (the card detail sheet), cached per card. */
export function useCardInsight(cardId: number | null) {
  return useQuery({
    queryKey: ['card-insight', cardId],
    enabled: cardId !== null,
    staleTime: Infinity,
    queryFn: ({ signal }) =>
      apiFetch(`/api/cards/${cardId}/insight`, cardInsightSchema, { signal }),
  });
}
