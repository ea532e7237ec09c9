import type { QueryClient } from '@tanstack/react-query';

type TQueryRuntime = typeof import('./query-runtime.tsx');

let runtime: Promise<TQueryRuntime> | undefined;
let client: QueryClient | undefined;

/**
 * TanStack Query and the app's client, fetched once, by the first page, menu or dialog that needs
 * them (loadPage, themed) or by a flow that reads the cache (a login, the session's start). A
 * failed load (no connection) is tried again on the next call.
 */
export function loadQueryRuntime(): Promise<TQueryRuntime> {
  runtime ??= import('./query-runtime.tsx')
    .then((module) => {
      client = module.queryClient;
      return module;
    })
    .catch((error: unknown) => {
      runtime = undefined;
      throw error;
    });
  return runtime;
}

export const loadQueryClient = async (): Promise<QueryClient> => (await loadQueryRuntime()).queryClient;

/** The client if something has loaded it; until then no query has run, so nothing is cached to clear. */
export const loadedQueryClient = (): QueryClient | undefined => client;
