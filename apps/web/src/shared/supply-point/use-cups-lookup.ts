import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../api/api-error.ts';
import { cupsToLookUp } from './cups-lookup.ts';

/** Where the registry lookup of the CUPS typed stands; an unknown point never blocks typing the data by hand. */
export type TLookupStatus = 'idle' | 'looking' | 'found' | 'unknown' | 'failed';

/**
 * Looks the CUPS up when what is typed becomes a whole CUPS of 20 or 22 characters
 * (visitor-and-shell §2.3, §4.4, §9: the comparators and the wizards) and hands the answer to
 * `found`. A slower answer for a CUPS typed before is dropped: only the last CUPS typed fills the form.
 */
export function useCupsLookup<T>(lookup: (cups: string) => Promise<T>, found: (cups: string, answer: T) => void) {
  const [status, setStatus] = useState<TLookupStatus>('idle');
  const latest = useRef<string | undefined>(undefined);
  const onCupsTyped = useCallback(
    (typed: string) => {
      const cups = cupsToLookUp(typed);
      if (cups === latest.current) return;
      latest.current = cups;
      if (!cups) {
        setStatus('idle');
        return;
      }
      setStatus('looking');
      lookup(cups).then(
        (answer) => {
          if (latest.current !== cups) return;
          found(cups, answer);
          setStatus('found');
        },
        (error: unknown) => {
          if (latest.current !== cups) return;
          setStatus(isApiError(error) && (error.status === 404 || error.status === 400) ? 'unknown' : 'failed');
        },
      );
    },
    [lookup, found],
  );
  return { status, onCupsTyped };
}
