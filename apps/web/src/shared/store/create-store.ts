import { useSyncExternalStore } from 'react';

/**
 * A minimal external store. The few global states of the shell (session, dialogs, notices)
 * live outside React because code that is not a component changes them: the api client opens
 * the session-expired dialog, the session start sets the auth state.
 */
export interface TStore<S> {
  getState: () => S;
  setState: (patch: Partial<S> | ((state: S) => Partial<S>)) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<S extends object>(initial: S): TStore<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState: (patch) => {
      const next = typeof patch === 'function' ? patch(state) : patch;
      state = { ...state, ...next };
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Subscribes a component to a slice; the selector must return a primitive or a stable object. */
export function useStore<S extends object, T>(store: TStore<S>, selector: (state: S) => T): T {
  const read = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}
