import { useEffect, useSyncExternalStore } from 'react';

/**
 * The calls of the shell and the login page (the settings, a screen's HTML blocks, a banner), kept
 * without TanStack Query, which arrives with the first page, menu or dialog that needs it
 * (query-client.ts; docs/web.md, "JavaScript budgets"). Only what those calls need: one answer per
 * key, shared by every component that asks, fetched again when older than its stale time, and a
 * failure kept until the next fetch (customer-area §8: "Banner failure stores the response's
 * error").
 */
export interface TFirstPageQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
}

interface TEntry<T> {
  state: TFirstPageQuery<T>;
  fetchedAt: number;
  fetching: boolean;
}

const entries = new Map<string, TEntry<unknown>>();
// Apart from the entries: a component keeps listening to its key across a drop.
const listeners = new Map<string, Set<() => void>>();

function notify(key: string): void {
  for (const listener of listeners.get(key) ?? []) listener();
}
const PENDING: TFirstPageQuery<never> = { data: undefined, error: null, isPending: true, isError: false };

function entryOf<T>(key: string): TEntry<T> {
  let entry = entries.get(key) as TEntry<T> | undefined;
  if (!entry) {
    entry = { state: PENDING, fetchedAt: 0, fetching: false };
    entries.set(key, entry as TEntry<unknown>);
  }
  return entry;
}

function settle<T>(key: string, entry: TEntry<T>, state: TFirstPageQuery<T>): void {
  // A key dropped while its call was out (a sign-out) has a new entry by now: the answer lands
  // on the old one, which nothing reads.
  entry.state = state;
  entry.fetching = false;
  entry.fetchedAt = Date.now();
  notify(key);
}

function fetchIfStale<T>(key: string, fetcher: () => Promise<T>, staleTime: number): void {
  const entry = entryOf<T>(key);
  if (entry.fetching || (!entry.state.isPending && Date.now() - entry.fetchedAt < staleTime)) return;
  entry.fetching = true;
  fetcher().then(
    (data) => settle(key, entry, { data, error: null, isPending: false, isError: false }),
    (error: unknown) => settle(key, entry, { data: undefined, error, isPending: false, isError: true }),
  );
}

/** The answer under `key`, fetched when a component first asks (and `enabled`), or when stale. */
export function useFirstPageQuery<T>(
  key: string,
  fetcher: () => Promise<T>,
  { staleTime, enabled = true }: { staleTime: number; enabled?: boolean },
): TFirstPageQuery<T> {
  const state = useSyncExternalStore(
    (listener) => {
      const keyListeners = listeners.get(key) ?? new Set<() => void>();
      listeners.set(key, keyListeners);
      keyListeners.add(listener);
      return () => keyListeners.delete(listener);
    },
    () => entryOf<T>(key).state,
  );
  useEffect(() => {
    if (enabled) fetchIfStale(key, fetcher, staleTime);
    // The fetcher is the key's: a new function for the same key fetches nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled, staleTime]);
  return state;
}

/** Forgets the answer under `key` (a signed-in user's, at sign-out); the next ask fetches it again. */
export function dropFirstPageQuery(key: string): void {
  if (!entries.delete(key)) return;
  notify(key);
}

/** For tests: forget every answer. */
export function resetFirstPageQueries(): void {
  entries.clear();
}
