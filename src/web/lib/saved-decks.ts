import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { deckAnalysisSchema } from '@shared/deck-analysis';
import {
  savedDeckListSchema,
  savedDeckSchema,
  type CreateSavedDeckGroupRequest,
  type CreateSavedDeckRequest,
  type SavedDeck,
} from '@shared/saved-deck';
import { apiFetch } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';
import { deckKeys } from '@web/lib/query-keys';
import { undoableDelete } from '@web/lib/undoable';

export function useSavedDecks(enabled: boolean) {
  return useQuery({
    queryKey: deckKeys.saved,
    enabled,
    queryFn: ({ signal }) => apiFetch('/api/decks', savedDeckListSchema, { signal }),
  });
}

export function useCreateDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    /** `key`: one per save the user asked for, so a retried request does not save twice. */
    mutationFn: ({ body, key }: { body: CreateSavedDeckRequest; key: string }) =>
      apiFetch('/api/decks', savedDeckSchema, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Idempotency-Key': key },
      }),
    // A lost answer or a server hiccup is retried with the same key; a refusal is not.
    retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status < 500),
    onSuccess: (deck) => {
      queryClient.setQueryData<SavedDeck[]>(deckKeys.saved, (old) => (old ? [deck, ...old] : old));
      void queryClient.invalidateQueries({ queryKey: deckKeys.saved });
    },
  });
}

/** Several decks saved together under one name (the four war decks), all or none. */
export function useCreateDeckGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateSavedDeckGroupRequest; key: string }) =>
      apiFetch('/api/decks/groups', savedDeckListSchema, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Idempotency-Key': key },
      }),
    retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status < 500),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deckKeys.saved }),
  });
}

/**
 * docs/product.md §4 delete, with Undo: the deck leaves the list at once and is deleted on the server when
 * the "Deck Deleted" toast closes; Undo puts it back where it was.
 */
export function useDeleteDeck() {
  const queryClient = useQueryClient();
  return (id: string) => {
    const before = queryClient.getQueryData<SavedDeck[]>(deckKeys.saved);
    undoableDelete({
      message: 'Deck Deleted',
      description: 'Your deck has been deleted successfully',
      failure: 'Failed to delete deck. Please try again.',
      hide: () =>
        queryClient.setQueryData<SavedDeck[]>(deckKeys.saved, (old) =>
          old?.filter((d) => d.id !== id),
        ),
      restore: () => queryClient.setQueryData(deckKeys.saved, before),
      commit: (init) => apiFetch(`/api/decks/${id}`, z.undefined(), { method: 'DELETE', ...init }),
    });
  };
}

/** The engine's analysis of 8 cards (cached per deck). */
export function useDeckAnalysis(cardIds: readonly number[] | null) {
  return useQuery({
    queryKey: deckKeys.analysis(cardIds),
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
