import { useCallback, useEffect, useRef } from 'react';

/**
 * A callback that runs `delayMs` after the last call (the search waits for the customer to stop
 * typing). `flush` runs a pending call at once; unmounting drops it.
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delayMs: number) {
  const latest = useRef(callback);
  latest.current = callback;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<A | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const run = useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      pending.current = args;
      timer.current = setTimeout(() => {
        pending.current = undefined;
        latest.current(...args);
      }, delayMs);
    },
    [delayMs],
  );

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const args = pending.current;
    pending.current = undefined;
    if (args) latest.current(...args);
  }, []);

  return { run, flush };
}
