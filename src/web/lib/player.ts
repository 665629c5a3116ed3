import { useQuery } from '@tanstack/react-query';
import {
  playerCardsSchema,
  playerDeckSchema,
  playerResponseSchema,
  type PlayerCard,
} from '@shared/player';
import { apiFetch } from './api-client';
import { ApiError } from './api-error';
import { playerKeys } from './query-keys';
import { useSession } from './session';

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

/** Each collection card's level by card id, for the level badges on deck tiles. */
export const levelsById = (collection: readonly PlayerCard[] | undefined) =>
  new Map<number, { level: number; maxLevel: number }>(
    (collection ?? []).map((c) => [c.card.id, { level: c.level, maxLevel: c.maxLevel }]),
  );
