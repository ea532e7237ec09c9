import { matchRoute } from '@portal/domain';

/** The branches of the session start, in the order of visitor-and-shell §4.1. */
export type TSessionStartBranch =
  | { kind: 'token'; token: string }
  | { kind: 'clientId'; clientId: string; secret: string }
  | { kind: 'refresh'; token: string }
  | { kind: 'oidcRedirect' }
  | { kind: 'oidcCallback'; code: string; state: string }
  | { kind: 'oidcError'; state: string; error: string }
  | { kind: 'anonymous' };

export interface TSessionStartInput {
  /** The address's query, '?…' or ''. */
  search: string;
  /** The address's fragment, '#…' or '': staff's view-as link carries its token there, which no server sees. */
  hash?: string;
  /** The address's path: on the password-reset page `?token=` is the mailed link's secret, not a session. */
  pathname?: string;
  storedToken: string | undefined;
  oidc: boolean;
  allowDefaultLogin: boolean;
}

/**
 * Which login the app attempts at start, first match wins:
 * 1. ?token= (or #token=, which reaches no server's log) → token login (of a read-only token,
 *    and never silently over another session: address-token-decision.ts);
 * 2. ?id_client= and ?secret= → client-id login;
 * 3. a stored token → refresh login;
 * 4. single sign-on and no code/state in the address → redirect to the identity provider;
 * 5. code and state in the address → complete single sign-on;
 * 6. else not logged in.
 *
 * Two readings the spec leaves open, chosen here:
 * - step 4 is skipped when the deployment also allows the default login (allowDefaultLogin):
 *   the login page is then unprotected and offers both, so visitors are not sent away first;
 * - on the password-reset page (/recordar-clau) `?token=` is the secret of the mailed link
 *   (docs/password-reset.md), which the page itself reads: it is no session token, so step 1
 *   does not apply there;
 * - steps 4 and 5 apply only with single sign-on on, and a provider answer with `error` and
 *   `state` (the user cancelled at the provider) is a failed sign-on, not a reason to redirect
 *   to the provider again, which would loop.
 */
export function decideSessionStart(input: TSessionStartInput): TSessionStartBranch {
  const query = new URLSearchParams(input.search);
  const token = query.get('token') ?? new URLSearchParams((input.hash ?? '').replace(/^#/, '')).get('token');
  if (token && !(input.pathname && matchRoute(input.pathname)?.name === 'resetPassword')) return { kind: 'token', token };
  const clientId = query.get('id_client');
  const secret = query.get('secret');
  if (clientId && secret) return { kind: 'clientId', clientId, secret };
  if (input.storedToken) return { kind: 'refresh', token: input.storedToken };
  const code = query.get('code');
  const state = query.get('state');
  const providerError = query.get('error');
  const providerAnswered = Boolean((code && state) || (state && providerError));
  if (input.oidc && !providerAnswered && !input.allowDefaultLogin) return { kind: 'oidcRedirect' };
  if (input.oidc && code && state) return { kind: 'oidcCallback', code, state };
  if (input.oidc && state && providerError) return { kind: 'oidcError', state, error: providerError };
  return { kind: 'anonymous' };
}
