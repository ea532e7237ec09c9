import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * TanStack Query and the app's one client, loaded with the first page, menu or dialog that needs
 * them (query-client.ts), not with the first page: the shell's and the login page's own calls are
 * made without it (docs/web.md, "JavaScript budgets").
 *
 * No automatic retries: apiCall already falls back across API versions and reports each
 * final failure; TanStack's retries would repeat both.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30 * 1000 },
    mutations: { retry: false },
  },
});

/** A component with the app's query client around it; every wrapper shares the one client and its cache. */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  };
}
