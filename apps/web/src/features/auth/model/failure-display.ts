import { isFormLoginFailure, type TLoginFailure, type TLoginKind } from '@portal/domain';
import type { TStatusType } from '../../../shared/session/auth-store.ts';

/**
 * Where a login failure shows (customer-area §8, visitor-and-shell §4.1): a refused password
 * (401, 429) on the form; a refused stored session (401) as the "session expired" notice on
 * the login page; anything else, and every failure of the token, client-id and single sign-on
 * logins, as the error page of its status.
 */
export function failureDisplay(kind: TLoginKind, failure: TLoginFailure): TStatusType {
  if (kind === 'credentials') return isFormLoginFailure(failure) ? 'form' : 'page';
  if (kind === 'refresh' && failure.statusCode === 401) return 'notice';
  return 'page';
}
