/**
 * Status mapping of customer-area §8 for a failed login or session start. The web shows the
 * message key on the login page (401 credentials) or an error page with the status.
 */
/**
 * credentials: the login form. refresh: the stored token presented again at start.
 * token: a token in the address. openid: single sign-on. client_id: client id and secret.
 */
export type TLoginKind = 'credentials' | 'refresh' | 'token' | 'openid' | 'client_id';

export interface TLoginFailure {
  statusCode: number;
  messageKey: string;
}

export function mapLoginFailure(kind: TLoginKind, httpStatus: number | undefined, message?: string): TLoginFailure {
  if (kind === 'client_id') return { statusCode: 505, messageKey: 'login_client_id_invalid' };
  if (kind === 'openid') {
    if (httpStatus === 504) return { statusCode: 504, messageKey: 'login_nonce_missing' };
    return { statusCode: 401, messageKey: 'login_openid_failed' };
  }
  if (httpStatus === 429) return { statusCode: 429, messageKey: 'login_too_many_attempts' };
  // The spec's "credentials 401 session expired" is read as: a stored session refused is
  // "session expired, log in again"; a password refused is "credentials incorrect" (docs/decisions.md).
  if (kind === 'credentials' && httpStatus === 401) return { statusCode: 401, messageKey: 'login_credentials_incorrect' };
  if (kind === 'refresh' && httpStatus === 401) return { statusCode: 401, messageKey: 'login_session_expired' };
  if (kind === 'token') {
    if (httpStatus === 419 || message === 'token_expired') return { statusCode: 419, messageKey: 'login_session_expired' };
    if (httpStatus === 401 || httpStatus === 403) return { statusCode: 401, messageKey: 'login_token_invalid' };
  }
  if (httpStatus === 500 || httpStatus === 502) return { statusCode: httpStatus, messageKey: 'login_internal_error' };
  return { statusCode: httpStatus ?? 0, messageKey: 'login_view_message_error_login' };
}

/** Whether a failure is shown as a message on the login form rather than an error page. */
export const isFormLoginFailure = (f: TLoginFailure) =>
  f.statusCode === 401 || f.statusCode === 0 || f.statusCode === 403 || f.statusCode === 429;
