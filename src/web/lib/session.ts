import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { sessionSchema } from '@shared/session';
import { apiFetch } from './api-client';

export const sessionQueryKey = ['session'] as const;

export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => apiFetch('/api/auth/get-session', sessionSchema, { signal }),
    staleTime: 60_000,
    refetchOnMount: 'always',
    retry: 1,
  });

/**
 * The current session (`data` is null for a visitor). A plain query rather than better-auth's
 * client hook, so the app shell does not load the auth client: pages that sign in, sign out or
 * delete the account call `refreshSession` afterwards.
 */
export function useSession() {
  const query = useQuery(getSessionQueryOptions());
  return { data: query.data ?? null, isPending: query.isPending, refetch: query.refetch };
}

export function refreshSession(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}
