import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  connectPlayerResponseSchema,
  playerCardsSchema,
  playerDeckSchema,
  playerResponseSchema,
  publicProfileSchema,
  refreshPlayerResponseSchema,
} from '@shared/player';
import { apiFetch } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';
import { playerKeys } from '@web/lib/query-keys';
import { useSession } from '@web/lib/session';
import { readStored, removeStored, writeStored } from '@web/lib/storage';

/** The signed-in user's player record; `data` is null when none is connected. */
export function usePlayer() {
  const session = useSession();
  const query = useQuery({
    queryKey: playerKeys.all,
    enabled: Boolean(session.data),
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/player', playerResponseSchema, { signal })).player,
  });
  return { ...query, signedIn: Boolean(session.data), sessionPending: session.isPending };
}

export function usePlayerCards(enabled: boolean) {
  return useQuery({
    queryKey: playerKeys.cards(),
    enabled,
    queryFn: ({ signal }) => apiFetch('/api/player/cards', playerCardsSchema, { signal }),
  });
}

export function usePlayerDeck(enabled: boolean) {
  return useQuery({
    queryKey: playerKeys.deck(),
    enabled,
    queryFn: ({ signal }) => apiFetch('/api/player/deck', playerDeckSchema, { signal }),
  });
}

export function useConnectPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playerTag: string) =>
      apiFetch('/api/player', connectPlayerResponseSchema, {
        method: 'POST',
        body: JSON.stringify({ playerTag }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerKeys.all }),
  });
}

export function useRefreshPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (force: boolean) =>
      apiFetch('/api/player/refresh', refreshPlayerResponseSchema, {
        method: 'POST',
        body: JSON.stringify({ force }),
      }),
    onSuccess: (result) => {
      if (result.refreshed) void queryClient.invalidateQueries({ queryKey: playerKeys.all });
    },
  });
}

export const fetchPublicProfile = (tag: string, signal?: AbortSignal) =>
  apiFetch(
    `/api/players/${encodeURIComponent(tag)}`,
    publicProfileSchema,
    signal ? { signal } : {},
  );

/** docs/product.md §4: the window event other screens listen to after a connect. */
export function announcePlayerConnected(delayMs: number) {
  setTimeout(() => window.dispatchEvent(new Event('playerConnected')), delayMs);
}

/** A visitor's player tag, kept in this browser only, to personalise the chat. */
const VISITOR_TAG_KEY = 'visitor-player-tag';
export function readVisitorTag(): string | undefined {
  return readStored(VISITOR_TAG_KEY) ?? undefined;
}
/** Storage blocked: the tag lasts for this page only. */
export function writeVisitorTag(tag: string | null) {
  if (tag) writeStored(VISITOR_TAG_KEY, tag);
  else removeStored(VISITOR_TAG_KEY);
}
