import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { readStoredFlag, writeStoredFlag } from './storage';

export const sessionQueryKey = ['session'] as const;

export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    // Loaded on first use, so pages that only glance at the session (the landing page) do not
    // carry the schema library in their first load.
    queryFn: async ({ signal }) => {
      const [{ apiFetch }, { sessionSchema }] = await Promise.all([
        import('./api-client'),
        import('@shared/session'),
      ]);
      return apiFetch('/api/auth/get-session', sessionSchema, { signal });
    },
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

const SIGNED_IN_HINT = 'elixirlab:signed-in';

/**
 * Whether to draw the signed-in navigation: the session once known, and until then the last
 * answer this browser saw, so the phone's bottom bar does not flash the visitor's items first.
 */
export function useSignedInHint(): boolean {
  const session = useSession();
  const known = session.isPending ? null : Boolean(session.data);
  if (known !== null) {
    // Storage may be off (private mode): the hint is only a nicety.
    writeStoredFlag(SIGNED_IN_HINT, known);
    return known;
  }
  return readStoredFlag(SIGNED_IN_HINT);
}

export function refreshSession(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}
