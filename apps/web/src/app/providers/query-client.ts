import { QueryClient } from '@tanstack/react-query';

/**
 * No automatic retries: apiCall already falls back across API versions and reports each
 * final failure; TanStack's retries would repeat both.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30 * 1000 },
      mutations: { retry: false },
    },
  });
}
