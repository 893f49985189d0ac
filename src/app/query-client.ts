import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';

/** Server data cache; each query still chooses its own staleTime. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        // Client errors will not fix themselves; retry only network failures and 5xx.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
