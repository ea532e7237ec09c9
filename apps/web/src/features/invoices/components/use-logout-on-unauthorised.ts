import { useEffect, useRef } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { isTokenExpired } from '../../../shared/api/error-body.ts';
import { useLogout } from '../../../shared/session/use-logout.ts';

/**
 * A 401 on the multipoint list ends the session (customer-area §8; the other lists ignore it).
 * An expired token is left to the session-expired dialog the API client already opened, whose
 * exit button logs out with the right notice.
 */
export function useLogoutOnUnauthorised(error: unknown): void {
  const logout = useLogout();
  const done = useRef(false);
  const unauthorised = isApiError(error) && error.status === 401 && !isTokenExpired(error.status, error.body);
  useEffect(() => {
    if (!unauthorised || done.current) return;
    done.current = true;
    void logout();
  }, [unauthorised, logout]);
}
