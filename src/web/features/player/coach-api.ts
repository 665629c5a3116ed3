import { useMutation, useQuery } from '@tanstack/react-query';
import { battleReportSchema } from '@shared/battle-log';
import { upgradePlanSchema, warDecksResponseSchema } from '@shared/player-coach';
import { apiFetch } from '@web/lib/api-client';
import { playerKeys } from '@web/lib/query-keys';

/** The connected player's upgrade plan for their current deck (from stored levels). */
export function useUpgradePlan(enabled: boolean) {
  return useQuery({
    queryKey: playerKeys.upgradePlan(),
    enabled,
    queryFn: ({ signal }) => apiFetch('/api/player/upgrade-plan', upgradePlanSchema, { signal }),
  });
}

/** Four war decks from the player's collection, built when asked (a few hundred ms of work). */
export function useWarDecks() {
  return useMutation({
    mutationFn: () => apiFetch('/api/player/war-decks', warDecksResponseSchema),
  });
}

/** The player's recent battles, read as a coach would (stored with each refresh). */
export function useBattleReport(enabled: boolean) {
  return useQuery({
    queryKey: playerKeys.battles(),
    enabled,
    queryFn: ({ signal }) => apiFetch('/api/player/battles', battleReportSchema, { signal }),
  });
}
