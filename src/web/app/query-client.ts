import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api-error';

/**
 * docs/product.md §9 "Data fetching defaults": failed queries retry 3 times with exponential backoff (1 s
 * doubling, capped at 30 s); unused cached queries are dropped after 5 minutes. A 4xx answer is
 * final, so it is not retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 3 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60_000,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
