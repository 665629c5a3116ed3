import { useQuery } from '@tanstack/react-query';
import { publicConfigSchema, type PublicConfig } from '@shared/config';
import { apiFetch } from './api-client';

/** Used until /api/config answers (and if it cannot): the server's own defaults. */
export const fallbackConfig: PublicConfig = {
  supportEmail: 'support@elixirlab.app',
  fanContentPolicyUrl: 'https://supercell.com/en/fan-content-policy/',
  playerLookups: false,
  languageModel: false,
};

export function usePublicConfig() {
  const query = useQuery({
    queryKey: ['config'],
    staleTime: Infinity,
    queryFn: ({ signal }) => apiFetch('/api/config', publicConfigSchema, { signal }),
  });
  return { config: query.data ?? fallbackConfig, isPending: query.isPending };
}
