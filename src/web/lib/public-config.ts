import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@shared/config';
import { DEFAULT_SUPPORT_EMAIL } from '@shared/support-email';

/** Used until /api/config answers (and if it cannot): the server's own defaults. */
export const fallbackConfig: PublicConfig = {
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  fanContentPolicyUrl: 'https://supercell.com/en/fan-content-policy/',
  playerLookups: false,
  languageModel: false,
};

export function usePublicConfig() {
  const query = useQuery({
    queryKey: ['config'],
    staleTime: Infinity,
    // Loaded on first use: the landing and legal pages paint with the defaults meanwhile.
    queryFn: async ({ signal }) => {
      const [{ apiFetch }, { publicConfigSchema }] = await Promise.all([
        import('./api-client'),
        import('@shared/config'),
      ]);
      return apiFetch('/api/config', publicConfigSchema, { signal });
    },
  });
  return { config: query.data ?? fallbackConfig, isPending: query.isPending };
}
