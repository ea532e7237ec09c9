import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

export type TSetSearch = (next: (current: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }) => void;

/**
 * The address's query, and a setter that writes the next one (a new history entry unless
 * `replace`): what react-router's useSearchParams does, built on useLocation and useNavigate.
 * useSearchParams brings its own helpers into the router chunk, which the login page loads too
 * (bench/login-page-js.ts: +0.3 KB gzipped), for pages that come later.
 */
export function useSearch(): [URLSearchParams, TSetSearch] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setSearch = useCallback<TSetSearch>(
    (next, options) => {
      const query = next(new URLSearchParams(search)).toString();
      navigate({ search: query ? `?${query}` : '' }, { replace: options?.replace });
    },
    [navigate, search],
  );
  return [params, setSearch];
}
