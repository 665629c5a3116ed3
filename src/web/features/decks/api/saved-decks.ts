import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { deckAnalysisSchema } from '@shared/deck-analysis';
import {
  savedDeckListSchema,
  savedDeckSchema,
  type CreateSavedDeckRequest,
  type SavedDeck,
} from '@shared/saved-deck';
import { apiFetch } from '@web/lib/api-client';

export const savedDecksKey = ['saved-decks'] as const;

export function useSavedDecks(enabled: boolean) {
  return useQuery({
    queryKey: savedDecksKey,
    enabled,
    queryFn: ({ signal }) => apiFetch('/api/decks', savedDeckListSchema, { signal }),
  });
}

export function useCreateDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedDeckRequest) =>
      apiFetch('/api/decks', savedDeckSchema, { method: 'POST', body: JSON.stringify(body) }),
    onSuccess: (deck) => {
      queryClient.setQueryData<SavedDeck[]>(savedDecksKey, (old) => (old ? [deck, ...old] : old));
      void queryClient.invalidateQueries({ queryKey: savedDecksKey });
    },
  });
}

/** Spec §4: a deleted deck leaves the list as soon as the server confirms. */
export function useDeleteDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/decks/${id}`, z.undefined(), { method: 'DELETE' }),
    onSuccess: (_void, id) => {
      queryClient.setQueryData<SavedDeck[]>(savedDecksKey, (old) =>
        old?.filter((d) => d.id !== id),
      );
    },
  });
}

/** The engine's analysis of 8 cards (cached per deck). */
export function useDeckAnalysis(cardIds: readonly number[] | null) {
  return useQuery({
    queryKey: ['deck-analysis', cardIds?.join(',')],
    enabled: cardIds?.length === 8,
    staleTime: Infinity,
    queryFn: ({ signal }) =>
      apiFetch('/api/decks/analyze', deckAnalysisSchema, {
        method: 'POST',
        body: JSON.stringify({ cardIds }),
        signal,
      }),
  });
}
