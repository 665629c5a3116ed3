import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  connectPlayerResponseSchema,
  publicProfileSchema,
  refreshPlayerResponseSchema,
} from '@shared/player';
import { apiFetch } from '@web/lib/api-client';
import { playerKeys } from '@web/lib/query-keys';
import { readStored, removeStored, writeStored } from '@web/lib/storage';

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
